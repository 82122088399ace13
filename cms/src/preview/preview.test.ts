/**
 * @jest-environment node
 */
import jwt from 'jsonwebtoken';
import { DEFAULT_LANGUAGE, LANGUAGES, PREVIEW_PATH, languagePrefix } from '@site/contracts/site-paths';
import { previewUrl } from './preview-url';
import { signPreviewToken, verifyPreviewToken } from './preview-token';

const secret = 'test-preview-secret';
const settings = { secret, ttlSeconds: 600, siteUrl: 'https://www.example.co.id' };
const claims = { uid: 'api::news.news', documentId: 'doc1', locale: 'en', status: 'draft' as const, issuer: 7 };

const tokenOf = (url: string | null): string => new URL(url ?? 'x:').hash.replace('#token=', '');

describe('preview credentials', () => {
  it('verify with the secret that signed them, carrying document, language and status', () => {
    expect(verifyPreviewToken(signPreviewToken(claims, secret, 60), secret)).toEqual({ ok: true, claims });
  });

  it('are refused when signed with another secret or altered', () => {
    const token = signPreviewToken(claims, secret, 60);
    expect(verifyPreviewToken(token, 'another-secret')).toEqual({ ok: false, reason: 'invalid' });
    const [header, , signature] = token.split('.');
    const forged = Buffer.from(JSON.stringify({ ...claims, documentId: 'doc2' })).toString('base64url');
    expect(verifyPreviewToken(`${header}.${forged}.${signature}`, secret)).toEqual({ ok: false, reason: 'invalid' });
    expect(verifyPreviewToken('not-a-token', secret)).toEqual({ ok: false, reason: 'invalid' });
  });

  it('name the admin they were issued to, and are refused without one', () => {
    const { issuer: _issuer, ...anonymous } = claims;
    const token = jwt.sign(anonymous, secret, { audience: 'site-preview' });
    expect(verifyPreviewToken(token, secret)).toEqual({ ok: false, reason: 'invalid' });
    expect(tokenOf(previewUrl('api::news.news', { documentId: 'doc1', locale: 'id' }, settings, 'id', 42))).toMatch(/\./);
    const url = previewUrl('api::news.news', { documentId: 'doc1', locale: 'id' }, settings, 'id', 42);
    expect(verifyPreviewToken(tokenOf(url), secret)).toMatchObject({ ok: true, claims: { issuer: 42 } });
  });

  it('expire', () => {
    const expired = jwt.sign({ ...claims, exp: Math.floor(Date.now() / 1000) - 10 }, secret, { audience: 'site-preview' });
    expect(verifyPreviewToken(expired, secret)).toEqual({ ok: false, reason: 'expired' });
  });

  it('refuse unsigned tokens and tokens for another purpose', () => {
    const unsigned = jwt.sign(claims, '', { algorithm: 'none', audience: 'site-preview' });
    expect(verifyPreviewToken(unsigned, secret)).toEqual({ ok: false, reason: 'invalid' });
    const otherAudience = jwt.sign(claims, secret, { audience: 'admin' });
    expect(verifyPreviewToken(otherAudience, secret)).toEqual({ ok: false, reason: 'invalid' });
  });
});

describe('the preview URL Strapi opens', () => {
  it('points at the Indonesian preview page for the default language, with the credential in the fragment', () => {
    const url = previewUrl('api::news.news', { documentId: 'doc1', locale: 'id', status: 'draft' }, settings, 'id', 7);
    expect(url).toMatch(/^https:\/\/www\.example\.co\.id\/preview#token=[\w-]+\.[\w-]+\.[\w-]+$/);
    expect(verifyPreviewToken(tokenOf(url), secret)).toMatchObject({ ok: true, claims: { documentId: 'doc1', locale: 'id' } });
  });

  it('points at /en/preview for English', () => {
    const url = previewUrl('api::about.about', { documentId: 'a1', locale: 'en', status: 'published' }, settings, 'id', 7);
    expect(url?.startsWith('https://www.example.co.id/en/preview#token=')).toBe(true);
    expect(verifyPreviewToken(tokenOf(url), secret)).toMatchObject({ ok: true, claims: { status: 'published' } });
  });

  it('opens the preview page the site has in each language (contracts/src/site-paths.ts)', () => {
    for (const language of LANGUAGES) {
      const url = previewUrl(
        'api::news.news',
        { documentId: 'doc1', locale: language, status: 'draft' },
        settings,
        DEFAULT_LANGUAGE,
        7,
      );
      expect(new URL(url ?? 'x:').pathname).toBe(`${languagePrefix(language)}${PREVIEW_PATH}`);
    }
  });

  it('offers no preview for a type without a page of its own', () => {
    expect(previewUrl('api::footer.footer', { documentId: 'f1', locale: 'id' }, settings, 'id', 7)).toBeNull();
    expect(previewUrl('api::business-unit.business-unit', { documentId: 'b1', locale: 'id' }, settings, 'id', 7)).toBeNull();
  });
});

describe('a preview link for a language the document has no version in', () => {
  it('opens the fallback language’s version, and is bound to it', () => {
    const url = previewUrl('api::news.news', { documentId: 'doc1', locale: 'en', status: 'draft' }, settings, 'id', 7, false);
    expect(url?.startsWith('https://www.example.co.id/en/preview#token=')).toBe(true);
    expect(verifyPreviewToken(tokenOf(url), secret)).toMatchObject({ ok: true, claims: { locale: 'en', opens: 'id' } });
  });

  it('opens its own language where there is a version in it', () => {
    const url = previewUrl('api::news.news', { documentId: 'doc1', locale: 'en', status: 'draft' }, settings, 'id', 7, true);
    const check = verifyPreviewToken(tokenOf(url), secret);
    expect(check.ok && check.claims.opens).toBeUndefined();
  });
});
