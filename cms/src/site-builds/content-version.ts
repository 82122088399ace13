import type { Core } from '@strapi/strapi';

/**
 * When the content visitors see last changed: every publish, unpublish or delete of published
 * content and every media change moves it. Kept in the database (every CMS instance shares it),
 * so the build hook can ask whether it has built the latest content and catch up on a publish
 * whose webhook never reached it.
 */
const STORE = { type: 'core' as const, name: 'site-builds' };
const KEY = 'content-changed-at';
/** Document-service actions that change what the site shows. */
const PUBLIC_CHANGES: ReadonlySet<string> = new Set(['publish', 'unpublish', 'delete']);

export async function contentVersion(strapi: Core.Strapi): Promise<string | null> {
  const value = await strapi.store(STORE).get({ key: KEY });
  return typeof value === 'string' ? value : null;
}

const touch = async (strapi: Core.Strapi): Promise<void> => {
  await strapi.store(STORE).set({ key: KEY, value: new Date().toISOString() });
};

/** Moves the version on every change of published content or media (register phase). */
export function trackContentVersion(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    const result = await next();
    const published = context.contentType.options?.draftAndPublish === true && context.uid.startsWith('api::');
    if (published && PUBLIC_CHANGES.has(context.action)) await touch(strapi);
    return result;
  });
  strapi.db.lifecycles.subscribe({
    models: ['plugin::upload.file'],
    afterCreate: () => touch(strapi),
    afterUpdate: () => touch(strapi),
    afterDelete: () => touch(strapi),
  });
}
