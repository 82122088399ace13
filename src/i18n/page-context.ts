import type { Language } from './languages';

/** What gatsby-node puts in every page's context (read by page queries, Head and the i18n plugin). */
export interface SitePageContext {
  language: Language;
  i18n: {
    language: Language;
    originalPath: string;
    path: string;
  };
  company?: 'etsi' | 'mcsi';
  slug?: string;
  currentPage?: number;
  pageCount?: number;
}
