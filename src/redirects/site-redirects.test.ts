/**
 * @jest-environment node
 */
import path from 'node:path';
import { nodeTypeName } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { siteRedirects } from './site-redirects';
import type { NodesOfType } from '../gatsby-node/node-store';

/** A node store of the given nodes by type, as Gatsby's `getNodesByType` answers. */
const store =
  (nodes: Record<string, Array<Record<string, unknown>>>): NodesOfType =>
  (type) =>
    nodes[type] ?? [];

const article = (fields: Record<string, unknown>) => ({ language: 'id', title: 'Berita', formerSlugs: [], ...fields });

describe("the site's redirects, from Gatsby's node store", () => {
  it('sends the old addresses of renamed articles and people, and the redirects editors made, where they end', () => {
    const redirects = siteRedirects(
      store({
        StrapiNews: [
          article({ id: 'a', slug: 'pelabuhan-baru-diresmikan', date: '2026-11-20', formerSlugs: [{ slug: 'pelabuhan-baru' }] }),
          article({
            id: 'a-en',
            language: 'en',
            slug: 'new-port-opened',
            date: '2026-11-20',
            formerSlugs: [{ slug: 'pelabuhan-baru-diresmikan' }],
          }),
        ],
        StrapiManagement: [
          { id: 'm', language: 'id', slug: 'budi-santoso', company: 'mcsi', formerSlugs: [{ slug: 'budi', company: 'etsi' }] },
        ],
        StrapiRedirect: [
          { id: 'r1', from: '/karir-lama', to: '/career' },
          { id: 'r2', from: null, to: '/career' }, // half filled in: left out
        ],
        SitePage: [{ path: '/news/pelabuhan-baru-diresmikan' }, { path: '/en/news/new-port-opened' }, { path: '/career' }],
      }),
    );
    expect(redirects).toEqual([
      { from: '/en/news/pelabuhan-baru-diresmikan', to: '/en/news/new-port-opened' },
      { from: '/karir-lama', to: '/career' },
      { from: '/management-etsi/budi', to: '/management-mcsi/budi-santoso' },
      { from: '/news/pelabuhan-baru', to: '/news/pelabuhan-baru-diresmikan' },
    ]);
  });

  it('gives an address two articles once had to the newest of them, then by title, whatever order the store has', () => {
    const nodes = [
      article({ id: 'old', slug: 'laporan-tahunan-2024', date: '2025-01-10', formerSlugs: [{ slug: 'laporan-tahunan' }] }),
      article({
        id: 'b',
        slug: 'laporan-tahunan-2025-b',
        title: 'B',
        date: '2026-01-10',
        formerSlugs: [{ slug: 'laporan-tahunan' }],
      }),
      article({
        id: 'a',
        slug: 'laporan-tahunan-2025-a',
        title: 'A',
        date: '2026-01-10',
        formerSlugs: [{ slug: 'laporan-tahunan' }],
      }),
      article({ id: 'undated', slug: 'tanpa-tanggal', date: null, formerSlugs: [{ slug: 'laporan-tahunan' }] }),
    ];
    for (const order of [nodes, [...nodes].reverse(), [nodes[3], nodes[1], nodes[0], nodes[2]]]) {
      const redirects = siteRedirects(store({ StrapiNews: order }));
      expect(redirects.find((redirect) => redirect.from === '/news/laporan-tahunan')).toEqual({
        from: '/news/laporan-tahunan',
        to: '/news/laporan-tahunan-2025-a',
      });
    }
  });

  it('sends each page of the retired news list to the month of the first article it showed, newest first', () => {
    // 4 articles a month from the newest: with 6 a page (NEWS_PAGE_SIZE), the second page began in October.
    const months = ['2024-11', '2024-10', '2024-09'];
    const articles = months.flatMap((month, m) =>
      Array.from({ length: 4 }, (_, n) =>
        article({ id: `${m}-${n}`, slug: `berita-${m}-${n}`, date: `${month}-${String(20 - n).padStart(2, '0')}` }),
      ),
    );
    const shuffled = [...articles.filter((_, index) => index % 2 === 0), ...articles.filter((_, index) => index % 2 === 1)];
    const listMoves = (nodes: Array<Record<string, unknown>>) =>
      siteRedirects(store({ StrapiNews: nodes })).filter((redirect) => redirect.from.startsWith('/news/page/'));
    expect(listMoves(shuffled)).toEqual(listMoves(articles));
    expect(listMoves(articles)[0]).toEqual({ from: '/news/page/2', to: '/news/archive/2024/10' });
  });

  it('asks the store only for node types the content model has (a misspelt one would answer nothing, silently)', () => {
    const model = readContentModel(path.join(__dirname, '..', '..', 'cms'));
    const known = new Set(['SitePage', ...model.contentTypes.map((type) => nodeTypeName(type.singularName))]);
    const asked: string[] = [];
    siteRedirects((type) => {
      asked.push(type);
      return [];
    });
    expect(asked).toEqual(expect.arrayContaining(['StrapiNews', 'StrapiManagement', 'StrapiRedirect', 'SitePage']));
    expect(asked.filter((type) => !known.has(type))).toEqual([]);
  });
});
