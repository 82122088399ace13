import { expect, test } from './fixtures';
import jwt from 'jsonwebtoken';
import type { Browser, Page } from 'playwright-core';
import { adminRequest, previewUrl } from './admin';
import { signedInAdmin } from './admin-ui';
import { closeContexts, newPage } from './browser';
import { admin, cmsUrl, previewSecret, siteUrl } from './urls';

/**
 * Editors preview drafts in the site's own design: Strapi's "Open preview" URL renders the draft
 * with the public templates, for anyone holding that URL's credential and nobody else.
 */
const MARK = `PREVIEWDRAFT${Date.now()}`;
const slug = `pratinjau-${Date.now()}`;
let articleId = '';
let browser: Browser;

/** The preview page once it has shown a document or a message. */
async function openPreview(url: string): Promise<{ page: Page; errors: string[]; text: () => Promise<string> }> {
  const { page, errors } = await newPage(browser);
  await page.goto(url);
  await page.locator('main h1').first().waitFor();
  await page.waitForFunction(
    () => !document.body.innerText.includes('Memuat pratinjau') && !document.body.innerText.includes('Loading the preview'),
  );
  return { page, errors, text: () => page.locator('body').innerText() };
}

/** The e2e admin's user id: the links this spec signs itself are theirs, as the CMS's are. */
let issuer = 0;
const sign = (claims: object, options: jwt.SignOptions = {}) =>
  jwt.sign({ issuer, ...claims }, previewSecret, { audience: 'site-preview', expiresIn: 600, ...options });

test.beforeAll(async ({ browser: launched }) => {
  test.setTimeout(60_000);
  browser = launched;
  issuer = ((await adminRequest('GET', '/admin/users/me')) as { data: { id: number } }).data.id;
  const created = (await adminRequest('POST', '/content-manager/collection-types/api::news.news?locale=id', {
    title: `${MARK} judul draf`,
    slug,
    date: '2026-11-21',
    excerpt: `${MARK} ringkasan`,
    body: `${MARK} isi **draf** <script>window.injected = true</script>`,
  })) as { data: { documentId: string } };
  articleId = created.data.documentId;
  await adminRequest('PUT', '/content-manager/single-types/api::about.about?locale=en', { title: `${MARK} About draft` });
});

test.afterAll(async () => {
  await closeContexts(browser);
});

