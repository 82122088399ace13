/**
 * The site's redirects (an old address → where it moved, HTTP 301), written by the build into the
 * release in the form each server reads: `redirects.json` for npm start's server,
 * `redirects.map` for nginx (deploy/nginx.conf includes it), `_redirects` for static hosts
 * (Netlify, Cloudflare Pages). Which redirects: contracts/src/redirects.ts (finalRedirects).
 */
import fs from 'node:fs';
import path from 'node:path';

export type Redirect = { from: string; to: string };

export const REDIRECTS_JSON = 'redirects.json';
export const NGINX_REDIRECT_MAP = 'redirects.map';
/** The map's hash sizes (`map_hash_bucket_size`, `map_hash_max_size`), for nginx's `http` block. */
export const NGINX_REDIRECT_SIZES = 'redirects-hash.conf';

/** `_redirects`: one line per redirect, `from to 301`. */
export const staticHostRedirects = (redirects: Redirect[]) =>
  [
    '# Written by the build (deploy/redirects.ts) from the CMS: old addresses of moved pages, and redirects editors made.',
    ...redirects.map(({ from, to }) => `${from} ${to} 301`),
    '',
  ].join('\n');

/** The old addresses nginx looks up: each path with and without a trailing slash (both are in use). */
const mapKeys = (redirects: Redirect[]) =>
  redirects.flatMap(({ from, to }) => [{ key: from, to }, ...(from === '/' ? [] : [{ key: `${from}/`, to }])]);

/** nginx `map $uri` entries, the path with and without a trailing slash (both addresses are in use). */
export const nginxRedirectMap = (redirects: Redirect[]) =>
  [
    '# Written by the build (deploy/redirects.ts): included by deploy/nginx.conf.',
    ...mapKeys(redirects).map(({ key, to }) => `"${key}" "${to}";`),
    '',
  ].join('\n');

const roundUp = (value: number, step: number) => Math.ceil(value / step) * step;

/**
 * nginx's hash sizes for the map of these redirects. nginx builds the map's hash when it starts
 * or reloads and refuses to start when a key does not fit its bucket (`could not build map_hash,
 * you should increase map_hash_bucket_size`): 64 bytes by default, which a 50-character
 * Indonesian slug overflows. A bucket here holds four of the longest keys (an element is a
 * pointer, a 2-byte length and the key, aligned to 8 bytes; a bucket ends with a pointer, and is a
 * multiple of the 64-byte cache line), and the table may grow to four times the keys, so nginx
 * always finds a size that holds them.
 */
export function nginxMapHashSizes(redirects: Redirect[]) {
  const keys = mapKeys(redirects);
  const longest = Math.max(0, ...keys.map(({ key }) => Buffer.byteLength(key)));
  const element = roundUp(8 + 2 + longest, 8);
  return {
    bucketSize: Math.max(64, roundUp(4 * element + 8, 64)),
    maxSize: Math.max(2048, 2 ** Math.ceil(Math.log2(Math.max(1, keys.length * 4)))),
  };
}

/** The `http`-level directives of nginxMapHashSizes. */
export const nginxRedirectSizes = (redirects: Redirect[]) => {
  const { bucketSize, maxSize } = nginxMapHashSizes(redirects);
  return `# Written by the build (deploy/redirects.ts): the hash of redirects.map sized for its keys.\nmap_hash_bucket_size ${bucketSize};\nmap_hash_max_size ${maxSize};\n`;
};

/** Writes the files into a built site: one for each kind of server, and the map's hash sizes for nginx. */
export function writeRedirects(publicDir: string, redirects: Redirect[]) {
  fs.writeFileSync(
    path.join(publicDir, REDIRECTS_JSON),
    `${JSON.stringify(Object.fromEntries(redirects.map(({ from, to }) => [from, to])))}\n`,
  );
  fs.writeFileSync(path.join(publicDir, NGINX_REDIRECT_MAP), nginxRedirectMap(redirects));
  fs.writeFileSync(path.join(publicDir, NGINX_REDIRECT_SIZES), nginxRedirectSizes(redirects));
  fs.writeFileSync(path.join(publicDir, '_redirects'), staticHostRedirects(redirects));
}

/**
 * Where an old address moved in a built site (`root`, its `redirects.json`), or null: the path
 * looked up with and without its trailing slash; the file is read again when it changes (a new
 * release).
 */
export function createRedirectLookup() {
  let cached: { file: string; mtimeMs: number; map: Record<string, string> } | null = null;
  return (root: string, pathname: string) => {
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
