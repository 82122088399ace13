import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { versionAccess } from '../permissions/document-access';

/** What the policy reads of the request (Strapi's policy context copies the request's own properties, not koa's getters). */
interface FillRouteContext {
  params?: { model?: string };
  request?: { query?: { documentId?: unknown; sourceLocale?: unknown } };
  state?: { userAbility?: unknown };
}

const FORBIDDEN = 'You may not read this document in the language to copy from.';

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * i18n's "fill in from another locale" (GET /i18n/content-manager/get-fill-from-locale/:model,
 * which the edit view's copy from the other language uses too) answers the source language's
 * draft in full, checking only that the editor may read the type: an Author read anyone's drafts
 * through it. This policy asks whether the editor may read that version (the document's, or the
 * single type's one document, in `sourceLocale`), as the Content Manager's own views do (403 with
 * one line).
 */
export default async (context: FillRouteContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  const uid = context.params?.model ?? '';
  const contentType = strapi.contentTypes[uid as keyof typeof strapi.contentTypes];
  const query = context.request?.query ?? {};
  const documentId = text(query.documentId);
  // An unknown model, or a collection's request without its document: Strapi refuses it itself.
  if (!contentType || (!documentId && contentType.kind === 'collectionType')) return true;
  const access = await versionAccess(strapi, context.state?.userAbility, {
    uid,
    documentId,
    locale: text(query.sourceLocale) ?? null,
    status: 'draft',
  });
  if (access === 'forbidden') throw new errors.PolicyError(FORBIDDEN);
  return true;
};
