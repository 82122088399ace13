import { expect, test } from './fixtures';
import type { Browser, Page } from 'playwright-core';
import { closeContexts, newPage, openHydrated } from './browser';
import { hookSettled } from './hook';
import { cmsUrl, siteUrl } from './urls';

/**
 * The site search in Chromium, on the index the build wrote: each language finds its own pages by
 * a word of an article's title and lists no page of the other; odd input gets a calm answer; the
 * search is one click (or Tab) away from every page. No console error, nothing the page's policy
 * blocked (Pagefind's WebAssembly is allowed on the search pages only).
 */
let browser: Browser;
test.beforeAll(async ({ browser: launched }) => {
  await hookSettled(); // the live index holds what the CMS holds
  browser = launched;
});
test.afterAll(async () => {
  await closeContexts(browser);
});

/** A word of an article's title in a language (the longest, so it is not a common one), and the article's slug. */
async function titleWord(locale: 'id' | 'en'): Promise<{ word: string; slug: string }> {
  const response = await fetch(`${cmsUrl}/api/news-items?locale=${locale}&sort=date:desc&pagination[pageSize]=1`);
  const [article] = ((await response.json()) as { data: Array<{ title: string; slug: string }> }).data;
  const word = article.title.split(/[^\p{L}\p{N}]+/u).sort((a, b) => b.length - a.length)[0];
  return { word, slug: article.slug };
}

/** Types into the search box and waits for the status line to settle; returns it and the results' links. */
async function searchFor(page: Page, typed: string): Promise<{ status: string; links: string[] }> {
  await page.fill('#search-terms', typed);
  await page.waitForFunction(
    () => !/^(Mencari|Searching)/.test(document.querySelector('[role=status]')?.textContent ?? 'Mencari'),
    null,
    { timeout: 15_000 },
  );
  return {
    status: (await page.textContent('[role=status]')) ?? '',
    links: await page.$$eval('main ol h2 a', (anchors) => anchors.map((anchor) => anchor.getAttribute('href') ?? '')),
  };
}

for (const [language, path, ofLanguage] of [
  ['en', '/en/search', (link: string) => link.startsWith('/en/') || link === '/en'],
  ['id', '/search', (link: string) => !link.startsWith('/en/') && link !== '/en'],
] as const)
  test.describe(`the ${language} search`, () => {
    test('finds an article by a word of its title and lists only pages of its language', async () => {
      const { word, slug } = await titleWord(language);
      const { page, errors } = await newPage(browser);
      await openHydrated(page, `${siteUrl}${path}`);
      const { status, links } = await searchFor(page, word);
      expect(status).toMatch(/^\d+ (results?|hasil)/);
      expect(links).toContain(`${language === 'en' ? '/en' : ''}/news/${slug}`);
      expect(links.filter((link) => !ofLanguage(link))).toEqual([]);
      // The words found are marked in the excerpt, and the article's result carries its date.
      expect(await page.$$eval('main ol mark', (marks) => marks.length)).toBeGreaterThan(0);
      const article = page.locator('main ol li', { has: page.locator(`a[href$="/news/${slug}"]`) });
      expect(await article.locator('time').getAttribute('datetime')).toMatch(/^\d{4}-\d{2}-\d{2}/);
      // The result leads to the article.
      await page.click(`main ol a[href$="/news/${slug}"]`);
      await page.waitForURL(`**/news/${slug}`);
      expect(errors).toEqual([]);
      await page.close();
    });
  });

test.describe('the search page', () => {
  test('answers nothing, one letter, markup and a pasted essay calmly, injecting nothing', async () => {
    const { page, errors } = await newPage(browser);
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs += 1;
      void dialog.dismiss();
    });
    await openHydrated(page, `${siteUrl}/en/search`);
    expect(await page.textContent('[role=status]')).toBe('Type the words you are looking for.');
    expect((await searchFor(page, 'k')).status).toBe('Type at least 2 letters.');
    expect((await searchFor(page, '   ')).status).toBe('Type the words you are looking for.');
    const markup = await searchFor(page, '<script>alert(1)</script><img src=x onerror=alert(2)>');
    // Searched as words (a page may hold one of them), shown as text.
    expect(markup.status).toMatch(/^(No results|\d+ results?) for “<script>alert\(1\)<\/script><img src=x onerror=alert\(2\)>”/);
    expect(await page.$$eval('main img[src="x"], main script', (found) => found.length)).toBe(0);
    const essay = await searchFor(page, 'perusahaan '.repeat(200));
    expect(essay.status).toMatch(/results? for|No results/);
    expect(dialogs).toBe(0);
    expect(errors).toEqual([]);
    await page.close();
  });

  test('opens with the results of ?q=, and is reached from every page by keyboard', async () => {
    const { word } = await titleWord('en');
    const { page, errors } = await newPage(browser);
    await openHydrated(page, `${siteUrl}/en/search?q=${encodeURIComponent(word)}`);
    await page.waitForSelector('main ol h2 a');
    expect(await page.inputValue('#search-terms')).toBe(word);
    // From a page with the navbar and from a detail page: a link named by its label.
    await openHydrated(page, `${siteUrl}/en/about`);
    const link = page.getByRole('link', { name: 'Search', exact: true });
    await link.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL('**/en/search');
    await openHydrated(page, `${siteUrl}/management-etsi/hendra-wijaya`);
    expect(await page.getByRole('link', { name: 'Cari', exact: true }).getAttribute('href')).toBe('/search');
    expect(errors).toEqual([]);
    await page.close();
  });
});
