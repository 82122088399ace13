import type { Core, UID } from '@strapi/strapi';

/**
 * Whether a change is one visitors can see, so worth a build: a document's published version
 * deleted (not a draft nobody saw), a media file changed or deleted that a published document uses
 * (not an editor's own unused upload, nor one only drafts use). A picture used inside a component
 * counts as seen: which document holds the component is not looked up.
 */

const FILE = 'plugin::upload.file';

/** A document the media library says uses a file: its type, and when it was published. */
interface RelatedEntry {
  __type?: string;
  publishedAt?: string | null;
}

/** Whether an entry that uses a file is on the site (a published version, a type without drafts, or a component). */
export function seenOnSite(entry: RelatedEntry, hasDrafts: (uid: string) => boolean): boolean {
  const uid = entry.__type ?? '';
  if (!uid.includes('::')) return true; // a component: its document is not looked up
  if (!uid.startsWith('api::')) return false;
  return !hasDrafts(uid) || Boolean(entry.publishedAt);
}

/** Whether a deleted entry (as Strapi's event says it) was a version visitors could see. */
export const deletedVersionWasSeen = (entry: { publishedAt?: unknown } | null | undefined): boolean =>
  Boolean(entry && typeof entry === 'object' && entry.publishedAt);

/** Which of `ids` published documents use now (the media library's `related`). */
export function mediaSeenOnSite(strapi: Core.Strapi) {
  const hasDrafts = (uid: string) => strapi.contentTypes[uid as UID.ContentType]?.options?.draftAndPublish === true;
  return async (ids: Array<number | string>): Promise<Set<string>> => {
    if (ids.length === 0) return new Set();
    const files = (await strapi.db.query(FILE).findMany({
      where: { id: { $in: ids } },
      select: ['id'],
      populate: { related: true },
    })) as Array<{ id: number; related?: RelatedEntry[] }>;
    return new Set(
      files.filter((file) => (file.related ?? []).some((entry) => seenOnSite(entry, hasDrafts))).map((file) => String(file.id)),
    );
  };
}
