import type { Core } from '@strapi/strapi';

/** Content types whose entries must never be readable outside the admin panel. */
export const PRIVATE_CONTENT_TYPES = new Set(['api::contact-message.contact-message']);

/**
 * The content-API actions that read published content: `find` on every public single type,
 * `find` and `findOne` on every public collection type. The public role and the build token
 * get exactly these, nothing more.
 */
export function publishedContentReadActions(strapi: Core.Strapi): string[] {
  return Object.values(strapi.contentTypes)
    .filter((contentType) => contentType.uid.startsWith('api::') && !PRIVATE_CONTENT_TYPES.has(contentType.uid))
    .flatMap((contentType) =>
      contentType.kind === 'singleType' ? [`${contentType.uid}.find`] : [`${contentType.uid}.find`, `${contentType.uid}.findOne`],
    )
    .sort();
}
