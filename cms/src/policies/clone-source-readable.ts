import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { versionAccess } from '../permissions/document-access';

/** What the policy reads of the request (Strapi's policy context copies the request's own properties, not koa's getters). */
interface CloneRouteContext {
  params?: { model?: string; sourceId?: string };
  request?: { body?: { locale?: unknown }; query?: { locale?: unknown } };
  state?: { userAbility?: unknown };
}

/**
 * The Content Manager's clone routes (`POST …/clone/:sourceId`, `…/auto-clone/:sourceId`) check
 * only that the editor may create: an Author got a full copy — every field, in any language — of
 * a draft they may not read. This policy asks first whether they may read the source document's
 * draft in the language cloned (403 with one line).
 */
export default async (context: CloneRouteContext, _config: unknown, { strapi }: { strapi: Core.Strapi }): Promise<boolean> => {
  const { model = '', sourceId } = context.params ?? {};
  const locale = [context.request?.body?.locale, context.request?.query?.locale].find(
    (value) => typeof value === 'string' && value,
  );
  const access = await versionAccess(strapi, context.state?.userAbility, {
    uid: model,
    documentId: sourceId,
    locale: typeof locale === 'string' ? locale : DEFAULT_LOCALE,
    status: 'draft',
  });
  if (access === 'forbidden') throw new errors.PolicyError('You may not read the document you are copying.');
  return true;
};
