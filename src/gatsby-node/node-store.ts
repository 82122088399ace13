/**
 * Gatsby's node store as the build's plain readers see it (`getNodesByType`): the sitemap and the
 * redirects read nodes' own fields from it rather than through a GraphQL query.
 */

/** The nodes of a type, as Gatsby's node store gives them. */
export type NodesOfType = (type: string) => ReadonlyArray<Record<string, unknown>>;

/** A node's field as text, or null when it holds none (missing, null, not a string). */
export const textOf = (value: unknown): string | null => (typeof value === 'string' ? value : null);
