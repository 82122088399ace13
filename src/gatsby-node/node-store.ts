/**
 * Gatsby's node store as the build's plain readers see it (`getNodesByType`): the pages, the
 * sitemap and the redirects read nodes' own fields from it rather than through a GraphQL query.
 */

/** The nodes of a type, as Gatsby's node store gives them. */
export type NodesOfType = (type: string) => ReadonlyArray<Record<string, unknown>>;

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
