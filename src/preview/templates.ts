import React from 'react';
import type { TemplateName } from '../page-routes';

/** What the preview hands a page template: its page data and context, built at run time. */
export interface PreviewTemplateProps {
  data: Record<string, unknown>;
  pageContext: Record<string, unknown>;
}
export type PreviewTemplate = React.ComponentType<PreviewTemplateProps>;

/**
 * Each template is typed with its own page query's data; the preview gives it data of that shape
 * (the published page's data with the draft in it), assembled at run time from JSON.
 */
const lazyTemplate = (load: () => Promise<{ default: unknown }>): PreviewTemplate =>
  React.lazy(load as () => Promise<{ default: PreviewTemplate }>);

/**
 * The public templates a preview renders, loaded only when a preview shows one, and a draft looks
 * exactly as it will when published. Each import names the chunk Gatsby gives the template's
 * public pages (`component---<path>`, Gatsby's generateComponentChunkName), so webpack loads that
 * very chunk instead of splitting shared code out of it: the public pages' JavaScript stays as it was.
 */
export const PREVIEW_TEMPLATES: Partial<Record<TemplateName, PreviewTemplate>> = {
  home: lazyTemplate(() => import(/* webpackChunkName: "component---src-templates-home-tsx" */ '../templates/home')),
  'rich-page': lazyTemplate(
    () => import(/* webpackChunkName: "component---src-templates-rich-page-tsx" */ '../templates/rich-page'),
  ),
  'company-values': lazyTemplate(
    () => import(/* webpackChunkName: "component---src-templates-company-values-tsx" */ '../templates/company-values'),
  ),
  career: lazyTemplate(() => import(/* webpackChunkName: "component---src-templates-career-tsx" */ '../templates/career')),
  contact: lazyTemplate(() => import(/* webpackChunkName: "component---src-templates-contact-tsx" */ '../templates/contact')),
  'news-article': lazyTemplate(
    () => import(/* webpackChunkName: "component---src-templates-news-article-tsx" */ '../templates/news-article'),
  ),
  'management-person': lazyTemplate(
    () => import(/* webpackChunkName: "component---src-templates-management-person-tsx" */ '../templates/management-person'),
  ),
  'organization-chart': lazyTemplate(
    () => import(/* webpackChunkName: "component---src-templates-organization-chart-tsx" */ '../templates/organization-chart'),
  ),
};
