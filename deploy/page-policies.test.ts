import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, mock } from 'node:test';
import {
  htmlFileOf,
  htmlPathsIn,
  inlineScripts,
  sha256,
  sitePathOf,
  staticHostHeaders,
  withPolicy,
  writePagePolicies,
} from './page-policies.ts';

const page = `<!DOCTYPE html><html><head><meta charSet="utf-8"/><title>x</title>
<script type="module">const a=1;</script>
<script id="gatsby-script-loader">/*<![CDATA[*/window.pagePath="/about";/*]]>*/</script>
<script type="application/ld+json">{"@type":"Organization"}</script>
<script src="/app-0123456789abcdef0123.js" async></script>
</head><body><script>window.x=2;</script></body></html>`;

describe('page content security policies', () => {
  it('hash every inline script a browser runs, not data blocks or external scripts', () => {
    assert.deepEqual(inlineScripts(page), ['const a=1;', '/*<![CDATA[*/window.pagePath="/about";/*]]>*/', 'window.x=2;']);
  });

  it('put the policy first in <head>, after the charset, and replace it on the next build', () => {
    const once = withPolicy(page, "script-src 'self'");
    assert.match(
      once,
      /<meta charSet="utf-8"\/><meta http-equiv="Content-Security-Policy" content="script-src 'self'"\/><title>/,
    );
    const twice = withPolicy(once, "script-src 'none'");
    assert.equal(twice.match(/Content-Security-Policy/g)?.length, 1);
    assert.match(twice, /content="script-src 'none'"/);
  });

  it('allow exactly the page’s own inline scripts, without unsafe-inline', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policies-'));
    fs.mkdirSync(path.join(dir, 'about'));
    fs.mkdirSync(path.join(dir, 'page-data', '404.html'), { recursive: true }); // a folder, as Gatsby writes one
    fs.writeFileSync(path.join(dir, 'about', 'index.html'), page);
    assert.deepEqual(writePagePolicies(dir, { cmsOrigin: 'https://cms.example.co.id' }), { pages: 1, checked: 1 });
    const html = fs.readFileSync(path.join(dir, 'about', 'index.html'), 'utf8');
    const policy = /content="([^"]*)"/.exec(html)?.[1] ?? '';
    for (const script of ['const a=1;', 'window.x=2;']) assert.ok(policy.includes(`'sha256-${sha256(script)}'`), script);
    assert.ok(!/script-src[^;]*unsafe-inline/.test(policy));
    assert.match(policy, /connect-src 'self' https:\/\/cms\.example\.co\.id/);
    assert.doesNotMatch(policy, /recaptcha/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('let only the pages named compile WebAssembly (the search pages)', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policies-'));
    for (const folder of ['about', 'search', path.join('en', 'search')]) {
      fs.mkdirSync(path.join(dir, folder), { recursive: true });
      fs.writeFileSync(path.join(dir, folder, 'index.html'), page);
    }
    writePagePolicies(dir, { wasmPages: ['/search', '/en/search'] });
    const policyOf = (folder: string) =>
      /content="([^"]*)"/.exec(fs.readFileSync(path.join(dir, folder, 'index.html'), 'utf8'))?.[1] ?? '';
    assert.match(policyOf('search'), /script-src 'self' 'wasm-unsafe-eval' /);
    assert.match(policyOf(path.join('en', 'search')), /'wasm-unsafe-eval'/);
    assert.doesNotMatch(policyOf('about'), /wasm/);
    assert.equal(sitePathOf(path.join('en', 'search', 'index.html')), '/en/search');
    assert.equal(sitePathOf('index.html'), '/');
  });

  it('after the first pass, read only the pages written since, unless the options changed', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policies-'));
    const stateFile = path.join(dir, 'state.json');
    const site = path.join(dir, 'public');
    const write = (name: string, secondsAgo: number) => {
      fs.mkdirSync(path.join(site, name), { recursive: true });
      fs.writeFileSync(path.join(site, name, 'index.html'), page);
      const time = Date.now() / 1000 - secondsAgo;
      fs.utimesSync(path.join(site, name, 'index.html'), time, time);
    };
    write('about', 60);
    write('news', 60);
    const options = { cmsOrigin: 'https://cms.example.co.id' };
    assert.deepEqual(writePagePolicies(site, options, { stateFile }), { pages: 2, checked: 2 });
    // The previous pass is recorded as half a minute old; the build then rewrote one page.
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    fs.writeFileSync(stateFile, JSON.stringify({ ...state, endedAt: state.endedAt - 30_000 }));
    for (const name of ['about', 'news']) {
      const time = Date.now() / 1000 - 45;
      fs.utimesSync(path.join(site, name, 'index.html'), time, time);
    }
    write('news', 0);
    assert.deepEqual(writePagePolicies(site, options, { stateFile }), { pages: 2, checked: 1 });
    assert.match(fs.readFileSync(path.join(site, 'news', 'index.html'), 'utf8'), /Content-Security-Policy/);
    assert.deepEqual(writePagePolicies(site, { ...options, recaptcha: true }, { stateFile }), { pages: 2, checked: 2 });
    assert.match(fs.readFileSync(path.join(site, 'about', 'index.html'), 'utf8'), /recaptcha/);
    fs.writeFileSync(stateFile, 'not json');
    assert.deepEqual(writePagePolicies(site, { ...options, recaptcha: true }, { stateFile }), { pages: 2, checked: 2 });
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it("after the first pass, given the build's pages, look at their files only; the first pass walks the site for every HTML file", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policies-'));
    const stateFile = path.join(dir, 'state.json');
    const site = path.join(dir, 'public');
    const write = (file: string) => {
      fs.mkdirSync(path.dirname(path.join(site, file)), { recursive: true });
      fs.writeFileSync(path.join(site, file), page);
    };
    for (const file of ['index.html', '404.html', 'en/index.html', 'en/news/berita-panjang/index.html', 'extra/page.html'])
      write(file);
    const pagePaths = ['/', '/404.html', '/en', '/en/news/berita-panjang', '/en/news/berita-panjang', '/gone'];
    // The first pass: every HTML file, a page or not, each rewritten with its policy.
    const rewritten: string[] = [];
    const onRewritten = (file: string) => rewritten.push(file);
    assert.deepEqual(writePagePolicies(site, {}, { stateFile, pagePaths, onRewritten }), { pages: 5, checked: 5 });
    assert.deepEqual(rewritten.sort(), [
      '404.html',
      'en/index.html',
      'en/news/berita-panjang/index.html',
      'extra/page.html',
      'index.html',
    ]);
    rewritten.length = 0;
    assert.match(fs.readFileSync(path.join(site, 'extra', 'page.html'), 'utf8'), /Content-Security-Policy/);
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    fs.writeFileSync(stateFile, JSON.stringify({ ...state, endedAt: state.endedAt - 30_000 }));
    for (const file of ['index.html', '404.html', 'en/index.html', 'extra/page.html']) {
      const time = Date.now() / 1000 - 45;
      fs.utimesSync(path.join(site, file), time, time);
    }
    write('en/news/berita-panjang/index.html'); // rewritten by the build
    const original = fs.readdirSync;
    const readdir = mock.method(fs, 'readdirSync', (...args: Parameters<typeof fs.readdirSync>) => original(...args));
    try {
      assert.deepEqual(writePagePolicies(site, {}, { stateFile, pagePaths, onRewritten }), { pages: 4, checked: 1 });
      assert.equal(readdir.mock.callCount(), 0, 'no folder of the site was read');
      assert.deepEqual(rewritten, ['en/news/berita-panjang/index.html'], 'only the page the build rewrote');
    } finally {
      readdir.mock.restore();
    }
    assert.match(fs.readFileSync(path.join(site, 'en/news/berita-panjang/index.html'), 'utf8'), /Content-Security-Policy/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('find the HTML a build copies from static/, which a later pass looks at with the pages', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'policies-'));
    const staticDir = path.join(dir, 'static');
    fs.mkdirSync(path.join(staticDir, 'promo', 'hari-kemerdekaan'), { recursive: true });
    for (const file of ['halaman.html', 'promo/hari-kemerdekaan/index.html', 'logo.svg'])
      fs.writeFileSync(path.join(staticDir, file), page);
    assert.deepEqual(htmlPathsIn(staticDir).sort(), ['/halaman.html', '/promo/hari-kemerdekaan/index.html']);
    assert.deepEqual(htmlPathsIn(path.join(dir, 'none')), []);
    // Copied into the site afresh at each build: a later pass reads it with the pages.
    const stateFile = path.join(dir, 'state.json');
    const site = path.join(dir, 'public');
    fs.cpSync(staticDir, site, { recursive: true });
    writePagePolicies(site, {}, { stateFile, pagePaths: htmlPathsIn(staticDir) });
    const state = JSON.parse(fs.readFileSync(stateFile, 'utf8'));
    fs.writeFileSync(stateFile, JSON.stringify({ ...state, endedAt: state.endedAt - 30_000 }));
    fs.cpSync(staticDir, site, { recursive: true });
    assert.deepEqual(writePagePolicies(site, {}, { stateFile, pagePaths: htmlPathsIn(staticDir) }), { pages: 2, checked: 2 });
    assert.match(fs.readFileSync(path.join(site, 'halaman.html'), 'utf8'), /Content-Security-Policy/);
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('find where Gatsby writes each page', () => {
    assert.equal(htmlFileOf('/'), 'index.html');
    assert.equal(htmlFileOf('/404.html'), '404.html');
    assert.equal(htmlFileOf('/en/news/archive/2026/10'), path.join('en', 'news', 'archive', '2026', '10', 'index.html'));
  });

  it('write headers for static hosts that keep preview pages out of caches and search engines', () => {
    const headers = staticHostHeaders({ adminOrigin: 'https://cms.example.co.id' });
    assert.match(headers, /\/\*\n(.*\n)* {2}Content-Security-Policy: frame-ancestors https:\/\/cms\.example\.co\.id/);
    assert.match(headers, /Strict-Transport-Security: max-age=31536000/);
    assert.match(headers, /\/en\/preview\n {2}Cache-Control: no-store\n {2}X-Robots-Tag: noindex, nofollow/);
    assert.match(headers, /\/static\/\*\n {2}Cache-Control: public, max-age=31536000, immutable/);
  });
});
