import type { Core, UID } from '@strapi/strapi';

/**
 * Whether an admin user may read one version of a document, as the Content Manager decides it:
 * its permission checker, with the roles' conditions (an Author reads what they created) and
 * languages (a role limited to English reads no Indonesian version). Everything the CMS hands an
 * admin about a document outside the Content Manager's own routes — a preview link, a schedule,
 * a translation gap — asks here first.
 */

/** What this project uses of the Content Manager's permission checker (Strapi types its services loosely). */
export interface PermissionChecker {
  can: Record<'read' | 'create' | 'update' | 'delete' | 'publish', (entity?: unknown, field?: string) => boolean>;
}

/** The Content Manager's permission checker of `uid` for the user whose ability the request holds. */
export function contentManagerChecker(strapi: Core.Strapi, userAbility: unknown, uid: string): PermissionChecker {
  const { create } = strapi.plugin('content-manager').service('permission-checker');
  return create({ userAbility, model: uid }) as PermissionChecker;
}

/** One version of a document: its type, documentId (none for a single type), language and status. */
export interface VersionRef {
  uid: string;
  documentId?: string | null;
  locale?: string | null;
  status?: 'draft' | 'published';
}

/** `readable` (allowed), `forbidden`, or `missing` when the document has no such version (none in that language). */
export type VersionAccess = 'readable' | 'forbidden' | 'missing';

/** Whether the user may `action` (read, by default, or publish) that version of the document. */
export async function versionAccess(
  strapi: Core.Strapi,
  userAbility: unknown,
  version: VersionRef,
  action: keyof PermissionChecker['can'] = 'read',
): Promise<VersionAccess> {
  const contentType = strapi.contentTypes[version.uid as UID.ContentType];
  if (!contentType) return 'missing';
  const checker = contentManagerChecker(strapi, userAbility, version.uid);
  if (!checker.can[action]()) return 'forbidden';
  const localized = strapi.plugin('i18n').service('content-types').isLocalizedContentType(contentType) === true;
  const versioned = contentType.options?.draftAndPublish === true;
  const where: Record<string, unknown> = {};
  if (version.documentId) where.documentId = version.documentId;
  if (localized && version.locale) where.locale = version.locale;
  if (versioned) where.publishedAt = version.status === 'published' ? { $notNull: true } : null;
  const row = await strapi.db.query(contentType.uid).findOne({
    where,
    select: ['id', 'documentId', ...(localized ? ['locale'] : [])],
    populate: { createdBy: { select: ['id'] } },
  });
  if (!row) return 'missing';
  return checker.can[action](row) ? 'readable' : 'forbidden';
}
