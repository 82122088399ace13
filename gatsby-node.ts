import path from 'node:path';
import type { Actions, CreatePagesArgs, GatsbyNode, Reporter } from 'gatsby';
import { finalRedirects, normaliseSitePath, type Redirect } from './cms/src/contracts/redirects';
import { nodeTypeName } from './plugins/gatsby-source-strapi-i18n/src/content-model';
import { readContentModel } from './plugins/gatsby-source-strapi-i18n/src/read-content-model';
import { previewContentModel } from './src/preview/targets';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from './src/i18n/languages';
import { PAGE_ROUTES, type TemplateName } from './src/page-routes';
import { paginate } from './src/pagination';
import { siteUrl } from './src/site';
import { localisedPath } from './src/i18n/localised-path';
import { SLIM_REQUESTS, slimModuleFor } from './src/bundle/slim-modules';
import { isDefinePlugin, rendererDefinitions } from './src/bundle/renderer-definitions';
import { managementMoves, newsMoves, type MovedNode } from './src/redirects/moves';
import { holderSlugs } from './src/org-chart/holder-pages';
import {
  NEWS_PAGE_SIZE,
  PREVIEW_PATH,
  RESERVED_NEWS_SLUGS,
  SEARCH_PATH,
  managementPersonPath,
  newsArticlePath,
  newsListPath,
  type Company,
} from './src/routes';

const template = (name: TemplateName): string => path.resolve(`src/templates/${name}.tsx`);

/** Creates a page in one language with the context gatsby-plugin-react-i18next and the page query need. */
function createLocalisedPage(
  createPage: Actions['createPage'],
  neutralPath: string,
  templateName: TemplateName,
  language: Language,
  context: Record<string, unknown> = {},
): string {
  const pagePath = localisedPath(neutralPath, language);
  createPage({
    path: pagePath,
    component: template(templateName),
    context: {
      ...context,
      template: templateName,
      language,
      i18n: {
        language,
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        routed: language !== DEFAULT_LANGUAGE,
        originalPath: neutralPath,
        path: pagePath,
      },
    },
  });
  return pagePath;
}

/**
 * Which page shows which CMS document, per language ('*' for a single type's one document):
 * written to CONTENT_PAGES_FILE when the build hook asks, so a build record links the live page
 * of what was published (scripts/lib/content-pages.mjs).
 */
type ContentPages = Record<string, Record<string, Record<string, string>>>;
const showsDocument = (pages: ContentPages, uid: string, documentId: string, language: Language, pagePath: string): void => {
  ((pages[uid] ??= {})[documentId] ??= {})[language] = pagePath;
};

interface DetailQuery {
  news: { nodes: Array<{ id: string; documentId: string; slug: string | null; language: string }> };
  management: {
    nodes: Array<{ documentId: string; name: string | null; slug: string | null; company: string | null; language: string }>;
  };
  charts: {
    nodes: Array<{
      documentId: string;
      company: string | null;
      language: string;
      positions: Array<{ holder: string | null } | null> | null;
    }>;
  };
}

