import type { ContentModel } from 'gatsby-source-strapi-i18n/content-model';
import { PAGE_ROUTES, type TemplateName } from '../page-routes';
import { documentPagePath } from '@site/contracts/document-pages';
import { DEFAULT_COMPANY, isCompany, organizationChartPath, type Company } from '../routes';
import { CONTENT_TYPES } from '@site/contracts/content-types';

/**
 * Where a CMS document is shown on the site, for its preview: the template of its public page,
 * the key under which that template's page query selects it, the page's language-neutral path
 * and the page context the template reads. Single types come from the route table (`cmsPage`);
 * the collection types with detail pages are listed here. The CMS offers a preview for exactly
 * these types (cms/src/preview/previewable.ts; a unit test keeps the lists equal).
 */
export type PreviewNode = Record<string, unknown>;

export interface PreviewTarget {
  template: TemplateName;
  dataKey: string;
  /** The public page of the document, or null when its fields do not name one (no slug yet). */
  path: (node: PreviewNode) => string | null;
  context: (node: PreviewNode) => Record<string, unknown>;
}

const text = (value: unknown): string | null => (typeof value === 'string' && value ? value : null);
const company = (value: unknown): Company | null => (isCompany(value) ? value : null);

const singleTypeTargets = Object.fromEntries(
  PAGE_ROUTES.flatMap(({ cmsPage, template, path, labelKey }): Array<[string, PreviewTarget]> =>
    cmsPage ? [[CONTENT_TYPES[cmsPage].uid, { template, dataKey: 'page', path: () => path, context: () => ({ labelKey }) }]] : [],
  ),
);

const detailTargets: Record<string, PreviewTarget> = {
  [CONTENT_TYPES.news.uid]: {
    template: 'news-article',
    dataKey: 'article',
    path: (node) => documentPagePath(CONTENT_TYPES.news.uid, node),
    context: (node) => ({ slug: text(node.slug) }),
  },
  [CONTENT_TYPES.management.uid]: {
    template: 'management-person',
    dataKey: 'person',
    path: (node) => documentPagePath(CONTENT_TYPES.management.uid, node),
    context: (node) => ({ slug: text(node.slug), company: company(node.company) ?? DEFAULT_COMPANY }),
  },
  [CONTENT_TYPES.organizationChart.uid]: {
    template: 'organization-chart',
    dataKey: 'chart',
    path: (node) => organizationChartPath(company(node.company) ?? DEFAULT_COMPANY),
    context: (node) => ({ company: company(node.company) ?? DEFAULT_COMPANY }),
  },
};

export const PREVIEW_TARGETS: Readonly<Record<string, PreviewTarget>> = { ...singleTypeTargets, ...detailTargets };

export const previewTarget = (uid: string): PreviewTarget | null => PREVIEW_TARGETS[uid] ?? null;

/** The part of the content model a preview needs: the previewable types and every component. */
export const previewContentModel = (model: ContentModel): ContentModel => ({
  contentTypes: model.contentTypes.filter((type) => type.uid in PREVIEW_TARGETS),
  components: model.components,
});
