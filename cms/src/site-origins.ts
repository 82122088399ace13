/**
 * Origins of the site that call the CMS from the browser (WhatsApp number, contact form, preview
 * page): the site's address (SITE_URL) and the local servers on their configured ports
 * (SITE_PORT for npm start, DEVELOP_PORT for npm run develop). CORS_ORIGINS replaces the list.
 */
import { cmsEnvironment } from './environment';

export function siteOrigins(env: NodeJS.ProcessEnv = process.env): string[] {
  const { SITE_URL, SITE_PORT, DEVELOP_PORT } = cmsEnvironment(env);
  const origins = new Set<string>([new URL(SITE_URL).origin]);
  for (const port of [SITE_PORT, DEVELOP_PORT]) {
    origins.add(`http://127.0.0.1:${port}`);
    origins.add(`http://localhost:${port}`);
  }
  return [...origins];
}
