// @ts-check
/**
 * The response headers of the built site, in one place: npm start's server uses them, and
 * deploy/ writes the same rules for nginx and static hosts. Pure functions of the path.
 */

/** Editors' preview pages (and their page data): framed by the CMS admin, never indexed or cached. */
export const PREVIEW_PATHS = /^(\/page-data)?(\/en)?\/preview(\/|$)/;

/** Gatsby's caching rules: hashed assets forever, HTML and page data always revalidated. */
export function cacheControl(/** @type {string} */ pathname) {
  if (PREVIEW_PATHS.test(pathname)) return 'no-store';
  if (pathname.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/**
 * Security headers every answer carries. Pages cannot be framed, except preview pages, which
 * only the CMS admin (`adminOrigin`) may frame: its Content Manager shows them in a frame.
 * @param {string} pathname
 * @param {{ adminOrigin?: string | null }} [options]
 * @returns {Record<string, string>}
 */
export function securityHeaders(pathname, { adminOrigin = null } = {}) {
  const preview = PREVIEW_PATHS.test(pathname);
  const frameAncestors = preview && adminOrigin ? adminOrigin : "'none'";
  return {
    'Content-Security-Policy': `frame-ancestors ${frameAncestors}`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(preview ? { 'X-Robots-Tag': 'noindex, nofollow' } : { 'X-Frame-Options': 'DENY' }),
  };
}

/** Every header of an answer for `pathname`: caching and security. */
export const responseHeaders = (/** @type {string} */ pathname, /** @type {{ adminOrigin?: string | null }} */ options = {}) => ({
  'Cache-Control': cacheControl(pathname),
  ...securityHeaders(pathname, options),
});

/** The origin of a URL, or null for an empty or malformed one. */
export function originOf(/** @type {string | undefined | null} */ url) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
