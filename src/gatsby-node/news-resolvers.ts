/**
 * `newsNewestFirst(language, limit, writtenInIt)`: a language's articles that have a page, in the
 * site's news order (node-store.ts), for what lists them from the newest: the home page's latest
 * news, the HTML sitemap and the feeds (gatsby-config.ts). The `allStrapiNews(filter, sort)`
 * queries it replaced each built an index over every article of both languages, and read them
 * all, whenever they ran again: 0.9 s of every publish at 10,000 articles a language. The lists
 * are the ones createPages made the archive from (rememberNewsLists): a list reads only the
 * articles it shows. A page that asks for it depends on every article, as it did.
 */
import type { GatsbyNode } from 'gatsby';
import { newestOf, newsListOf, newsOrder, type NewestArticles, type NewsListEntry } from './node-store';
import { CONTENT_TYPES } from '@site/contracts/content-types';

const NEWS_TYPE = CONTENT_TYPES.news.gatsbyType;

/** What the resolver needs of Gatsby's node model. */
interface NodeModel {
  findAll(
    args: { type: string },
    pageDependencies?: { connectionType?: string },
  ): Promise<{ entries: Iterable<Record<string, unknown>> }>;
  getNodeById(args: { id: string; type: string }, pageDependencies?: { track?: boolean }): unknown;
  trackPageDependencies(result: unknown[], pageDependencies: { connectionType: string }): unknown;
}

/** Each language's news list, as this build's createPages made them. */
let newsLists: Readonly<Record<string, readonly NewsListEntry[]>> | null = null;

/** Keeps each language's news list, made by createPages, for the queries that run after it. */
export function rememberNewsLists(lists: Readonly<Record<string, readonly NewsListEntry[]>>): void {
  newsLists = lists;
}

/** The articles a list shows: from createPages's lists, or (where a query runs without them) from every article. */
async function newestArticles(args: NewestArticles, nodeModel: NodeModel): Promise<unknown[]> {
  const remembered = newsLists?.[args.language];
  if (!remembered) {
    const { entries } = await nodeModel.findAll({ type: NEWS_TYPE }, { connectionType: NEWS_TYPE });
    const inOrder = [...entries].sort(newsOrder);
    const byId = new Map(inOrder.map((node) => [String(node.id), node]));
    return newestOf(newsListOf(inOrder, args.language), args).map(({ id }) => byId.get(id));
  }
  // One dependency on the type, not one per article: an article added, edited or removed runs the query again.
  nodeModel.trackPageDependencies([], { connectionType: NEWS_TYPE });
  return newestOf(remembered, args)
    .map(({ id }) => nodeModel.getNodeById({ id, type: NEWS_TYPE }, { track: false }))
    .filter((node) => node != null);
}

export const createResolvers: GatsbyNode['createResolvers'] = ({ createResolvers }) => {
  createResolvers({
    Query: {
      newsNewestFirst: {
        type: `[${NEWS_TYPE}!]!`,
        args: { language: 'String!', limit: 'Int', writtenInIt: 'Boolean' },
        resolve: (_source: unknown, args: NewestArticles, context: { nodeModel: NodeModel }) =>
          newestArticles(args, context.nodeModel),
      },
    },
  });
};
