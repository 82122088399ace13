/**
 * Which version of a document a read may return. Through the content API (anonymous visitors,
 * the build token, any API token) only published versions are readable, whatever the query asks
 * (`status=draft`, filters, populate, locale): a draft is readable only by a request that holds a
 * verified preview credential for that very document, in its language or the fallback language.
 * Admin-panel requests are not touched: editors read drafts there.
 */

/** The document-service actions that read documents. */
export const READ_ACTIONS: ReadonlySet<string> = new Set(['findMany', 'findFirst', 'findOne', 'count']);

/** What a verified preview credential lets its request read. */
export interface PreviewGrant {
  uid: string;
  documentId: string;
  /**
   * The previewed language, and the fallback language when the document has no version in it
   * (the page then shows the fallback's, as the site does for visitors).
   */
  locales: readonly string[];
  /** The version the link was issued for: only a link to the draft opens a draft. */
  status: 'draft' | 'published';
}

export interface DocumentRead {
  action: string;
  uid: string;
  kind: 'singleType' | 'collectionType';
  draftAndPublish: boolean;
  /** The request came in through the content API (`/api/…`), not the admin panel. */
  contentApi: boolean;
  params: { documentId?: string; locale?: string | string[] | null };
  grant?: PreviewGrant | null;
}

/**
 * The one read a preview credential opens: `findOne` of its document (the core controller takes
 * the documentId from the route), or `findFirst` of a single type. Lists and counts stay
 * published even when their query names the document (a `documentId` query parameter reaches
 * findMany's params too).
 */
const ONE_DOCUMENT_READ = { collectionType: 'findOne', singleType: 'findFirst' } as const;

/** True when the read is the one document (language and status) a preview credential was issued for. */
export function grantCovers(grant: PreviewGrant | null | undefined, read: DocumentRead): boolean {
  if (!grant || grant.status !== 'draft' || grant.uid !== read.uid || read.action !== ONE_DOCUMENT_READ[read.kind]) return false;
  // A single type has one document: its reads name no documentId (findFirst).
  if (read.kind === 'collectionType' && read.params.documentId !== grant.documentId) return false;
  const locale = read.params.locale;
  return typeof locale === 'string' && grant.locales.includes(locale);
}

/** `'published'` when the read must be limited to published versions, otherwise null (leave it as asked). */
export function enforcedStatus(read: DocumentRead): 'published' | null {
  if (!read.contentApi || !read.draftAndPublish || !READ_ACTIONS.has(read.action)) return null;
  return grantCovers(read.grant, read) ? null : 'published';
}

/**
 * Query parameters that select by publication state (`publicationFilter=modified` lists documents
 * with unpublished edits): through the content API they would tell anonymous callers what editors
 * are working on, so a content-API read drops them.
 */
export const PUBLICATION_STATE_PARAMS = ['publicationFilter', 'hasPublishedVersion'] as const;

/** The read's params without the publication-state selectors (the same object when it has none). */
export function withoutPublicationState<Params extends object>(params: Params): Params {
  if (!PUBLICATION_STATE_PARAMS.some((key) => key in params)) return params;
  const kept = { ...params } as Record<string, unknown>;
  for (const key of PUBLICATION_STATE_PARAMS) delete kept[key];
  return kept as Params;
}
