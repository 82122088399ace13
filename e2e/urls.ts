/** Addresses and test credentials of the stack global-setup started (exported through the environment). */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through npm run test:e2e (e2e/playwright.config.ts)`);
  return value;
};

export const siteUrl = required('E2E_SITE_URL');
export const cmsUrl = required('E2E_CMS_URL');
export const buildTokenFile = required('E2E_TOKEN_FILE');
export const hookUrl = required('E2E_HOOK_URL');
export const hookSecret = required('E2E_HOOK_SECRET');
export const admin = { email: required('E2E_ADMIN_EMAIL'), password: required('E2E_ADMIN_PASSWORD') };
export const captchaToken = required('E2E_CAPTCHA_TOKEN');
export const previewSecret = required('E2E_PREVIEW_SECRET');
export const smtpPort = Number(required('E2E_SMTP_PORT'));
/** The port of the other site whose links the checks before publishing may ask (LINK_CHECK_ALLOW). */
export const linksPort = Number(required('E2E_LINKS_PORT'));
export const mailTo = required('E2E_MAIL_TO');
export const hookLinkUrl = required('E2E_HOOK_LINK_URL');
export const stackSwitchUrl = required('E2E_STACK_SWITCH_URL');
/** The stack's releases, build record and hook secret (SITE_RUN_DIR of its build hook). */
export const runDir = required('E2E_RUN_DIR');
/** Every route the CMS registers (method and path), as Strapi lists them: a JSON file. */
export const routesFile = required('E2E_ROUTES_FILE');
/** What the stack builds the site with besides the CMS's address and token. */
export const buildEnv = JSON.parse(required('E2E_BUILD_ENV')) as Record<string, string>;
