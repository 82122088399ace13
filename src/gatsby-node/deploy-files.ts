import path from 'node:path';
import type { CreatePagesArgs, GatsbyNode, Reporter } from 'gatsby';
import { finalRedirects, normaliseSitePath, type Redirect } from '@site/contracts/redirects';
import { LANGUAGES } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import { managementMoves, newsMoves, type MovedNode } from '../redirects/moves';
import { SEARCH_PATH } from '../routes';
import { buildEnvironment, siteUrl } from '../build-environment';

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
async function siteRedirects(graphql: CreatePagesArgs['graphql'], reporter: Reporter): Promise<Redirect[]> {
  const result = await graphql<RedirectsQuery>(`
    query SiteRedirects {
      news: allStrapiNews {
        nodes {
          slug
          formerSlugs
          language
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
  return finalRedirects([...newsMoves(news.nodes), ...managementMoves(management.nodes), ...redirects.nodes], pagePaths);
}

/**
 * After the build: robots.txt with the absolute sitemap URL (SITE_URL); each page's own
 * Content-Security-Policy with its inline scripts' hashes; `_headers` for static hosts; the
 * redirects for every server (deploy/redirects.ts).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const { writeFile } = await import('node:fs/promises');
  const { originOf } = await import('../../deploy/headers.ts');
  const { staticHostHeaders, writePagePolicies } = await import('../../deploy/page-policies.ts');
  const publicDir = path.resolve('public');
  const environment = buildEnvironment();
  await writeFile(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap-index.xml\n`);
  // After a publish only the pages this build wrote are read again (the record is in .cache).
  const { pages, checked } = writePagePolicies(
    publicDir,
    {
      cmsOrigin: originOf(environment.GATSBY_CMS_URL),
      mediaOrigin: originOf(environment.MEDIA_URL),
      recaptcha: Boolean(environment.GATSBY_RECAPTCHA_SITE_KEY),
      // Pagefind compiles its WebAssembly on the search pages only.
      wasmPages: LANGUAGES.map((language) => localisedPath(SEARCH_PATH, language)),
    },
    { stateFile: path.resolve('.cache', 'page-policies.json') },
  );
  const adminOrigin = originOf(environment.CMS_ADMIN_URL || environment.GATSBY_CMS_URL || environment.STRAPI_URL);
  await writeFile(path.join(publicDir, '_headers'), staticHostHeaders({ adminOrigin }));
  const { writeRedirects } = await import('../../deploy/redirects.ts');
  const redirects = await siteRedirects(graphql, reporter);
  writeRedirects(publicDir, redirects);
  reporter.info(
    `robots.txt, _headers, ${redirects.length} redirects and the content security policies of ${pages} pages written (${checked} read)`,
  );
};
