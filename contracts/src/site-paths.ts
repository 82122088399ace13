/**
 * The site's paths that everything serving or linking it must agree on, in one module: the site
 * (src/i18n, src/routes.ts), its servers and hosts (deploy/headers.ts, deploy/page-policies.ts,
 * npm start's server, nginx's configuration) and gatsby-config. The CMS, deployed on its own,
 * builds preview links with the same rule (cms/src/preview/preview-url.ts; its test holds it to
 * this module). TypeScript with erasable syntax only: Node runs it as it is.
 */

/** The site's languages: Indonesian is the default and the fallback, with no prefix; English lives under /en. */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

/** Editors' preview of a draft (noindex, never cached, never in the sitemap), in every language. */
export const PREVIEW_PATH = '/preview';

/** The XML sitemap's entry file, naming its parts: robots.txt and every page's head point at it. */
export const SITEMAP_INDEX_PATH = '/sitemap-index.xml';

/**
 * Slugs no news article may have: /news/archive/… is the archive of months, /news/page/… the former
 * numbered list pages (redirected). The site gives such an article no page; the CMS refuses the slug.
 */
export const RESERVED_NEWS_SLUGS: ReadonlySet<string> = new Set(['archive', 'page']);

/** How long a slug may be: Gatsby shortens a longer segment of a page's path (over 255) behind the links' backs. */
export const MAX_SLUG_LENGTH = 200;

/**
 * What a slug that is one segment of a page's address may hold: letters without accents, digits,
 * `-`, `_` and `~`, at most MAX_SLUG_LENGTH. No dot: `.` and `..` would put the page over its list
 * or the home page, and a file's name (`index.html`, `berita.htm`, `feed.xml`) would be served by
 * its extension's rules, not a page's. Strapi makes slugs of this form from a title; the CMS
 * refuses any other (cms/src/page-slugs), and the site gives a document whose slug is not of it no page.
 */
export const PAGE_SLUG = new RegExp(`^[A-Za-z0-9_~-]{1,${MAX_SLUG_LENGTH}}$`);

/** The path prefix of a language's pages: '' for Indonesian, `/en` for English. */
export const languagePrefix = (language: string): string => (language === DEFAULT_LANGUAGE ? '' : `/${language}`);

/** The languages whose pages live under a prefix. */
const PREFIXED = LANGUAGES.filter((language) => language !== DEFAULT_LANGUAGE);

/** The language a site path is in, from its prefix: `/en/news` → en, `/news` → id. */
export function languageOfPath(pathname: string): Language {
  return PREFIXED.find((language) => pathname === `/${language}` || pathname.startsWith(`/${language}/`)) ?? DEFAULT_LANGUAGE;
}

/** The preview page in every language: `/preview`, `/en/preview`. */
export const PREVIEW_PAGES = LANGUAGES.map((language) => `${languagePrefix(language)}${PREVIEW_PATH}`);

/** Preview pages and their page data, in every language: `/preview`, `/en/preview/…`, `/page-data/en/preview/…`. */
export const PREVIEW_PATHS = new RegExp(
  `^(/page-data)?(${PREFIXED.map((language) => `/${language}`).join('|')})?${PREVIEW_PATH}(/|$)`,
);

/**
 * The site's pages that are one per language, by path (without the language prefix): the site's
 * route table (src/page-routes.ts, whose test holds it to this list) gives each its template; the
 * CMS checks internal links against them before a publish (cms/src/publish-checks).
 */
export const PAGE_PATHS: readonly string[] = [
  '/',
  '/about',
  '/achievement',
  '/business-unit',
  '/career',
  '/client',
  '/company-value',
  '/contact',
  '/management-etsi',
  '/management-mcsi',
  '/milestone',
  '/news',
  '/organization-etsi',
  '/organization-mcsi',
  '/privacy-policy',
  '/search',
  '/sitemap',
  '/terms-conditions',
];

/** The group's companies, as the CMS's `company` fields enumerate them. */
export const COMPANIES = ['etsi', 'mcsi'] as const;
export type Company = (typeof COMPANIES)[number];

/** A news article's page, a company's management list and a person's on it (language-neutral); the site's routes use these. */
export const newsArticlePath = (slug: string): string => `/news/${slug}`;
/** The news list, and a month's page of its archive: `2026-11` → /news/archive/2026/11. */
export const NEWS_LIST_PATH = '/news';
export const newsMonthPath = (month: string): string => `${NEWS_LIST_PATH}/archive/${month.replace('-', '/')}`;
export const managementListPath = (company: string): string => `/management-${company}`;
export const managementPersonPath = (company: string, slug: string): string => `${managementListPath(company)}/${slug}`;

/** A language-neutral path in a language: `/about` → `/en/about`, `/` → `/en`. */
export const pathIn = (language: string, path: string): string =>
  path === '/' && languagePrefix(language) ? languagePrefix(language) : `${languagePrefix(language)}${path}`;