test.describe("editors' preview", () => {
  test('shows a never-published article from Strapi’s preview URL in the site design, with no admin session', async () => {
    const url = await previewUrl('api::news.news', { documentId: articleId, locale: 'id', status: 'draft' });
    expect(url.startsWith(`${siteUrl}/preview#token=`)).toBe(true);
    const { page, errors, text } = await openPreview(url);
    await expect(page.locator('main h1').textContent()).resolves.toBe(`${MARK} judul draf`);
    await expect(page.locator('footer').count()).resolves.toBe(1);
    expect(await text()).toContain('Pratinjau draf');
    // The draft's rich text went through the build's sanitiser.
    await expect(page.locator('main strong', { hasText: 'draf' }).count()).resolves.toBe(1);
    await expect(page.evaluate(() => (window as Window & { injected?: boolean }).injected)).resolves.toBeUndefined();
    await expect(page.locator('meta[name="robots"]').getAttribute('content')).resolves.toBe('noindex');
    expect(errors).toEqual([]);
    await page.close();
  });

  test('shows an English draft without a translation as the Indonesian draft, with the fallback notice', async () => {
    const url = await previewUrl('api::news.news', { documentId: articleId, locale: 'en', status: 'draft' });
    expect(url.startsWith(`${siteUrl}/en/preview#token=`)).toBe(true);
    const { page, text } = await openPreview(url);
    await expect(page.locator('main h1').textContent()).resolves.toBe(`${MARK} judul draf`);
    await expect(page.locator('article').getAttribute('lang')).resolves.toBe('id');
    expect(await text()).toContain('This content is not yet available in English');
    await page.close();
  });

  test('shows an unpublished edit of a single type in its language', async () => {
    const { page } = await openPreview(await previewUrl('api::about.about', { locale: 'en', status: 'draft' }));
    await expect(page.locator('main h1').textContent()).resolves.toBe(`${MARK} About draft`);
    await page.close();
  });

  test('shows a saved change on reload within 5 s, and at once when the admin says it saved', async () => {
    const { page } = await openPreview(
      await previewUrl('api::news.news', { documentId: articleId, locale: 'id', status: 'draft' }),
    );
    const save = (title: string) =>
      adminRequest('PUT', `/content-manager/collection-types/api::news.news/${articleId}?locale=id`, { title });

    await save(`${MARK} disimpan lagi`);
    const saved = Date.now();
    await page.reload();
    await page.locator('main h1', { hasText: `${MARK} disimpan lagi` }).waitFor({ timeout: 5000 });
    console.log(`[e2e] save → preview after reload: ${Date.now() - saved} ms`);

    await save(`${MARK} tanpa muat ulang`);
    const updated = Date.now();
    // What Strapi's preview page posts into its frame after every save.
    await page.evaluate(() => window.postMessage({ type: 'strapiUpdate' }, '*'));
    await page.locator('main h1', { hasText: `${MARK} tanpa muat ulang` }).waitFor({ timeout: 5000 });
    console.log(`[e2e] save → preview on strapiUpdate: ${Date.now() - updated} ms`);
    await page.getByRole('status').filter({ hasText: 'Pratinjau diperbarui' }).waitFor();
    await page.close();
  });

  test.describe('without a valid credential it shows a clear message and no draft', () => {
    const cases: Array<[string, () => Promise<string>, RegExp]> = [
      ['no credential', async () => `${siteUrl}/preview`, /tidak membawa kredensial/],
      [
        'an altered credential',
        async () => {
          const url = await previewUrl('api::news.news', { documentId: articleId, locale: 'id', status: 'draft' });
          const [head, payload, signature] = url.split('#token=')[1].split('.');
          const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
          const altered = Buffer.from(JSON.stringify({ ...claims, exp: Number(claims.exp) + 86_400 })).toString('base64url');
          return `${siteUrl}/preview#token=${head}.${altered}.${signature}`;
        },
        /tidak sah/,
      ],
      [
        'an expired credential',
        async () =>
          `${siteUrl}/preview#token=${sign({ uid: 'api::news.news', documentId: articleId, locale: 'id', status: 'draft' }, { expiresIn: -60 })}`,
        /kedaluwarsa/,
      ],
      [
        'a content type without a page',
        async () =>
          `${siteUrl}/preview#token=${sign({ uid: 'api::footer.footer', documentId: 'x', locale: 'id', status: 'draft' })}`,
        /tidak memiliki halaman sendiri/,
      ],
      [
        'a document that does not exist',
        async () =>
          `${siteUrl}/preview#token=${sign({ uid: 'api::news.news', documentId: 'no-such-doc', locale: 'id', status: 'draft' })}`,
        /tidak \(lagi\) ada/,
      ],
    ];

    for (const [name, url, message] of cases)
      test(name, async () => {
        const { page, errors, text } = await openPreview(await url());
        await expect(page.getByRole('alert').textContent()).resolves.toMatch(message);
        expect(await text()).not.toContain(MARK);
        expect(errors).toEqual([]);
        await page.close();
      });

    test('and the content API gives nothing for a credential of another document', async () => {
      const other = sign({ uid: 'api::news.news', documentId: 'another', locale: 'id', status: 'draft' });
      const response = await fetch(`${cmsUrl}/api/news-items/${articleId}?locale=id&status=draft`, {
        headers: { 'X-Preview-Token': other },
      });
      expect(await response.text()).not.toContain(MARK);
    });
  });

  test('is served noindex, never cached, framed by the CMS admin only, and kept out of the sitemap', async () => {
    const response = await fetch(`${siteUrl}/preview`);
    expect(response.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(response.headers.get('content-security-policy')).toMatch(new RegExp(`^frame-ancestors ${cmsUrl};`));
    expect((await fetch(`${siteUrl}/about`)).headers.get('content-security-policy')).toMatch(/^frame-ancestors 'none';/);
    expect(await (await fetch(`${siteUrl}/sitemap-0.xml`)).text()).not.toContain('preview');
  });

  test('appears in the Content Manager’s preview panel of a logged-in editor', async () => {
    test.setTimeout(90_000);
    const { page, errors } = await signedInAdmin(browser, admin, { width: 1400, height: 900 });
    await page.goto(
      `${cmsUrl}/admin/content-manager/collection-types/api::news.news/${articleId}/preview?plugins[i18n][locale]=id&status=draft`,
    );
    const frame = page.frameLocator('iframe[data-testid="preview-iframe"]');
    await frame.locator('main h1', { hasText: MARK }).waitFor({ timeout: 30_000 });
    expect(errors).toEqual([]);
    await page.close();
  });
});
