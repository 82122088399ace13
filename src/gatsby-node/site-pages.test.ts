/**
 * @jest-environment node
 */
import path from 'node:path';
import { nodeTypeName } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { PAGE_ROUTES } from '../page-routes';
import { LANGUAGES } from '../i18n/languages';
import { previewContentModel } from '../preview/targets';
import { sitePages } from './site-pages';
import type { NodesOfType } from './node-store';

const model = readContentModel(path.join(__dirname, '..', '..', 'cms'));
const previewModel = previewContentModel(model);

/** A node store of the given nodes by type, as Gatsby's `getNodesByType` answers. */
const store =
  (nodes: Record<string, Array<Record<string, unknown>>>): NodesOfType =>
  (type) =>
    nodes[type] ?? [];

const slugOf = (words: number, seed: string) =>
  Array.from({ length: words }, (_, index) => ['pemeliharaan', 'anjungan', 'lepas', 'pantai', 'mahakam'][index % 5])
    .concat(seed)
    .join('-');

/** Articles over three months in both languages, a few Indonesian-only, slugs of 60-100 characters. */
const articles = ['2026-11', '2026-10', '2026-08'].flatMap((month, m) =>
  Array.from({ length: 8 }, (_, n) => {
    const date = `${month}-${String(28 - n * 3).padStart(2, '0')}`;
    const documentId = `doc-${m}-${n}`;
    const version = (language: string, title: string, slug: string) => ({
      id: `${documentId}-${language}`,
      documentId,
      language,
      date,
      title,
      slug,
    });
    const id = version('id', `Berita ${m} ${n}`, slugOf(10, `${m}${n}`));
    const en = version('en', `News ${m} ${n}`, slugOf(8, `en-${m}${n}`));
    return n % 4 === 3 ? [id] : [id, en];
  }).flat(),
);

const people = [
  { id: 'p1', documentId: 'p1', language: 'id', name: 'Hendra Wijaya', slug: 'hendra-wijaya', company: 'etsi' },
  { id: 'p1-en', documentId: 'p1', language: 'en', name: 'Hendra Wijaya', slug: 'hendra-wijaya', company: 'etsi' },
  { id: 'p2', documentId: 'p2', language: 'id', name: 'Sri Lestari', slug: 'sri-lestari', company: 'mcsi' },
  { id: 'p3', documentId: 'p3', language: 'id', name: 'Tanpa Alamat', slug: null, company: 'etsi' },
  // /management-etsi/.. is the home page: no page, no link from the chart.
  { id: 'p4', documentId: 'p4', language: 'id', name: 'Orang Lain', slug: '..', company: 'etsi' },
];
const charts = [
  {
    id: 'c1',
    documentId: 'c1',
    language: 'id',
    company: 'etsi',
    positions: [{ holder: ' Hendra Wijaya ' }, { holder: 'Orang Lain' }, null],
  },
];

