import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';
import { DEFAULT_LOCALE } from '../bootstrap/locales';
import { PREVIEW_TOKEN_HEADER } from '../preview/previewable';
import { verifyPreviewToken } from '../preview/preview-token';
import { previewSettings } from '../preview/settings';
import { enforcedStatus, withoutPublicationState, type DocumentRead, type PreviewGrant } from './read-status';

/** What this guard reads of the Koa context of the request being served. */
interface RequestState {
  request?: { headers?: Record<string, string | string[] | undefined> };
  state?: { route?: { info?: { type?: string } } };
}

const MESSAGES = {
  expired: 'This preview link has expired: open the preview again from the CMS.',
  invalid: 'This preview link is not valid: open the preview again from the CMS.',
} as const;

/** The preview grant of the request's credential; a credential that fails verification is refused. */
function grantOf(request: RequestState | undefined, secret: string): PreviewGrant | null {
  const header = request?.request?.headers?.[PREVIEW_TOKEN_HEADER];
  const token = Array.isArray(header) ? header[0] : header;
  if (!token) return null;
  const check = verifyPreviewToken(token, secret);
  // A PolicyError keeps its message through Strapi's authorization layer (403 with this text).
  if (!check.ok) throw new errors.PolicyError(MESSAGES[check.reason], { reason: check.reason });
  const { uid, documentId, locale } = check.claims;
  return { uid, documentId, locales: [...new Set([locale, DEFAULT_LOCALE])] };
}

/**
 * Drafts stay in the CMS: one document-service middleware, so it holds for every route of the
 * content API (core controllers, custom ones, plugins) and every query form. See read-status.ts.
 */
export function guardDrafts(strapi: Core.Strapi): void {
  const { secret } = previewSettings();
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
    // Only a content-API read of draft & publish content looks at the credential at all.
    if (enforcedStatus(read)) {
      context.params = withoutPublicationState(context.params);
      if (enforcedStatus({ ...read, grant: grantOf(request, secret) })) {
        context.params = { ...context.params, status: 'published' };
      }
    }
    return next();
  });
}
