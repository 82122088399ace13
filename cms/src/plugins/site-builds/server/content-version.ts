import type { Core, UID } from '@strapi/strapi';
import type { ContentVersion as BuildContentVersion } from '@site/contracts/build';
import { mediaSeenOnSite } from './visible-changes';

/**
 * When the content visitors see last changed: every publish, unpublish or delete of published
 * content and every media change moves it. Kept in the database (every CMS instance shares it),
 * so the build hook can ask whether it has built the latest content and catch up on a publish
 * whose webhook never reached it.
 *
 * The site's source plugin reads more of it: when each content type last changed (`types`), so a
 * build lists only the types published since the last one; and when media-library files were last
 * edited or deleted (`mediaChangedAt`), which changes what a page shows (an alternative text, a
 * replaced image) without touching the documents that use them, so it then lists every document.
 */
const STORE = { type: 'core' as const, name: 'site-builds' };
const KEY = 'content-changed-at';
const MEDIA_KEY = 'media-changed-at';
/** Document-service actions that change what the site shows. */
const PUBLIC_CHANGES: ReadonlySet<string> = new Set(['publish', 'unpublish', 'delete']);

const typeKey = (uid: string): string => `${KEY}:${uid}`;

/** The build contract's content version, as this CMS answers it: every type's time it has. */
export type ContentVersion = BuildContentVersion & { types: Record<string, string> };

const read = async (strapi: Core.Strapi, key: string): Promise<string | null> => {
  const value = await strapi.store(STORE).get({ key });
  return typeof value === 'string' ? value : null;
};

export async function contentVersion(strapi: Core.Strapi): Promise<ContentVersion> {
  const uids = Object.keys(strapi.contentTypes).filter((uid) => uid.startsWith('api::'));
  const [changedAt, mediaChangedAt, ...typeTimes] = await Promise.all([
    read(strapi, KEY),
    read(strapi, MEDIA_KEY),
    ...uids.map((uid) => read(strapi, typeKey(uid))),
  ]);
  const types = Object.fromEntries(uids.flatMap((uid, index) => (typeTimes[index] ? [[uid, typeTimes[index]]] : [])));
  return { changedAt, mediaChangedAt, types };
}

const touch = async (strapi: Core.Strapi, ...keys: string[]): Promise<void> => {
  const value = new Date().toISOString();
  for (const key of [KEY, ...keys]) await strapi.store(STORE).set({ key, value });
};

/** Whether the versions a delete removes (`documentId`, in `locale`: one, several, `*`) include a published one. */
async function deletesPublished(strapi: Core.Strapi, uid: string, params: { documentId?: unknown; locale?: unknown }) {
  if (typeof params.documentId !== 'string') return true;
  const { locale } = params;
  const where = {
    documentId: params.documentId,
    publishedAt: { $notNull: true },
    ...(typeof locale === 'string' && locale !== '*' ? { locale } : Array.isArray(locale) ? { locale: { $in: locale } } : {}),
  };
  return (await strapi.db.query(uid as UID.ContentType).count({ where })) > 0;
}

/**
 * Moves the version on every change visitors can see (register phase): a publish or unpublish, a
 * delete of a published version (not of a draft nobody saw), a media file changed or deleted that
 * a published document uses (visible-changes.ts).
 */
export function trackContentVersion(strapi: Core.Strapi): void {
  const seen = mediaSeenOnSite(strapi);
  strapi.documents.use(async (context, next) => {
    const published = context.contentType.options?.draftAndPublish === true && context.uid.startsWith('api::');
    if (!published || !PUBLIC_CHANGES.has(context.action)) return next();
    const visible = context.action !== 'delete' || (await deletesPublished(strapi, context.uid, context.params as object));
    const result = await next();
    if (visible) await touch(strapi, typeKey(context.uid));
    return result;
  });
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    // A new file changes no page until a document that uses it is published: no build for an upload.
    afterUpdate: async (event: { result?: { id?: number } }) => {
      if (event.result?.id !== undefined && (await seen([event.result.id])).size > 0) await touch(strapi, MEDIA_KEY);
    },
    afterUpdateMany: () => touch(strapi, MEDIA_KEY),
    // Asked before the file goes, with what uses it.
    beforeDelete: async (event: { params?: { where?: Record<string, unknown> }; state?: Record<string, unknown> }) => {
      const files = (await strapi.db.query('plugin::upload.file').findMany({
        where: event.params?.where ?? {},
        select: ['id'],
      })) as Array<{ id: number }>;
      if (event.state) event.state.seen = (await seen(files.map(({ id }) => id))).size > 0;
    },
    afterDelete: async (event: { state?: Record<string, unknown> }) => {
      if (event.state?.seen !== false) await touch(strapi, MEDIA_KEY);
    },
    afterDeleteMany: () => touch(strapi, MEDIA_KEY),
  });
}
