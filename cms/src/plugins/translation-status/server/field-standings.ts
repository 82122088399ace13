import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { isOwnPerLanguage } from '../../../i18n/attribute-languages';
import { versionAccess } from '../../../permissions/document-access';
import { VERSION_MODEL } from '../../history/names';
import { otherLanguage, SOURCE_LOCALE, TARGET_LOCALE, type FieldStandings } from '../names';
import { fieldChangeTimes, fieldStanding, type TimedVersion } from './field-changes';

/** The newest versions of each language read for the standings (History keeps up to 500). */
const VERSIONS_READ = 200;

/**
 * GET /translation-status/fields?uid&documentId&locale: for each of the document's own fields in
 * that language (the localised ones), whether the other language's changed after it — from History's
 * saved drafts. For an admin who may read the document in both languages (an Author: what they
 * created); a language not written yet reads as having no changes.
 */
export async function fieldStandings(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const { uid, documentId, locale } = ctx.query as Record<string, unknown>;
  if (
    typeof uid !== 'string' ||
    !/^api::[\w-]+\.[\w-]+$/.test(uid) ||
    typeof documentId !== 'string' ||
    !/^[\w-]{1,64}$/.test(documentId) ||
    (locale !== SOURCE_LOCALE && locale !== TARGET_LOCALE)
  )
    throw new errors.ValidationError(
      'Name the content type (uid), the document (documentId) and its language (locale: id or en).',
    );
  const contentType = strapi.contentTypes[uid as UID.ContentType];
  if (!contentType || strapi.plugin('i18n').service('content-types').isLocalizedContentType(contentType) !== true)
    throw new errors.ValidationError('This content type is not written in two languages.');
  const source = otherLanguage(locale);
  const access = await Promise.all(
    [locale, source].map((language) => versionAccess(strapi, ctx.state.userAbility, { uid, documentId, locale: language })),
  );
  if (access.includes('forbidden')) throw new errors.ForbiddenError('You may not read this document in both languages.');

  const fields = Object.entries(contentType.attributes)
    .filter(([, attribute]) => isOwnPerLanguage(attribute))
    .map(([name]) => name);
  const read = async (language: string) => {
    const rows = (await strapi.db.query(VERSION_MODEL).findMany({
      where: { contentType: uid, relatedDocumentId: documentId, locale: language, status: 'draft' },
      select: ['createdAt', 'data'],
      orderBy: [{ createdAt: 'desc' }, { id: 'desc' }],
      limit: VERSIONS_READ,
    })) as TimedVersion[];
    return fieldChangeTimes(rows, fields, { fromStart: rows.length < VERSIONS_READ });
  };
  const [here, there] = await Promise.all([read(locale), read(source)]);
  const standings: FieldStandings = {
    sourceLocale: source,
    fields: Object.fromEntries(
      fields.map((field) => [
        field,
        {
          standing: fieldStanding(there[field], here[field]),
          sourceChangedAt: there[field]?.toISOString() ?? null,
          changedAt: here[field]?.toISOString() ?? null,
        },
      ]),
    ),
  };
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: standings };
}
