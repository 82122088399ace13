/**
 * The response headers of the built site, in one place: npm start's server uses them, and
 * deploy/ writes the same rules for nginx and static hosts. Pure functions of the path.
 */

import { PREVIEW_PATHS } from '@site/contracts/site-paths';
import { isHashedAsset } from './serving-policy.ts';

/** Editors' preview pages (and their page data, contracts/src/site-paths.ts): framed by the CMS admin, never indexed or cached. */
export { PREVIEW_PATHS };

/** Gatsby's caching rules: hashed assets forever, HTML and page data always revalidated. */
export function cacheControl(pathname: string) {
  if (PREVIEW_PATHS.test(pathname)) return 'no-store';
  if (isHashedAsset(pathname)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/**
 * Security headers every answer carries. Pages cannot be framed, except preview pages, which
 * only the CMS admin (`adminOrigin`) may frame: its Content Manager shows them in a frame. The
 * header's policy holds what a policy in the page cannot (frame-ancestors); each page carries the
 * rest, with its own inline scripts' hashes (`contentSecurityPolicy`, written into the HTML at
 * build time). HSTS only where the site is served over HTTPS.
 */
export function securityHeaders(
  pathname: string,
  { adminOrigin = null, https = false }: { adminOrigin?: string | null; https?: boolean } = {},
): Record<string, string> {
  const preview = PREVIEW_PATHS.test(pathname);
  const frameAncestors = preview && adminOrigin ? adminOrigin : "'none'";
  return {
    'Content-Security-Policy': `frame-ancestors ${frameAncestors}; object-src 'none'; base-uri 'self'`,
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), payment=(), usb=()',
    ...(preview ? { 'X-Robots-Tag': 'noindex, nofollow' } : { 'X-Frame-Options': 'DENY' }),
    ...(https ? { 'Strict-Transport-Security': 'max-age=31536000; includeSubDomains' } : {}),
  };
}

/** reCAPTCHA's script, its frames and the calls they make. */
const RECAPTCHA_ORIGINS = ['https://www.google.com/recaptcha/', 'https://www.gstatic.com/recaptcha/'];

/**
 * A page's own Content-Security-Policy: scripts only from the site and the inline scripts the
 * build wrote into that page (by hash, never 'unsafe-inline'); calls and images only to the site
 * and the CMS (`cmsOrigin`, for the runtime calls and the preview's media when the CMS is
 * elsewhere); reCAPTCHA's origins only when the site has a key. Styles may be inline: the site's
 * CSS-in-JS writes them.
 * `mediaOrigin` is where CMS media live when not on the CMS (an S3 bucket or CDN, MEDIA_URL):
 * the preview shows them from there, and pictures come from no other origin, the CMS's included.
 * `wasm` lets the page compile WebAssembly ('wasm-unsafe-eval'): the search page only (Pagefind).
 */
export function contentSecurityPolicy({
  scriptHashes,
  cmsOrigin = null,
  mediaOrigin = null,
  recaptcha = false,
  wasm = false,
}: {
  scriptHashes: string[];
  cmsOrigin?: string | null;
  mediaOrigin?: string | null;
  recaptcha?: boolean;
  wasm?: boolean;
}) {
  const cms = cmsOrigin ? [cmsOrigin] : [];
  const media = mediaOrigin ? [mediaOrigin] : [];
  const captcha = recaptcha ? RECAPTCHA_ORIGINS : [];
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [
      "'self'",
      ...(wasm ? ["'wasm-unsafe-eval'"] : []),
      ...scriptHashes.map((hash) => `'sha256-${hash}'`),
      ...captcha,
    ],
    'style-src': ["'self'", "'unsafe-inline'"],
    'img-src': ["'self'", 'data:', 'blob:', ...(media.length ? media : cms)],
    'font-src': ["'self'", 'data:'],
    'connect-src': ["'self'", ...cms, ...captcha],
    'frame-src': recaptcha ? captcha : ["'none'"],
    'worker-src': ["'self'", 'blob:'],
    'manifest-src': ["'self'"],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, values]) => `${name} ${[...new Set(values)].join(' ')}`)
    .join('; ');
}

/** Every header of an answer for `pathname`: caching and security. */
export const responseHeaders = (
  pathname: string,
  options: { adminOrigin?: string | null; https?: boolean } = {},
): Record<string, string> => ({
  'Cache-Control': cacheControl(pathname),
  ...securityHeaders(pathname, options),
});

/** The origin of a URL, or null for an empty or malformed one. */
export function originOf(url: string | undefined | null) {
  if (!url) return null;
  try {
    return new URL(url).origin;
  } catch {
    return null;
  }
}
