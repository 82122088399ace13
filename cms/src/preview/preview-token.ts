import jwt from 'jsonwebtoken';
import { isPreviewClaims, type PreviewClaims } from './previewable';

/**
 * The credential of a preview link: issued by the CMS's preview handler when an editor opens a
 * preview, signed with PREVIEW_SECRET (never leaves the CMS), short-lived, and bound to one
 * document, language and status. The site's preview page sends it back with its content API
 * request; the payload is readable (the page learns what to fetch) but cannot be altered.
 */
export type PreviewTokenCheck = { ok: true; claims: PreviewClaims } | { ok: false; reason: 'expired' | 'invalid' };

const AUDIENCE = 'site-preview';
const ALGORITHM = 'HS256';

export function signPreviewToken(claims: PreviewClaims, secret: string, ttlSeconds: number): string {
  if (!secret) throw new Error('PREVIEW_SECRET is empty');
  const { uid, documentId, locale, status, opens, issuer } = claims;
  return jwt.sign({ uid, documentId, locale, status, issuer, ...(opens ? { opens } : {}) }, secret, {
    algorithm: ALGORITHM,
    audience: AUDIENCE,
    expiresIn: ttlSeconds,
  });
}

export function verifyPreviewToken(token: string, secret: string): PreviewTokenCheck {
  try {
    const payload = jwt.verify(token, secret, { algorithms: [ALGORITHM], audience: AUDIENCE });
    if (!isPreviewClaims(payload)) return { ok: false, reason: 'invalid' };
    const { uid, documentId, locale, status, opens, issuer } = payload;
    return { ok: true, claims: { uid, documentId, locale, status, issuer, ...(opens ? { opens } : {}) } };
  } catch (error) {
    return { ok: false, reason: error instanceof jwt.TokenExpiredError ? 'expired' : 'invalid' };
  }
}
