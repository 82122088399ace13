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

/**
 * Whether the admin may read what someone (`ownerId`, none for what the seed made) had created in
 * `locale`: each version is judged by who created the row it is a version of, not only by who holds
 * the document now — an Author who made a deleted language again (or a document again under a
 * deleted one's documentId) reads none of the earlier versions someone else made.
 */
export function mayReadOwnedBy(
  strapi: Core.Strapi,
  ability: unknown,
  uid: string,
  ownerId: number | null | undefined,
  locale: string | null,
): boolean {
  const checker = contentManagerChecker(strapi, ability, uid);
  return checker.can.read({ createdBy: { id: ownerId ?? -1 }, ...(locale ? { locale } : {}) });
}

/** Of these owners (null: the seed's), a database condition on `ownerId` for those the admin may read. */
export function readableOwners(
  strapi: Core.Strapi,
  ability: unknown,
  uid: string,
  owners: ReadonlyArray<{ ownerId?: number | null; locale?: string | null }>,
): Record<string, unknown> {
  const allowed = new Set<number>();
  let seed = false;
  for (const { ownerId, locale } of owners) {
    if (!mayReadOwnedBy(strapi, ability, uid, ownerId, locale ?? null)) continue;
    if (typeof ownerId === 'number') allowed.add(ownerId);
    else seed = true;
  }
  return { $or: [{ ownerId: { $in: [...allowed, -1] } }, ...(seed ? [{ ownerId: null }] : [])] };
}
