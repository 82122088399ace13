/**
 * @jest-environment node
 */
import { CREDENTIAL_ANSWER, PUBLIC_ANSWER, PUBLIC_MAX_AGE_SECONDS, apiCacheControl, isApiPath } from './api-answers';

describe('how long a content-API answer may be kept', () => {
  it('lets every cache keep a published answer a while, stale while it refreshes and while the CMS is down', () => {
    expect(apiCacheControl({ method: 'GET', status: 200, credential: false })).toBe(PUBLIC_ANSWER);
    expect(apiCacheControl({ method: 'HEAD', status: 200, credential: false })).toBe(PUBLIC_ANSWER);
    expect(PUBLIC_MAX_AGE_SECONDS).toBeGreaterThanOrEqual(30);
    expect(PUBLIC_ANSWER).toMatch(/^public, max-age=\d+, stale-while-revalidate=\d+, stale-if-error=\d+$/);
  });

  it('lets nobody keep an answer to a credential, which may hold a draft', () => {
    expect(apiCacheControl({ method: 'GET', status: 200, credential: true })).toBe(CREDENTIAL_ANSWER);
    expect(CREDENTIAL_ANSWER).toBe('private, no-store');
  });

  it.each([
    ['a contact message sent', 'POST', 201],
    ['a refused query', 'GET', 400],
    ['a missing document', 'GET', 404],
    ['a rate-limited caller', 'POST', 429],
    ['a failure', 'GET', 500],
  ])('keeps no copy of %s', (_what, method, status) => {
    expect(apiCacheControl({ method, status, credential: false })).toBe('no-store');
  });
});

describe('which paths are the content API', () => {
  it("are those under the prefix in any letter case and encoding, as Strapi's router matches them", () => {
    for (const path of ['/api', '/api/news-items', '/API/news-items/x', '/Api/footer', '/%61pi/footer', '/%41PI/home'])
      expect(isApiPath(path)).toBe(true);
    expect(isApiPath('/content/api/x', '/content/api')).toBe(true);
  });

  it('are not the admin, the uploads or a path that merely starts alike', () => {
    for (const path of ['/admin', '/uploads/a.jpg', '/apis/x', '/api-docs', '/content-manager/api', '/%E0%A4%A'])
      expect(isApiPath(path)).toBe(false);
  });
});
