/**
 * GET /api/site-build/content-version: when the published content, each content type and the
 * media files last changed (`{ data: { changedAt, types, mediaChangedAt } }`). The build hook asks
 * it with the read-only build token to catch up on publishes it missed, the site's source plugin
 * to list only what changed since its last build; the public role cannot read it.
 */
export default {
  routes: [{ method: 'GET', path: '/site-build/content-version', handler: 'site-build.contentVersion', config: {} }],
};
