/**
 * Origins of the site that call the CMS from the browser (WhatsApp number, contact form, preview
 * page): the site's address (SITE_URL) and the local servers on their configured ports
 * (SITE_PORT for npm start, DEVELOP_PORT for npm run develop). CORS_ORIGINS replaces the list.
 */
export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const origins = new Set<string>();
  if (env.SITE_URL) {
    try {
      origins.add(new URL(env.SITE_URL).origin);
    } catch {
      // not a URL: the local origins below still apply
    }
  }
  for (const port of [env.SITE_PORT || '9000', env.DEVELOP_PORT || '8000']) {
    origins.add(`http://127.0.0.1:${port}`);
    origins.add(`http://localhost:${port}`);
  }
  return [...origins];
}
