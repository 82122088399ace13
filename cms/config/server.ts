import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';
import { cmsEnvironment } from '../src/environment';
import { forwardedHeadersTrust } from '../src/proxy/trusted-proxies';

// A malformed TRUSTED_PROXIES stops the CMS with one line (global::forwarded-headers uses it).
try {
  forwardedHeadersTrust();
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}

const read = cmsEnvironment();

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: read.HOST,
  port: read.PORT,
  url: read.PUBLIC_URL ?? '',
  app: {
    keys: env.array('APP_KEYS', [localSecret('APP_KEY_1'), localSecret('APP_KEY_2')]),
  },
  // Where the local upload provider keeps media (`<dir>/uploads`) and robots.txt is served from.
  dirs: { public: read.CMS_PUBLIC_DIR },
  webhooks: { populateRelations: false },
  // Behind the site's server (or a load balancer) the client address is in X-Forwarded-For;
  // the contact form's rate limit needs it. Only enable when a trusted proxy sets that header:
  // only the proxies in TRUSTED_PROXIES are believed (src/middlewares/forwarded-headers.ts), and
  // of their header only the last address, the one the nearest proxy saw.
  proxy: { koa: read.TRUST_PROXY, maxIpsCount: 1 },
});

export default config;
