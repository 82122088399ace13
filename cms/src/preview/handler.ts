import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { versionAccess, type VersionRef } from '../permissions/document-access';
import { isPreviewable } from './previewable';
import { previewUrl, type PreviewRequest } from './preview-url';
import { previewSettings } from './settings';

/** What the handler reads of the request it runs in (Strapi's preview route, admin API). */
interface AdminRequestState {
  state?: { userAbility?: unknown };
}

export const PREVIEW_REFUSALS = {
  noUser: 'A preview link is issued to a signed-in admin only.',
  forbidden: 'You may not read this document in this language, so you cannot preview it.',
  missing: 'This document has no version to preview in this language.',
} as const;

/**
 * Strapi's preview handler (config/admin.ts, `GET /content-manager/preview/url/:uid`): signs a
 * link only for an admin who may read that version of the document — Strapi's route checks only
 * that the caller is an admin. The version is the one asked for (language and status); where the
 * document has no version in that language, the preview page shows the fallback language's, so
 * the admin must be able to read that one. Refused: 403 or 404 with one line.
 */
export async function previewHandler(strapi: Core.Strapi, uid: string, request: PreviewRequest): Promise<string | null> {
  if (!isPreviewable(uid) || !request.documentId) return null;
  const userAbility = (strapi.requestContext.get() as AdminRequestState | undefined)?.state?.userAbility;
  if (!userAbility) throw new errors.ForbiddenError(PREVIEW_REFUSALS.noUser);
  const version: VersionRef = {
    uid,
    documentId: request.documentId,
    locale: request.locale || DEFAULT_LOCALE,
    status: request.status === 'published' ? 'published' : 'draft',
  };
  let access = await versionAccess(strapi, userAbility, version);
  if (access === 'missing' && version.locale !== DEFAULT_LOCALE) {
    access = await versionAccess(strapi, userAbility, { ...version, locale: DEFAULT_LOCALE });
  }
  if (access === 'forbidden') throw new errors.ForbiddenError(PREVIEW_REFUSALS.forbidden);
  if (access === 'missing') throw new errors.NotFoundError(PREVIEW_REFUSALS.missing);
  return previewUrl(uid, request, previewSettings(), DEFAULT_LOCALE);
}
