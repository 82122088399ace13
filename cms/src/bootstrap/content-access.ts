import type { Core } from '@strapi/strapi';

/**
 * The site shows published content, so the types with draft & publish are the public ones;
 * a type without it (contact messages) is never readable outside the admin panel.
 */
const isPublishedContent = (contentType: { uid: string; options?: { draftAndPublish?: boolean } }): boolean =>
  contentType.uid.startsWith('api::') && contentType.options?.draftAndPublish === true;

/**
 * The content-API actions that read published content: `find` on every public single type,
 * `find` and `findOne` on every public collection type. The build token gets exactly these.
 */
export function publishedContentReadActions(strapi: Core.Strapi): string[] {
  return Object.values(strapi.contentTypes)
    .filter(isPublishedContent)
    .flatMap((contentType) =>
      contentType.kind === 'singleType' ? [`${contentType.uid}.find`] : [`${contentType.uid}.find`, `${contentType.uid}.findOne`],
    )
    .sort();
}

/** What anonymous visitors may do: read published content and send a contact message. */
export const publicActions = (strapi: Core.Strapi): string[] => [
  ...publishedContentReadActions(strapi),
  'api::contact-message.contact-message.create',
];