/**
 * The pages of the last build keep their SitePage nodes: Gatsby would otherwise sweep them all as
 * stale right after sourcing and write them again in createPages (thousands of database writes
 * at every publish). A page createPages no longer makes is still removed: Gatsby deletes pages
 * that were not created again, and their nodes with them.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};

export const createPages: GatsbyNode['createPages'] = async ({ actions, graphql, reporter }) => {
  const { createPage } = actions;
  const result = await graphql<DetailQuery>(`
    query DetailPages {
      news: allStrapiNews(sort: [{ date: DESC }, { title: ASC }]) {
        nodes {
          id
          documentId
          slug
          language
        }
      }
      management: allStrapiManagement {
        nodes {
          documentId
          name
          slug
          company
          language
        }
      }
      charts: allStrapiOrganizationChart {
        nodes {
          documentId
          company
          language
          positions {
            holder
          }
        }
      }
    }
  `);
  if (result.errors || !result.data) {
    reporter.panicOnBuild('Could not query the CMS content to create pages', result.errors);
    return;
  }
  const { news, management, charts } = result.data;
  const contentPages: ContentPages = {};
  // The editors' preview page gets the content model of what it can preview (src/preview).
  const previewModel = previewContentModel(readContentModel(path.resolve('cms')));

  for (const language of LANGUAGES) {
    createLocalisedPage(createPage, PREVIEW_PATH, 'preview', language, { previewModel });

    for (const route of PAGE_ROUTES) {
      if (route.template === 'news-list') continue;
      const isChart = route.template === 'organization-chart';
      const ofCompany = <T extends { language: string; company: string | null }>(node: T) =>
        node.language === language && node.company === route.company;
      const chartsShown = isChart ? charts.nodes.filter(ofCompany) : [];
      const pagePath = createLocalisedPage(createPage, route.path, route.template, language, {
        ...(route.company ? { company: route.company } : {}),
        ...(route.cmsPage ? { nodeType: nodeTypeName(route.cmsPage), labelKey: route.labelKey } : {}),
        ...(isChart
          ? {
              holderSlugs: holderSlugs(
                chartsShown.flatMap((chart) => chart.positions ?? []).map((position) => position?.holder),
                management.nodes.filter(ofCompany),
              ),
            }
          : {}),
      });
      if (route.cmsPage) showsDocument(contentPages, `api::${route.cmsPage}.${route.cmsPage}`, '*', language, pagePath);
      for (const chart of chartsShown) {
        showsDocument(contentPages, 'api::organization-chart.organization-chart', chart.documentId, language, pagePath);
      }
    }

    const articles = news.nodes.filter((node) => node.language === language);
    const listPages = paginate(
      articles.map((article) => article.id),
      NEWS_PAGE_SIZE,
    );
    for (const { currentPage, pageCount, items } of listPages) {
      createLocalisedPage(createPage, newsListPath(currentPage), 'news-list', language, {
        ids: items,
        currentPage,
        pageCount,
      });
    }

    for (const { slug, documentId } of articles) {
      if (!slug || RESERVED_NEWS_SLUGS.has(slug)) {
        reporter.warn(`News article without a usable slug (${slug ?? 'empty'}) gets no page`);
        continue;
      }
      const pagePath = createLocalisedPage(createPage, newsArticlePath(slug), 'news-article', language, { slug });
      showsDocument(contentPages, 'api::news.news', documentId, language, pagePath);
    }

    for (const person of management.nodes.filter((node) => node.language === language)) {
      if (!person.slug || (person.company !== 'etsi' && person.company !== 'mcsi')) continue;
      const company: Company = person.company;
      const pagePath = createLocalisedPage(
        createPage,
        managementPersonPath(company, person.slug),
        'management-person',
        language,
        {
          slug: person.slug,
          company,
        },
      );
      showsDocument(contentPages, 'api::management.management', person.documentId, language, pagePath);
    }
  }

  if (process.env.CONTENT_PAGES_FILE) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(process.env.CONTENT_PAGES_FILE, JSON.stringify(contentPages));
  }
};

/**
 * The production browser bundle loads only what it uses of some plugins' dependencies; the HTML
 * renderer is compiled without the build's environment beyond what pages read (src/bundle).
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === 'build-html') {
    const config = getConfig() as { plugins?: unknown[] };
    for (const plugin of config.plugins ?? []) {
      if (isDefinePlugin(plugin)) plugin.definitions = rendererDefinitions(plugin.definitions);
    }
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== 'build-javascript') return;
  const bundleDir = path.resolve('src/bundle');
  actions.setWebpackConfig({
    plugins: [
      plugins.normalModuleReplacement(SLIM_REQUESTS, (resource: { request: string; context: string }) => {
        const replacement = slimModuleFor(resource.request, resource.context, bundleDir);
        if (replacement) resource.request = replacement;
      }),
    ],
  });
};

interface RedirectsQuery {
  news: { nodes: MovedNode[] };
  management: { nodes: MovedNode[] };
  redirects: { nodes: Redirect[] };
  pages: { nodes: Array<{ path: string }> };
}

/**
 * The site's redirects: old addresses of renamed articles and people, and the redirects editors
 * made, each straight to where its moves end and never over a page this build made
 * (cms/src/contracts/redirects.ts).
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
 * redirects for every server (deploy/redirects.mjs).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ graphql, reporter }) => {
  const { writeFile } = await import('node:fs/promises');
  const { originOf } = await import('./deploy/headers.mjs');
  const { staticHostHeaders, writePagePolicies } = await import('./deploy/page-policies.mjs');
  const publicDir = path.resolve('public');
  await writeFile(path.join(publicDir, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${siteUrl()}/sitemap-index.xml\n`);
  // After a publish only the pages this build wrote are read again (the record is in .cache).
  const { pages, checked } = writePagePolicies(
    publicDir,
    {
      cmsOrigin: originOf(process.env.GATSBY_CMS_URL),
      mediaOrigin: originOf(process.env.MEDIA_URL),
      recaptcha: Boolean(process.env.GATSBY_RECAPTCHA_SITE_KEY),
      // Pagefind compiles its WebAssembly on the search pages only.
      wasmPages: LANGUAGES.map((language) => localisedPath(SEARCH_PATH, language)),
    },
    { stateFile: path.resolve('.cache', 'page-policies.json') },
  );
  const adminOrigin = originOf(process.env.CMS_ADMIN_URL || process.env.GATSBY_CMS_URL || process.env.STRAPI_URL);
  await writeFile(path.join(publicDir, '_headers'), staticHostHeaders({ adminOrigin }));
  const { writeRedirects } = await import('./deploy/redirects.mjs');
  const redirects = await siteRedirects(graphql, reporter);
  writeRedirects(publicDir, redirects);
  reporter.info(
    `robots.txt, _headers, ${redirects.length} redirects and the content security policies of ${pages} pages written (${checked} read)`,
  );
};
