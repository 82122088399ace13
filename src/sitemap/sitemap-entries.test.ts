/**
 * @jest-environment node
 */
import path from 'node:path';
import { nodeTypeName } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { PAGE_ROUTES } from '../page-routes';
import type { NodesOfType } from '../gatsby-node/node-store';
import { lastModified, sitemapEntries, sitemapEntry, type ContentUpdate } from './sitemap-entries';
import { CONTENT_TYPES } from '@site/contracts/content-types';

const update = (fields: Partial<ContentUpdate> & { id: string; updatedAt: string; language: string }): ContentUpdate => fields;
const updates: Record<string, ContentUpdate[]> = {
  StrapiNews: [
    update({ id: 'n1-id', slug: 'satu', language: 'id', updatedAt: '2026-11-01T08:00:00.000Z' }),
    update({ id: 'n2-id', slug: 'dua', language: 'id', updatedAt: '2026-11-20T08:00:00.000Z' }),
    update({ id: 'n1-en', slug: 'satu', language: 'en', updatedAt: '2026-11-02T08:00:00.000Z' }),
  ],
  StrapiManagement: [
    update({ id: 'm1', slug: 'budi', company: 'etsi', language: 'id', updatedAt: '2026-10-01T00:00:00.000Z' }),
    update({ id: 'm2', slug: 'budi', company: 'mcsi', language: 'id', updatedAt: '2026-10-05T00:00:00.000Z' }),
  ],
  StrapiAbout: [update({ id: 'a', language: 'id', updatedAt: '2026-09-09T09:09:09.000Z' })],
  StrapiHome: [update({ id: 'h', language: 'id', updatedAt: '2026-08-01T00:00:00.000Z' })],
  StrapiClient: [update({ id: 'c', language: 'id', updatedAt: 'not a date' })],
};

