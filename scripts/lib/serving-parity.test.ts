/**
 * One serving policy, two servers: npm start's Node server and nginx (rendered from
 * deploy/nginx.conf) are asked the same requests and must give the same answers. Every row is
 * generated from what deploy/serving-policy.ts declares (each CMS route with each method it takes
 * and one it does not, bodies at and over its limit, declared and streamed; each language's pages,
 * home, not-found page, preview and moved pages; the hashed assets) — a route or a language added
 * there is tested here without a line changed. Both against the same release and the same stand-in
 * CMS on 127.0.0.1.
 */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { responseHeaders } from '@site/deploy/headers';
import { writeRedirects } from '@site/deploy/redirects';
import {
  CMS_ROUTES,
  HASHED_BUNDLE,
  LANGUAGE_SITES,
  READING_METHODS,
  STATIC_PREFIX,
  methodsTaken,
  notFoundPageOf,
} from '@site/deploy/serving-policy';
import { PREVIEW_PATH } from '@site/contracts/site-paths';
import { NGINX_MISSING, nginxBinary, startNginx } from './nginx.ts';
import { freePort } from '@site/runtime/processes';
import { createStaticServer } from './static-server.ts';

const ADMIN_ORIGIN = 'http://127.0.0.1:1337';
const SLUG = 'kunjungan-industri-mahasiswa-politeknik-negeri-balikpapan-ke-fasilitas-fabrikasi-lepas-pantai';
const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'];

type Row = {
  name: string;
  method: string;
  path: string;
  /** A body of this many bytes; `chunked`: streamed without a declared length. */
  body?: { bytes: number; chunked?: boolean };
  status: number;
  /** What else must hold: the page served, where a move leads, whether the CMS saw it. */
  page?: string;
  location?: string;
  reachesCms?: boolean;
};

/** Each language's pages in the release, and the page a path of it serves. */
const pageOf = (language: string, what: string) => `<!doctype html><title>${what} (${language})</title>`;

const rows: Row[] = [];
for (const { language, prefix, notFoundPage } of LANGUAGE_SITES) {
  rows.push(
    { name: `${language}: home`, method: 'GET', path: `${prefix}/`, status: 200, page: pageOf(language, 'home') },
    { name: `${language}: a page`, method: 'GET', path: `${prefix}/tentang/`, status: 200, page: pageOf(language, 'tentang') },
    { name: `${language}: a page without its slash`, method: 'GET', path: `${prefix}/tentang`, status: 200 },
    { name: `${language}: a page read with HEAD`, method: 'HEAD', path: `${prefix}/tentang/`, status: 200 },
    {
      name: `${language}: a path no file answers gets its language's not-found page`,
      method: 'GET',
      path: `${prefix}/halaman-yang-tidak-pernah-ada-${SLUG}/`,
      status: 404,
      page: pageOf(language, notFoundPage),
    },
    {
      name: `${language}: a moved page, long Indonesian slug`,
      method: 'GET',
      path: `${prefix}/news/${SLUG}`,
      status: 301,
      location: `${prefix}/news/baru`,
    },
    {
      name: `${language}: a moved page with its slash`,
      method: 'GET',
      path: `${prefix}/news/${SLUG}/`,
      status: 301,
      location: `${prefix}/news/baru`,
    },
    {
      name: `${language}: the preview`,
      method: 'GET',
      path: `${prefix}${PREVIEW_PATH}/`,
      status: 200,
      page: pageOf(language, 'preview'),
    },
    ...[notFoundPage, notFoundPage.replace('404', '%34%30%34'), notFoundPage.replace(/\/404/, '//404')].map((path) => ({
      name: `${language}: the not-found page asked for by name`,
      method: 'GET',
      path,
      status: 404,
      page: pageOf(language, notFoundPage),
    })),
    {
      name: `${language}: a missing bundle gets its language's not-found page`,
      method: 'GET',
      path: `${prefix}/app-0123456789abcdef9999.js`,
      status: 404,
      page: pageOf(language, notFoundPage),
    },
    {
      name: `${language}: a missing preview file gets its language's not-found page`,
      method: 'GET',
      path: `${prefix}${PREVIEW_PATH}/tidak-ada.json`,
      status: 404,
      page: pageOf(language, notFoundPage),
    },
  );
  if (prefix) rows.push({ name: `${language}: home without its slash`, method: 'GET', path: prefix, status: 200 });
  for (const method of METHODS.filter((each) => !(READING_METHODS as readonly string[]).includes(each))) {
    rows.push({ name: `${language}: a page does not take ${method}`, method, path: `${prefix}/tentang/`, status: 405 });
  }
}
rows.push(
  { name: 'a file under the static prefix', method: 'GET', path: `${STATIC_PREFIX}logo.png`, status: 200 },
  { name: 'a file missing under the static prefix', method: 'GET', path: `${STATIC_PREFIX}hilang.png`, status: 404 },
  { name: 'a hashed bundle', method: 'GET', path: '/app-0123456789abcdef0123.js', status: 200 },
  { name: 'a broken percent-encoding', method: 'GET', path: '/%zz/', status: 400 },
);
// The build's own files, each written into the release: none is served.
const INTERNAL_FILES = [
  'webpack.stats.json',
  'chunk-map.json',
  '_headers',
  '_redirects',
  'redirects.json',
  'redirects.map',
  'redirects-hash.conf',
  'app-0123456789abcdef0123.js.map',
  `${STATIC_PREFIX.slice(1)}d/logo.png.map`,
  '_gatsby/slices/_gatsby-scripts-1.html',
];
for (const file of INTERNAL_FILES)
  for (const spelled of [`/${file}`, `/${file}/`])
    rows.push({ name: `the build's own ${file} is not served (${spelled})`, method: 'GET', path: spelled, status: 404 });
