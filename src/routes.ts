/**
 * The site's paths and its menu, as the browser needs them. The table of pages and their
 * templates is ./page-routes.ts (read at build time and by the HTML sitemap).
 * Paths are language-neutral; `localisedPath` adds the /en prefix.
 */
import { PAGE_SLUG, RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';

/** The group's companies, as the CMS's `company` fields enumerate them (routes.test.ts checks). */
export type Company = 'etsi' | 'mcsi';
export const COMPANIES: readonly Company[] = ['etsi', 'mcsi'];
/** The company a per-company page shows when nothing names one. */
export const DEFAULT_COMPANY: Company = 'etsi';
export const isCompany = (value: unknown): value is Company => COMPANIES.includes(value as Company);

/** Detail pages: one per CMS entry (by slug) under a list page's path. */
export const managementListPath = (company: Company): string => `/management-${company}`;
export const managementPersonPath = (company: Company, slug: string): string => `${managementListPath(company)}/${slug}`;
export const organizationChartPath = (company: Company): string => `/organization-${company}`;
export const newsArticlePath = (slug: string): string => `/news/${slug}`;

/** Whether a news article's slug can be its address: of PAGE_SLUG's form, and no address of the archive. */
export const isArticleSlug = (slug: unknown): slug is string =>
  typeof slug === 'string' && PAGE_SLUG.test(slug) && !RESERVED_NEWS_SLUGS.has(slug);
/** Whether a person's slug can be their address under their company's management list. */
export const isPersonSlug = (slug: unknown): slug is string => typeof slug === 'string' && PAGE_SLUG.test(slug);

/** The news list (/news) shows the newest articles; the others are on their month's page (src/news-archive.ts). */
export const NEWS_LIST_PATH = '/news';
export const NEWS_PAGE_SIZE = 6;
/** A month's page of the news archive: `2026-11` → /news/archive/2026/11. */
export const newsMonthPath = (month: string): string => `${NEWS_LIST_PATH}/archive/${month.replace('-', '/')}`;
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
