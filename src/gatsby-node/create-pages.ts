/**
 * The site's pages: every route of the route table in both languages, the news list's pages, each
 * article and each person in every language, the preview page; and, when the build hook asks
 * (CONTENT_PAGES_FILE), which page shows which CMS document.
 */
import path from 'node:path';
import type { Actions, GatsbyNode } from 'gatsby';
import { nodeTypeName } from 'gatsby-source-strapi-i18n/content-model';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { previewContentModel } from '../preview/targets';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { PAGE_ROUTES, type TemplateName } from '../page-routes';
import { localisedPath } from '../i18n/localised-path';
import { holderSlugs } from '../org-chart/holder-pages';
import {
  NEWS_LIST_PATH,
  NEWS_PAGE_SIZE,
  PREVIEW_PATH,
  managementPersonPath,
  newsArticlePath,
  newsMonthPath,
  type Company,
} from '../routes';
import { buildEnvironment } from '../build-environment';
import { newsArchive } from '../news-archive';
import { RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';

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
 * of what was published (scripts/lib/content-pages.ts).
 */
type ContentPages = Record<string, Record<string, Record<string, string>>>;
const showsDocument = (pages: ContentPages, uid: string, documentId: string, language: Language, pagePath: string): void => {
  ((pages[uid] ??= {})[documentId] ??= {})[language] = pagePath;
};

interface DetailQuery {
  news: { nodes: Array<{ id: string; documentId: string; slug: string | null; language: string; date: string | null }> };
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
          date
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
    // An article that gets no page (no usable slug, below) is on no list either: its card would lead nowhere.
    const archive = newsArchive(
      articles.filter(({ slug }) => slug && !RESERVED_NEWS_SLUGS.has(slug)),
      NEWS_PAGE_SIZE,
    );
    createLocalisedPage(createPage, NEWS_LIST_PATH, 'news-list', language, { ids: archive.newest, archive: archive.years });
    for (const { month, ids, newer, older } of archive.months) {
      createLocalisedPage(createPage, newsMonthPath(month), 'news-list', language, {
        ids,
        month,
        newerMonth: newer,
        olderMonth: older,
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

  const { CONTENT_PAGES_FILE } = buildEnvironment();
  if (CONTENT_PAGES_FILE) {
    const { writeFile } = await import('node:fs/promises');
    await writeFile(CONTENT_PAGES_FILE, JSON.stringify(contentPages));
  }
};
