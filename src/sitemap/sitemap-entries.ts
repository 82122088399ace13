import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import type { TemplateName } from '../page-routes';

/**
 * The XML sitemap's entries (gatsby-plugin-sitemap): each page with its language alternates (id,
 * en, x-default: the Indonesian page) and `lastmod`, the last update of the content it shows. No
 * `changefreq`/`priority`: search engines ignore them.
 */

/** The CMS node types (GraphQL) whose documents a template shows, besides the footer every page has. */
export const TEMPLATE_SOURCES: Readonly<Record<TemplateName, readonly string[]>> = {
  home: ['StrapiHome', 'StrapiNews', 'StrapiBusinessUnit', 'StrapiClient'],
  'rich-page': [], // and, for every page of a CMS single type, that type (its context's nodeType)
  certificates: ['StrapiCertificate'],
  'business-units': ['StrapiBusinessUnit'],
  career: ['StrapiCareerPage', 'StrapiJobOpening'],
  clients: ['StrapiClient'],
  'company-values': ['StrapiCompanyValue'],
  contact: ['StrapiContactPage'],
  'management-list': ['StrapiManagement'],
  'management-person': ['StrapiManagement'],
  milestones: ['StrapiMilestone'],
  'news-list': ['StrapiNews'],
  'news-article': ['StrapiNews'],
  'organization-chart': ['StrapiOrganizationChart'],
  sitemap: ['StrapiNews', 'StrapiManagement'],
  search: [],
  preview: [],
};

/** A sourced document in one language, as the sitemap's query selects it. */
export interface ContentUpdate {
  readonly id: string;
  readonly updatedAt: string | null;
  readonly language: string;
  readonly company?: string | null;
  readonly slug?: string | null;
}

/** What gatsby-node put in a page's context that says what it shows (src/i18n/page-context.ts). */
export interface SitemapPageContext {
  readonly template?: TemplateName;
  readonly language?: string;
  readonly nodeType?: string;
  readonly company?: string;
  readonly slug?: string;
  readonly ids?: readonly string[];
  readonly i18n?: { readonly originalPath?: string };
}

export interface SitemapPage {
  readonly path: string;
  readonly pageContext: SitemapPageContext | null;
}

/** The documents a page shows, given every sourced document by node type. */
function documentsShown(
  context: SitemapPageContext,
  updates: Readonly<Record<string, readonly ContentUpdate[]>>,
): ContentUpdate[] {
  const { template, language } = context;
  if (!template) return [];
  const types = [...TEMPLATE_SOURCES[template], ...(context.nodeType ? [context.nodeType] : [])];
  const inLanguage = types.flatMap((type) => updates[type] ?? []).filter((update) => update.language === language);
  switch (template) {
    case 'news-article':
      return inLanguage.filter((update) => update.slug === context.slug);
    case 'management-person':
      return inLanguage.filter((update) => update.slug === context.slug && update.company === context.company);
    case 'management-list':
    case 'organization-chart':
      return inLanguage.filter((update) => update.company === context.company);
    case 'news-list':
      return inLanguage.filter((update) => context.ids?.includes(update.id));
    default:
      return inLanguage;
  }
}

/** The last update of what a page shows (an ISO date-time), or undefined when it shows no CMS document. */
export function lastModified(
  context: SitemapPageContext,
  updates: Readonly<Record<string, readonly ContentUpdate[]>>,
): string | undefined {
  const times = documentsShown(context, updates)
    .map((update) => update.updatedAt)
    .filter((time): time is string => Boolean(time) && !Number.isNaN(Date.parse(time ?? '')))
    .map((time) => new Date(time).toISOString())
    .sort();
  return times.at(-1);
}

export interface SitemapEntry {
  url: string;
  lastmod?: string;
  links: Array<{ lang: string; url: string }>;
}

/**
 * A page's sitemap entry: its absolute URL, `lastmod`, and its alternates in every language that
 * has the page (a news list page may exist in one language only), with x-default the Indonesian one.
 */
export function sitemapEntry(
  page: SitemapPage,
  {
    siteUrl,
    pagePaths,
    updates,
  }: { siteUrl: string; pagePaths: ReadonlySet<string>; updates: Readonly<Record<string, readonly ContentUpdate[]>> },
): SitemapEntry {
  const context = page.pageContext ?? {};
  const neutral = context.i18n?.originalPath;
  const alternates =
    neutral && isLanguage(context.language ?? '')
      ? LANGUAGES.map((language) => ({ lang: language, path: localisedPath(neutral, language) })).filter((alternate) =>
          pagePaths.has(alternate.path),
        )
      : [];
  const byDefault = alternates.find((alternate) => alternate.lang === DEFAULT_LANGUAGE);
  const links =
    alternates.length > 1
      ? [...alternates, ...(byDefault ? [{ lang: 'x-default', path: byDefault.path }] : [])].map(({ lang, path }) => ({
          lang,
          url: `${siteUrl}${path}`,
        }))
      : [];
  const lastmod = lastModified(context, updates);
  return { url: `${siteUrl}${page.path}`, ...(lastmod ? { lastmod } : {}), links };
}

/**
 * The sitemap's GraphQL query: the pages with their context, and when each document of the node
 * types pages show (TEMPLATE_SOURCES, and the single types `pageTypes` of pages) last changed.
 */
export function sitemapQuery(pageTypes: readonly string[]): string {
  const types = [...new Set([...Object.values(TEMPLATE_SOURCES).flat(), ...pageTypes])].sort();
  const fields = (type: string) => [
    'id updatedAt language',
    ...(type === 'StrapiManagement' || type === 'StrapiOrganizationChart' ? ['company'] : []),
    ...(type === 'StrapiNews' || type === 'StrapiManagement' ? ['slug'] : []),
  ];
  return `{
  site { siteMetadata { siteUrl } }
  allSitePage { nodes { path pageContext } }
  ${types.map((type) => `${type}: all${type} { nodes { ${fields(type).join(' ')} } }`).join('\n  ')}
}`;
}
