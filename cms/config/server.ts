import type { Core } from '@strapi/strapi';
import { localSecret } from './local-secrets';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Server => ({
  host: env('HOST', '127.0.0.1'),
  port: env.int('PORT', 1337),
  url: env('PUBLIC_URL', ''),
  app: {
    keys: env.array('APP_KEYS', [localSecret('APP_KEY_1'), localSecret('APP_KEY_2')]),
  },
  webhooks: { populateRelations: false },
  // Behind the site's server (or a load balancer) the client address is in X-Forwarded-For;
  // the contact form's rate limit needs it. Only enable when a trusted proxy sets that header.
  proxy: { koa: env.bool('TRUST_PROXY', false) },
});

export default config;
