/** Where the end-to-end run puts its own CMS database, token, releases and servers (never the developer's). */
import path from 'node:path';
import { CMS_DIR, ROOT } from '@site/runtime/config';

export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT || 1347);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT || 9010);
export const E2E_HOOK_PORT = Number(process.env.E2E_HOOK_PORT || 9011);
export const E2E_CAPTCHA_PORT = Number(process.env.E2E_CAPTCHA_PORT || 9012);
/** The in-process SMTP server of e2e/editors-console.spec.ts listens here (nothing else does). */
export const E2E_SMTP_PORT = Number(process.env.E2E_SMTP_PORT || 9014);
/** The throwaway PostgreSQL cluster of the PostgreSQL pass (E2E_DATABASE=postgres). */
export const E2E_PG_PORT = Number(process.env.E2E_PG_PORT || 9016);
/** Which database and which server the pass uses: `npm test` runs sqlite + node, then postgres + nginx. */
export const E2E_DATABASE = process.env.E2E_DATABASE === 'postgres' ? 'postgres' : 'sqlite';
export const E2E_SERVER = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
/** The switchable link between the CMS and the build hook (e2e/hook-link.ts). */
export const E2E_HOOK_LINK_PORT = Number(process.env.E2E_HOOK_LINK_PORT || 9015);
/** The S3 API server (s3rver) the PostgreSQL pass's CMS instances keep their media in (e2e/media-bucket.ts). */
export const E2E_S3_PORT = Number(process.env.E2E_S3_PORT || 9018);
/** Another site, as the checks before publishing ask an article's links (e2e/publish-checks.spec.ts); the CMS may ask it though it is on 127.0.0.1. */
export const E2E_LINKS_PORT = Number(process.env.E2E_LINKS_PORT || 9019);
/** The switch fault specs stop and start the CMS and restart PostgreSQL with (e2e/stack-switch.ts). */
export const E2E_STACK_SWITCH_PORT = Number(process.env.E2E_STACK_SWITCH_PORT || 9017);
/**
 * The ports this pass listens on (its variable → port), checked before it starts anything: a port
 * another program holds (a stack a stopped run left) is refused in one line, not found later as
 * a server that answers with someone else's site.
 */
export const E2E_PORTS: Record<string, number> = {
  E2E_CMS_PORT,
  E2E_SITE_PORT,
  E2E_HOOK_PORT,
  E2E_CAPTCHA_PORT,
  E2E_SMTP_PORT,
  E2E_HOOK_LINK_PORT,
  E2E_LINKS_PORT,
  E2E_STACK_SWITCH_PORT,
  ...(E2E_DATABASE === 'postgres' ? { E2E_PG_PORT, E2E_S3_PORT } : {}),
};
export const E2E_MAIL = { from: 'website@e2e.test', notifyTo: 'inbox@e2e.test' };
export const E2E_DATA_DIR = path.join(CMS_DIR, '.tmp', 'e2e');
export const E2E_TOKEN_FILE = path.join(E2E_DATA_DIR, 'build-token');
export const E2E_RUN_DIR = path.join(ROOT, '.run', 'e2e');
export const siteUrl = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const cmsUrl = `http://127.0.0.1:${E2E_CMS_PORT}`;
export const hookUrl = `http://127.0.0.1:${E2E_HOOK_PORT}/build`;
export const hookLinkUrl = `http://127.0.0.1:${E2E_HOOK_LINK_PORT}`;
export const stackSwitchUrl = `http://127.0.0.1:${E2E_STACK_SWITCH_PORT}`;

/** Test-only credentials and keys: nothing here protects anything real. */
export const E2E_ADMIN = { email: 'editor@e2e.test', password: 'E2eEditor123!' };
export const E2E_HOOK_SECRET = 'e2e-hook-secret';
export const E2E_PREVIEW_SECRET = 'e2e-preview-secret';
export const E2E_CAPTCHA = { secret: 'e2e-captcha-secret', siteKey: 'e2e-site-key', validToken: 'e2e-valid-token' };
/** What the e2e site is built with (besides the CMS's address and token), by the stack's hook and any other. */
export const E2E_BUILD_ENV = {
  STRAPI_TOKEN: '',
  SITE_URL: 'https://www.example.co.id',
  GATSBY_RECAPTCHA_SITE_KEY: E2E_CAPTCHA.siteKey,
  GATSBY_RECAPTCHA_VERSION: '3',
};