// A path the CMS could read as another than the one a server routes by (an encoded slash, backslash
// or dot, a dot segment): 400 on both, and nothing reaches the CMS. The first is the attack that
// reached an admin route through the site: taken for /api, passed on as written.
for (const spelled of [
  '/content-manager/relations/api::news.news/..%2f..%2f..%2fapi%2fprobe',
  '/content-manager/x/..%2F..%2Fapi/probe',
  '/admin/%2e%2e/api/probe',
  '/admin/..%5capi/probe',
  '/api%2fprobe',
  '/api/./probe',
  '/api/x/../probe',
  '/uploads/probe/.',
  '/./webpack.stats.json',
  '/webpack.stats.json/.',
])
  rows.push({
    name: `a path read two ways is refused (${spelled})`,
    method: 'GET',
    path: spelled,
    status: 400,
    reachesCms: false,
  });
for (const route of CMS_ROUTES) {
  const methods = methodsTaken(route);
  const takes = (method: string) => methods === null || methods.includes(method);
  // The same route spelled otherwise: both servers read the path as nginx does (decoded, slashes
  // merged, dots resolved), so neither a method check nor a limit is passed by respelling it.
  const other = CMS_ROUTES.find((each) => each !== route) ?? route;
  rows.push({
    name: `${route.prefix} spelled ${other.prefix}..${route.prefix}probe: refused`,
    method: 'POST',
    path: `${other.prefix}..${route.prefix}probe`,
    body: { bytes: 10 },
    status: 400,
    reachesCms: false,
  });
  for (const spelled of [
    `/${route.prefix}probe`,
    `/%${route.prefix.charCodeAt(1).toString(16)}${route.prefix.slice(2)}probe`,
    // `//uploads/api/x` is a path under /uploads/, not the host `uploads` and the path /api/x.
    `/${route.prefix}${other.prefix.slice(1)}probe`,
  ]) {
    rows.push({
      name: `${route.prefix} spelled ${spelled}: POST`,
      method: 'POST',
      path: spelled,
      body: { bytes: 10 },
      status: takes('POST') ? 200 : 405,
      reachesCms: takes('POST'),
    });
  }
  for (const method of METHODS) {
    const path = `${route.prefix}probe`;
    if (!takes(method)) {
      rows.push({ name: `${route.prefix}: ${method} is refused`, method, path, status: 405, reachesCms: false });
      continue;
    }
    const withBody = !['GET', 'HEAD', 'OPTIONS'].includes(method);
    rows.push({
      name: `${route.prefix}: ${method} reaches the CMS`,
      method,
      path,
      status: 200,
      reachesCms: true,
      ...(withBody ? { body: { bytes: 200 } } : {}),
    });
    if (!withBody) continue;
    rows.push(
      {
        name: `${route.prefix}: ${method} with a body at the limit`,
        method,
        path,
        body: { bytes: route.maxBodyBytes },
        status: 200,
        reachesCms: true,
      },
      {
        name: `${route.prefix}: ${method} with a declared body over the limit`,
        method,
        path,
        body: { bytes: route.maxBodyBytes + 1 },
        status: 413,
        reachesCms: false,
      },
      {
        name: `${route.prefix}: ${method} with a streamed body over the limit`,
        method,
        path,
        body: { bytes: route.maxBodyBytes + 1024, chunked: true },
        status: 413,
        reachesCms: false,
      },
    );
  }
}

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: string };

