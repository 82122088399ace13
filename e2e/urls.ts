/** Addresses of the stack global-setup started (it exports them through the environment). */
const required = (name: string): string => {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the specs through e2e/jest.config.mjs (npm run test:e2e)`);
  return value;
};

export const siteUrl = required('E2E_SITE_URL');
export const cmsUrl = required('E2E_CMS_URL');
export const buildTokenFile = required('E2E_TOKEN_FILE');
