import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { cacheControl, contentSecurityPolicy, originOf, responseHeaders } from './headers.ts';

describe('response headers', () => {
  it('cache hashed assets forever and revalidate HTML and page data', () => {
    assert.equal(cacheControl('/app-0123456789abcdef0123.js'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControl('/static/abc/image.avif'), 'public, max-age=31536000, immutable');
    assert.equal(cacheControl('/about'), 'public, max-age=0, must-revalidate');
    assert.equal(cacheControl('/page-data/about/page-data.json'), 'public, max-age=0, must-revalidate');
  });

  it('never let a CDN or browser keep a preview page, nor a search engine index it', () => {
    for (const path of [
      '/preview',
      '/en/preview',
      '/preview/',
      '/page-data/preview/page-data.json',
      '/page-data/en/preview/page-data.json',
    ]) {
      const headers = responseHeaders(path, { adminOrigin: 'https://cms.example.co.id' });
      assert.equal(headers['Cache-Control'], 'no-store', path);
      assert.equal(headers['X-Robots-Tag'], 'noindex, nofollow', path);
    }
    assert.equal(responseHeaders('/previews-of-2026')['X-Robots-Tag'], undefined);
  });

  it('let only the CMS admin frame preview pages, and nobody frame the others', () => {
    const options = { adminOrigin: 'https://cms.example.co.id' };
    assert.equal(
      responseHeaders('/en/preview', options)['Content-Security-Policy'],
      "frame-ancestors https://cms.example.co.id; object-src 'none'; base-uri 'self'",
    );
    assert.equal(responseHeaders('/en/preview', options)['X-Frame-Options'], undefined);
    assert.equal(
      responseHeaders('/about', options)['Content-Security-Policy'],
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
    assert.equal(responseHeaders('/about', options)['X-Frame-Options'], 'DENY');
    assert.equal(
      responseHeaders('/preview')['Content-Security-Policy'],
      "frame-ancestors 'none'; object-src 'none'; base-uri 'self'",
    );
  });

  it('send HSTS only where the site is served over HTTPS', () => {
    assert.equal(responseHeaders('/')['Strict-Transport-Security'], undefined);
    assert.equal(responseHeaders('/', { https: true })['Strict-Transport-Security'], 'max-age=31536000; includeSubDomains');
  });

  it('send nosniff and a referrer policy everywhere', () => {
    const headers = responseHeaders('/');
    assert.equal(headers['X-Content-Type-Options'], 'nosniff');
    assert.equal(headers['Referrer-Policy'], 'strict-origin-when-cross-origin');
  });

  it('reduce a URL to its origin', () => {
    assert.equal(originOf('http://127.0.0.1:1337/admin'), 'http://127.0.0.1:1337');
    assert.equal(originOf(''), null);
    assert.equal(originOf('not a url'), null);
  });
});

describe("a page's security policy", () => {
  const directive = (policy: string, name: string) => new RegExp(`(?:^|; )${name} ([^;]+)`).exec(policy)?.[1].split(' ');

  it('allows pictures from the CMS when media live there, and from the bucket alone when they live in one', () => {
    const cmsOrigin = 'https://cms.example.co.id';
    const mediaOrigin = 'https://media.example.co.id';
    assert.deepEqual(directive(contentSecurityPolicy({ scriptHashes: [], cmsOrigin }), 'img-src'), [
      "'self'",
      'data:',
      'blob:',
      cmsOrigin,
    ]);
    assert.deepEqual(directive(contentSecurityPolicy({ scriptHashes: [], cmsOrigin, mediaOrigin }), 'img-src'), [
      "'self'",
      'data:',
      'blob:',
      mediaOrigin,
    ]);
    // The preview still calls the CMS.
    assert.deepEqual(directive(contentSecurityPolicy({ scriptHashes: [], cmsOrigin, mediaOrigin }), 'connect-src'), [
      "'self'",
      cmsOrigin,
    ]);
  });
});
