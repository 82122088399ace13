import { expect, test } from './fixtures';
import fs from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { closeContexts } from './browser';
import { hookSettled } from './hook';
import { buildTokenFile, cmsUrl, siteUrl } from './urls';

/**
 * What search engines and feed readers get: the XML sitemap with every page's language alternates
 * and the last update of its content, and a news feed per language (valid RSS 2.0, read by
 * Chromium's XML parser) announced in the head of that language's pages and linked from its news list.
 */
const SITE = 'https://www.example.co.id';

let browser: Browser;
let page: Page;
test.beforeAll(async ({ browser: launched }) => {
  await hookSettled(); // the live site shows what the CMS holds
  browser = launched;
  page = await browser.newPage();
});
test.afterAll(async () => {
  await closeContexts(browser);
});

interface Article {
  title: string;
  slug: string;
  updatedAt: string;
}
/** The CMS's published articles in a language, as the build sees them. */
async function articles(locale: 'id' | 'en'): Promise<Article[]> {
  const token = fs.readFileSync(buildTokenFile, 'utf8').trim();
  const response = await fetch(
    `${cmsUrl}/api/news-items?locale=${locale}&pagination[pageSize]=100&sort[0]=date:desc&sort[1]=title:asc`,
    {
      headers: { Authorization: `Bearer ${token}` },
    },
  );
  return ((await response.json()) as { data: Article[] }).data;
}

/** Parses XML as Chromium does; fails on a document that is not well-formed. */
async function parseXml<T>(xml: string, read: string): Promise<T> {
  return page.evaluate(
    ({ xml, read }) => {
      const document = new DOMParser().parseFromString(xml, 'application/xml');
      const error = document.querySelector('parsererror');
      if (error) throw new Error(`not well-formed XML: ${error.textContent}`);
      return new Function('document', read)(document);
    },
    { xml, read },
  ) as Promise<T>;
}

interface SitemapUrl {
  loc: string;
  lastmod: string | null;
  links: Record<string, string>;
  other: string[];
}

test.describe('the XML sitemap', () => {
  test('lists each page with its alternates (id, en, x-default) and the last update of its content, nothing else', async () => {
    const response = await fetch(`${siteUrl}/sitemap-0.xml`);
    expect(response.status).toBe(200);
    const urls = await parseXml<SitemapUrl[]>(
      await response.text(),
      `return [...document.getElementsByTagName('url')].map((url) => ({
        loc: url.getElementsByTagName('loc')[0].textContent,
        lastmod: url.getElementsByTagName('lastmod')[0]?.textContent ?? null,
        links: Object.fromEntries([...url.getElementsByTagNameNS('http://www.w3.org/1999/xhtml', 'link')]
          .map((link) => [link.getAttribute('hreflang'), link.getAttribute('href')])),
        other: [...url.children].map((child) => child.localName).filter((name) => !['loc', 'lastmod', 'link'].includes(name)),
      }));`,
    );
    const byLoc = new Map(urls.map((url) => [url.loc, url]));
    expect(byLoc.get(`${SITE}/en/about`)?.links).toEqual({
      id: `${SITE}/about`,
      en: `${SITE}/en/about`,
      'x-default': `${SITE}/about`,
    });
    expect(urls.flatMap((url) => url.other)).toEqual([]); // no changefreq, no priority

    const [indonesian, english] = await Promise.all([articles('id'), articles('en')]);
    for (const article of indonesian) {
      expect(byLoc.get(`${SITE}/news/${article.slug}`)?.lastmod).toBe(new Date(article.updatedAt).toISOString());
      expect(byLoc.get(`${SITE}/news/${article.slug}`)?.links.en).toBe(`${SITE}/en/news/${article.slug}`);
    }
    for (const article of english) {
      expect(byLoc.get(`${SITE}/en/news/${article.slug}`)?.lastmod).toBe(new Date(article.updatedAt).toISOString());
    }
    // Every page the sitemap names as an alternate is one of its pages.
    const alternates = urls.flatMap((url) => Object.values(url.links));
    expect(alternates.filter((href) => !byLoc.has(href))).toEqual([]);
  });
});

interface Feed {
  version: string | null;
  channel: Record<string, string | null>;
  items: Array<{
    title: string | null;
    link: string | null;
    guid: string | null;
    pubDate: string | null;
    description: string | null;
  }>;
}

for (const [language, feedPath, newsPath, languageTag] of [
  ['id', '/rss.xml', '/news', 'id-ID'],
  ['en', '/en/rss.xml', '/en/news', 'en-US'],
] as const)
  test.describe(`the ${language} news feed`, () => {
    test(`is valid RSS 2.0 with the latest articles written in that language, linked to their ${language} pages`, async () => {
      const response = await fetch(`${siteUrl}${feedPath}`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/xml/);
      const feed = await parseXml<Feed>(
        await response.text(),
        `const text = (parent, name) => parent.getElementsByTagName(name)[0]?.textContent ?? null;
      const channel = document.documentElement.getElementsByTagName('channel')[0];
      return {
        version: document.documentElement.localName === 'rss' ? document.documentElement.getAttribute('version') : null,
        channel: { title: text(channel, 'title'), link: text(channel, 'link'), description: text(channel, 'description'), language: text(channel, 'language') },
        items: [...channel.getElementsByTagName('item')].map((item) => ({
          title: text(item, 'title'), link: text(item, 'link'), guid: text(item, 'guid'), pubDate: text(item, 'pubDate'), description: text(item, 'description'),
        })),
      };`,
      );
      expect(feed.version).toBe('2.0');
      expect(feed.channel).toEqual({
        title: expect.stringContaining('Mercusuar Group'),
        link: `${SITE}${newsPath}`,
        description: expect.any(String),
        language: languageTag,
      });
      expect(feed.items.length).toBeGreaterThanOrEqual(3);
      const written = await articles(language);
      const titles = new Set(written.map((article) => article.title));
      for (const item of feed.items) {
        expect(titles.has(item.title ?? '')).toBe(true);
        expect(item.link).toMatch(new RegExp(`^${SITE}${language === 'en' ? '/en' : ''}/news/[^/]+$`));
        expect(item.guid).toBe(item.link);
        expect(Number.isNaN(Date.parse(item.pubDate ?? ''))).toBe(false);
      }
      // The newest first, as on the news list.
      expect(feed.items[0].title).toBe(written[0].title);
    });

    test('is announced in the head of that language’s pages and linked from its news list', async () => {
      const html = await (await fetch(`${siteUrl}${newsPath}`)).text();
      const announced = [...html.matchAll(/<link rel="alternate" type="application\/rss\+xml"[^>]*href="([^"]+)"/g)].map(
        (match) => match[1],
      );
      expect(announced).toEqual([feedPath]);
      expect(html).toMatch(new RegExp(`<a href="${feedPath.replace(/\//g, '\\/')}" type="application/rss\\+xml">`));
    });
  });
