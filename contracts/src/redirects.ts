/**
 * Redirects of the site's old addresses, for the CMS (what an editor may save) and the site's
 * build (what it serves) alike: an old path answers 301 with the address it moved to.
 */
export interface Redirect {
  from: string;
  to: string;
}

/** A path of the site: a slash, then letters, digits and - . _ ~ / % (no query, no fragment, no spaces). */
const SITE_PATH = /^\/[A-Za-z0-9\-._~/%]*$/;
/** An address elsewhere: http(s), nothing a server configuration or a header could be tricked with. */
const EXTERNAL = /^https?:\/\/[A-Za-z0-9\-.]+(:\d+)?(\/[A-Za-z0-9\-._~/%?=&+,;:@!*'()]*)?$/;

/** `/news/a/` → `/news/a`, `//x` → `/x`; the root stays `/`. */
export function normaliseSitePath(path: string): string {
  const joined = `/${path.trim()}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/+$/, '') : joined;
}

export const isSitePath = (value: string): boolean =>
  SITE_PATH.test(value) && !value.includes('//') && !value.split('/').includes('..');
export const isExternalAddress = (value: string): boolean => EXTERNAL.test(value);

/** Where a redirect leads when followed through the others, and whether it comes back on itself. */
function follow(start: string, next: ReadonlyMap<string, string>): { end: string; loop: string[] | null } {
  const seen = [start];
  let current = start;
  for (;;) {
    const to = next.get(current);
    if (to === undefined) return { end: current, loop: null };
    if (seen.includes(to)) return { end: to, loop: [...seen, to] };
    seen.push(to);
    current = to;
  }
}

/**
 * Why an editor's redirect cannot be saved, in one line, or null: its old address must be a path
 * of the site and its new one a path or an http(s) address; not to itself; not into a loop with
 * the others (`existing`, the one being edited left out).
 */
export function redirectRefusal(candidate: Redirect, existing: readonly Redirect[]): string | null {
  const from = normaliseSitePath(candidate.from);
  const to = isExternalAddress(candidate.to.trim()) ? candidate.to.trim() : normaliseSitePath(candidate.to);
  if (!isSitePath(candidate.from.trim()))
    return `"${candidate.from}" is not a path of the site: start it with / and use letters, digits, - . _ ~ and /.`;
  if (!isSitePath(to) && !isExternalAddress(to))
    return `"${candidate.to}" is neither a path of the site (starting with /) nor an http(s) address.`;
  if (from === to) return `${from} would redirect to itself.`;
  const next = new Map(existing.map((redirect) => [normaliseSitePath(redirect.from), normaliseSitePath(redirect.to)]));
  next.set(from, to);
  const { loop } = follow(from, next);
  if (loop) return `${from} would redirect into a loop: ${loop.join(' → ')}.`;
  return null;
}

/**
 * The redirects the site serves: each old path straight to where its chain of moves ends (a chain
 * is flattened), never from a path that is a page (a page comes back when its address is used
 * again, a slug changed back), never in a loop, never to itself.
 */
export function finalRedirects(moves: readonly Redirect[], pages: ReadonlySet<string>): Redirect[] {
  const next = new Map<string, string>();
  for (const move of moves) {
    const from = normaliseSitePath(move.from);
    const to = isExternalAddress(move.to) ? move.to : normaliseSitePath(move.to);
    if (pages.has(from) || from === to || !isSitePath(from) || (!isSitePath(to) && !isExternalAddress(to))) continue;
    if (!next.has(from)) next.set(from, to);
  }
  const redirects: Redirect[] = [];
  for (const from of next.keys()) {
    const { end, loop } = follow(from, next);
    if (!loop && end !== from) redirects.push({ from, to: end });
  }
  return redirects.sort((a, b) => a.from.localeCompare(b.from));
}

/**
 * A former address of a news article or a person of the management (`formerSlugs`, kept by the
 * CMS when a published slug changes): the slug, and for a person the company their page was under.
 */
export interface FormerSlug {
  slug: string;
  company?: string;
}

/** How many former addresses a document keeps (the oldest go first). */
export const MAX_FORMER_SLUGS = 20;

/**
 * A former slug: what Strapi's rule allowed when it was stored (dots too: one published before the
 * site's PAGE_SLUG, `rilis-v2.0`, keeps its old address once renamed), but not `.` or `..`, which
 * are the list's and the home page's addresses.
 */
const SLUG = /^(?!\.+$)[A-Za-z0-9\-._~]+$/;

/** The former addresses in a `formerSlugs` value, whatever it holds (anything malformed is left out). */
export function formerSlugsOf(value: unknown): FormerSlug[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((entry): FormerSlug[] => {
    if (typeof entry !== 'object' || entry === null) return [];
    const { slug, company } = entry as { slug?: unknown; company?: unknown };
    if (typeof slug !== 'string' || !SLUG.test(slug)) return [];
    return [typeof company === 'string' && SLUG.test(company) ? { slug, company } : { slug }];
  });
}

const sameAddress = (a: FormerSlug, b: FormerSlug): boolean => a.slug === b.slug && (a.company ?? null) === (b.company ?? null);

/**
 * The former addresses after a publish moved a document from `previous` to `current`: the
 * previous one added (once), the current one taken out (a slug changed back is an address again).
 */
export function formerSlugsAfterMove(former: unknown, previous: FormerSlug, current: FormerSlug): FormerSlug[] {
  const kept = formerSlugsOf(former).filter((entry) => !sameAddress(entry, previous) && !sameAddress(entry, current));
  const moved = sameAddress(previous, current) ? kept : [...kept, previous];
  return moved.slice(-MAX_FORMER_SLUGS);
}
