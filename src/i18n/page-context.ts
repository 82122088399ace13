import type { TemplateName } from '../page-routes';
import type { Language } from './languages';
import type { Company } from '../routes';
import type { ArchiveYear } from '../news-archive';

/** What gatsby-node puts in every page's context (read by page queries, Head and the i18n plugin). */
export interface SitePageContext {
  /** The template that renders the page (src/page-routes.ts). */
  template?: TemplateName;
  language: Language;
  i18n: {
    language: Language;
    originalPath: string;
    path: string;
  };
  company?: Company;
  /** rich-page template: the GraphQL type of the CMS page and the label used when the CMS has no title. */
  nodeType?: string;
  labelKey?: string;
  slug?: string;
  /** organization-chart template: the slug of the page of each holder who has one (src/org-chart/holder-pages.ts). */
  holderSlugs?: Record<string, string>;
  /** news-list template: a month's page of the archive (src/news-archive.ts), else /news with the archive's index. */
  month?: string;
  newerMonth?: string | null;
  olderMonth?: string | null;
  archive?: ArchiveYear[];
}
