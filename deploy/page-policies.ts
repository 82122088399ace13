/**
 * After a build: every HTML page gets its own Content-Security-Policy in a <meta> at the top of
 * its <head>, allowing exactly the inline scripts Gatsby wrote into that page (by their SHA-256)
 * and nothing inline besides; `public/_headers` gets the response headers for static hosts
 * (Netlify, Cloudflare Pages). Both from deploy/headers.ts, like the servers' headers.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_PAGES, PREVIEW_PATH } from '@site/contracts/site-paths';
import { cacheControl, contentSecurityPolicy, securityHeaders } from './headers.ts';

const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/gi;
const EXECUTABLE = /^\s*$|^(text|application)\/(java|ecma)script$|^module$/i;
const POLICY_META = /<meta http-equiv="Content-Security-Policy" content="[^"]*"\s*\/?>/i;

/** The contents of a page's inline scripts that a browser runs (not JSON-LD, not src= scripts). */
export function inlineScripts(html: string) {
  const scripts = [];
  for (const [, attributes = '', body = ''] of html.matchAll(SCRIPT)) {
    if (/\bsrc\s*=/i.test(attributes)) continue;
    const type = /\btype\s*=\s*["']?([^"'\s>]+)/i.exec(attributes)?.[1] ?? '';
    if (EXECUTABLE.test(type)) scripts.push(body);
  }
  return scripts;
}

export const sha256 = (text: string) => crypto.createHash('sha256').update(text, 'utf8').digest('base64');

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

/** The page with its policy as the first element of <head> after the charset (replacing an earlier one). */
export function withPolicy(html: string, policy: string) {
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  if (POLICY_META.test(html)) return html.replace(POLICY_META, meta);
  const charset = /<meta charSet="utf-8"\/>|<meta charset="utf-8"\s*\/?>/i.exec(html);
  if (charset) return html.replace(charset[0], `${charset[0]}${meta}`);
  return html.replace(/<head([^>]*)>/i, `<head$1>${meta}`);
}

/** The site path a built HTML file answers: `en/search/index.html` → `/en/search`, `index.html` → `/`. */
export const sitePathOf = (file: string) =>
  `/${file
    .split(path.sep)
    .join('/')
    .replace(/(^|\/)index\.html$/, '')
    .replace(/\.html$/, '')}`.replace(/(.)\/$/, '$1');

/**
 * Top-level folders of a Gatsby build that hold no pages (page-data has folders named `404.html`;
 * `_gatsby/slices` holds the HTML parts Gatsby stitches into pages before the policies are made).
 */
const NOT_PAGES = new Set(['static', 'page-data', 'icons', '_gatsby']);

/** The HTML pages under a folder with their modification times. */
function htmlFiles(dir: string, top = true): Array<{ full: string; stats: fs.Stats }> {
  const pages: Array<{ full: string; stats: fs.Stats }> = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (!(top && NOT_PAGES.has(entry.name))) pages.push(...htmlFiles(full, false));
    } else if (entry.isFile() && entry.name.endsWith('.html')) {
      pages.push({ full, stats: fs.statSync(full) });
    }
  }
  return pages;
}

/** Where Gatsby writes a page's HTML: `/` → `index.html`, `/404.html` as it is, `/en/news` → `en/news/index.html`. */
export const htmlFileOf = (pagePath: string) => {
  const relative = pagePath.replace(/^\/+/, '');
  return relative.endsWith('.html') ? relative : path.join(relative, 'index.html');
};

/**
 * The site paths of the HTML files under a folder that Gatsby copies into every build as they are
 * (`static/`): no pages, yet pages to a browser, and written afresh at each build.
 */
export const htmlPathsIn = (dir: string): string[] =>
  fs.existsSync(dir) ? htmlFiles(dir).map(({ full }) => `/${path.relative(dir, full).split(path.sep).join('/')}`) : [];

/** The HTML files of the given pages that exist, with their modification times. */
function pageFiles(dir: string, pagePaths: Iterable<string>): Array<{ full: string; stats: fs.Stats }> {
  const pages: Array<{ full: string; stats: fs.Stats }> = [];
  for (const pagePath of new Set(pagePaths)) {
    const full = path.join(dir, htmlFileOf(pagePath));
    const stats = fs.statSync(full, { throwIfNoEntry: false });
    if (stats?.isFile()) pages.push({ full, stats });
  }
  return pages;
}

/**
 * What the policies are made from: the options, the policy they give, and the code that reads
 * and rewrites pages (an edit there, or in headers.ts, redoes every page). From the functions
 * themselves, not their files: gatsby-node bundles this module.
 */
