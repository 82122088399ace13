/**
 * The site's paths and its menu, as the browser needs them. The table of pages and their
 * templates is ./page-routes.ts (read at build time and by the HTML sitemap).
 * Paths are language-neutral; `localisedPath` adds the /en prefix.
 */
import {
  COMPANIES,
  managementListPath,
  managementPersonPath,
  newsArticlePath,
  NEWS_LIST_PATH,
  newsMonthPath,
  PAGE_SLUG,
  RESERVED_NEWS_SLUGS,
  type Company,
} from '@site/contracts/site-paths';

/** The group's companies, as the CMS's `company` fields enumerate them (routes.test.ts checks). */
export { COMPANIES, type Company };
/** The company a per-company page shows when nothing names one. */
export const DEFAULT_COMPANY: Company = 'etsi';
export const isCompany = (value: unknown): value is Company => (COMPANIES as readonly string[]).includes(value as string);

/**
 * Detail pages, one per CMS entry (by slug) under a list page's path, and a company's management
 * list: @site/contracts/site-paths (@site/contracts/document-pages, which the CMS reads too, gives
 * each type its page).
 */
export { managementListPath, managementPersonPath, newsArticlePath };
export const organizationChartPath = (company: Company): string => `/organization-${company}`;

/** Whether a news article's slug can be its address: of PAGE_SLUG's form, and no address of the archive. */
export const isArticleSlug = (slug: unknown): slug is string =>
  typeof slug === 'string' && PAGE_SLUG.test(slug) && !RESERVED_NEWS_SLUGS.has(slug);
/** Whether a person's slug can be their address under their company's management list. */
export const isPersonSlug = (slug: unknown): slug is string => typeof slug === 'string' && PAGE_SLUG.test(slug);

/**
 * The news list (/news) shows the newest articles; the others are on their month's page
 * (src/news-archive.ts; the address, newsMonthPath, is @site/contracts/site-paths': the CMS's
 * checks before publishing know the archive's pages too).
 */
export { NEWS_LIST_PATH, newsMonthPath };
export const NEWS_PAGE_SIZE = 6;
/** Where a page of the list the archive replaced was (/news/page/2…): it redirects to a month. */
export const formerNewsListPath = (page: number): string => `${NEWS_LIST_PATH}/page/${page}`;

/**
 * Editors' preview of a draft (noindex, never in the sitemap): the CMS's preview handler links
 * here (cms/src/preview/preview-url.ts), with the credential in the fragment.
 */
export { PREVIEW_PATH } from '@site/contracts/site-paths';
/** The site search (per language: /search, /en/search), built with Pagefind over every content page. */
export const SEARCH_PATH = '/search';

export interface MenuItem {
  labelKey: string;
  path?: string;
  children?: MenuItem[];
}

/** The main menu (labels in locales/<lang>/common.json `menu`). */
export const MENU: readonly MenuItem[] = [
  { labelKey: 'home', path: '/' },
  {
    labelKey: 'aboutUs',
    children: [
      { labelKey: 'profile', path: '/about' },
      { labelKey: 'businessUnit', path: '/business-unit' },
      { labelKey: 'management', path: managementListPath('etsi') },
      { labelKey: 'organizationChart', path: organizationChartPath('etsi') },
      { labelKey: 'milestones', path: '/milestone' },
      { labelKey: 'certificates', path: '/achievement' },
    ],
  },
  { labelKey: 'news', path: '/news' },
  { labelKey: 'client', path: '/client' },
  { labelKey: 'career', path: '/career' },
  { labelKey: 'contactUs', path: '/contact' },
];
