import type { Core, Schema } from '@strapi/strapi';
import { DOCUMENTS_PER_TYPE, SOURCE_LOCALE, TARGET_LOCALE, type TranslationStatus, type TypeStatus } from '../names';
import { translationGaps, type PublishedVersion } from './gaps';

/** The attribute that names a document in the list: its title, else its name. */
const TITLE_FIELDS = ['title', 'name', 'heroTitle'];

/** What the editor may read, as the Content Manager decides it (roles, and their locale and creator conditions). */
export interface ReadCheck {
  canReadType(uid: string): boolean;
  canRead(uid: string, version: PublishedVersion): boolean;
}

type ContentType = Schema.ContentType;

/** Localised content with draft & publish (Strapi's i18n decides what is localised): what visitors read in both languages. */
const isTranslated = (strapi: Core.Strapi, contentType: ContentType): boolean =>
  contentType.uid.startsWith('api::') &&
  contentType.options?.draftAndPublish === true &&
  strapi.plugin('i18n').service('content-types').isLocalizedContentType(contentType) === true;

/**
 * Per content type the editor may read: published documents with no English version, or with an
 * English one older than the Indonesian one. Types with nothing to translate are left out.
 */
export async function translationStatus(strapi: Core.Strapi, access: ReadCheck): Promise<TranslationStatus> {
  const types: TypeStatus[] = [];
  for (const contentType of Object.values(strapi.contentTypes).filter((contentType) => isTranslated(strapi, contentType))) {
    if (!access.canReadType(contentType.uid)) continue;
    const title = TITLE_FIELDS.find((field) => field in contentType.attributes);
    const versions = (await strapi.db.query(contentType.uid).findMany({
      where: { publishedAt: { $notNull: true }, locale: { $in: [SOURCE_LOCALE, TARGET_LOCALE] } },
      select: ['documentId', 'locale', 'updatedAt', ...(title ? [title] : [])],
      populate: { createdBy: { select: ['id'] } },
    })) as Array<PublishedVersion & Record<string, unknown>>;
    const readable = versions
      .filter((version) => access.canRead(contentType.uid, { ...version, locale: TARGET_LOCALE }))
      .map((version) => ({ ...version, title: title ? version[title] : null }));
    const gaps = translationGaps(readable);
    if (gaps.length === 0) continue;
    types.push({
      uid: contentType.uid,
      name: contentType.info.displayName,
      kind: contentType.kind,
      missing: gaps.filter(({ gap }) => gap === 'missing').length,
      outdated: gaps.filter(({ gap }) => gap === 'outdated').length,
      documents: gaps.slice(0, DOCUMENTS_PER_TYPE),
    });
  }
  return { types: types.sort((a, b) => b.missing + b.outdated - (a.missing + a.outdated) || a.name.localeCompare(b.name)) };
}
