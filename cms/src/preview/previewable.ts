import { CONTENT_TYPES } from '@site/contracts/content-types';

/**
 * The content types with a page of their own on the site, which editors can preview: the single
 * types shown as a page and the collection types with a detail page. The site renders each with
 * the template of its public page (src/preview/targets.ts; a unit test keeps both lists equal).
 * Other types (footer, business units, clients…) appear inside other pages: the Content Manager
 * offers no preview for them.
 */
export const PREVIEWABLE_TYPES = [
  CONTENT_TYPES.home.uid,
  CONTENT_TYPES.about.uid,
  CONTENT_TYPES.companyValue.uid,
  CONTENT_TYPES.privacyPolicy.uid,
  CONTENT_TYPES.termsCondition.uid,
  CONTENT_TYPES.careerPage.uid,
  CONTENT_TYPES.contactPage.uid,
  CONTENT_TYPES.news.uid,
  CONTENT_TYPES.management.uid,
  CONTENT_TYPES.organizationChart.uid,
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

/** Strapi's admin posts this to its preview frame after every save or publish; the live-preview panel too. */
export const STRAPI_UPDATE = 'strapiUpdate';

/**
 * The messages between the edit view's live-preview panel (cms/src/plugins/live-preview) and the
 * preview page it frames. The panel sends the form's unsaved values, to the site's origin only,
 * after every change and when the page says it is ready; the page shows them over the version it
 * fetched, when they name the document its credential opens.
 */
export const LIVE_PREVIEW_VALUES = 'site-preview:values';
/** The preview page is listening (it carries nothing: any frame may be told). */
export const LIVE_PREVIEW_READY = 'site-preview:ready';

export interface LivePreviewValues {
  type: typeof LIVE_PREVIEW_VALUES;
  uid: string;
  documentId: string;
  locale: string;
  values: Record<string, unknown>;
}

export const isLivePreviewValues = (value: unknown): value is LivePreviewValues => {
  const message = value as Partial<LivePreviewValues> | null;
  return (
    typeof message === 'object' &&
    message !== null &&
    message.type === LIVE_PREVIEW_VALUES &&
    typeof message.uid === 'string' &&
    typeof message.documentId === 'string' &&
    typeof message.locale === 'string' &&
    typeof message.values === 'object' &&
    message.values !== null &&
    !Array.isArray(message.values)
  );
};
