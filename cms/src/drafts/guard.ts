import type { Core, UID } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { PREVIEW_TOKEN_HEADER } from '../preview/previewable';
import { verifyPreviewToken } from '../preview/preview-token';
import { versionAccess, type VersionRef } from '../permissions/document-access';
import { previewSettings } from '../preview/settings';
import { enforcedStatus, READ_ACTIONS, withoutPublicationState, type DocumentRead, type PreviewGrant } from './read-status';
import {
  publishedRelationsOnly,
  refuseFiltersThroughDrafts,
  refusePopulateFiltersThroughDrafts,
  type GetModel,
} from './relations';

/** What this guard reads of the Koa context of the request being served. */
interface RequestState {
  request?: { headers?: Record<string, string | string[] | undefined> };
  state?: { route?: { info?: { type?: string } } };
}

const MESSAGES = {
  expired: 'This preview link has expired: open the preview again from the CMS.',
  invalid: 'This preview link is not valid: open the preview again from the CMS.',
  revoked: 'This preview link is no longer valid: whoever opened it may no longer read this document.',
} as const;

/**
 * The preview grant of the request's credential; a credential that fails verification, or whose
 * issuer may no longer read what it opens, is refused. It opens the one language it was issued to
 * open: its own, or the fallback language's where the document had no version in its own when the
 * link was made (preview-url.ts).
 */
async function grantOf(strapi: Core.Strapi, request: RequestState | undefined, secret: string): Promise<PreviewGrant | null> {
  const header = request?.request?.headers?.[PREVIEW_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return null;
  const check = verifyPreviewToken(token, secret);
  // A PolicyError keeps its message through Strapi's authorization layer (403 with this text).
  if (!check.ok) throw new errors.PolicyError(MESSAGES[check.reason], { reason: check.reason });
  const { uid, documentId, locale, status, opens, issuer } = check.claims;
  if (!(await issuerMayRead(strapi, issuer, { uid, documentId, locale: opens ?? locale, status })))
    throw new errors.PolicyError(MESSAGES.revoked, { reason: 'revoked' });
  return { uid, documentId, status, locales: [opens ?? locale] };
}

/**
 * Whether the admin a preview link was issued to is still active and may still read the version it
 * opens: their roles as they are now, as the Content Manager decides (a deactivated editor's link,
 * or an Author's after the document changed hands, opens nothing).
 */
async function issuerMayRead(strapi: Core.Strapi, issuer: number, version: VersionRef): Promise<boolean> {
  const user = (await strapi.db.query('admin::user').findOne({ where: { id: issuer }, populate: ['roles'] })) as {
    isActive?: boolean;
    blocked?: boolean;
  } | null;
  if (!user || user.isActive !== true || user.blocked === true) return false;
  const ability = await strapi.service('admin::permission').engine.generateUserAbility(user);
  // A version that does not exist opens nothing anyway: the page says so, not that the link was revoked.
  return (await versionAccess(strapi, ability, version)) !== 'forbidden';
}

/** Which rows of `uid` among `ids` are published versions. */
async function publishedRows(strapi: Core.Strapi, uid: string, ids: number[]): Promise<ReadonlySet<number>> {
  const rows = (await strapi.db
    .query(uid as UID.ContentType)
    .findMany({ where: { id: { $in: ids }, publishedAt: { $notNull: true } }, select: ['id'] })) as Array<{ id: number }>;
  return new Set(rows.map(({ id }) => id));
}

/**
 * Drafts stay in the CMS, for every route of the content API (core controllers, custom ones,
 * plugins) and every query form:
 * - one document-service middleware decides which versions a read returns (read-status.ts) and
 *   refuses filters and sorts through relations to unpublished content (relations.ts);
 * - one content-API output rule keeps what a relation brings along to published rows, and never
 *   a file's uses (relations.ts).
 */
export function guardDrafts(strapi: Core.Strapi): void {
  const { secret } = previewSettings();
  const getModel: GetModel = (uid) => strapi.getModel(uid as UID.Schema);
  strapi.sanitizers.add(
    'content-api.output',
    publishedRelationsOnly(getModel, (uid, ids) => publishedRows(strapi, uid, ids)),
  );
  strapi.documents.use(async (context, next) => {
    const request = strapi.requestContext.get() as RequestState | undefined;
    const read: DocumentRead = {
      action: context.action,
      uid: context.uid,
      kind: context.contentType.kind,
      draftAndPublish: context.contentType.options?.draftAndPublish === true,
      contentApi: request?.state?.route?.info?.type === 'content-api',
      params: context.params as DocumentRead['params'],
    };
    if (read.contentApi && READ_ACTIONS.has(read.action)) {
      await refuseFiltersThroughDrafts(read.params as object, context.contentType, getModel);
      await refusePopulateFiltersThroughDrafts(
        (context.params as { populate?: unknown }).populate,
        context.contentType,
        getModel,
      );
    }
    // Only a content-API read of draft & publish content looks at the credential at all.
    if (enforcedStatus(read)) {
      context.params = withoutPublicationState(context.params);
      if (enforcedStatus({ ...read, grant: await grantOf(strapi, request, secret) })) {
        context.params = { ...context.params, status: 'published' };
      }
    }
    return next();
  });
}
