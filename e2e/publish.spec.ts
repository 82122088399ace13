import { adminRequest } from './admin';
import { builds } from './hook';
import { hookSecret, hookUrl, siteUrl } from './urls';

const waitFor = async (check: () => Promise<boolean>, timeoutMs: number): Promise<number> => {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`not live after ${timeoutMs / 1000} s`);
};

describe("the editors' loop", () => {
  it('puts an article published in the CMS on the served site without a manual step', async () => {
    const slug = `e2e-article-${Date.now()}`;
    const created = (await adminRequest('POST', '/content-manager/collection-types/api::news.news?locale=id', {
      title: 'Artikel dari uji ujung ke ujung',
      slug,
      date: '2026-11-20',
      excerpt: 'Diterbitkan oleh editor, tampil tanpa langkah manual.',
      body: 'Isi **artikel** baru.',
    })) as { data: { documentId: string } };
    expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(404);

    await adminRequest(
      'POST',
      `/content-manager/collection-types/api::news.news/${created.data.documentId}/actions/publish?locale=id`,
      {},
    );
    const seconds = (await waitFor(async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 200, 240_000)) / 1000;
    console.log(`[e2e] published article live after ${seconds.toFixed(1)} s`);
    // The build record says what was published and links its live page.
    const record = (await builds()).find((build) => build.trigger.documentId === created.data.documentId);
    expect(record).toMatchObject({ state: 'published', trigger: { kind: 'publish', model: 'api::news.news', locale: 'id' } });
    expect(record?.pageUrl).toBe(`${siteUrl}/news/${slug}`);
    expect(record?.pages).toBeGreaterThan(0);

    const html = await (await fetch(`${siteUrl}/news/${slug}`)).text();
    expect(html).toContain('Artikel dari uji ujung ke ujung');
    // The English page exists too, with the Indonesian content and the fallback notice.
    expect(await (await fetch(`${siteUrl}/en/news/${slug}`)).text()).toContain('This content is not yet available in English');
  }, 300_000);

  it('refuses build requests without the secret', async () => {
    expect((await fetch(hookUrl, { method: 'POST' })).status).toBe(401);
    expect((await fetch(hookUrl, { method: 'POST', headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect(hookSecret).toBeTruthy();
  });
});
