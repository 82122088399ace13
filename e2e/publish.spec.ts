import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { adminRequest, uploadImage } from './admin';
import { openHydrated } from './browser';
import type { Page } from 'playwright-core';
import { builds, finishedBuild, hookSettled, requestBuild } from './hook';
import { hookSecret, hookUrl, runDir, siteUrl } from './urls';
import { waitUntil } from './wait-for';
import { LANGUAGES } from '../src/i18n/languages';
import { localisedPath } from '../src/i18n/localised-path';
import { monthOf } from '../src/news-archive';
import { newsMonthPath } from '../src/routes';

/** The day the article the editors' loop publishes is dated: a month no seeded article has. */
const PUBLISHED_ON = '2026-11-20';

/** Every page of the news archive's months in the live release, both languages: path → its HTML, as served. */
function archivePages(): Map<string, string> {
  const pages = new Map<string, string>();
  for (const language of LANGUAGES) {
    const archive = path.join(runDir, 'current', localisedPath('/news/archive', language));
    if (!fs.existsSync(archive)) continue;
    for (const file of fs.readdirSync(archive, { recursive: true, encoding: 'utf8' })) {
      if (path.basename(file) === 'index.html')
        pages.set(path.join(archive, file), fs.readFileSync(path.join(archive, file), 'utf8'));
    }
  }
  return pages;
}

