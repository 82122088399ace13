import type { Core } from '@strapi/strapi';

import { siteOrigins } from '../src/site-origins';
import { mediaOrigin } from '../src/upload/settings';
import { cmsEnvironment } from '../src/environment';

/** CORS_ORIGINS (`a,b` or `["a","b"]`) replaces the site's own origins. */
function corsOrigins(): string[] {
  const listed = cmsEnvironment().CORS_ORIGINS ?? [];
  return listed.length ? listed : siteOrigins();
}

/**
 * The admin panel shows media straight from the bucket when uploads live in S3 (src/upload), and
 * fetches them from there (the edit dialog's picture, crop, download): Strapi's default allows any
 * https: address for that, not a bucket on plain http (MinIO on a private network).
 */
function adminSecurity(media: string | null) {
  if (!media) return {};
  return {
    contentSecurityPolicy: {
      useDefaults: true,
      directives: {
        'img-src': ["'self'", 'data:', 'blob:', 'market-assets.strapi.io', media],
        'media-src': ["'self'", 'data:', 'blob:', media],
        'connect-src': ["'self'", 'https:', media],
      },
    },
  };
}

const config = (): Core.Config.Middlewares => [
  // X-Forwarded-For from anyone but a trusted proxy is dropped before anything reads it.
  'global::forwarded-headers',
  'strapi::logger',
  'strapi::errors',
  // A request whose body fails a schema check is a 400 with one line, never a 500 (src/middlewares).
  'global::bad-input',
  // Uploaded files keep their inert headers however their address is written (src/middlewares).
  'global::upload-headers',
  {
    name: 'strapi::security',
    config: adminSecurity(mediaOrigin()),
  },
  {
    name: 'strapi::cors',
    config: {
      origin: corsOrigins(),
      // The site's preview page sends its credential in X-Preview-Token.
      headers: ['Content-Type', 'Authorization', 'Origin', 'Accept', 'X-Preview-Token'],
      // The site never needs cookies here; with credentials allowed, a script on the site's
      // origin could use an editor's admin session cookie on this one.
      credentials: false,
    },
  },
  // How long each /api answer may be kept: published ones a while, drafts never (src/caching).
  'global::api-caching',
  // No strapi::poweredBy: no product banner for whoever probes the CMS.
  'strapi::query',
  // Filters the query engine cannot take are a 400 with one line, never a 500 (src/middlewares).
  'global::query-shape',
  // The media library answers what its own views ask for, no file's uses or uploader (src/middlewares).
  'global::media-query',
  'strapi::body',
  // A NUL character in the path, query or body is a 400 with one line (PostgreSQL answered 500).
  'global::no-nul',
  // The media library's routes take ids a file or folder can have (PostgreSQL answered 500).
  'global::media-ids',
  'strapi::session',
  // The CMS's own icon (Strapi's default path has none: /favicon.ico answered 500).
  { name: 'strapi::favicon', config: { path: 'public/favicon.png' } },
  'strapi::public',
];

export default config;
