/**
 * @jest-environment node
 */
import type { CreateResolversArgs } from 'gatsby';
import { createResolvers, rememberNewsLists } from './news-resolvers';
import { newestOf, newsListOf, newsOrder } from './node-store';

/** Articles of both languages, some shown in English from the Indonesian version, one with no page. */
const nodes = [
  { id: 'a-id', language: 'id', contentLanguage: 'id', slug: 'kapal-baru', date: '2026-11-20', title: 'Kapal baru' },
  { id: 'a-en', language: 'en', contentLanguage: 'en', slug: 'kapal-baru', date: '2026-11-20', title: 'New ship' },
  { id: 'b-id', language: 'id', contentLanguage: 'id', slug: 'anjungan', date: '2026-11-25', title: 'Anjungan' },
  { id: 'b-en', language: 'en', contentLanguage: 'id', slug: 'anjungan', date: '2026-11-25', title: 'Anjungan' },
  { id: 'c-id', language: 'id', contentLanguage: 'id', slug: '..', date: '2026-11-26', title: 'Tanpa alamat' },
  { id: 'd-id', language: 'id', contentLanguage: 'id', slug: 'pelabuhan', date: '2026-11-20', title: 'Arsip' },
  { id: 'e-id', language: 'id', contentLanguage: 'id', slug: 'archive', date: '2026-11-27', title: 'Arsip' },
];

/** The articles in the site's news order, as createPages sorts them. */
const inOrder = [...nodes].sort(newsOrder);

describe("a language's news list", () => {
  it('holds its articles that have a page, newest first, then by title', () => {
    expect(newsListOf(inOrder, 'id').map(({ id }) => id)).toEqual(['b-id', 'd-id', 'a-id']);
    expect(newsListOf(inOrder, 'en')).toEqual([
      { id: 'b-en', contentLanguage: 'id' },
      { id: 'a-en', contentLanguage: 'en' },
    ]);
  });

  it('gives a list the first of them, or those written in the language (a feed)', () => {
    const en = newsListOf(inOrder, 'en');
    expect(newestOf(en, { language: 'en', limit: 1 }).map(({ id }) => id)).toEqual(['b-en']);
    expect(newestOf(en, { language: 'en', writtenInIt: true }).map(({ id }) => id)).toEqual(['a-en']);
    expect(newestOf(en, { language: 'en', limit: 0 })).toEqual([]);
    expect(newestOf(en, { language: 'en' })).toHaveLength(2);
  });
});

describe('newsNewestFirst', () => {
  /** The root field's resolver, and a node model over `nodes` that records what a query read and depends on. */
  function field() {
    let resolvers: Record<string, Record<string, { resolve: (...args: unknown[]) => Promise<unknown[]> }>> = {};
    void createResolvers!(
      { createResolvers: (value: typeof resolvers) => (resolvers = value) } as unknown as CreateResolversArgs,
      {} as never,
      () => undefined,
    );
    const read: string[] = [];
    const dependencies: unknown[] = [];
    const nodeModel = {
      findAll: async (_args: unknown, dependency: unknown) => {
        dependencies.push(dependency);
        read.push(...nodes.map(({ id }) => id));
        return { entries: nodes };
      },
      getNodeById: ({ id }: { id: string }, dependency: unknown) => {
        dependencies.push(dependency);
        read.push(id);
        return nodes.find((node) => node.id === id) ?? null;
      },
      trackPageDependencies: (_result: unknown, dependency: unknown) => dependencies.push(dependency),
    };
    const ask = async (args: Record<string, unknown>) =>
      ((await resolvers.Query.newsNewestFirst.resolve({}, args, { nodeModel })) as Array<{ id: string }>).map(({ id }) => id);
    return { ask, read, dependencies };
  }

  it("reads only the articles it lists from createPages's lists, and depends on the type, not each article", async () => {
    rememberNewsLists({ id: newsListOf(inOrder, 'id'), en: newsListOf(inOrder, 'en') });
    const { ask, read, dependencies } = field();
    expect(await ask({ language: 'id', limit: 2 })).toEqual(['b-id', 'd-id']);
    expect(read).toEqual(['b-id', 'd-id']);
    expect(dependencies).toEqual([{ connectionType: 'StrapiNews' }, { track: false }, { track: false }]);
    expect(await ask({ language: 'en', writtenInIt: true })).toEqual(['a-en']);
  });

  it('lists the same from every article where a query runs before createPages made the lists', async () => {
    rememberNewsLists({});
    const { ask, dependencies } = field();
    expect(await ask({ language: 'id' })).toEqual(['b-id', 'd-id', 'a-id']);
    expect(await ask({ language: 'en', limit: 1 })).toEqual(['b-en']);
    expect(dependencies).toEqual([{ connectionType: 'StrapiNews' }, { connectionType: 'StrapiNews' }]);
  });
});
