import { isPreviewable } from './previewable';
import { signPreviewToken } from './preview-token';
import type { PreviewSettings } from './settings';

export interface PreviewRequest {
  documentId?: string;
  locale?: string | null;
  status?: string;
}

/** The admin a link is issued to: their user id. */
export type Issuer = number;

/**
 * Strapi's preview handler (config/admin.ts): the URL of the site's preview page for one document
 * in one language, with a fresh credential in the fragment (a fragment never reaches a server log
 * or a Referer header). Null for a type without a page: Strapi then offers no preview button.
 * `hasVersion` says whether the document has a version in the language asked for.
 * The preview page lives at /preview, /en/preview for English: the site's rule (contracts/src/site-paths.ts),
 * which this CMS, deployed on its own, cannot import; its test holds the two together.
 */
export function previewUrl(
  uid: string,
  { documentId, locale, status }: PreviewRequest,
  settings: PreviewSettings,
  defaultLocale: string,
  issuer: Issuer,
  hasVersion = true,
): string | null {
  if (!isPreviewable(uid) || !documentId) return null;
  const language = locale || defaultLocale;
  const token = signPreviewToken(
    {
      uid,
      documentId,
      locale: language,
      status: status === 'published' ? 'published' : 'draft',
      issuer,
      // No version in that language: the link opens the fallback language's, and only that.
      ...(hasVersion || language === defaultLocale ? {} : { opens: defaultLocale }),
    },
    settings.secret,
    settings.ttlSeconds,
  );
  const prefix = language === defaultLocale ? '' : `/${encodeURIComponent(language)}`;
  return `${settings.siteUrl}${prefix}/preview#token=${token}`;
}