function policySource(options: {
  cmsOrigin: string | null;
  mediaOrigin: string | null;
  recaptcha: boolean;
  wasmPages: string[];
}) {
  return crypto
    .createHash('sha256')
    .update(JSON.stringify(options))
    .update(contentSecurityPolicy({ ...options, scriptHashes: ['probe'] }))
    .update(String(inlineScripts))
    .update(String(withPolicy))
    .digest('hex');
}

/**
 * Pages written before the previous pass ended were seen by it: the build's before it, its own
 * during it. File times come from a coarse clock (a few ms behind), hence the margin; the next
 * build writes its pages seconds later.
 */
const SEEN_MARGIN_MS = 50;

/**
 * Gives every HTML page under publicDir its policy. With a `stateFile` (kept outside the site), a
 * later call with the same options only reads the pages written since the previous call ended:
 * after a publish, the few pages the build rewrote, not every page of the site. Such a later call
 * given `pagePaths` (the build's pages, and the HTML copied from `static/`: htmlPathsIn) looks at
 * their files only: at +10,000 articles a language, walking the 20,000 folders of a site to find
 * its pages took 0.5-0.7 s a publish. A first call (or one with other options) walks the whole
 * site, so HTML that is no page gets its policy too.
 * `wasmPages` are the site paths of pages that compile WebAssembly (the search pages).
 * `onRewritten` is told each page file (relative to publicDir) whose policy changed, as it is written.
 * @returns how many pages the site has and how many were read
 */
export function writePagePolicies(
  publicDir: string,
  {
    cmsOrigin = null,
    mediaOrigin = null,
    recaptcha = false,
    wasmPages = [],
  }: { cmsOrigin?: string | null; mediaOrigin?: string | null; recaptcha?: boolean; wasmPages?: string[] },
  {
    stateFile,
    pagePaths,
    onRewritten,
  }: { stateFile?: string; pagePaths?: Iterable<string>; onRewritten?: (file: string) => void } = {},
): { pages: number; checked: number } {
  const source = policySource({ cmsOrigin, mediaOrigin, recaptcha, wasmPages });
  let since = 0;
  if (stateFile) {
    try {
      const previous = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
      if (previous.source === source && typeof previous.endedAt === 'number') since = previous.endedAt - SEEN_MARGIN_MS;
    } catch {
      since = 0; // no previous pass (or an unreadable record): every page
    }
  }
  let pages = 0;
  let checked = 0;
  for (const { full, stats } of since > 0 && pagePaths ? pageFiles(publicDir, pagePaths) : htmlFiles(publicDir)) {
    pages += 1;
    if (since > 0 && stats.mtimeMs < since) continue;
    checked += 1;
    const html = fs.readFileSync(full, 'utf8');
    const scriptHashes = [...new Set(inlineScripts(html).map(sha256))].sort();
    const wasm = wasmPages.includes(sitePathOf(path.relative(publicDir, full)));
    const updated = withPolicy(html, contentSecurityPolicy({ scriptHashes, cmsOrigin, mediaOrigin, recaptcha, wasm }));
    if (updated === html) continue;
    fs.writeFileSync(full, updated);
    onRewritten?.(path.relative(publicDir, full));
  }
  if (stateFile) fs.writeFileSync(stateFile, JSON.stringify({ source, endedAt: Date.now() }));
  return { pages, checked };
}

/**
 * `_headers` for static hosts: these hosts combine every rule that matches a path, so one rule
 * holds the headers of every page, framing included: there, every page may be framed by the CMS
 * admin (the preview needs it; nginx and npm start's server allow it on preview pages only).
 */
export function staticHostHeaders({ adminOrigin = null }: { adminOrigin?: string | null }) {
  const block = (pattern: string, headers: Record<string, string>) =>
    [pattern, ...Object.entries(headers).map(([name, value]) => `  ${name}: ${value}`)].join('\n');
  // The preview's framing rule on every page (these hosts cannot exempt one path); no noindex here.
  const everywhere = Object.fromEntries(
    Object.entries(securityHeaders(PREVIEW_PATH, { adminOrigin, https: true })).filter(([name]) => name !== 'X-Robots-Tag'),
  );
  const preview = { 'Cache-Control': cacheControl(PREVIEW_PATH), 'X-Robots-Tag': 'noindex, nofollow' };
  return [
    '# Written by the build (deploy/page-policies.ts) from deploy/headers.ts: edit those, not this file.',
    block('/*', everywhere),
    block('/static/*', { 'Cache-Control': cacheControl('/static/x') }),
    block('/*.js', { 'Cache-Control': cacheControl('/app-0000000000000000.js') }),
    block('/page-data/*', { 'Cache-Control': cacheControl('/page-data/x') }),
    ...[...PREVIEW_PAGES, ...PREVIEW_PAGES.map((page) => `/page-data${page}/*`)].map((pattern) => block(pattern, preview)),
    '',
  ].join('\n');
}