/** One request, as a visitor's client sends it; a connection cut before an answer is status 0. */
function ask(base: string, row: Row, marker: string): Promise<Answer> {
  return new Promise((resolve) => {
    // The path as written, not as a URL object would tidy it (`//api/x` is no host here).
    const { hostname, port } = new URL(base);
    const target = `${row.path}${row.path.includes('?') ? '&' : '?'}row=${marker}`;
    const headers: http.OutgoingHttpHeaders = { 'X-Forwarded-For': '10.9.9.9' };
    // Named, not left to Node's client: it streams a DELETE's body unframed otherwise.
    if (row.body)
      headers[row.body.chunked ? 'Transfer-Encoding' : 'Content-Length'] = row.body.chunked ? 'chunked' : String(row.body.bytes);
    const request = http.request({ hostname, port, path: target, method: row.method, headers, agent: false }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }));
    });
    request.on('error', () => resolve({ status: 0, headers: {}, body: '' }));
    if (row.body) {
      // In pieces, as a browser uploads: a server may answer (413) before the last one.
      const piece = Buffer.alloc(8 * 1024, 'x');
      let left = row.body.bytes;
      while (left > 0) {
        request.write(piece.subarray(0, Math.min(left, piece.length)));
        left -= piece.length;
      }
    }
    request.end();
  });
}

