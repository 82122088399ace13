// @ts-check
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = /** @type {Record<string, string>} */ ({
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
});
const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest)|image\/svg)/;

/** Gatsby's caching rules: hashed assets forever, HTML and page data always revalidated. */
function cacheControl(/** @type {string} */ urlPath) {
  if (urlPath.startsWith('/static/') || /-[0-9a-f]{16,}\.(js|css)$/.test(urlPath)) return 'public, max-age=31536000, immutable';
  return 'public, max-age=0, must-revalidate';
}

/** The file a URL path maps to inside `root`, or null (never outside root). */
export function resolveFile(/** @type {string} */ root, /** @type {string} */ urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  const candidate = path.join(root, path.normalize(decoded).replace(/^(\.\.[/\\])+/, ''));
  if (!candidate.startsWith(root)) return null;
  for (const file of [candidate, path.join(candidate, 'index.html'), `${candidate}.html`]) {
    try {
      if (fs.statSync(file).isFile()) return file;
    } catch {
      // try the next form
    }
  }
  return null;
}

/**
 * Serves a built Gatsby site with 404 pages per language, gzip and cache headers, and passes
 * `/api/*` to the CMS so the browser's runtime calls work on the same origin.
 * `getRoot` is asked on every request, so the served folder can be swapped atomically.
 * @param {{ getRoot: () => string, cmsUrl?: string }} options
 */
export function createStaticServer({ getRoot, cmsUrl }) {
  return http.createServer(async (request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    if (cmsUrl && url.pathname.startsWith('/api/')) return proxy(request, response, `${cmsUrl}${url.pathname}${url.search}`);
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      response.writeHead(405, { Allow: 'GET, HEAD' }).end();
      return;
    }
    let root;
    try {
      root = fs.realpathSync(getRoot());
    } catch {
      response
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' })
        .end('The site is not published yet');
      return;
    }
    let file = resolveFile(root, url.pathname);
    let status = 200;
    if (!file) {
      status = 404;
      const english = url.pathname === '/en' || url.pathname.startsWith('/en/');
      file = resolveFile(root, english ? '/en/404.html' : '/404.html');
    }
    if (!file) {
      response.writeHead(404, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const headers = /** @type {Record<string, string>} */ ({
      'Content-Type': type,
      'Cache-Control': cacheControl(url.pathname),
      'X-Content-Type-Options': 'nosniff',
      'Referrer-Policy': 'strict-origin-when-cross-origin',
    });
    let body = fs.readFileSync(file);
    if (COMPRESSIBLE.test(type) && /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
      body = zlib.gzipSync(body);
      headers['Content-Encoding'] = 'gzip';
      headers.Vary = 'Accept-Encoding';
    }
    headers['Content-Length'] = String(body.length);
    response.writeHead(status, headers);
    response.end(request.method === 'HEAD' ? undefined : body);
  });
}

/** Forwards a request to the CMS, body and status included; a CMS that is down is a 502. */
async function proxy(
  /** @type {http.IncomingMessage} */ request,
  /** @type {http.ServerResponse} */ response,
  /** @type {string} */ target,
) {
  const chunks = [];
  for await (const chunk of request) chunks.push(chunk);
  const headers = /** @type {Record<string, string>} */ ({});
  for (const name of ['content-type', 'accept', 'accept-language', 'user-agent']) {
    const value = request.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const forwardedFor = request.socket.remoteAddress;
  if (forwardedFor) headers['x-forwarded-for'] = forwardedFor;
  try {
    const answer = await fetch(target, {
      method: request.method,
      headers,
      body: chunks.length ? Buffer.concat(chunks) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const body = Buffer.from(await answer.arrayBuffer());
    response.writeHead(answer.status, {
      'Content-Type': answer.headers.get('content-type') ?? 'application/json',
      'Content-Length': String(body.length),
      'Cache-Control': 'no-store',
    });
    response.end(body);
  } catch {
    response.writeHead(502, { 'Content-Type': 'application/json' }).end(JSON.stringify({ error: 'The CMS is not reachable' }));
  }
}
