import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { editorLanguage } from '../editor-language';
import { seenOnSite } from '../plugins/site-builds/server/visible-changes';
import { versionsShowingInText } from '../upload/text-uses';

const FILE = 'plugin::upload.file';
const FOLDER = 'plugin::upload.folder';
const PUBLISH = 'plugin::content-manager.explorer.publish';

interface Ability {
  can(action: string, subject?: unknown): boolean;
}

/** What the policy reads of the request (Strapi's policy context copies the request's own properties). */
interface MediaChangeContext {
  params?: { id?: unknown };
  request?: {
    query?: { id?: unknown };
    body?: { fileIds?: unknown; folderIds?: unknown; updates?: unknown };
  };
  state?: { userAbility?: Ability };
}

const ids = (values: unknown[]): Array<string | number> =>
  values.flat().filter((id): id is string | number => typeof id === 'string' || typeof id === 'number');

const MESSAGES = {
  id: 'Berkas ini tampil di situs (dipakai dokumen yang sudah terbit): hanya yang boleh menerbitkan dokumen itu yang boleh mengubah atau menghapusnya.',
  en: 'This file is on the site (a published document uses it): only someone who may publish that document may change or delete it.',
} as const;

/**
 * A file a published document uses is part of the site: changing its alternative text, replacing
 * it or deleting it changes a page at the next build, as a publish does. So only an admin who may
 * publish the documents that use it may do so (the Content Manager's publish right on their type;
 * a picture inside a component, whose document is not looked up, asks for the right to publish
 * any type), and so is a file a published text shows by its address. An Author changes their own
 * files while only drafts use them. 403 with one line.
 */
export default async (context: MediaChangeContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  const ability = context.state?.userAbility;
  if (!ability) return true; // not an admin request: Strapi refuses it
  const body = context.request?.body ?? {};
  const updates = Array.isArray(body.updates) ? body.updates.map((update) => (update as { id?: unknown } | null)?.id) : [];
  const fileIds = ids([context.params?.id, context.request?.query?.id, body.fileIds, updates]);
  const folders = ids([body.folderIds]).length
    ? ((await strapi.db.query(FOLDER).findMany({ where: { id: { $in: ids([body.folderIds]) } }, select: ['path'] })) as Array<{
        path: string;
      }>)
    : [];
  const where = [
    ...(fileIds.length ? [{ id: { $in: fileIds } }] : []),
    ...folders.flatMap(({ path }) => [{ folderPath: path }, { folderPath: { $startsWith: `${path}/` } }]),
  ];
  if (where.length === 0) return true;
  const files = (await strapi.db.query(FILE).findMany({
    where: { $or: where },
    select: ['id', 'hash'],
    populate: { related: true },
  })) as Array<{
    hash?: string | null;
    related?: Array<{ __type?: string; publishedAt?: string | null }>;
  }>;
  const hasDrafts = (uid: string) => strapi.contentTypes[uid as UID.ContentType]?.options?.draftAndPublish === true;
  const publishesAny = () => Object.keys(strapi.contentTypes).some((uid) => uid.startsWith('api::') && ability.can(PUBLISH, uid));
  const allowed = files.every((file) =>
    (file.related ?? [])
      .filter((entry) => seenOnSite(entry, hasDrafts))
      .every((entry) => (entry.__type?.startsWith('api::') ? ability.can(PUBLISH, entry.__type) : publishesAny())),
  );
  if (!allowed) throw new errors.PolicyError(MESSAGES[editorLanguage(strapi)]);
  // A picture written into a published text by its address (Markdown's ![…](/uploads/…)) is on the
  // site too, though the media library records no use of it; written in any spelling a browser and
  // the server resolve to the file (upload/text-references.ts).
  const hashes = files.map((file) => file.hash).filter((hash): hash is string => Boolean(hash));
  for (const { uid } of await versionsShowingInText(strapi, hashes, 'published'))
    if (!ability.can(PUBLISH, uid)) throw new errors.PolicyError(MESSAGES[editorLanguage(strapi)]);
  return true;
};
