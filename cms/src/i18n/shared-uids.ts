import type { Core, UID } from '@strapi/strapi';

interface UidAttribute {
  type: string;
  pluginOptions?: { i18n?: { localized?: boolean } };
}

/** The uid attributes a content type says its languages share (`localized: false`), such as a news article's slug. */
export const sharedUidAttributes = (attributes: Record<string, unknown>): string[] =>
  Object.entries(attributes)
    .filter(([, attribute]) => {
      const { type, pluginOptions } = attribute as UidAttribute;
      return type === 'uid' && pluginOptions?.i18n?.localized === false;
    })
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
    const result = await next();
    if (context.action !== 'update' && context.action !== 'create') return result;
    const params = context.params as { documentId?: string; locale?: unknown; data?: Record<string, unknown> };
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
