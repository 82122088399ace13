import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { CMS_ROUTES } from '@site/deploy/serving-policy';
import { LANGUAGES, PREVIEW_PATHS, languagePrefix } from '@site/contracts/site-paths';
import { execFileSync } from 'node:child_process';
import { NGINX_REDIRECT_MAP, NGINX_REDIRECT_SIZES, writeRedirects } from '@site/deploy/redirects';
import { NGINX_MISSING, adoptRedirects, nginxBinary, othersCanRead, prepareNginx, renderNginxConfig } from './nginx.ts';

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

test('nginx passes to the CMS each route of the serving policy on its terms, and every value is filled in', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
  try {
    const { conf } = renderNginxConfig({ listen: '127.0.0.1:9090', siteRoot: '/srv/site', cmsAddress: '127.0.0.1:1337', runDir });
    for (const route of CMS_ROUTES) {
      const block = conf.slice(
        conf.indexOf(`location ${route.prefix} {`),
        conf.indexOf('\n    }\n', conf.indexOf(`location ${route.prefix} {`)),
      );
      assert.ok(block, `no location for ${route.prefix}`);
      assert.match(block, new RegExp(`client_max_body_size ${Math.ceil(route.maxBodyBytes / 1024)}k;`), route.prefix);
      assert.match(block, new RegExp(`proxy_read_timeout ${route.timeoutSeconds}s;`), route.prefix);
      assert.equal(block.includes('proxy_cache cms_api;'), route.cached, route.prefix);
    }
    assert.doesNotMatch(conf, /\{\{|\}\}/);
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});

test('a value the template names and the renderer lacks is an error, not an empty line', () => {
  const template = fs.readFileSync(path.join(import.meta.dirname, '..', '..', 'deploy', 'nginx.conf'), 'utf8');
  const options = { listen: '127.0.0.1:9090', siteRoot: '/srv/site', cmsAddress: '127.0.0.1:1337', runDir: '/tmp/run' };
  assert.doesNotThrow(() => renderNginxConfig({ ...options, template }));
  assert.throws(
    () => renderNginxConfig({ ...options, template: `${template}\n# {{unknownValue}}` }),
    /"unknownValue" not defined/,
  );
});

test('nginx serves the preview and each language’s pages where the site has them (contracts/src/site-paths.ts)', () => {
  const runDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-render-'));
  try {
    const { conf } = renderNginxConfig({ listen: '127.0.0.1:9090', siteRoot: '/srv/site', cmsAddress: '127.0.0.1:1337', runDir });
    assert.ok(conf.includes(`location ~ "${PREVIEW_PATHS.source}" {`), 'no preview location');
    for (const prefix of LANGUAGES.map(languagePrefix).filter(Boolean)) {
      // Each prefixed language has its pages, its home without a slash and its own not-found page.
      assert.ok(conf.includes(`location ${prefix}/ {`), `no location for ${prefix}/`);
      assert.ok(conf.includes(`~^${prefix}(/|$) ${prefix}/404.html;`), `no not-found page for ${prefix}`);
      assert.ok(conf.includes(`location = ${prefix} {`), `no location for ${prefix}`);
      assert.ok(conf.includes(`location = ${prefix}/404.html {`), `${prefix}/404.html is not internal`);
    }
  } finally {
    fs.rmSync(runDir, { recursive: true, force: true });
  }
});

/** A site with a redirect map the build wrote (deploy/redirects.ts), and nginx's rendered configuration for it. */
function siteWithRedirects(redirects: Array<{ from: string; to: string }>) {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-redirects-'));
  const site = path.join(parent, 'site');
  fs.mkdirSync(site);
  fs.writeFileSync(path.join(site, 'index.html'), '<!doctype html><title>x</title>');
  writeRedirects(site, redirects);
  return { parent, site, runDir: path.join(parent, 'run') };
}

const LONG_SLUGS = [
  'kunjungan-industri-politeknik-balikpapan',
  'kunjungan-industri-mahasiswa-politeknik-negeri-balikpapan-ke-fasilitas-fabrikasi-lepas-pantai-etsi-di-kalimantan-timur',
];

test(
  'nginx loads every redirect map the build writes: long Indonesian slugs, thousands of them',
  { skip: !nginxBinary() && NGINX_MISSING },
  () => {
    const many = Array.from({ length: 3000 }, (_, i) => ({ from: `/news/${LONG_SLUGS[1]}-${i}`, to: `/news/baru-${i}` }));
    for (const redirects of [
      [],
      LONG_SLUGS.map((slug) => ({ from: `/news/${slug}`, to: '/news/baru' })),
      LONG_SLUGS.map((slug) => ({ from: `/en/news/${slug}`, to: `https://example.com/${slug}` })),
      many,
    ]) {
      const { parent, site, runDir } = siteWithRedirects(redirects);
      try {
        const { runDir: dir } = prepareNginx({ port: 9099, siteRoot: site, cmsUrl: 'http://127.0.0.1:1337', runDir });
        // What nginx would start with, from the files it was given.
        execFileSync(nginxBinary() as string, ['-t', '-q', '-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', 'stderr']);
        assert.equal(
          fs.readFileSync(path.join(dir, NGINX_REDIRECT_MAP), 'utf8'),
          fs.readFileSync(path.join(site, NGINX_REDIRECT_MAP), 'utf8'),
          `${redirects.length} redirects were not taken in`,
        );
      } finally {
        fs.rmSync(parent, { recursive: true, force: true });
      }
    }
  },
);

test(
  'a redirect map nginx refuses never reaches it: the last good one stays, and one line says why',
  { skip: !nginxBinary() && NGINX_MISSING },
  () => {
    const { parent, site, runDir } = siteWithRedirects([{ from: `/news/${LONG_SLUGS[0]}`, to: '/news/baru' }]);
    try {
      const { runDir: dir, confFile } = prepareNginx({ port: 9099, siteRoot: site, cmsUrl: 'http://127.0.0.1:1337', runDir });
      const good = fs.readFileSync(path.join(dir, NGINX_REDIRECT_MAP), 'utf8');
      // A release whose map nginx cannot load: a map without its hash sizes (as an older build
      // wrote it), and a map that is not nginx's syntax.
      for (const [file, content] of [
        [NGINX_REDIRECT_SIZES, ''],
        [NGINX_REDIRECT_MAP, `"/a" "/b";\n"/c" ;\n`],
      ]) {
        writeRedirects(site, [{ from: `/news/${LONG_SLUGS[1]}`, to: '/news/baru' }]);
        fs.writeFileSync(path.join(site, file), content);
        const reason = adoptRedirects({ binary: nginxBinary() as string, runDir: dir, confFile, siteRoot: site });
        assert.match(String(reason), /^(could not build map_hash|invalid number of the map parameters|.+ in .+redirects)/);
        assert.doesNotMatch(String(reason), /\n/);
        assert.equal(fs.readFileSync(path.join(dir, NGINX_REDIRECT_MAP), 'utf8'), good);
        assert.deepEqual(
          fs.readdirSync(dir).filter((name) => name.endsWith('.next') || name.includes('test')),
          [],
        );
        execFileSync(nginxBinary() as string, ['-t', '-q', '-p', dir, '-c', confFile, '-e', 'stderr']);
      }
    } finally {
      fs.rmSync(parent, { recursive: true, force: true });
    }
  },
);
