import type { Core, UID } from '@strapi/strapi';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { previewUrl, type PreviewRequest } from './preview-url';
import { previewSettings } from './settings';

/**
 * Strapi's preview handler (config/admin.ts): the link for one version of a document, bound to
 * the language it opens — its own, or the fallback language's when the document has no version in
 * the language asked for. Who may have one: src/policies/may-preview.ts, on Strapi's route.
 */
export async function previewLink(strapi: Core.Strapi, uid: string, request: PreviewRequest): Promise<string | null> {
  // The admin asking (Strapi's route is an admin one): the link is theirs, checked at each use.
  const issuer = (strapi.requestContext.get() as { state?: { user?: { id?: unknown } } } | undefined)?.state?.user?.id;
  if (typeof issuer !== 'number') return null;
  const locale = request.locale || DEFAULT_LOCALE;
  const type = strapi.contentTypes[uid as UID.ContentType];
  const hasVersion =
    !type ||
    locale === DEFAULT_LOCALE ||
    (await strapi.db
      .query(type.uid)
      .count({ where: { ...(request.documentId ? { documentId: request.documentId } : {}), locale } })) > 0;
  return previewUrl(uid, request, previewSettings(), DEFAULT_LOCALE, issuer, hasVersion);
}
