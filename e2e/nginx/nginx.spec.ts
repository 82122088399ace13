import { expect, test } from '../fixtures';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { adminRequest } from '../admin';
import { siteUrl } from '../urls';

/** What only nginx does (the visitor, page and preview specs run behind it in the same pass). */
test.describe('the site behind nginx', () => {
  test('answers an oversized request body to /api with 413 itself: the CMS never sees it', async () => {
    const count = async () =>
      (
        (await adminRequest('GET', '/content-manager/collection-types/api::contact-message.contact-message?pageSize=1')) as {
          pagination: { total: number };
        }
      ).pagination.total;
    const before = await count();
    const response = await fetch(`${siteUrl}/api/contact-messages`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.55.0.1' },
      body: JSON.stringify({ data: { name: 'Big', message: 'x'.repeat(100_000) } }),
    });
    expect(response.status).toBe(413);
    expect(response.headers.get('server')).toBe('nginx');
    expect(await count()).toBe(before);
  });

  test('sends the security and caching headers of deploy/headers.ts', async () => {
    const page = await fetch(`${siteUrl}/about`);
    expect(page.headers.get('cache-control')).toBe('public, max-age=0, must-revalidate');
    expect(page.headers.get('x-content-type-options')).toBe('nosniff');
    expect(page.headers.get('x-frame-options')).toBe('DENY');
    expect(page.headers.get('content-security-policy')).toMatch(/^frame-ancestors 'none';/);
    const html = await page.text();
    const script = /<script src="(\/app-[0-9a-f]+\.js)"/.exec(html)?.[1];
    const asset = await fetch(`${siteUrl}${script}`, { headers: { 'Accept-Encoding': 'gzip' } });
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('content-encoding')).toBe('gzip');
    const preview = await fetch(`${siteUrl}/en/preview`);
    expect(preview.headers.get('cache-control')).toBe('no-store');
    expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
  });

  test('answers unknown paths with the not-found page of their language', async () => {
    const english = await fetch(`${siteUrl}/en/missing-page`);
    expect(english.status).toBe(404);
    expect(await english.text()).toContain('Page not found!');
    const indonesian = await fetch(`${siteUrl}/halaman-hilang`);
    expect(indonesian.status).toBe(404);
    expect(await indonesian.text()).toContain('Halaman tidak ditemukan!');
  });

  test('npm run serve:nginx says in one line how to install nginx when it is missing', () => {
    const result = spawnSync(process.execPath, [path.join(__dirname, '..', '..', 'scripts', 'serve-nginx.ts')], {
      env: { ...process.env, NGINX: '/nonexistent/nginx', SITE_PORT: '9019' },
      encoding: 'utf8',
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim()).toBe('✖ nginx is not installed: apt-get install nginx (Debian), then run this again');
  });
});
