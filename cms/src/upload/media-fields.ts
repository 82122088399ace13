import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { editorLanguage } from '../editor-language';
import { mediaTypeMessage, mediaUses, takes, type FileRef, type GetModel, type Model } from './media-types';

const FILE = 'plugin::upload.file';

/** What a media field holds when read from the database, to depth of the model's components. */
function mediaPopulate(model: Model, getModel: GetModel): Record<string, unknown> {
  const populate: Record<string, unknown> = {};
  for (const [name, attribute] of Object.entries(model.attributes)) {
    if (attribute.type === 'media') populate[name] = { select: ['id', 'name', 'mime'] };
    if (attribute.type === 'component' && attribute.component) {
      const inner = getModel(attribute.component);
      if (inner) populate[name] = { populate: mediaPopulate(inner, getModel) };
    }
    if (attribute.type === 'dynamiczone') populate[name] = true;
  }
  return populate;
}

const idOf = (file: FileRef) => (typeof file === 'object' ? file.id : file);

/**
 * Every write of a document — create, update, clone (the data it is given) and publish (the draft
 * it publishes) — is refused with one line in the editor's language when a media field is given
 * a file of a kind its schema does not take (media-types.ts). Register phase.
 */
export function refuseWrongMediaTypes(strapi: Core.Strapi): void {
  const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema) as Model | undefined;
  strapi.documents.use(async (context, next) => {
    const model = context.contentType as Model;
    const params = context.params as { data?: unknown; documentId?: string; locale?: unknown };
    const uses = ['create', 'update', 'clone'].includes(context.action) ? mediaUses(params.data, model, getModel) : [];
    // A publish publishes, and a clone copies, drafts saved before this rule or by other means.
    if ((context.action === 'publish' || context.action === 'clone') && params.documentId) {
      const localized = Boolean(
        (context.contentType as { pluginOptions?: { i18n?: { localized?: boolean } } }).pluginOptions?.i18n?.localized,
      );
      const locale = params.locale ?? DEFAULT_LOCALE;
      const drafts = await strapi.db.query(context.uid as UID.ContentType).findMany({
        where: {
          documentId: params.documentId,
          publishedAt: null,
          ...(localized && locale !== '*' ? { locale: Array.isArray(locale) ? { $in: locale } : locale } : {}),
        },
        populate: mediaPopulate(model, getModel),
      });
      uses.push(...drafts.flatMap((draft) => mediaUses(draft, model, getModel)));
    }
    if (uses.length > 0) {
      const ids = [...new Set(uses.flatMap(({ files }) => files.map(idOf)))];
      const files = (await strapi.db.query(FILE).findMany({
        where: { id: { $in: ids } },
        select: ['id', 'name', 'mime'],
      })) as Array<{ id: number; name: string; mime: string }>;
      const byId = new Map(files.map((file) => [String(file.id), file]));
      for (const use of uses)
        for (const ref of use.files) {
          const file = byId.get(String(idOf(ref)));
          if (file && !takes(use.allowedTypes, file.mime))
            throw new errors.ValidationError(mediaTypeMessage(use.field, use.allowedTypes, file, editorLanguage(strapi)));
        }
    }
    return next();
  });
}
