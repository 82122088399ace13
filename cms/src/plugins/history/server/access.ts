/**
 * Who may see and turn back which history, as the Content Manager decides who may read and write
 * the document itself (its permission checker: roles, an Author's "what they created", languages):
 * the history of a language version is read by whoever may read it, restored by whoever may
 * update it (create it, when that language was deleted since), and a publish undone by whoever
 * may publish it. A deleted document is judged by who created it and its language, as kept.
 */
import type { Core } from '@strapi/strapi';
import { contentManagerChecker, versionAccess, type PermissionChecker } from '../../../permissions/document-access';
import { VERSION_MODEL } from '../names';

export type Right = keyof PermissionChecker['can'];

/** A language version of a document, as the history names it. */
export interface HistoryTarget {
  uid: string;
  documentId: string;
  locale: string | null;
}

/** Whether the admin of `ability` has `right` on that version, judged on the document as it is, or as it was kept. */
export async function mayOnHistory(strapi: Core.Strapi, ability: unknown, target: HistoryTarget, right: Right): Promise<boolean> {
  if (!target.uid.startsWith('api::') || !strapi.contentTypes[target.uid as keyof typeof strapi.contentTypes]) return false;
  for (const status of ['draft', 'published'] as const) {
    const access = await versionAccess(strapi, ability, { ...target, status }, right);
    if (access !== 'missing') return access === 'readable';
  }
  // Not in that language now (deleted): as it was kept — its creator and language.
  const kept = (await strapi.db.query(VERSION_MODEL).findOne({
    where: { contentType: target.uid, relatedDocumentId: target.documentId, locale: target.locale },
    orderBy: { id: 'desc' },
    select: ['ownerId', 'locale'],
  })) as { ownerId?: number | null; locale?: string | null } | null;
  if (!kept) return false;
  const checker = contentManagerChecker(strapi, ability, target.uid);
  const entity = { documentId: target.documentId, locale: kept.locale ?? undefined, createdBy: { id: kept.ownerId ?? -1 } };
  return right === 'update' ? checker.can.create() && checker.can.read(entity) : checker.can[right](entity);
}
