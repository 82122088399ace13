// @ts-check
/**
 * The site's redirects (an old address → where it moved, HTTP 301), written by the build into the
 * release in the form each server reads: `redirects.json` for npm start's server,
 * `redirects.map` for nginx (deploy/nginx.conf includes it), `_redirects` for static hosts
 * (Netlify, Cloudflare Pages). Which redirects: cms/src/contracts/redirects.ts (finalRedirects).
 */
import fs from 'node:fs';
import path from 'node:path';

/** @typedef {{ from: string, to: string }} Redirect */

export const REDIRECTS_JSON = 'redirects.json';
export const NGINX_REDIRECT_MAP = 'redirects.map';

/** `_redirects`: one line per redirect, `from to 301`. */
export const staticHostRedirects = (/** @type {Redirect[]} */ redirects) =>
  [
    '# Written by the build (deploy/redirects.mjs) from the CMS: old addresses of moved pages, and redirects editors made.',
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    '',
  ].join('\n');

/** nginx `map $uri` entries, the path with and without a trailing slash (both addresses are in use). */
export const nginxRedirectMap = (/** @type {Redirect[]} */ redirects) =>
  [
    '# Written by the build (deploy/redirects.mjs): included by deploy/nginx.conf.',
    ...redirects.flatMap(({ from, to }) => [`"${from}" "${to}";`, ...(from === '/' ? [] : [`"${from}/" "${to}";`])]),
    '',
  ].join('\n');

/** Writes the three files into a built site. */
export function writeRedirects(/** @type {string} */ publicDir, /** @type {Redirect[]} */ redirects) {
  fs.writeFileSync(
    path.join(publicDir, REDIRECTS_JSON),
    `${JSON.stringify(Object.fromEntries(redirects.map(({ from, to }) => [from, to])))}\n`,
  );
  fs.writeFileSync(path.join(publicDir, NGINX_REDIRECT_MAP), nginxRedirectMap(redirects));
  fs.writeFileSync(path.join(publicDir, '_redirects'), staticHostRedirects(redirects));
}

/**
 * Where an old address moved in a built site (`root`, its `redirects.json`), or null: the path
 * looked up with and without its trailing slash; the file is read again when it changes (a new
 * release).
 */
export function createRedirectLookup() {
  /** @type {{ file: string, mtimeMs: number, map: Record<string, string> } | null} */
  let cached = null;
  return (/** @type {string} */ root, /** @type {string} */ pathname) => {
    const file = path.join(root, REDIRECTS_JSON);
    let stats;
    try {
      stats = fs.statSync(file);
    } catch {
      return null; // a build without redirects
    }
    if (cached?.file !== file || cached.mtimeMs !== stats.mtimeMs) {
      cached = { file, mtimeMs: stats.mtimeMs, map: JSON.parse(fs.readFileSync(file, 'utf8')) };
    }
    const clean = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
    return Object.hasOwn(cached.map, clean) ? cached.map[clean] : null;
  };
}
