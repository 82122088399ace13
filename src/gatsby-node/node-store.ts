/**
 * Gatsby's node store as the build's plain readers see it (`getNodesByType`): the pages, the
 * sitemap and the redirects read nodes' own fields from it rather than through a GraphQL query.
 */
import { isArticleSlug } from '../routes';

/** The nodes of a type, as the build's plugins give them (plugins/build-store.ts). */
export type { NodesOfType } from '../../plugins/build-store';

/** A node's field as text, or null when it holds none (missing, null, not a string). */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);

const byText = (a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0);

/**
 * The order the site lists news articles in: newest first, then by title (undated last), then by
 * node id. The order of the archive's pages, of the former list pages, and of two articles that
 * once had the same address (the first one's redirect is kept).
 */
export const newsOrder = (a: Record<string, unknown>, b: Record<string, unknown>): number =>
  byText(textOf(b.date) ?? '', textOf(a.date) ?? '') ||
  byText(textOf(a.title) ?? '', textOf(b.title) ?? '') ||
  byText(String(a.id), String(b.id));

/** An article in a news list: its node, and the language it is written in. */
export interface NewsListEntry {
  id: string;
  contentLanguage: string | null;
}

/**
 * A language's news list: its articles that have a page (isArticleSlug), of `nodes` given in the
 * site's news order (newsOrder; createPages sorts them once for the archive too). What the home
 * page's latest news, the HTML sitemap and the feeds show, from the newest, as the archive's pages
 * show them.
 */
export function newsListOf(nodesInNewsOrder: Iterable<Record<string, unknown>>, language: string): NewsListEntry[] {
  const listed: NewsListEntry[] = [];
  for (const node of nodesInNewsOrder) {
    if (node.language === language && isArticleSlug(node.slug))
      listed.push({ id: String(node.id), contentLanguage: textOf(node.contentLanguage) });
  }
  return listed;
}

/** Which of a news list's articles a list shows. */
export interface NewestArticles {
  /** How many, from the newest; all when absent. */
  limit?: number | null;
  /** Only those written in `language`, not shown in it from the fallback (a feed's). */
  writtenInIt?: boolean | null;
  language: string;
}

/** The articles of a language's news list that a list shows: those written in it if asked, the first `limit`. */
export function newestOf(list: readonly NewsListEntry[], { limit, writtenInIt, language }: NewestArticles): NewsListEntry[] {
  const chosen = writtenInIt ? list.filter((entry) => entry.contentLanguage === language) : list;
  return limit == null ? [...chosen] : chosen.slice(0, Math.max(0, limit));
}
