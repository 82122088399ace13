/**
 * Stand-in for Gatsby's internal partytown plugin helper: its browser hook injects the Partytown
 * snippet only under `gatsby develop` and returns at once in production builds, the only builds
 * that use this substitution; the site has no off-main-thread scripts either.
 */
export function injectPartytownSnippet(): void {
  // Nothing to inject: see above.
}
