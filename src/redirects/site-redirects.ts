import { finalRedirects, normaliseSitePath, type Redirect } from '@site/contracts/redirects';
import { newsOrder, textOf, type NodesOfType } from '../gatsby-node/node-store';
import { managementMoves, newsListMoves, newsMoves, type MovedNode } from './moves';
import { CONTENT_TYPES } from '@site/contracts/content-types';

/** A sourced article or person as the moves read it, from its node's plain fields. */
const moved = (node: Record<string, unknown>): MovedNode => ({
  slug: textOf(node.slug),
  date: textOf(node.date),
  formerSlugs: node.formerSlugs,
  language: String(node.language),
  company: textOf(node.company),
});

/**
 * The site's redirects: old addresses of renamed articles and people, and the redirects editors
 * made, each straight to where its moves end and never over a page this build made
 * (contracts/src/redirects.ts). Read from Gatsby's node store, not a GraphQL query: at 10,000
 * articles a language the query, which sorted them all, took over a second a build.
 */
export function siteRedirects(nodesOfType: NodesOfType): Redirect[] {
  const news = [...nodesOfType(CONTENT_TYPES.news.gatsbyType)].sort(newsOrder).map(moved);
  const management = nodesOfType(CONTENT_TYPES.management.gatsbyType).map(moved);
  const made = nodesOfType(CONTENT_TYPES.redirect.gatsbyType).flatMap((node) => {
    const from = textOf(node.from);
    const to = textOf(node.to);
    return from && to ? [{ from, to }] : [];
  });
  const pagePaths = new Set(nodesOfType('SitePage').map((page) => normaliseSitePath(String(page.path))));
  return finalRedirects([...newsMoves(news), ...newsListMoves(news), ...managementMoves(management), ...made], pagePaths);
}
