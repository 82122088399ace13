import type { Core } from '@strapi/strapi';

/** Origins of the site that call the CMS from the browser (WhatsApp number, contact form). */
const DEFAULT_SITE_ORIGINS = ['http://127.0.0.1:9000', 'http://localhost:9000', 'http://127.0.0.1:8000', 'http://localhost:8000'];

const config = ({ env }: Core.Config.Shared.ConfigParams): Core.Config.Middlewares => [
  'strapi::logger',
  'strapi::errors',
  'strapi::security',
  { name: 'strapi::cors', config: { origin: env.array('CORS_ORIGINS', DEFAULT_SITE_ORIGINS) } },
  'strapi::poweredBy',
  'strapi::query',
  'strapi::body',
  'strapi::session',
  'strapi::favicon',
  'strapi::public',
];

export default config;
