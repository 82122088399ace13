import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Readable } from 'node:stream';
import compression from 'compression';
import { createProxyServer } from 'http-proxy-3';
import getRawBody from 'raw-body';
import sirv from 'sirv';
import { responseHeaders } from '@site/deploy/headers';
import { createRedirectLookup } from '@site/deploy/redirects';
import {
  type CmsRoute,
  cmsRouteOf,
  isAmbiguousPath,
  isBuildInternal,
  isNotFoundPage,
  methodsTaken,
  notFoundPageOf,
  requestPath,
} from '@site/deploy/serving-policy';

const json = (response: http.ServerResponse, status: number, message: string) => {
  if (response.writableEnded) return;
  if (response.headersSent) return response.destroy();
  response
    .writeHead(status, { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' })
    .end(JSON.stringify({ data: null, error: { status, message } }));
};

/**
 * Passes the CMS routes of deploy/serving-policy.ts to the CMS, streaming, with the visitor's
 * address in X-Forwarded-For, each route's timeout, and request bodies capped at its limit: a
 * declared or streamed body over the cap gets 413 and the CMS never sees it.
 * X-Forwarded-For is overwritten with the address this server saw, never appended to: the CMS
 * trusts that header (its rate limit counts by it), and a visitor could write anything before it.
 */
function createCmsProxy(cmsUrl: string) {
  const proxy = createProxyServer({ target: cmsUrl });
  proxy.on('proxyReq', (proxyRequest, request) => {
    proxyRequest.setHeader('X-Forwarded-For', request.socket.remoteAddress ?? '');
    proxyRequest.setHeader('X-Forwarded-Proto', 'http');
  });
  proxy.on('error', (_error, _request, response) => {
    if (response instanceof http.ServerResponse) json(response, 502, 'The CMS is not reachable');
  });
  return async (route: CmsRoute, request: http.IncomingMessage, response: http.ServerResponse) => {
    const timeout = route.timeoutSeconds * 1000;
    if (Number(request.headers['content-length'] ?? 0) > route.maxBodyBytes) {
      request.resume();
      return json(response, 413, 'The request body is too large');
    }
    // A declared length is enforced by Node's parser; a chunked body is read up to the cap first,
    // so the CMS never receives part of a body that turns out too large.
    if (request.headers['transfer-encoding'] === undefined)
      return proxy.web(request, response, { proxyTimeout: timeout, timeout });
    let body;
    try {
      body = await getRawBody(request, { limit: route.maxBodyBytes });
    } catch {
      return json(response, 413, 'The request body is too large');
    }
    delete request.headers['transfer-encoding'];
    request.headers['content-length'] = String(body.length);
    proxy.web(request, response, { buffer: Readable.from([body]), proxyTimeout: timeout, timeout });
  };
}

/**
 * Serves a built Gatsby site: files through sirv (the `current` release link is resolved per
 * request, so swapping it switches every request at once), compressed, with the caching and security
 * headers of deploy/headers.ts, the build's redirects (deploy/redirects.ts: only where no file
 * answers), 404 pages per language, and /api, /uploads passed to the CMS.
 * `getRoot` is asked on every request.
 */
export function createStaticServer({
  getRoot,
  cmsUrl,
  adminOrigin = null,
}: {
  getRoot: () => string;
  cmsUrl?: string;
  adminOrigin?: string | null;
}) {
  const toCms = cmsUrl ? createCmsProxy(cmsUrl) : null;
  // Connect-style middleware; its types name Express's request, a superset of Node's.
  const compress = compression() as unknown as (
    request: http.IncomingMessage,
    response: http.ServerResponse,
    next: () => void,
  ) => void;
  let served: { root: string; files: ReturnType<typeof sirv> } | null = null;
  const movedTo = createRedirectLookup();
  const filesOf = (root: string) => {
    if (served?.root !== root) {
      // Looked up on disk per request (sirv's dev mode; caching headers are ours): a rebuilt
      // public/ or a new release is served as soon as it is written.
      const files = sirv(root, {
        dev: true,
        etag: true,
        setHeaders: (response, pathname) => {
          for (const [name, value] of Object.entries(responseHeaders(pathname, { adminOrigin }))) response.setHeader(name, value);
        },
      });
      served = { root, files };
    }
    return served.files;
  };

  return http.createServer((request, response) => {
    const pathname = isAmbiguousPath(request.url ?? '/') ? null : requestPath(request.url ?? '/');
    if (pathname === null) {
      response.writeHead(400, { 'Content-Type': 'text/plain; charset=utf-8' }).end('Bad request: the address is not valid');
      return;
    }
    // Without a CMS to pass them to, the CMS routes are files like any other: read only.
    const route = toCms ? cmsRouteOf(pathname) : undefined;
    const methods = methodsTaken(route);
    if (methods !== null && !methods.includes(request.method ?? '')) {
      response.writeHead(405, { Allow: methods.join(', ') }).end();
      return;
    }
    if (toCms && route) return toCms(route, request, response);
    let root;
    try {
      root = fs.realpathSync(getRoot());
    } catch {
      response
        .writeHead(503, { 'Content-Type': 'text/plain; charset=utf-8', 'Retry-After': '10' })
        .end('The site is not published yet');
      return;
    }
    // A not-found page is what a path no file answers gets, with status 404, even asked for by
    // name; so do the build's own files (source maps, webpack's statistics, the hosts' rule files).
    if (isNotFoundPage(pathname) || isBuildInternal(pathname))
      return notFound(root, pathname, request, response, { adminOrigin });
    // A path no file answers: moved (301 to where it is now), else not found.
    const elsewhere = () => {
      const to = movedTo(root, pathname);
      if (!to) return notFound(root, pathname, request, response, { adminOrigin });
      response.writeHead(301, { ...responseHeaders(pathname, { adminOrigin }), Location: to }).end();
    };
    compress(request, response, () => filesOf(root)(request, response, elsewhere));
  });
}

/** The not-found page in the visitor's language (deploy/serving-policy.ts), with status 404. */
function notFound(
  root: string,
  pathname: string,
  request: http.IncomingMessage,
  response: http.ServerResponse,
  options: { adminOrigin: string | null },
) {
  const page = path.join(root, notFoundPageOf(pathname));
  const headers = { ...responseHeaders('/404', options), 'Content-Type': 'text/html; charset=utf-8' };
  if (!fs.existsSync(page)) {
    response.writeHead(404, { ...headers, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found');
    return;
  }
  response.writeHead(404, headers);
  if (request.method === 'HEAD') response.end();
  else fs.createReadStream(page).pipe(response);
}
