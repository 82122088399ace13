import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { editorLanguage } from '../editor-language';
import { abilityOfRequest, permittedWhere } from '../permissions/permitted-where';
import { isRowId } from '../queries/query-values';
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

/**
 * How a write names a file, read as Strapi reads it: an object by its id or documentId; a number,
 * or text parseInt reads a number from, an id (`" 55"` is 55); other text a documentId.
 */
const keyOf = (file: FileRef): { id: string } | { documentId: string } => {
  if (typeof file === 'object')
    return 'documentId' in file ? { documentId: String(file.documentId) } : { id: String(file.id).trim() };
  return typeof file === 'string' && Number.isNaN(Number.parseInt(file, 10)) ? { documentId: file } : { id: String(file).trim() };
};

/** A file a write names that the library does not have (by that id or documentId). */
const missingFileMessage = (language: 'en' | 'id') =>
  language === 'id'
    ? 'Berkas yang dipilih tidak ada di pustaka media: pilih lagi dari pustaka.'
    : 'A chosen file is not in the media library: choose it again from the library.';

/** A file an admin may not open, named by its id only (its name would tell them what it is). */
const unreadableFileMessage = (id: number, language: 'en' | 'id') =>
  language === 'id'
    ? `Berkas #${id} tidak dapat dipakai: Anda tidak boleh membukanya di pustaka media.`
    : `File #${id} cannot be used: you may not open it in the media library.`;

/**
 * The files a write names that the admin of the request may not read in the media library (the
 * role's conditions: an Author reads what they uploaded) and the document does not hold already
 * — linked, such a file would be shown to them in full (name, description, address), and put on
 * the site. Outside an admin's request (the seed, a scheduled run) every file may be named.
 */
async function filesNotTheirs(
  strapi: Core.Strapi,
  context: { uid: string; contentType: unknown },
  documentId: string | undefined,
  files: ReadonlyArray<{ id: number }>,
  getModel: GetModel,
): Promise<number[]> {
  const ability = abilityOfRequest(strapi);
  if (!ability || files.length === 0) return [];
  const where = permittedWhere(strapi, ability, 'plugin::upload.read', FILE);
  const ids = files.map((file) => file.id);
  const readable = where
    ? ((await strapi.db.query(FILE).findMany({ where: { $and: [where, { id: { $in: ids } }] }, select: ['id'] })) as Array<{
        id: number;
      }>)
    : [];
  const allowed = new Set(readable.map((file) => file.id));
  if (ids.every((id) => allowed.has(id))) return [];
  if (documentId) {
    const model = context.contentType as Model;
    const rows = await strapi.db.query(context.uid as UID.ContentType).findMany({
      where: { documentId },
      populate: mediaPopulate(model, getModel),
    });
    for (const row of rows)
      for (const use of mediaUses(row, model, getModel))
        for (const ref of use.files) if (typeof ref === 'object' && 'id' in ref) allowed.add(Number(ref.id));
  }
  return [...new Set(ids.filter((id) => !allowed.has(id)))];
}

/**
 * Every write of a document — create, update, clone (the data it is given) and publish (the draft
 * it publishes) — is refused with one line in the editor's language when a media field is given
 * a file of a kind its schema does not take (media-types.ts), or, by an admin, a file they may
 * not open that the document does not hold already (`filesNotTheirs`). Register phase.
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
      const keys = uses.flatMap(({ files }) => files.map(keyOf));
      // Only ids a row can have are looked up (PostgreSQL fails on `72abc` in an integer column): the rest name no file.
      const ids = [...new Set(keys.flatMap((key) => ('id' in key && isRowId(key.id) ? [key.id] : [])))];
      const documentIds = [...new Set(keys.flatMap((key) => ('documentId' in key ? [key.documentId] : [])))];
      const files = (await strapi.db.query(FILE).findMany({
        where: { $or: [{ id: { $in: ids } }, { documentId: { $in: documentIds } }] },
        select: ['id', 'documentId', 'name', 'mime'],
      })) as Array<{ id: number; documentId: string; name: string; mime: string }>;
      const find = (key: { id: string } | { documentId: string }) =>
        files.find((file) => ('id' in key ? String(file.id) === key.id : file.documentId === key.documentId));
      // Named by the write (a publish publishes what is linked already): only files the admin may open.
      const named = ['create', 'update', 'clone'].includes(context.action)
        ? mediaUses(params.data, model, getModel).flatMap(({ files: refs }) => refs.map((ref) => find(keyOf(ref))))
        : [];
      // A name no file has is refused, not left to Strapi: whatever it read it as, it was checked as nothing.
      if (named.includes(undefined)) throw new errors.ValidationError(missingFileMessage(editorLanguage(strapi)));
      const written = named.filter((file) => file !== undefined);
      const source = context.action === 'create' ? undefined : params.documentId;
      const [foreign] = await filesNotTheirs(strapi, context, source, written, getModel);
      if (foreign !== undefined) throw new errors.ValidationError(unreadableFileMessage(foreign, editorLanguage(strapi)));
      for (const use of uses)
        for (const ref of use.files) {
          const file = find(keyOf(ref));
          if (file && !takes(use.allowedTypes, file.mime))
            throw new errors.ValidationError(mediaTypeMessage(use.field, use.allowedTypes, file, editorLanguage(strapi)));
        }
    }
    return next();
  });
}
