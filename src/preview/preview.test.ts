/**
 * @jest-environment node
 */
import path from 'node:path';
import { readContentModel } from 'gatsby-source-strapi-i18n/read-content-model';
import { PREVIEWABLE_TYPES } from 'cms/preview/previewable';
import { readCredential } from './credential';
import { loadPreview, type PreviewSource } from './load-preview';
import { pageDataUrl } from './page-data';
import { previewImage } from './preview-media';
import { PREVIEW_TARGETS, previewContentModel } from './targets';
import { PREVIEW_TEMPLATES } from './templates';

const model = previewContentModel(readContentModel(path.join(__dirname, '..', '..', 'cms')));

/** A token as the CMS issues it (the page reads the payload; only the CMS checks the signature). */
const token = (claims: object) =>
  ['{"alg":"HS256"}', JSON.stringify(claims)].map((part) => Buffer.from(part).toString('base64url')).join('.') + '.signature';
const newsClaims = { uid: 'api::news.news', documentId: 'doc1', locale: 'en', status: 'draft', issuer: 3 };

describe('what editors can preview', () => {
  it('is exactly what the CMS offers a preview for, each with a template the preview can load', () => {
    expect(Object.keys(PREVIEW_TARGETS).sort()).toEqual([...PREVIEWABLE_TYPES].sort());
    for (const target of Object.values(PREVIEW_TARGETS)) expect(PREVIEW_TEMPLATES[target.template]).toBeDefined();
    expect(model.contentTypes.map((type) => type.uid).sort()).toEqual([...PREVIEWABLE_TYPES].sort());
  });

  it('finds the public page of each kind of document', () => {
    expect(PREVIEW_TARGETS['api::news.news'].path({ slug: 'berita-baru' })).toBe('/news/berita-baru');
    expect(PREVIEW_TARGETS['api::news.news'].path({ slug: null })).toBeNull();
    expect(PREVIEW_TARGETS['api::management.management'].path({ slug: 'hendra', company: 'mcsi' })).toBe(
      '/management-mcsi/hendra',
    );
    expect(PREVIEW_TARGETS['api::about.about'].path({})).toBe('/about');
    expect(PREVIEW_TARGETS['api::home.home'].path({})).toBe('/');
  });
});

describe('the preview credential in the URL fragment', () => {
  it('is read with its claims', () => {
    const value = token(newsClaims);
    expect(readCredential(`#token=${value}`)).toEqual({
      token: value,
      claims: { uid: 'api::news.news', documentId: 'doc1', locale: 'en', status: 'draft' },
    });
  });

  it('is absent without a token, or with one that is not the CMS’s', () => {
    expect(readCredential('')).toBeNull();
    expect(readCredential('#token=abc')).toBeNull();
    expect(readCredential(`#token=${token({ uid: 'api::news.news' })}`)).toBeNull();
  });
});

describe('preview helpers', () => {
  it('finds the published page data of a path', () => {
    expect(pageDataUrl('/')).toBe('/page-data/index/page-data.json');
    expect(pageDataUrl('/en')).toBe('/page-data/en/page-data.json');
    expect(pageDataUrl('/en/news/a')).toBe('/page-data/en/news/a/page-data.json');
  });

  it('shows a CMS file as the templates’ image data, at its own size', () => {
    const image = previewImage({ id: 1, url: '/uploads/a.png', width: 800, height: 400, alternativeText: 'Alt' }, 'http://cms');
    expect(image.alternativeText).toBe('Alt');
    expect(image.localFile?.childImageSharp.gatsbyImageData).toMatchObject({
      layout: 'constrained',
      width: 800,
      height: 400,
      images: { fallback: { src: 'http://cms/uploads/a.png' } },
    });
    expect(previewImage({ id: 2, url: 'javascript:alert(1)' }, 'http://cms').localFile).toBeNull();
  });
});

describe('loading a preview', () => {
  /** Answers like the CMS's content API for a news draft in Indonesian only, and no published page. */
  const cms = (status = 200) =>
    jest.fn(async (url: string, init?: RequestInit) => {
      const headers = new Headers(init?.headers);
      if (url.startsWith('/page-data/')) return new Response('', { status: 404 });
      if (status !== 200) {
        return new Response(JSON.stringify({ error: { name: 'PolicyError', message: 'x', details: { reason: 'expired' } } }), {
          status,
        });
      }
      if (headers.get('X-Preview-Token') === null) return new Response('{}', { status: 401 });
      if (url.includes('locale=en')) return new Response('{"data":null}', { status: 404 });
      return new Response(
        JSON.stringify({
          data: { id: 7, documentId: 'doc1', locale: 'id', title: 'Draf', slug: 'draf', body: 'Isi <script>x</script>**tebal**' },
        }),
      );
    });

  const source = (fetchImpl: typeof fetch, claims = newsClaims): PreviewSource => ({
    credential: readCredential(`#token=${token(claims)}`),
    language: 'en',
    fallbackLanguage: 'id',
    model,
    cmsUrl: '',
    origin: 'http://site.test',
    ownData: { footer: { label: 'own footer' } },
    ownContext: { language: 'en' },
    fetchImpl,
  });

  it('shows the fallback language’s draft, sanitised, inside the page data, with the credential sent', async () => {
    const fetchImpl = cms();
    const result = await loadPreview(source(fetchImpl as unknown as typeof fetch));
    expect(result).toMatchObject({
      ok: true,
      status: 'draft',
      title: 'Draf',
      data: {
        footer: { label: 'own footer' },
        article: {
          title: 'Draf',
          language: 'en',
          contentLanguage: 'id',
          body: { html: '<p>Isi <strong>tebal</strong></p>' },
        },
      },
      pageContext: { language: 'en', slug: 'draf' },
    });
    expect(fetchImpl.mock.calls.map(([url]) => url)).toEqual([
      expect.stringMatching(/^\/api\/news-items\/doc1\?locale=en&.*status=draft/),
      expect.stringMatching(/^\/api\/news-items\/doc1\?locale=id&/),
      '/page-data/en/news/draf/page-data.json',
    ]);
  });

  it('says why instead of showing anything', async () => {
    await expect(loadPreview({ ...source(cms() as unknown as typeof fetch), credential: null })).resolves.toEqual({
      ok: false,
      problem: 'no-credential',
    });
    await expect(loadPreview(source(cms(403) as unknown as typeof fetch))).resolves.toEqual({ ok: false, problem: 'expired' });
    await expect(
      loadPreview(source(cms() as unknown as typeof fetch, { ...newsClaims, uid: 'api::footer.footer' })),
    ).resolves.toEqual({ ok: false, problem: 'no-page' });
    const offline = jest.fn(async () => {
      throw new TypeError('fetch failed');
    });
    await expect(loadPreview(source(offline as unknown as typeof fetch))).resolves.toEqual({ ok: false, problem: 'unreachable' });
    const nothing = jest.fn(async () => new Response('{"data":null}', { status: 404 }));
    await expect(loadPreview(source(nothing as unknown as typeof fetch))).resolves.toEqual({ ok: false, problem: 'not-found' });
  });
});
