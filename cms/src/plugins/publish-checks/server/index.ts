import type { Context } from 'koa';
import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { versionAccess } from '../../../permissions/document-access';
import { checkDocument } from '../../../publish-checks';
import { createLinkChecker, type LinkChecker } from '../../../publish-checks/external-links';
import { LANGUAGES } from '@site/contracts/site-paths';
import { cmsEnvironment } from '../../../environment';
import { pathLabel, type GetModel } from '../../field-guide/guide/path-label';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** One link checker for every editor (answers are kept for all), made when first asked. */
let links: LinkChecker | null = null;
function linkChecker(): LinkChecker | null {
  const { LINK_CHECK, LINK_CHECK_ALLOW } = cmsEnvironment();
  if (!LINK_CHECK) return null;
  links ??= createLinkChecker({ allowed: LINK_CHECK_ALLOW ?? [] });
  return links;
}

/**
 * The edit view's checks: what publishing that language version would be told, for whoever may
 * read it — GET /publish-checks?uid&documentId&locale of the saved draft, POST with `values` of
 * the form as the editor is typing it. Links to other sites are asked in the background:
 * `meta.linksPending` says how many have no answer yet. The refusal itself is the CMS's, for every
 * way of publishing (src/publish-checks, registered in src/index.ts).
 */
async function checks(strapi: Core.Strapi, ctx: Context, asked: Record<string, unknown>, values?: unknown): Promise<void> {
  const { uid, documentId, locale } = asked;
  if (
    typeof uid !== 'string' ||
    !/^api::[\w-]+\.[\w-]+$/.test(uid) ||
    typeof documentId !== 'string' ||
    !/^[\w-]{1,64}$/.test(documentId)
  )
    throw new errors.ValidationError('Name the content type (uid) and the document (documentId).');
  if (values !== undefined && !isRecord(values)) throw new errors.ValidationError('values must be the form’s fields, an object.');
  const language = typeof locale === 'string' && /^[a-z]{2}$/.test(locale) ? locale : null;
  const access = await versionAccess(strapi, ctx.state.userAbility, { uid, documentId, locale: language });
  // A language version being made (the form, unsaved) of a document the admin may read as a whole.
  const making =
    access === 'missing' &&
    values !== undefined &&
    (LANGUAGES as readonly string[]).includes(language ?? '') &&
    (await versionAccess(strapi, ctx.state.userAbility, { uid, documentId, locale: null })) === 'readable';
  if (access !== 'readable' && !making) throw new errors.ForbiddenError('You may not read this document in this language.');
  const defaultLocale = (await strapi.plugin('i18n').service('locales').getDefaultLocale()) as string;
  const [checked] = await checkDocument(strapi, uid, documentId, [language ?? defaultLocale], values);
  const linked = checked ? linkChecker()?.status(checked.links) : undefined;
  const getModel: GetModel = (name) => strapi.getModel(name as UID.Schema) as ReturnType<GetModel>;
  // Each finding's field as the edit view labels it (the field guide's label, in both languages).
  const findings = [...(checked?.findings ?? []), ...(linked?.findings ?? [])].map((finding) => ({
    ...finding,
    label: pathLabel(getModel, uid, finding.field.split('.')),
  }));
  ctx.set('Cache-Control', 'no-store');
  ctx.body = { data: findings, meta: { snippet: checked?.snippet ?? null, linksPending: linked?.pending ?? 0 } };
}

export default {
  routes: {
    admin: {
      type: 'admin',
      routes: [
        { method: 'GET', path: '/', handler: 'checks.find', config: { policies: ['admin::isAuthenticatedAdmin'] } },
        { method: 'POST', path: '/', handler: 'checks.unsaved', config: { policies: ['admin::isAuthenticatedAdmin'] } },
      ],
    } satisfies Core.RouterInput,
  },
  controllers: {
    checks: ({ strapi }: { strapi: Core.Strapi }) => ({
      find: (ctx: Context) => checks(strapi, ctx, ctx.query as Record<string, unknown>),
      unsaved: (ctx: Context) => {
        const body: unknown = (ctx.request as { body?: unknown }).body;
        if (!isRecord(body)) throw new errors.ValidationError('Send the document and the form’s values as JSON.');
        return checks(strapi, ctx, body, body.values ?? {});
      },
    }),
  },
  async destroy() {
    await links?.close();
    links = null;
  },
};