describe("the site's pages, from Gatsby's node store", () => {
  const { pages, contentPages, warnings } = sitePages(
    store({ StrapiNews: articles, StrapiManagement: people, StrapiOrganizationChart: charts }),
    previewModel,
  );
  const byPath = new Map(pages.map((page) => [page.path, page]));

  it('makes every route in both languages, and no path twice', () => {
    expect(byPath.size).toBe(pages.length);
    for (const route of PAGE_ROUTES) {
      for (const language of LANGUAGES) {
        const pagePath = language === 'id' ? route.path : `/en${route.path === '/' ? '' : route.path}`;
        expect(byPath.get(pagePath)).toMatchObject({ template: route.template, context: { language, template: route.template } });
      }
    }
    expect(byPath.get('/preview')?.context.previewModel).toBe(previewModel);
  });

  it('gives each article its page in each language it has, and shows where each document is', () => {
    for (const article of articles) {
      const pagePath = `${article.language === 'en' ? '/en' : ''}/news/${article.slug}`;
      expect(byPath.get(pagePath)).toMatchObject({ template: 'news-article', context: { slug: article.slug } });
      expect(contentPages['api::news.news'][article.documentId][article.language]).toBe(pagePath);
    }
    expect(pages.filter((page) => page.template === 'news-article')).toHaveLength(articles.length);
  });

  it('lists the newest on /news and every other article on its month, newest first whatever the store order', () => {
    const shuffled = sitePages(
      store({ StrapiNews: [...articles].reverse(), StrapiManagement: people, StrapiOrganizationChart: charts }),
      previewModel,
    ).pages;
    expect(shuffled).toEqual(pages);
    const indonesian = articles.filter((article) => article.language === 'id');
    expect(byPath.get('/news')?.context.ids).toEqual(indonesian.slice(0, 6).map((article) => article.id));
    expect(byPath.get('/news/archive/2026/10')?.context).toMatchObject({
      ids: indonesian.filter((article) => article.date.startsWith('2026-10')).map((article) => article.id),
      month: '2026-10',
      newerMonth: '2026-11',
      olderMonth: '2026-08',
    });
    expect(byPath.get('/en/news/archive/2026/08')?.context).toMatchObject({ newerMonth: '2026-10', olderMonth: null });
  });

  it('gives an article without a usable slug no page, no place on a list, and a warning', () => {
    const broken = [
      { ...articles[0], id: 'empty', slug: '', date: '2026-12-01' },
      { ...articles[0], id: 'archive', slug: 'archive', date: '2026-12-02' },
      // /news/.. is the home page, /news/. the list, /news/index.html the list's own file.
      { ...articles[0], id: 'up', slug: '..', date: '2026-12-03' },
      { ...articles[0], id: 'here', slug: '.', date: '2026-12-04' },
      { ...articles[0], id: 'file', slug: 'index.html', date: '2026-12-05' },
    ];
    const result = sitePages(store({ StrapiNews: [...broken, ...articles] }), previewModel);
    expect(result.warnings).toEqual([
      'News article without a usable slug (index.html) gets no page',
      'News article without a usable slug (.) gets no page',
      'News article without a usable slug (..) gets no page',
      'News article without a usable slug (archive) gets no page',
      'News article without a usable slug (empty) gets no page',
    ]);
    const list = result.pages.find((page) => page.path === '/news')?.context.ids;
    for (const id of ['empty', 'archive', 'up', 'here', 'file']) expect(list).not.toContain(id);
    // The news lists (the home page's, the sitemap's, the feeds') hold what the archive holds, in its order.
    expect(result.newsLists.id.map(({ id }) => id).slice(0, (list as string[]).length)).toEqual(list);
    expect(result.newsLists.id).toHaveLength(articles.filter((article) => article.language === 'id').length);
    expect(result.pages.some((page) => page.path === '/news/archive')).toBe(false);
    expect(result.pages.filter((page) => page.path.includes('.'))).toEqual([]);
    // Each path is one page's: none made over another.
    expect(new Set(result.pages.map((page) => page.path)).size).toBe(result.pages.length);
    expect(warnings).toEqual([
      'Person of the management without a usable slug (empty) gets no page',
      'Person of the management without a usable slug (..) gets no page',
    ]);
  });

  it("gives each person with a slug a page under their company, and links a chart's holders to them", () => {
    expect(byPath.get('/management-etsi/hendra-wijaya')?.context).toMatchObject({ slug: 'hendra-wijaya', company: 'etsi' });
    expect(byPath.get('/en/management-etsi/hendra-wijaya')).toBeDefined();
    expect(byPath.get('/management-mcsi/sri-lestari')).toBeDefined();
    expect(contentPages['api::management.management'].p1).toEqual({
      id: '/management-etsi/hendra-wijaya',
      en: '/en/management-etsi/hendra-wijaya',
    });
    expect(byPath.get('/organization-etsi')?.context.holderSlugs).toEqual({ 'Hendra Wijaya': 'hendra-wijaya' });
    expect(byPath.get('/en/organization-etsi')?.context.holderSlugs).toEqual({});
    expect(contentPages['api::organization-chart.organization-chart'].c1).toEqual({ id: '/organization-etsi' });
    expect(contentPages['api::home.home']['*']).toEqual({ id: '/', en: '/en' });
  });

  it('asks the store only for node types the content model has (a misspelt one would answer nothing, silently)', () => {
    const known = new Set(model.contentTypes.map((type) => nodeTypeName(type.singularName)));
    const asked: string[] = [];
    sitePages((type) => {
      asked.push(type);
      return [];
    }, previewModel);
    expect(asked).toEqual(['StrapiNews', 'StrapiManagement', 'StrapiOrganizationChart']);
    expect(asked.filter((type) => !known.has(type))).toEqual([]);
  });
});