/** The links the site search lists for a word (the search page of the live release, in Chromium). */
async function searchLinks(page: Page, word: string): Promise<string[]> {
  await openHydrated(page, `${siteUrl}/search?q=${encodeURIComponent(word)}`);
  await page.waitForFunction(() => /“/.test(document.querySelector('[role=status]')?.textContent ?? ''));
  return page.$$eval('main ol h2 a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? ''));
}

test.describe("the editors' loop", () => {
  test('puts an article published in the CMS on the served site without a manual step, follows its image’s edits, and takes it off when unpublished', async ({
    page,
  }) => {
    test.setTimeout(600_000);
    const slug = `e2e-article-${Date.now()}`;
    const word = `zamrud${Date.now().toString(36)}`; // a word only this article has
    const cover = await uploadImage(slug, 'Foto sampul uji');
    const created = (await adminRequest('POST', '/content-manager/collection-types/api::news.news?locale=id', {
      title: 'Artikel dari uji ujung ke ujung',
      slug,
      date: PUBLISHED_ON,
      excerpt: 'Diterbitkan oleh editor, tampil tanpa langkah manual.',
      body: `Isi **artikel** baru tentang ${word}.`,
      cover,
    })) as { data: { documentId: string } };
    const documentPath = `/content-manager/collection-types/api::news.news/${created.data.documentId}`;
    expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(404);
    // The spec before may have asked for a build (a delete): built first, so
    // that this publish gets a build of its own, whose record names it.
    await hookSettled();
    const archiveBefore = archivePages();
    expect(archiveBefore.size).toBeGreaterThanOrEqual(4);

    await adminRequest('POST', `${documentPath}/actions/publish?locale=id`, {});
    const seconds = (await waitUntil(async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 200, 240_000)) / 1000;
    console.log(`[e2e] published article live after ${seconds.toFixed(1)} s`);
    // The build record says what was published and links its live page. It is done once the
    // search index followed the pages into the live release (the hook indexes after they are live).
    const building = (await builds()).find((build) => build.trigger.documentId === created.data.documentId);
    const record = await finishedBuild(building?.id ?? 0);
    expect(record).toMatchObject({ state: 'published', trigger: { kind: 'publish', model: 'api::news.news', locale: 'id' } });
    expect(record?.pageUrl).toBe(`${siteUrl}/news/${slug}`);
    expect(record?.pages).toBeGreaterThan(0);

    // The article is on its month's page; every other month's page is the same file, but the one
    // that now links the article's month as its neighbour (at most one a language).
    const archiveAfter = archivePages();
    const month = newsMonthPath(monthOf(PUBLISHED_ON) ?? '');
    expect(archiveAfter.get(path.join(runDir, 'current', month, 'index.html'))).toContain(`/news/${slug}"`);
    const changed = [...archiveBefore.keys()].filter((file) => archiveAfter.get(file) !== archiveBefore.get(file));
    expect(changed.filter((file) => !(archiveAfter.get(file) ?? '').includes(`${month}"`))).toEqual([]);
    expect(changed.length).toBeLessThanOrEqual(LANGUAGES.length);
    console.log(
      `[e2e] the publish left ${archiveBefore.size - changed.length} of ${archiveBefore.size} archive pages byte-identical`,
    );

    const html = await (await fetch(`${siteUrl}/news/${slug}`)).text();
    expect(html).toContain('Artikel dari uji ujung ke ujung');
    // The cover's pictures, as the build re-encoded them (never the upload itself): named after the
    // upload (Strapi writes the slug's hyphens as underscores), unlike the logo's and the footer's.
    const coverName = slug.replace(/-/g, '_');
    const pictures = [...new Set([...html.matchAll(/\/static\/[0-9a-f]{32}\/[^"'\s,)]+/g)].map(([picture]) => picture))].filter(
      (picture) => picture.includes(coverName),
    );
    expect(pictures.length).toBeGreaterThan(0);
    // The English page exists too, with the Indonesian content and the fallback notice.
    expect(await (await fetch(`${siteUrl}/en/news/${slug}`)).text()).toContain('This content is not yet available in English');
    expect(html).toContain('alt="Foto sampul uji"');
    // The release carries the search index of its pages: the article is found by a word of its body.
    expect(await searchLinks(page, word)).toEqual([`/news/${slug}`]);
    // One index per language in the release, not one more per build.
    const indexFiles = fs.readdirSync(path.join(runDir, 'current', 'pagefind'));
    expect(indexFiles.filter((file) => /^pagefind\.id_.*\.pf_meta$/.test(file))).toHaveLength(1);
    // The index changed where the article is, not throughout: most of its page fragments are the
    // previous release's files, shared (hard links), not copied again by every publish.
    const fragments = fs
      .readdirSync(path.join(runDir, 'current', 'pagefind', 'fragment'))
      .map((file) => fs.statSync(path.join(runDir, 'current', 'pagefind', 'fragment', file)));
    const shared = fragments.filter((file) => file.nlink > 1).length;
    console.log(`[e2e] the publish shared ${shared} of the search index's ${fragments.length} page fragments`);
    expect(shared).toBeGreaterThan(fragments.length / 2);

    // An alt text edited in the media library changes the page, though the article itself did not change.
    await adminRequest('PUT', `/upload/files/${cover}`, { fileInfo: { alternativeText: 'Foto sampul yang diperbarui' } });
    await waitUntil(
      async () => (await (await fetch(`${siteUrl}/news/${slug}`)).text()).includes('alt="Foto sampul yang diperbarui"'),
      240_000,
    );

    // Unpublished: both languages' pages are gone and the news list no longer links it.
    await adminRequest('POST', `${documentPath}/actions/unpublish?locale=id`, {});
    await waitUntil(async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 404, 240_000);
    await hookSettled(); // and the index with them
    expect((await fetch(`${siteUrl}/en/news/${slug}`)).status).toBe(404);
    expect(await (await fetch(`${siteUrl}/news`)).text()).not.toContain(`/news/${slug}`);
    expect(await searchLinks(page, word)).toEqual([]);

    // The article and its picture deleted: at the next publish the picture is gone from the site.
    await adminRequest('DELETE', `${documentPath}?locale=*`);
    await adminRequest('DELETE', `/upload/files/${cover}`);
    await finishedBuild(await requestBuild());
    for (const picture of pictures)
      expect({ picture, status: (await fetch(`${siteUrl}${picture}`)).status }).toEqual({ picture, status: 404 });
    expect(pictures.filter((picture) => fs.existsSync(path.join(runDir, 'current', picture)))).toEqual([]);
  });

  test('refuses build requests without the secret', async () => {
    expect((await fetch(hookUrl, { method: 'POST' })).status).toBe(401);
    expect((await fetch(hookUrl, { method: 'POST', headers: { Authorization: 'Bearer wrong' } })).status).toBe(401);
    expect(hookSecret).toBeTruthy();
  });
});
