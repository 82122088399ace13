import type { CreatePagesArgs, Reporter } from 'gatsby';
import { finalRedirects, normaliseSitePath, type Redirect } from '@site/contracts/redirects';
import { managementMoves, newsListMoves, newsMoves, type MovedNode } from './moves';

interface RedirectsQuery {
  news: { nodes: MovedNode[] };
  management: { nodes: MovedNode[] };
  redirects: { nodes: Redirect[] };
  pages: { nodes: Array<{ path: string }> };
}

/**
 * The site's redirects: old addresses of renamed articles and people, and the redirects editors
 * made, each straight to where its moves end and never over a page this build made
 * (contracts/src/redirects.ts).
 */
export async function siteRedirects(graphql: CreatePagesArgs['graphql'], reporter: Reporter): Promise<Redirect[]> {
  const result = await graphql<RedirectsQuery>(`
    query SiteRedirects {
      news: allStrapiNews(sort: [{ date: DESC }, { title: ASC }]) {
        nodes {
          slug
          formerSlugs
          language
          date
        }
      }
      management: allStrapiManagement {
        nodes {
          slug
          formerSlugs
          language
          company
        }
      }
      redirects: allStrapiRedirect {
        nodes {
          from
          to
        }
      }
      pages: allSitePage {
        nodes {
          path
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the redirects', result.errors);
    return [];
  }
  const { news, management, redirects, pages } = result.data;
  const pagePaths = new Set(pages.nodes.map((page) => normaliseSitePath(page.path)));
  return finalRedirects(
    [...newsMoves(news.nodes), ...newsListMoves(news.nodes), ...managementMoves(management.nodes), ...redirects.nodes],
    pagePaths,
  );
}
