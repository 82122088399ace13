/** The site server against a real stand-in CMS on 127.0.0.1: run with `node --test scripts/`. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { createStaticServer } from './static-server.ts';
import { API_BODY_LIMIT_BYTES as MAX_API_BODY_BYTES } from '@site/deploy/limits';

const servers: http.Server[] = [];
const listen = async (server: http.Server) => {
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
};

/** What the stand-in CMS received. */
const received: Array<{ method?: string; url?: string; headers: http.IncomingHttpHeaders; body: string }> = [];
const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-server-'));
const release = (name: string, files: Record<string, string>) => {
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, name, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, name, file), content);
  }
  return path.join(dir, name);
};
const current = path.join(dir, 'current');
let site = '';

before(async () => {
  const cms = await listen(
    http.createServer(async (request, response) => {
      let body = '';
      for await (const chunk of request) body += chunk;
      received.push({ method: request.method, url: request.url, headers: request.headers, body });
      response.writeHead(201, { 'Content-Type': 'application/json' }).end('{"data":{"id":"1"}}');
    }),
  );
  const page = '<!doctype html><title>Beranda</title>' + 'x'.repeat(2000);
  fs.symlinkSync(
    release('one', {
      'index.html': page,
      'about/index.html': '<h1>Tentang</h1>',
      '404.html': '<h1>Halaman tidak ditemukan!</h1>',
      'en/404.html': '<h1>Page not found!</h1>',
      'app-0123456789abcdef0123.js': 'console.log(1)',
      'preview/index.html': '<h1>Pratinjau</h1>',
    }),
    current,
  );
  site = await listen(createStaticServer({ getRoot: () => current, cmsUrl: cms, adminOrigin: 'http://127.0.0.1:1337' }));
});

after(async () => {
  await Promise.all(
    servers.map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  );
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('the site server', () => {
  it('serves pages with revalidation, security headers and compression', async () => {
    const response = await fetch(`${site}/`, { headers: { 'Accept-Encoding': 'gzip' } });
    assert.equal(response.status, 200);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=0, must-revalidate');
    assert.equal(response.headers.get('x-content-type-options'), 'nosniff');
    assert.match(response.headers.get('content-security-policy') ?? '', /^frame-ancestors 'none';/);
    assert.equal(response.headers.get('content-encoding'), 'gzip');
    assert.match(await response.text(), /Beranda/);
    assert.equal((await fetch(`${site}/about`)).status, 200);
  });

  it('caches hashed assets forever', async () => {
    const response = await fetch(`${site}/app-0123456789abcdef0123.js`);
    assert.equal(response.headers.get('cache-control'), 'public, max-age=31536000, immutable');
  });

  it('lets only the CMS admin frame the preview page, never cached or indexed', async () => {
    const response = await fetch(`${site}/preview`);
    assert.equal(response.status, 200);
    assert.match(response.headers.get('content-security-policy') ?? '', /^frame-ancestors http:\/\/127\.0\.0\.1:1337;/);
    assert.equal(response.headers.get('cache-control'), 'no-store');
    assert.equal(response.headers.get('x-robots-tag'), 'noindex, nofollow');
  });

  it('answers unknown paths with the 404 page of their language', async () => {
    const indonesian = await fetch(`${site}/tidak-ada`);
    assert.equal(indonesian.status, 404);
    assert.match(await indonesian.text(), /Halaman tidak ditemukan/);
    const english = await fetch(`${site}/en/missing`);
    assert.equal(english.status, 404);
    assert.match(await english.text(), /Page not found/);
    assert.equal((await fetch(`${site}/../../etc/passwd`)).status, 404);
  });

  it('switches every request to a new release when the current link is swapped', async () => {
    const link = path.join(dir, '.next');
    fs.symlinkSync(release('two', { 'index.html': '<title>Rilis dua</title>' }), link);
    fs.renameSync(link, current);
    assert.match(await (await fetch(`${site}/`)).text(), /Rilis dua/);
  });

  it('serves files written after it started (a rebuild in place)', async () => {
    fs.writeFileSync(path.join(current, 'app-fedcba9876543210fedc.js'), 'console.log(2)');
    assert.equal((await fetch(`${site}/app-fedcba9876543210fedc.js`)).status, 200);
  });

  it('passes /api to the CMS with the visitor address and the preview credential', async () => {
    received.length = 0;
    const response = await fetch(`${site}/api/contact-messages?x=1`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Preview-Token': 'abc' },
      body: JSON.stringify({ data: { name: 'Dewi' } }),
    });
    assert.equal(response.status, 201);
    assert.equal(received[0]?.url, '/api/contact-messages?x=1');
    assert.equal(received[0]?.headers['x-forwarded-for'], '127.0.0.1');
    assert.equal(received[0]?.headers['x-preview-token'], 'abc');
    assert.equal(received[0]?.body, '{"data":{"name":"Dewi"}}');
  });

  it('tells the CMS the address it saw, overwriting the X-Forwarded-For a visitor sent', async () => {
    received.length = 0;
    await fetch(`${site}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9, 198.51.100.7' },
      body: '{}',
    });
    assert.equal(received[0]?.headers['x-forwarded-for'], '127.0.0.1');
  });

  it('refuses request bodies over the cap, declared or streamed, without bothering the CMS', async () => {
    received.length = 0;
    const big = 'x'.repeat(MAX_API_BODY_BYTES + 1);
    const declared = await fetch(`${site}/api/contact-messages`, { method: 'POST', body: big });
    assert.equal(declared.status, 413);
    const streamed = await fetch(`${site}/api/contact-messages`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode(big));
          controller.close();
        },
      }),
      // @ts-expect-error Node's fetch needs half duplex for a streamed body; the DOM type lacks it
      duplex: 'half',
    });
    assert.equal(streamed.status, 413);
    assert.equal(received.length, 0);
    const small = await fetch(`${site}/api/contact-messages`, {
      method: 'POST',
      body: new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"ok":true}'));
          controller.close();
        },
      }),
      // @ts-expect-error as above
      duplex: 'half',
    });
    assert.equal(small.status, 201);
    assert.equal(received[0]?.body, '{"ok":true}');
  });

  it('answers 502 when the CMS is down', async () => {
    const offline = await listen(createStaticServer({ getRoot: () => current, cmsUrl: 'http://127.0.0.1:9' }));
    const response = await fetch(`${offline}/api/whatsapp`);
    assert.equal(response.status, 502);
    assert.match(await response.text(), /not reachable/);
  });

  it('answers 503 instead of crashing while no release is published', async () => {
    const empty = await listen(createStaticServer({ getRoot: () => path.join(dir, 'no-such-release') }));
    assert.equal((await fetch(`${empty}/`)).status, 503);
  });
});
