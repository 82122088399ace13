/**
 * The content types with a page of their own on the site, which editors can preview: the single
 * types shown as a page and the collection types with a detail page. The site renders each with
 * the template of its public page (src/preview/targets.ts; a unit test keeps both lists equal).
 * Other types (footer, business units, clients…) appear inside other pages: the Content Manager
 * offers no preview for them.
 */
export const PREVIEWABLE_TYPES = [
  'api::home.home',
  'api::about.about',
  'api::company-value.company-value',
  'api::privacy-policy.privacy-policy',
  'api::terms-condition.terms-condition',
  'api::career-page.career-page',
  'api::contact-page.contact-page',
  'api::news.news',
  'api::management.management',
  'api::organization-chart.organization-chart',
] as const;

export type PreviewableType = (typeof PREVIEWABLE_TYPES)[number];

export const isPreviewable = (uid: string): uid is PreviewableType => (PREVIEWABLE_TYPES as readonly string[]).includes(uid);

/** The header the site's preview page sends its credential in. */
export const PREVIEW_TOKEN_HEADER = 'x-preview-token';

/** What a preview credential says: the one document, language and status it lets its holder read. */
export interface PreviewClaims {
  uid: string;
  documentId: string;
  locale: string;
  status: 'draft' | 'published';
  /**
   * The language whose version it opens, when not its own: a link asked for a language the
   * document had no version in opens the fallback language's (the preview page shows that, as
   * the site does), and only that, even once a version in the link's language exists.
   */
  opens?: string;
  /**
   * The admin who asked for the link (their user id): each use checks they are still active and
   * may still read that version (src/drafts/guard.ts), so a link outlives neither.
   */
  issuer: number;
}

/** True when a token payload has the claims of a preview credential. */
export const isPreviewClaims = (value: unknown): value is PreviewClaims => {
  const claims = value as Partial<PreviewClaims> | null;
  return (
    typeof claims === 'object' &&
    claims !== null &&
    typeof claims.uid === 'string' &&
    typeof claims.documentId === 'string' &&
    typeof claims.locale === 'string' &&
    (claims.status === 'draft' || claims.status === 'published') &&
    (claims.opens === undefined || typeof claims.opens === 'string') &&
    Number.isInteger(claims.issuer)
  );
};
