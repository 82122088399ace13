/**
 * The route table: every page of the site, its template, its menu entry and label. The menu,
 * the HTML sitemap, gatsby-node's createPages and the tests all read it.
 * Paths are language-neutral; `localisedPath` adds the /en prefix.
 */

export type Company = 'etsi' | 'mcsi';
export const COMPANIES: readonly Company[] = ['etsi', 'mcsi'];

export type TemplateName =
  | 'home'
  | 'rich-page'
  | 'certificates'
  | 'business-units'
  | 'career'
  | 'clients'
  | 'company-values'
  | 'contact'
  | 'management-list'
  | 'management-person'
  | 'milestones'
  | 'news-list'
  | 'news-article'
  | 'organization-chart'
  | 'sitemap';

/** A page that exists once per language. `labelKey` names its title in locales/<lang>/common.json `pages`. */
export interface PageRoute {
  path: string;
  template: TemplateName;
  labelKey: string;
  /** Which company a per-company template shows. */
  company?: Company;
  /** For the rich-page template: the CMS single type (its singular name) the page shows. */
  cmsPage?: string;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', template: 'home', labelKey: 'home' },
  { path: '/about', template: 'rich-page', labelKey: 'about', cmsPage: 'about' },
  { path: '/achievement', template: 'certificates', labelKey: 'certificates' },
  { path: '/business-unit', template: 'business-units', labelKey: 'businessUnits' },
  { path: '/career', template: 'career', labelKey: 'career' },
  { path: '/client', template: 'clients', labelKey: 'clients' },
  { path: '/company-value', template: 'company-values', labelKey: 'companyValues' },
  { path: '/contact', template: 'contact', labelKey: 'contact' },
  { path: '/management-etsi', template: 'management-list', labelKey: 'managementEtsi', company: 'etsi' },
  { path: '/management-mcsi', template: 'management-list', labelKey: 'managementMcsi', company: 'mcsi' },
  { path: '/milestone', template: 'milestones', labelKey: 'milestones' },
  { path: '/news', template: 'news-list', labelKey: 'news' },
  { path: '/organization-etsi', template: 'organization-chart', labelKey: 'organizationEtsi', company: 'etsi' },
  { path: '/organization-mcsi', template: 'organization-chart', labelKey: 'organizationMcsi', company: 'mcsi' },
  { path: '/privacy-policy', template: 'rich-page', labelKey: 'privacyPolicy', cmsPage: 'privacy-policy' },
  { path: '/sitemap', template: 'sitemap', labelKey: 'sitemap' },
  { path: '/terms-conditions', template: 'rich-page', labelKey: 'termsConditions', cmsPage: 'terms-condition' },
];

/** Detail pages: one per CMS entry (by slug) under a list page's path. */
export const managementListPath = (company: Company): string => `/management-${company}`;
export const managementPersonPath = (company: Company, slug: string): string => `${managementListPath(company)}/${slug}`;
export const organizationChartPath = (company: Company): string => `/organization-${company}`;
export const newsArticlePath = (slug: string): string => `/news/${slug}`;

/** The news list is paginated so every list page stays small with thousands of articles. */
export const NEWS_PAGE_SIZE = 6;
export const newsListPath = (page: number): string => (page <= 1 ? '/news' : `/news/page/${page}`);
/** A slug that would collide with the pagination path. */
export const RESERVED_NEWS_SLUGS = new Set(['page']);

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

export const pageRoute = (path: string): PageRoute | undefined => PAGE_ROUTES.find((route) => route.path === path);
