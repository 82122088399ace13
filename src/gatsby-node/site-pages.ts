/**
 * The site's pages: every route of the route table in both languages, the news archive's pages,
 * each article and each person in every language, the preview page; and which page shows which
 * CMS document. A plain function of Gatsby's node store (gatsby-node creates what it returns): at
 * 10,000 articles a language, the GraphQL query this replaced spent a second of every publish
 * building an index to sort the articles it then listed.
 */
import type { ContentModel } from 'gatsby-source-strapi-i18n/content-model';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import { PAGE_ROUTES, type TemplateName } from '../page-routes';
import { holderSlugs } from '../org-chart/holder-pages';
import {
  NEWS_LIST_PATH,
  NEWS_PAGE_SIZE,
  PREVIEW_PATH,
  isArticleSlug,
  isPersonSlug,
  managementPersonPath,
  newsArticlePath,
  newsMonthPath,
} from '../routes';
import { newsArchive } from '../news-archive';
import { newsListOf, newsOrder, textOf, type NewsListEntry, type NodesOfType } from './node-store';
import { CONTENT_TYPES } from '@site/contracts/content-types';

/** A page to create: its path, template and context (what gatsby-plugin-react-i18next and its query read). */
export interface SitePageSpec {
  path: string;
  template: TemplateName;
  context: Record<string, unknown>;
}

/**
 * Which page shows which CMS document, per language ('*' for a single type's one document):
 * written to CONTENT_PAGES_FILE when the build hook asks, so a build record links the live page
 * of what was published (publisher/src/content-pages.ts).
 */
export type ContentPages = Record<string, Record<string, Record<string, string>>>;

/** A page in one language with the context gatsby-plugin-react-i18next and the page query need. */
function localisedPage(
  neutralPath: string,
  template: TemplateName,
  language: Language,
  context: Record<string, unknown> = {},
): SitePageSpec {
  const path = localisedPath(neutralPath, language);
  return {
    path,
    template,
    context: {
      ...context,
      template,
      language,
      i18n: {
        language,
        languages: [...LANGUAGES],
        defaultLanguage: DEFAULT_LANGUAGE,
        generateDefaultLanguagePage: false,
        routed: language !== DEFAULT_LANGUAGE,
        originalPath: neutralPath,
        path,
      },
    },
  };
}

const ofLanguage = (language: Language) => (node: Record<string, unknown>) => node.language === language;

/**
 * The pages of a build from the nodes in Gatsby's store, with the documents each shows, and each
 * language's news list (what the lists that show articles from the newest read: news-resolvers.ts).
 * `warnings` name what gets no page: an article or a person whose slug cannot be an address (empty,
 * not of PAGE_SLUG's form — `..` would put the page over the home page —, or the archive's).
 */
export function sitePages(nodesOfType: NodesOfType, previewModel: ContentModel) {
  const pages: SitePageSpec[] = [];
  const contentPages: ContentPages = {};
  const warnings: string[] = [];
  const newsLists: Record<string, NewsListEntry[]> = {};
  const add = (page: SitePageSpec, shows: Array<{ uid: string; documentId: string }> = []) => {
    pages.push(page);
    const language = String(page.context.language);
    for (const { uid, documentId } of shows) ((contentPages[uid] ??= {})[documentId] ??= {})[language] = page.path;
  };
  // Newest first, as every list of the site shows them.
  const news = [...nodesOfType(CONTENT_TYPES.news.gatsbyType)].sort(newsOrder);
  const management = nodesOfType(CONTENT_TYPES.management.gatsbyType);
  const charts = nodesOfType(CONTENT_TYPES.organizationChart.gatsbyType);

  for (const language of LANGUAGES) {
    const inLanguage = ofLanguage(language);
    add(localisedPage(PREVIEW_PATH, 'preview', language, { previewModel }));

    for (const route of PAGE_ROUTES) {
      if (route.template === 'news-list') continue;
      const ofCompany = (node: Record<string, unknown>) => inLanguage(node) && node.company === route.company;
      const chartsShown = route.template === 'organization-chart' ? charts.filter(ofCompany) : [];
      const holders = chartsShown.flatMap((chart) =>
        (Array.isArray(chart.positions) ? chart.positions : []).map((position: unknown) =>
          position && typeof position === 'object' ? textOf((position as Record<string, unknown>).holder) : null,
        ),
      );
      const people = management
        .filter(ofCompany)
        .map((person) => ({ name: textOf(person.name), slug: textOf(person.slug) }))
        .filter((person) => isPersonSlug(person.slug));
      add(
        localisedPage(route.path, route.template, language, {
          ...(route.company ? { company: route.company } : {}),
          ...(route.cmsPage ? { nodeType: CONTENT_TYPES[route.cmsPage].gatsbyType, labelKey: route.labelKey } : {}),
          ...(route.template === 'organization-chart' ? { holderSlugs: holderSlugs(holders, people) } : {}),
        }),
        [
          ...(route.cmsPage ? [{ uid: CONTENT_TYPES[route.cmsPage].uid, documentId: '*' }] : []),
          ...chartsShown.map((chart) => ({
            uid: CONTENT_TYPES.organizationChart.uid,
            documentId: String(chart.documentId),
          })),
        ],
      );
    }

    newsLists[language] = newsListOf(news, language);
    const articles = news.filter(inLanguage).map((node) => ({
      id: String(node.id),
      documentId: String(node.documentId),
      slug: textOf(node.slug),
      date: textOf(node.date),
    }));
    // An article that gets no page (no usable slug) is on no list either: its card would lead nowhere.
    const archive = newsArchive(
      articles.filter(({ slug }) => isArticleSlug(slug)),
      NEWS_PAGE_SIZE,
    );
    add(localisedPage(NEWS_LIST_PATH, 'news-list', language, { ids: archive.newest, archive: archive.years }));
    for (const { month, ids, newer, older } of archive.months) {
      add(localisedPage(newsMonthPath(month), 'news-list', language, { ids, month, newerMonth: newer, olderMonth: older }));
    }
    for (const { slug, documentId } of articles) {
      if (!isArticleSlug(slug)) {
        warnings.push(`News article without a usable slug (${slug || 'empty'}) gets no page`);
        continue;
      }
      add(localisedPage(newsArticlePath(slug), 'news-article', language, { slug }), [
        { uid: CONTENT_TYPES.news.uid, documentId },
      ]);
    }

    for (const person of management.filter(inLanguage)) {
      const slug = textOf(person.slug);
      const company = person.company;
      if (company !== 'etsi' && company !== 'mcsi') continue;
      if (!isPersonSlug(slug)) {
        warnings.push(`Person of the management without a usable slug (${slug || 'empty'}) gets no page`);
        continue;
      }
      add(localisedPage(managementPersonPath(company, slug), 'management-person', language, { slug, company }), [
        { uid: CONTENT_TYPES.management.uid, documentId: String(person.documentId) },
      ]);
    }
  }
  return { pages, contentPages, warnings, newsLists };
}
