import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { contentManagerChecker, versionAccess } from '../permissions/document-access';
import { isRowId } from '../queries/query-values';

/** What the policy reads of the request (Strapi's policy context copies the request's own properties). */
interface DocumentsRouteContext {
  params?: { model?: string };
  request?: { body?: { documentIds?: unknown; locale?: unknown; model?: unknown; id?: unknown } };
  state?: { userAbility?: unknown };
}

const FORBIDDEN = 'You may not read one of these documents.';

/**
 * Routes of the Content Manager and i18n that answer with documents chosen in the request body,
 * checking only that the editor may read the type: an Author read anyone's drafts in full through
 * them. This policy asks, for each document named (`documentIds`, in the language asked for) or
 * the one entry (`model` and `id`), whether the editor may read it, as the Content Manager's
 * own views do (403 with one line).
 */
export default async (
  context: DocumentsRouteContext,
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
): Promise<boolean> => {
  const body = context.request?.body ?? {};
  const userAbility = context.state?.userAbility;
  const uid = context.params?.model ?? (typeof body.model === 'string' ? body.model : '');
  if (!strapi.contentTypes[uid as UID.ContentType]) return true; // Strapi says the model is unknown
  // A language as text, or a list of them (each asked about: a list answered every version in it).
  const locales = body.locale === undefined || body.locale === null ? [null] : [body.locale].flat();
  if (locales.some((locale) => locale !== null && (typeof locale !== 'string' || !/^[a-z]{2}(-[A-Za-z]{2})?$/.test(locale))))
    throw new errors.ValidationError('locale must be a language code, or a list of them.');
  if (body.id !== undefined && !isRowId(String(body.id))) throw new errors.ValidationError('id must be an entry’s number.');
  if (Array.isArray(body.documentIds)) {
    for (const documentId of body.documentIds) {
      if (typeof documentId !== 'string') continue; // refused by Strapi's own validation
      for (const locale of locales as Array<string | null>) {
        const access = await versionAccess(strapi, userAbility, { uid, documentId, locale, status: 'draft' });
        if (access === 'forbidden') throw new errors.PolicyError(FORBIDDEN);
      }
    }
    return true;
  }
  if (body.id !== undefined || strapi.contentTypes[uid as UID.ContentType].kind === 'singleType') {
    const row = await strapi.db.query(uid as UID.ContentType).findOne({
      where: body.id !== undefined ? { id: body.id } : {},
      populate: { createdBy: { select: ['id'] } },
    });
    if (row && !contentManagerChecker(strapi, userAbility, uid).can.read(row)) throw new errors.PolicyError(FORBIDDEN);
  }
  return true;
};
