/**
 * The site's pages that documents have, by content type: a news article's and a person's from their
 * fields, a single type's at its path. The site's routes and its preview, the CMS's slug rules and its
 * checks before publishing read them. A module apart from ./site-paths.ts, which every page of the
 * site loads: these tables (and their Set) are needed by the build, the preview and the CMS only,
 * never by a visitor's first load. TypeScript with erasable syntax only: Node runs it as it is.
 */
import { CONTENT_TYPES } from './content-types.ts';
import { COMPANIES, managementPersonPath, newsArticlePath, RESERVED_NEWS_SLUGS, type Company } from './site-paths.ts';

const text = (value: unknown): string | null => (typeof value === 'string' && value !== '' ? value : null);
const company = (value: unknown): Company | null => (COMPANIES.includes(value as Company) ? (value as Company) : null);

/**
 * The collection types whose documents each have a page, and its address from the document's
 * fields (null while they name none: no slug yet, no company). One fact for the site's routes and
 * its preview, the CMS's slug rules, and the links the checks before publishing follow (a
 * document's former slugs redirect to it, so their addresses are pages too).
 */
export const DOCUMENT_PAGES = {
  [CONTENT_TYPES.news.uid]: {
    fields: ['slug'],
    address: (fields: Record<string, unknown>) => {
      const slug = text(fields.slug);
      return slug ? newsArticlePath(slug) : null;
    },
    /** How an editor reads the address: the slug in it, `…` for the rest. */
    shown: (slug: string) => newsArticlePath(slug),
    reservedSlugs: RESERVED_NEWS_SLUGS,
  },
  [CONTENT_TYPES.management.uid]: {
    fields: ['slug', 'company'],
    address: (fields: Record<string, unknown>) => {
      const [slug, of] = [text(fields.slug), company(fields.company)];
      return slug && of ? managementPersonPath(of, slug) : null;
    },
    shown: (slug: string) => managementPersonPath('…', slug),
    reservedSlugs: new Set<string>(),
  },
} as const satisfies Record<
  string,
  {
    fields: readonly string[];
    address: (fields: Record<string, unknown>) => string | null;
    shown: (slug: string) => string;
    reservedSlugs: ReadonlySet<string>;
  }
>;

export type DocumentPageType = keyof typeof DOCUMENT_PAGES;

export const hasDocumentPages = (uid: string): uid is DocumentPageType =>
  Object.prototype.hasOwnProperty.call(DOCUMENT_PAGES, uid);

/**
 * The single types that are a page of their own, at their path: the site's route table
 * (src/page-routes.ts `cmsPage`, whose test holds it to this) shows each there.
 */
export const SINGLE_TYPE_PAGES: Readonly<Record<string, string>> = {
  [CONTENT_TYPES.home.uid]: '/',
  [CONTENT_TYPES.about.uid]: '/about',
  [CONTENT_TYPES.careerPage.uid]: '/career',
  [CONTENT_TYPES.companyValue.uid]: '/company-value',
  [CONTENT_TYPES.contactPage.uid]: '/contact',
  [CONTENT_TYPES.privacyPolicy.uid]: '/privacy-policy',
  [CONTENT_TYPES.termsCondition.uid]: '/terms-conditions',
};

/**
 * The page of a document of `uid` (language-neutral): a single type's, or one of DOCUMENT_PAGES'
 * from its fields; null when it has none of its own, or its fields name none yet.
 */
export const documentPagePath = (uid: string, fields: Record<string, unknown>): string | null =>
  hasDocumentPages(uid)
    ? DOCUMENT_PAGES[uid].address(fields)
    : Object.prototype.hasOwnProperty.call(SINGLE_TYPE_PAGES, uid)
      ? SINGLE_TYPE_PAGES[uid]
      : null;
