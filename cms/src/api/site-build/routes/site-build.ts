/**
 * GET /api/site-build/content-version: when the published content last changed. The build hook
 * asks it with the read-only build token to catch up on publishes it missed; the public role
 * cannot read it.
 */
export default {
  routes: [{ method: 'GET', path: '/site-build/content-version', handler: 'site-build.contentVersion', config: {} }],
};