describe('the XML sitemap', () => {
  it('dates a page by the last update of what it shows', () => {
    expect(lastModified({ template: 'news-article', language: 'id', slug: 'satu' }, updates)).toBe('2026-11-01T08:00:00.000Z');
    expect(lastModified({ template: 'news-article', language: 'en', slug: 'satu' }, updates)).toBe('2026-11-02T08:00:00.000Z');
    expect(lastModified({ template: 'news-list', language: 'id', ids: ['n1-id'] }, updates)).toBe('2026-11-01T08:00:00.000Z');
    expect(lastModified({ template: 'management-person', language: 'id', slug: 'budi', company: 'mcsi' }, updates)).toBe(
      '2026-10-05T00:00:00.000Z',
    );
    expect(lastModified({ template: 'management-list', language: 'id', company: 'etsi' }, updates)).toBe(
      '2026-10-01T00:00:00.000Z',
    );
    expect(lastModified({ template: 'rich-page', language: 'id', nodeType: 'StrapiAbout' }, updates)).toBe(
      '2026-09-09T09:09:09.000Z',
    );
    // The home page shows its own content and the latest news: the newest of them.
    expect(lastModified({ template: 'home', language: 'id', nodeType: 'StrapiHome' }, updates)).toBe('2026-11-20T08:00:00.000Z');
  });

  it('gives no date to a page that shows no dated document', () => {
    expect(lastModified({ template: 'clients', language: 'id' }, updates)).toBeUndefined(); // not a date
    expect(lastModified({ template: 'certificates', language: 'id' }, updates)).toBeUndefined(); // none
    expect(lastModified({ template: 'news-article', language: 'id', slug: 'tiga' }, updates)).toBeUndefined();
    expect(lastModified({}, updates)).toBeUndefined();
  });

  it('lists a page with its alternates in both languages and x-default, absolute', () => {
    const pagePaths = new Set(['/news/satu', '/en/news/satu']);
    const entry = sitemapEntry(
      {
        path: '/en/news/satu',
        pageContext: { template: 'news-article', language: 'en', slug: 'satu', i18n: { originalPath: '/news/satu' } },
      },
      { siteUrl: 'https://www.example.co.id', pagePaths, updates },
    );
    expect(entry).toEqual({
      url: 'https://www.example.co.id/en/news/satu',
      lastmod: '2026-11-02T08:00:00.000Z',
      links: [
        { lang: 'id', url: 'https://www.example.co.id/news/satu' },
        { lang: 'en', url: 'https://www.example.co.id/en/news/satu' },
        { lang: 'x-default', url: 'https://www.example.co.id/news/satu' },
      ],
    });
    expect(entry).not.toHaveProperty('changefreq');
    expect(entry).not.toHaveProperty('priority');
  });

  it('names no alternate that is not a page (a month of the news archive one language lacks)', () => {
    const path = '/news/archive/2026/03';
    const entry = sitemapEntry(
      { path, pageContext: { template: 'news-list', language: 'id', i18n: { originalPath: path } } },
      { siteUrl: 'https://x.test', pagePaths: new Set([path]), updates },
    );
    expect(entry).toEqual({ url: `https://x.test${path}`, links: [] });
  });

  it("reads every page and what it shows from Gatsby's node store, leaving out the excluded pages", () => {
    const nodes: Record<string, Array<Record<string, unknown>>> = {
      SitePage: [
        { path: '/', context: { template: 'home', language: 'id', nodeType: 'StrapiHome', i18n: { originalPath: '/' } } },
        { path: '/en', context: { template: 'home', language: 'en', nodeType: 'StrapiHome', i18n: { originalPath: '/' } } },
        {
          path: '/news/satu',
          context: { template: 'news-article', language: 'id', slug: 'satu', i18n: { originalPath: '/news/satu' } },
        },
        { path: '/404', context: { template: 'rich-page', language: 'id' } },
        { path: '/dev-404-page' }, // a page without a context
        {
          path: '/en/about',
          context: { template: 'rich-page', language: 'en', nodeType: 'StrapiAbout', i18n: { originalPath: '/about' } },
        },
      ],
      // As the store has them: every field of the document, some missing or null.
      StrapiHome: [{ id: 'h', language: 'id', updatedAt: '2026-08-01T00:00:00.000Z', title: 'Beranda', company: null }],
      StrapiNews: [
        { id: 'n1', slug: 'satu', language: 'id', updatedAt: '2026-11-01T08:00:00.000Z', body: 'Isi berita…' },
        { id: 'n2', slug: null, language: 'id', updatedAt: '2026-11-21T08:00:00.000Z' },
      ],
      StrapiAbout: [{ id: 'a-en', language: 'en', updatedAt: '2026-09-09T09:09:09.000Z' }],
    };
    const asked: string[] = [];
    const nodesOfType: NodesOfType = (type) => {
      asked.push(type);
      return nodes[type] ?? [];
    };
    const entries = sitemapEntries(nodesOfType, {
      siteUrl: 'https://x.test',
      excludes: ['/404', '/dev-404-page'],
      pageTypes: ['StrapiAbout'],
    });
    expect(entries).toEqual([
      {
        url: 'https://x.test/',
        lastmod: '2026-11-21T08:00:00.000Z', // the home page shows the newest news
        links: [
          { lang: 'id', url: 'https://x.test/' },
          { lang: 'en', url: 'https://x.test/en' },
          { lang: 'x-default', url: 'https://x.test/' },
        ],
      },
      {
        url: 'https://x.test/en',
        links: [
          { lang: 'id', url: 'https://x.test/' },
          { lang: 'en', url: 'https://x.test/en' },
          { lang: 'x-default', url: 'https://x.test/' },
        ],
      },
      { url: 'https://x.test/news/satu', lastmod: '2026-11-01T08:00:00.000Z', links: [] },
      { url: 'https://x.test/en/about', lastmod: '2026-09-09T09:09:09.000Z', links: [] },
    ]);
    expect(asked).toEqual(expect.arrayContaining(['SitePage', 'StrapiAbout', 'StrapiNews', 'StrapiManagement', 'StrapiHome']));
  });

  it('asks the store only for node types the content model has (a misspelt one would answer nothing, silently)', () => {
    const model = readContentModel(path.join(__dirname, '..', '..', 'cms'));
    const known = new Set(['SitePage', ...model.contentTypes.map((type) => nodeTypeName(type.singularName))]);
    const asked = new Set<string>();
    sitemapEntries(
      (type) => {
        asked.add(type);
        return [];
      },
      {
        siteUrl: 'https://x.test',
        excludes: [],
        pageTypes: PAGE_ROUTES.flatMap((route) => (route.cmsPage ? [CONTENT_TYPES[route.cmsPage].gatsbyType] : [])),
      },
    );
    expect(asked.size).toBeGreaterThan(10);
    expect([...asked].filter((type) => !known.has(type))).toEqual([]);
  });
});
