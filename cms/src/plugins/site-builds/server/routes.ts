import type { Core } from '@strapi/strapi';
import { READ_ACTION, REBUILD_ACTION } from '../names';

const requires = (action: string) => ({ policies: [{ name: 'admin::hasPermissions', config: { actions: [action] } }] });

/**
 * Admin API (the widget): GET /site-builds (the build record), POST /site-builds/rebuild, each
 * behind its permission; the CMS asks the build hook with its secret, the admin's browser never
 * has it.
 * Content API: GET /api/site-builds/content-version, when the published content, each content
 * type and the media files last changed (`{ data: { changedAt, types, mediaChangedAt } }`). The
 * build hook asks it with the read-only build token to catch up on publishes it missed, the site's
 * source plugin to list only what changed since its last build; the public role cannot read it.
 */
export default {
  admin: {
    type: 'admin',
    routes: [
      { method: 'GET', path: '/', handler: 'builds.list', config: requires(READ_ACTION) },
      { method: 'POST', path: '/rebuild', handler: 'builds.rebuild', config: requires(REBUILD_ACTION) },
    ],
  } satisfies Core.RouterInput,
  'content-api': {
    type: 'content-api',
    routes: [{ method: 'GET', path: '/content-version', handler: 'content-version.read', config: {} }],
  } satisfies Core.RouterInput,
};
