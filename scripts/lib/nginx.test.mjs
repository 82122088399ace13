// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { API_BODY_LIMIT_BYTES } from '../../deploy/limits.mjs';
import { LANGUAGES, PREVIEW_PATHS, languagePrefix } from '../../src/site-paths.mjs';
import { MAX_API_BODY_BYTES } from './static-server.mjs';
import { othersCanRead, renderNginxConfig } from './nginx.mjs';

test('a site in a private directory is not readable by nginx’s usual worker user', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-')); // mkdtemp: 0700
  const site = path.join(parent, 'public');
  fs.mkdirSync(site, { mode: 0o755 });
  fs.chmodSync(site, 0o755);
  assert.equal(othersCanRead(site), false);
  fs.chmodSync(parent, 0o755);
  assert.equal(othersCanRead(site), true);
  // A release link that does not exist yet is judged by where it will be.
  assert.equal(othersCanRead(path.join(site, 'current')), true);
  fs.rmSync(parent, { recursive: true, force: true });
});

test('nginx passes to the CMS what npm start’s server passes, and no placeholder is left', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
  try {
    const { conf } = renderNginxConfig({ listen: '127.0.0.1:9090', siteRoot: '/srv/site', cmsAddress: '127.0.0.1:1337', runDir });
    assert.match(conf, new RegExp(`client_max_body_size ${API_BODY_LIMIT_BYTES / 1024}k;`));
    assert.equal(MAX_API_BODY_BYTES, API_BODY_LIMIT_BYTES);
    assert.deepEqual(conf.match(/\{\{[A-Z_]+\}\}/g), null);
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});

test('nginx serves the preview and each language’s pages where the site has them (src/site-paths.mjs)', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
  try {
    const { conf } = renderNginxConfig({ listen: '127.0.0.1:9090', siteRoot: '/srv/site', cmsAddress: '127.0.0.1:1337', runDir });
    assert.ok(conf.includes(`location ~ "${PREVIEW_PATHS.source}" {`), 'no preview location');
    for (const prefix of LANGUAGES.map(languagePrefix).filter(Boolean)) {
      // Each prefixed language has its pages, its home without a slash and its own not-found page.
      assert.ok(conf.includes(`location ${prefix}/ {`), `no location for ${prefix}/`);
      assert.ok(conf.includes(`error_page 404 ${prefix}/404.html;`), `no not-found page for ${prefix}`);
      assert.ok(conf.includes(`location = ${prefix} {`), `no location for ${prefix}`);
      assert.ok(conf.includes(`location = ${prefix}/404.html {`), `${prefix}/404.html is not internal`);
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});
