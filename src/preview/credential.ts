/**
 * The preview link's credential, from the URL fragment (`#token=…`), where the CMS's preview
 * handler put it. The page reads the payload to know what to fetch; only the CMS can check the
 * signature and expiry, and does on every request.
 */
import { isPreviewClaims, type PreviewClaims } from 'cms/preview/previewable';

export interface PreviewCredential {
  token: string;
  /** What the page fetches (who issued the link is the CMS's to check). */
  claims: Omit<PreviewClaims, 'issuer'>;
}

function decodePayload(token: string): unknown {
  const payload = token.split('.')[1];
  if (!payload) return null;
  const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
  try {
    const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
    return JSON.parse(new TextDecoder().decode(bytes));
  } catch {
    return null;
  }
}

/** The credential in a location hash, or null when there is none or it is not one the CMS issues. */
export function readCredential(hash: string): PreviewCredential | null {
  const token = new URLSearchParams(hash.replace(/^#/, '')).get('token');
  if (!token || token.split('.').length !== 3) return null;
  const claims = decodePayload(token);
  if (!isPreviewClaims(claims)) return null;
  const { uid, documentId, locale, status } = claims;
  return { token, claims: { uid, documentId, locale, status } };
}
