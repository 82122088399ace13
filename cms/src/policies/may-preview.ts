import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { versionAccess, type VersionRef } from '../permissions/document-access';
import { isPreviewable } from '../preview/previewable';

/** What the policy reads of the request (Strapi's policy context copies the request's own properties, not koa's getters). */
interface PreviewRouteContext {
  params?: { contentType?: string };
  request?: { query?: { documentId?: unknown; locale?: unknown; status?: unknown } };
  state?: { userAbility?: unknown };
}

export const PREVIEW_REFUSALS = {
  forbidden: 'You may not read this document in this language, so you cannot preview it.',
  missing: 'This document has no version to preview in this language.',
} as const;

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/**
 * Strapi's preview route (`GET /content-manager/preview/url/:contentType`) signs a link for any
 * admin who asks: this policy lets it do so only for an admin who may read that version of the
 * document (the language and status asked for), as the Content Manager decides. Where the
 * document has no version in that language, the preview page shows the fallback language's, so
 * that one must be readable. Refused: 403 or 404 with one line.
 */
export default async (context: PreviewRouteContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  const uid = context.params?.contentType ?? '';
  const query = context.request?.query ?? {};
  const documentId = text(query.documentId);
  // Nothing to sign (a type without a page, or a collection's link without its document): Strapi
  // answers that itself. A single type's link names no document: its one document is checked.
  if (!isPreviewable(uid) || (!documentId && strapi.contentTypes[uid]?.kind === 'collectionType')) return true;
  const userAbility = context.state?.userAbility;
  const version: VersionRef = {
    uid,
    documentId,
    locale: text(query.locale) ?? DEFAULT_LOCALE,
    status: query.status === 'published' ? 'published' : 'draft',
  };
  let access = await versionAccess(strapi, userAbility, version);
  if (access === 'missing' && version.locale !== DEFAULT_LOCALE) {
    access = await versionAccess(strapi, userAbility, { ...version, locale: DEFAULT_LOCALE });
  }
  if (access === 'forbidden') throw new errors.PolicyError(PREVIEW_REFUSALS.forbidden);
  if (access === 'missing') throw new errors.NotFoundError(PREVIEW_REFUSALS.missing);
  return true;
};
