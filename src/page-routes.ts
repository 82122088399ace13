import type { Company } from './routes';
import type { SourcedTypeKey } from '@site/contracts/content-types';

/**
 * The route table: every page of the site (once per language), its template and label.
 * gatsby-node's createPages, the HTML sitemap and the tests read it; the menu is in ./routes.ts,
 * and a test checks that every menu path is a page here.
 */
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
  | 'sitemap'
  | 'search'
  | 'preview';

/** A page that exists once per language. `labelKey` names its title in locales/<lang>/common.json `pages`. */
export interface PageRoute {
  path: string;
  template: TemplateName;
  labelKey: string;
  /** Which company a per-company template shows. */
  company?: Company;
  /**
   * The CMS single type the page shows (its key in contracts/src/content-types.ts); its template
   * selects it as `page`. Editors preview a draft of it on this page (src/preview).
   */
  cmsPage?: SourcedTypeKey;
}

export const PAGE_ROUTES: readonly PageRoute[] = [
  { path: '/', template: 'home', labelKey: 'home', cmsPage: 'home' },
  { path: '/about', template: 'rich-page', labelKey: 'about', cmsPage: 'about' },
  { path: '/achievement', template: 'certificates', labelKey: 'certificates' },
  { path: '/business-unit', template: 'business-units', labelKey: 'businessUnits' },
  { path: '/career', template: 'career', labelKey: 'career', cmsPage: 'careerPage' },
  { path: '/client', template: 'clients', labelKey: 'clients' },
  { path: '/company-value', template: 'company-values', labelKey: 'companyValues', cmsPage: 'companyValue' },
  { path: '/contact', template: 'contact', labelKey: 'contact', cmsPage: 'contactPage' },
  { path: '/management-etsi', template: 'management-list', labelKey: 'managementEtsi', company: 'etsi' },
  { path: '/management-mcsi', template: 'management-list', labelKey: 'managementMcsi', company: 'mcsi' },
  { path: '/milestone', template: 'milestones', labelKey: 'milestones' },
  { path: '/news', template: 'news-list', labelKey: 'news' },
  { path: '/organization-etsi', template: 'organization-chart', labelKey: 'organizationEtsi', company: 'etsi' },
  { path: '/organization-mcsi', template: 'organization-chart', labelKey: 'organizationMcsi', company: 'mcsi' },
  { path: '/privacy-policy', template: 'rich-page', labelKey: 'privacyPolicy', cmsPage: 'privacyPolicy' },
  { path: '/search', template: 'search', labelKey: 'search' },
  { path: '/sitemap', template: 'sitemap', labelKey: 'sitemap' },
  { path: '/terms-conditions', template: 'rich-page', labelKey: 'termsConditions', cmsPage: 'termsCondition' },
];

export const pageRoute = (path: string): PageRoute | undefined => PAGE_ROUTES.find((route) => route.path === path);
