import { LANGUAGES, DEFAULT_LANGUAGE, isLanguage } from '../i18n/languages';
import { localisedPath } from '../i18n/localised-path';
import type { TemplateName } from '../page-routes';
import { textOf, type NodesOfType } from '../gatsby-node/node-store';
import { CONTENT_TYPES, type GatsbyTypeName } from '@site/contracts/content-types';

/**
 * The XML sitemap's entries (plugins/gatsby-plugin-xml-sitemap writes them): each page with its
 * language alternates (id, en, x-default: the Indonesian page) and `lastmod`, the last update of
 * the content it shows. No `changefreq`/`priority`: search engines ignore them.
 */

/**
 * The CMS node types (GraphQL) whose documents a template shows, besides the footer every page has:
 * what its page query reads (./template-sources.test.ts holds each entry to the query and the schema).
 */
export const TEMPLATE_SOURCES: Readonly<Record<TemplateName, readonly GatsbyTypeName[]>> = {
  home: [
    CONTENT_TYPES.home.gatsbyType,
    CONTENT_TYPES.news.gatsbyType,
    CONTENT_TYPES.businessUnit.gatsbyType,
    CONTENT_TYPES.client.gatsbyType,
  ],
  'rich-page': [], // and, for every page of a CMS single type, that type (its context's nodeType)
  certificates: [CONTENT_TYPES.certificate.gatsbyType],
  'business-units': [CONTENT_TYPES.businessUnit.gatsbyType],
  career: [CONTENT_TYPES.careerPage.gatsbyType, CONTENT_TYPES.jobOpening.gatsbyType],
  clients: [CONTENT_TYPES.client.gatsbyType],
  'company-values': [CONTENT_TYPES.companyValue.gatsbyType],
  contact: [CONTENT_TYPES.contactPage.gatsbyType],
  'management-list': [CONTENT_TYPES.management.gatsbyType],
  'management-person': [CONTENT_TYPES.management.gatsbyType],
  milestones: [CONTENT_TYPES.milestone.gatsbyType],
  'news-list': [CONTENT_TYPES.news.gatsbyType],
  'news-article': [CONTENT_TYPES.news.gatsbyType],
  'organization-chart': [CONTENT_TYPES.organizationChart.gatsbyType],
  sitemap: [CONTENT_TYPES.news.gatsbyType, CONTENT_TYPES.management.gatsbyType],
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

type Updates = Readonly<Record<string, readonly ContentUpdate[]>>;

/**
 * The sourced documents by type and language, by slug and by id, indexed once a build: the sitemap
 * asks for every page, and scanning every document for each (20,000 articles' pages at 10,000
 * articles a language) would cost seconds.
 */
interface UpdateIndex {
  inLanguage: Map<string, ContentUpdate[]>;
  withSlug: Map<string, ContentUpdate[]>;
  byId: Map<string, ContentUpdate>;
  /** Each document's update time as an ISO date-time (null: none, or not a date), read once. */
  isoTime: Map<ContentUpdate, string | null>;
}

const isoTimeOf = (time: string | null): string | null =>
  time && !Number.isNaN(Date.parse(time)) ? new Date(time).toISOString() : null;
const indexes = new WeakMap<Updates, UpdateIndex>();
const key = (...parts: Array<string | null | undefined>) => parts.join('\u0000');

function indexOf(updates: Updates): UpdateIndex {
  const known = indexes.get(updates);
  if (known) return known;
  const index: UpdateIndex = { inLanguage: new Map(), withSlug: new Map(), byId: new Map(), isoTime: new Map() };
  const add = (map: Map<string, ContentUpdate[]>, at: string, update: ContentUpdate) => {
    const list = map.get(at);
    if (list) list.push(update);
    else map.set(at, [update]);
  };
  for (const [type, list] of Object.entries(updates)) {
    for (const update of list) {
      add(index.inLanguage, key(type, update.language), update);
      if (update.slug) add(index.withSlug, key(type, update.language, update.slug), update);
      index.byId.set(key(type, update.id), update);
      index.isoTime.set(update, isoTimeOf(update.updatedAt));
    }
  }
  indexes.set(updates, index);
  return index;
}

/** The documents a page shows, given every sourced document by node type. */
function documentsShown(context: SitemapPageContext, updates: Updates): ContentUpdate[] {
  const { template, language } = context;
  if (!template || !language) return [];
  const types = [...TEMPLATE_SOURCES[template], ...(context.nodeType ? [context.nodeType] : [])];
  const { inLanguage, withSlug, byId } = indexOf(updates);
  const ofTypes = (pick: (type: string) => readonly ContentUpdate[]) => types.flatMap(pick);
  switch (template) {
    case 'news-article':
      return ofTypes((type) => withSlug.get(key(type, language, context.slug)) ?? []);
    case 'management-person':
      return ofTypes((type) => withSlug.get(key(type, language, context.slug)) ?? []).filter(
        (update) => update.company === context.company,
      );
    case 'management-list':
    case 'organization-chart':
      return ofTypes((type) => inLanguage.get(key(type, language)) ?? []).filter((update) => update.company === context.company);
    case 'news-list':
      return ofTypes((type) =>
        (context.ids ?? []).flatMap((id) => {
          const update = byId.get(key(type, id));
          return update && update.language === language ? [update] : [];
        }),
      );
    default:
      return ofTypes((type) => inLanguage.get(key(type, language)) ?? []);
  }
}

/** The last update of what a page shows (an ISO date-time), or undefined when it shows no CMS document. */
export function lastModified(context: SitemapPageContext, updates: Updates): string | undefined {
  const { isoTime } = indexOf(updates);
  let last: string | undefined;
  // ISO date-times in UTC compare as text; the home page and the sitemap show 10,000 documents.
  for (const update of documentsShown(context, updates)) {
    const time = isoTime.get(update);
    if (time && (last === undefined || time > last)) last = time;
  }
  return last;
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
  { siteUrl, pagePaths, updates }: { siteUrl: string; pagePaths: ReadonlySet<string>; updates: Updates },
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
 * Every page's sitemap entry, but the `excludes`, read from Gatsby's node store: each page with
 * what it was given (its context), and when each document of the node types pages show
 * (TEMPLATE_SOURCES, and the single types `pageTypes` of pages) last changed. The store, not a
 * GraphQL query: at 10,000 articles a language the query took two seconds a build, the nodes'
 * plain fields a fraction of that.
 */
export function sitemapEntries(
  nodesOfType: NodesOfType,
  { siteUrl, excludes, pageTypes }: { siteUrl: string; excludes: readonly string[]; pageTypes: readonly string[] },
): SitemapEntry[] {
  const types = [...new Set([...Object.values(TEMPLATE_SOURCES).flat(), ...pageTypes])];
  const updates: Record<string, ContentUpdate[]> = Object.fromEntries(
    types.map((type) => [
      type,
      nodesOfType(type).map((node) => ({
        id: String(node.id),
        updatedAt: textOf(node.updatedAt),
        language: String(node.language),
        company: textOf(node.company),
        slug: textOf(node.slug),
      })),
    ]),
  );
  const pages: SitemapPage[] = nodesOfType('SitePage').map((node) => ({
    path: String(node.path),
    pageContext: (node.context ?? null) as SitemapPageContext | null,
  }));
  const pagePaths = new Set(pages.map((page) => page.path));
  const excluded = new Set(excludes);
  return pages.filter((page) => !excluded.has(page.path)).map((page) => sitemapEntry(page, { siteUrl, pagePaths, updates }));
}