describe(
  'npm start’s server and nginx serve by one policy (deploy/serving-policy.ts)',
  { skip: !nginxBinary() && NGINX_MISSING },
  () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'serving-parity-'));
    const release = path.join(dir, 'release');
    /** What the stand-in CMS received, by the row's marker. */
    const received = new Map<string, { forwardedFor: string | undefined; bytes: number }>();
    const cms = http.createServer(async (request, response) => {
      let bytes = 0;
      for await (const chunk of request) bytes += (chunk as Buffer).length;
      const marker = new URL(request.url ?? '/', 'http://cms').searchParams.get('row') ?? '';
      received.set(marker, { forwardedFor: request.headers['x-forwarded-for'] as string | undefined, bytes });
      response.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end('{"data":null}');
    });
    let nodeServer: http.Server;
    let nodeUrl = '';
    let nginx: { url: string; stop: () => Promise<void> };

    before(async () => {
      const files: Record<string, string> = {
        [`${STATIC_PREFIX}logo.png`]: 'png',
        'app-0123456789abcdef0123.js': 'console.log(1)',
      };
      for (const file of INTERNAL_FILES) files[file] ??= 'internal';
      for (const { language, prefix, notFoundPage } of LANGUAGE_SITES) {
        files[`${prefix}/index.html`] = pageOf(language, 'home');
        files[`${prefix}/tentang/index.html`] = pageOf(language, 'tentang');
        files[`${prefix}${PREVIEW_PATH}/index.html`] = pageOf(language, 'preview');
        files[notFoundPage] = pageOf(language, notFoundPage);
      }
      for (const [file, content] of Object.entries(files)) {
        fs.mkdirSync(path.dirname(path.join(release, file)), { recursive: true });
        fs.writeFileSync(path.join(release, file), content);
      }
      writeRedirects(
        release,
        LANGUAGE_SITES.map(({ prefix }) => ({ from: `${prefix}/news/${SLUG}`, to: `${prefix}/news/baru` })),
      );
      assert.ok(HASHED_BUNDLE.test('/app-0123456789abcdef0123.js'));
      await new Promise<void>((resolve) => cms.listen(0, '127.0.0.1', resolve));
      const cmsUrl = `http://127.0.0.1:${(cms.address() as AddressInfo).port}`;
      nodeServer = createStaticServer({ getRoot: () => release, cmsUrl, adminOrigin: ADMIN_ORIGIN });
      await new Promise<void>((resolve) => nodeServer.listen(0, '127.0.0.1', resolve));
      nodeUrl = `http://127.0.0.1:${(nodeServer.address() as AddressInfo).port}`;
      nginx = await startNginx({
        port: await freePort(),
        siteRoot: release,
        cmsUrl,
        runDir: path.join(dir, 'nginx'),
        adminOrigin: ADMIN_ORIGIN,
        quiet: true,
      });
    });

    after(async () => {
      await nginx?.stop();
      for (const server of [nodeServer, cms]) {
        server?.closeAllConnections();
        await new Promise((resolve) => server?.close(resolve));
      }
      fs.rmSync(dir, { recursive: true, force: true });
    });

    for (const [index, row] of rows.entries()) {
      it(`${row.name}: ${row.method} ${row.path.length > 60 ? `${row.path.slice(0, 57)}…` : row.path} → ${row.status}`, async () => {
        for (const [server, base] of [
          ['npm start’s server', nodeUrl],
          ['nginx', nginx.url],
        ]) {
          const marker = `${index}-${server === 'nginx' ? 'nginx' : 'node'}`;
          const answer = await ask(base, row, marker);
          const said = `${server}: ${row.method} ${row.path}`;
          assert.equal(answer.status, row.status, `${said} answered ${answer.status}: ${answer.body.slice(0, 200)}`);
          if (row.page !== undefined) assert.equal(answer.body, row.page, said);
          if (row.location !== undefined) {
            // nginx writes the address absolute, npm start's server as a path: the same place.
            assert.equal(new URL(String(answer.headers.location), base).href, new URL(row.location, base).href, said);
          }
          if (row.reachesCms !== undefined) {
            const seen = received.get(marker);
            assert.equal(Boolean(seen), row.reachesCms, `${said}: the CMS ${seen ? 'saw' : 'did not see'} it`);
            // The address the server saw, never the one the visitor wrote.
            if (seen) assert.equal(seen.forwardedFor, '127.0.0.1', said);
            if (seen && row.body) assert.equal(seen.bytes, row.body.bytes, said);
          }
          if ([200, 301, 404].includes(row.status) && !row.reachesCms) {
            // A not-found answer carries its page's headers (never a year's caching, whatever was asked for).
            const headersOf = row.status === 404 ? notFoundPageOf(row.path) : row.path;
            for (const [name, value] of Object.entries(responseHeaders(headersOf, { adminOrigin: ADMIN_ORIGIN }))) {
              assert.equal(answer.headers[name.toLowerCase()], value, `${said}: ${name}`);
            }
          }
        }
      });
    }
  },
);
