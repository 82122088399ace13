import type { Core } from '@strapi/strapi';

import { siteOrigins } from '../src/site-origins';

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  {
    name: 'strapi::cors',
    config: {
      origin: env.array('CORS_ORIGINS', siteOrigins()),
      // The site's preview page sends its credential in X-Preview-Token.
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Preview-Token'],
    },
  },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
