/**
 * GET /api/site-build/content-version: when the published content last changed, and when media
 * files were last edited or deleted (`{ data: { changedAt, mediaChangedAt } }`). The build hook
 * asks it with the read-only build token to catch up on publishes it missed, the site's source
 * plugin to know whether listing what was published since its last build is enough; the public
 * role cannot read it.
 */
export default {
  routes: [{ method: 'GET', path: '/site-build/content-version', handler: 'site-build.contentVersion', config: {} }],
};
