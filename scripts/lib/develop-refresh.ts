/**
 * How `npm run develop` sources every publish again: the CMS announces each change it would
 * announce to the build hook (BUILD_HOOK_URL) to the develop server's refresh endpoint instead,
 * with the run's secret as the hook's (BUILD_HOOK_SECRET); Gatsby takes a refresh only with that
 * Authorization header, whole (GATSBY_REFRESH_TOKEN), so nothing else on the machine starts one.
 */
export function developRefresh(developUrl: string, secret: string, buildHookUrl = process.env.BUILD_HOOK_URL) {
  return {
    /** The CMS's settings (with BUILD_HOOK_SECRET: `secret`). */
    cmsEnv: { BUILD_HOOK_URL: buildHookUrl || `${developUrl}/__refresh` },
    /** Gatsby develop's. */
    gatsbyEnv: { ENABLE_GATSBY_REFRESH_ENDPOINT: 'true', GATSBY_REFRESH_TOKEN: `Bearer ${secret}` },
  };
}
