/**
 * How long a content-API answer may be kept, in one place (src/middlewares/api-caching.ts applies
 * it to every /api answer). Published content changes only when an editor publishes, and then
 * the site is rebuilt anyway: the runtime answers a public page fetches (the WhatsApp number) may
 * be kept a minute by any cache — nginx, a CDN, the browser — served stale while a fresh copy is
 * fetched, and for a day while the CMS cannot answer. So a spike of visitors never reaches the
 * CMS, and a CMS restart never takes the WhatsApp button away.
 */
export const PUBLIC_MAX_AGE_SECONDS = 60;
export const PUBLIC_ANSWER = `public, max-age=${PUBLIC_MAX_AGE_SECONDS}, stale-while-revalidate=600, stale-if-error=86400`;

/** An answer to a credential (the build token, a preview link): kept by nobody, it may hold a draft. */
export const CREDENTIAL_ANSWER = 'private, no-store';

export interface ApiExchange {
  method: string;
  status: number;
  /** The request carried Authorization or a preview credential. */
  credential: boolean;
}

/** The Cache-Control of a content-API answer. */
export function apiCacheControl({ method, status, credential }: ApiExchange): string {
  if (credential) return CREDENTIAL_ANSWER;
  if ((method === 'GET' || method === 'HEAD') && status >= 200 && status < 300) return PUBLIC_ANSWER;
  return 'no-store';
}

/**
 * Whether a request path lies under the content API's prefix as Strapi's router sees it: letter
 * case aside (`/API/news-items` is the same route) and percent-encoding decoded.
 */
export function isApiPath(path: string, prefix = '/api'): boolean {
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // a malformed escape: compare the path as it came
  }
  const lower = decoded.toLowerCase();
  const base = prefix.toLowerCase().replace(/\/+$/, '');
  return lower === base || lower.startsWith(`${base}/`);
}
