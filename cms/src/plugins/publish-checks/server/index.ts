import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { versionAccess } from '../../../permissions/document-access';
import { checkDocument } from '../../../publish-checks';
import { pathLabel, type GetModel } from '../../field-guide/guide/path-label';

/**
 * The edit view's checks (GET /publish-checks?uid&documentId&locale): what publishing that
 * language version would be told, for whoever may read it. The refusal itself is the CMS's, for
 * every way of publishing (src/publish-checks, registered in src/index.ts).
 */
async function checks(strapi: Core.Strapi, ctx: Context): Promise<void> {
  const { uid, documentId, locale } = ctx.query as Record<string, unknown>;
  if (
    typeof uid !== 'string' ||
    !/^api::[\w-]+\.[\w-]+$/.test(uid) ||
    typeof documentId !== 'string' ||
    !/^[\w-]{1,64}$/.test(documentId)
  )
    throw new errors.ValidationError('Name the content type (uid) and the document (documentId).');
  const language = typeof locale === 'string' && /^[a-z]{2}$/.test(locale) ? locale : null;
  if ((await versionAccess(strapi, ctx.state.userAbility, { uid, documentId, locale: language })) !== 'readable')
    throw new errors.ForbiddenError('You may not read this document in this language.');
  const [checked] = await checkDocument(strapi, uid, documentId, language ? [language] : null);
  const getModel: GetModel = (name) => strapi.getModel(name as UID.Schema) as ReturnType<GetModel>;
  // Each finding's field as the edit view labels it (the field guide's label, in both languages).
  const findings = (checked?.findings ?? []).map((finding) => ({
    ...finding,
    label: pathLabel(getModel, uid, finding.field.split('.')),
  }));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: findings, meta: { snippet: checked?.snippet ?? null } };
}

export default {
  routes: {
    admin: {
      type: 'admin',
      routes: [{ method: 'GET', path: '/', handler: 'checks.find', config: { policies: ['admin::isAuthenticatedAdmin'] } }],
    } satisfies Core.RouterInput,
  },
  controllers: {
    checks: ({ strapi }: { strapi: Core.Strapi }) => ({ find: (ctx: Context) => checks(strapi, ctx) }),
  },
};
