import type { Core, UID } from '@strapi/strapi';
import { isSharedByLanguages } from './attribute-languages';

/** The uid attributes a content type says its languages share (`localized: false`), such as a news article's slug. */
export const sharedUidAttributes = (attributes: Record<string, unknown>): string[] =>
  Object.entries(attributes)
    .filter(([, attribute]) => (attribute as { type?: string }).type === 'uid' && isSharedByLanguages(attribute))
    .map(([name]) => name);

/**
 * A slug is the same in both languages (the content model says so; the site's addresses and the
 * field guide rely on it), but Strapi's i18n copies every shared field to a document's other
 * languages except uid fields, which it always treats as per language: renamed in one edit view,
 * an article kept its old slug in the other. So a save that sets a shared uid writes it into the
 * other languages' drafts too — unless another document already uses it in that language (the
 * CMS log says so). Each language's page moves when that language is published.
 */
export function shareUids(strapi: Core.Strapi): void {
  strapi.documents.use(async (context, next) => {
    if (context.action !== 'update' && context.action !== 'create') return next();
    const params = context.params as { documentId?: string; locale?: unknown; data?: Record<string, unknown> };
    // A new language of a document takes the slug its languages share, whatever the request holds
    // (the edit view's slug field fills itself with a made-up one, "news", before it knows it):
    // a language added must not move the other language's page.
    if (params.documentId && params.data && typeof params.locale === 'string') {
      const shared = await sharedValues(strapi, context.uid as UID.ContentType, params.documentId, params.locale);
      for (const [name, value] of Object.entries(shared)) params.data[name] = value;
    }
    const result = await next();
    const documentId = params.documentId ?? (result as { documentId?: string } | null)?.documentId;
    if (!documentId || !params.data || typeof params.locale !== 'string') return result;
    const uid = context.uid as UID.ContentType;
    for (const name of sharedUidAttributes(context.contentType.attributes)) {
      const value = params.data[name];
      if (typeof value !== 'string' || !value) continue;
      const others = (await strapi.db.query(uid).findMany({
        where: { documentId, publishedAt: null, locale: { $ne: params.locale }, [name]: { $ne: value } },
        select: ['id', 'locale'],
      })) as Array<{ id: number; locale: string }>;
      for (const other of others) {
        const taken = await strapi.db
          .query(uid)
          .count({ where: { [name]: value, locale: other.locale, documentId: { $ne: documentId } } });
        if (taken > 0) {
          strapi.log.warn(
            `[i18n] ${uid} ${documentId}: ${name} "${value}" is taken in ${other.locale}; that language keeps its own`,
          );
          continue;
        }
        await strapi.db.query(uid).update({ where: { id: other.id }, data: { [name]: value } });
      }
    }
    return result;
  });
}

/**
 * The shared uid values a document's other languages hold, when it has no version in `locale` yet
 * (what a new language version must take); none when that language exists or nothing is shared.
 */
async function sharedValues(
  strapi: Core.Strapi,
  uid: UID.ContentType,
  documentId: string,
  locale: string,
): Promise<Record<string, string>> {
  const names = sharedUidAttributes(strapi.contentTypes[uid]?.attributes ?? {});
  if (names.length === 0) return {};
  const versions = (await strapi.db.query(uid).findMany({
    where: { documentId },
    select: ['locale', 'publishedAt', ...names],
  })) as Array<Record<string, unknown> & { locale: string; publishedAt: unknown }>;
  if (versions.length === 0 || versions.some((version) => version.locale === locale)) return {};
  const source = versions.find((version) => version.publishedAt === null) ?? versions[0];
  const values: Record<string, string> = {};
  for (const name of names) {
    const value = source[name];
    if (typeof value !== 'string' || !value) continue;
    // Another document has it in that language: this language keeps its own (as shareUids does).
    const taken = await strapi.db.query(uid).count({ where: { [name]: value, locale, documentId: { $ne: documentId } } });
    if (taken === 0) values[name] = value;
  }
  return values;
}

/**
 * The edit view fills an empty required slug with one made from the title, or, without a title,
 * from the type's name ("news"): a new article kept that address unless the editor pressed
 * "Buat ulang", and a new language version of an article, whose slug field starts empty, sent it
 * (shareUids then refused it). Without a title, the slug the document's other languages share,
 * else nothing: the editor makes it from the title once written.
 */
export function noMadeUpUids(strapi: Core.Strapi): void {
  const service = strapi.plugin('content-manager').service('uid') as {
    generateUIDField(args: {
      contentTypeUID: string;
      field: string;
      data: Record<string, unknown>;
      locale?: string;
    }): Promise<string>;
  };
  const generate = service.generateUIDField.bind(service);
  service.generateUIDField = async (args) => {
    const attributes: Record<string, unknown> = strapi.contentTypes[args.contentTypeUID as UID.ContentType]?.attributes ?? {};
    const attribute = attributes[args.field] as { targetField?: string } | undefined;
    const target = attribute?.targetField ? args.data?.[attribute.targetField] : undefined;
    if (typeof target === 'string' && target.trim()) return generate(args);
    const documentId = typeof args.data?.id === 'string' ? args.data.id : '';
    if (documentId && args.locale) {
      const shared = await sharedValues(strapi, args.contentTypeUID as UID.ContentType, documentId, args.locale);
      if (shared[args.field]) return shared[args.field];
    }
    return '';
  };
}
