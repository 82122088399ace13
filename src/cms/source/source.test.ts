/**
 * @jest-environment node
 */
import path from 'node:path';
import { nodeTypeName, readContentModel, restPath } from './content-model';
import { entryFields } from './entry-to-node';
import { graphqlTypeDefs, isPageType, nodesByIdsField } from './graphql-schema';
import { populateFor } from './populate';
import { toQueryString } from './query-string';
import { CmsError, createStrapiClient } from './strapi-client';

const model = readContentModel(path.join(__dirname, '..', '..', '..', 'cms'));
const type = (name: string) => {
  const found = model.contentTypes.find((contentType) => contentType.singularName === name);
  if (!found) throw new Error(`no content type ${name}`);
  return found;
};

describe('the content model read from the CMS', () => {
  it('has every content type of the design', () => {
    expect(model.contentTypes.map((contentType) => contentType.singularName)).toEqual(
      expect.arrayContaining([
        'footer',
        'whatsapp',
        'home',
        'about',
        'company-value',
        'privacy-policy',
        'terms-condition',
        'contact-page',
        'career-page',
        'business-unit',
        'management',
        'organization-chart',
        'milestone',
        'certificate',
        'news',
        'client',
        'job-opening',
      ]),
    );
  });

  it('never sources contact messages (not published content)', () => {
    expect(model.contentTypes.some((contentType) => contentType.singularName === 'contact-message')).toBe(false);
  });

  it('names node types and REST paths like Strapi does', () => {
    expect(nodeTypeName('business-unit')).toBe('StrapiBusinessUnit');
    expect(restPath(type('news'))).toBe('/api/news-items');
    expect(restPath(type('footer'))).toBe('/api/footer');
  });
});

describe('GraphQL types', () => {
  const sdl = graphqlTypeDefs(model);

  it('declares every type explicitly so empty collections still query', () => {
    expect(sdl).toContain('type StrapiNews implements Node @dontInfer');
    expect(sdl).toContain('cover: StrapiMedia @link(by: "strapiId")');
    expect(sdl).toContain('body: StrapiRichText');
    expect(sdl).toContain('seo: StrapiSharedSeo');
    expect(sdl).toContain('values: [StrapiSharedValueItem]');
  });

  it('lets the simple page types share the StrapiPage interface', () => {
    expect(['about', 'privacy-policy', 'terms-condition'].every((name) => isPageType(type(name)))).toBe(true);
    expect(isPageType(type('home'))).toBe(false);
    expect(isPageType(type('news'))).toBe(false);
    expect(sdl).toContain('type StrapiAbout implements Node & StrapiPage @dontInfer');
  });
});

describe('nodes by ids', () => {
  it('returns the nodes in the order asked, skipping ids that have no node', () => {
    const { strapiNewsByIds: field } = nodesByIdsField('StrapiNews');
    const nodes: Record<string, { id: string }> = { a: { id: 'a' }, b: { id: 'b' } };
    const getNodeById = jest.fn(({ id }: { id: string }) => nodes[id] ?? null);
    expect(field?.type).toBe('[StrapiNews!]!');
    expect(field?.resolve(null, { ids: ['b', 'gone', 'a'] }, { nodeModel: { getNodeById } })).toEqual([{ id: 'b' }, { id: 'a' }]);
    expect(getNodeById).toHaveBeenCalledWith({ id: 'gone', type: 'StrapiNews' });
  });
});

describe('populate and query strings', () => {
  it('populates media and nested component media, nothing else', () => {
    expect(populateFor(type('news').attributes, model)).toEqual({ cover: true, seo: { populate: { shareImage: true } } });
    expect(populateFor(type('footer').attributes, model)).toEqual({ lighthouseLogo: true, address: true });
  });

  it('writes Strapi bracket notation', () => {
    expect(toQueryString({ locale: 'en', populate: { seo: { populate: { shareImage: true } } }, pagination: { page: 2 } })).toBe(
      'locale=en&populate[seo][populate][shareImage]=true&pagination[page]=2',
    );
  });
});

describe('entry fields', () => {
  it('links media by id, renders sanitised rich text and walks components', () => {
    const files: number[] = [];
    const fields = entryFields(
      {
        title: 'Judul',
        cover: { id: 7, url: '/uploads/a.jpg' },
        body: 'Hello <script>x</script>**there**',
        seo: { id: 3, metaTitle: 'Meta', shareImage: { id: 8, url: '/uploads/b.jpg' } },
      },
      type('news').attributes,
      model,
      (file) => files.push(file.id),
    );
    expect(fields.cover).toBe(7);
    expect(fields.body).toEqual({ markdown: 'Hello <script>x</script>**there**', html: '<p>Hello <strong>there</strong></p>' });
    expect(fields.seo).toMatchObject({ metaTitle: 'Meta', shareImage: 8 });
    expect(files.sort()).toEqual([7, 8]);
    expect(fields.excerpt).toBeNull();
  });
});

describe('Strapi client', () => {
  const respond = (status: number, body: unknown) =>
    jest.fn(async () => new Response(JSON.stringify(body), { status })) as unknown as typeof fetch;

  it('follows pagination to the last page', async () => {
    const fetchImpl = jest
      .fn()
      .mockResolvedValueOnce(new Response(JSON.stringify({ data: [{ id: 1 }], meta: { pagination: { page: 1, pageCount: 2 } } })))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ data: [{ id: 2 }], meta: { pagination: { page: 2, pageCount: 2 } } })),
      );
    const client = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: fetchImpl as unknown as typeof fetch });
    await expect(client.fetchCollection('/api/news-items', 'id', {})).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(fetchImpl.mock.calls[1][0]).toContain('pagination[page]=2');
  });

  it('sends the token', async () => {
    const fetchImpl = respond(200, { data: [] });
    await createStrapiClient({ baseUrl: 'http://cms.test', token: 'secret', fetchImpl }).fetchCollection(
      '/api/clients',
      'en',
      {},
    );
    expect(fetchImpl).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer secret' }) }),
    );
  });

  it('treats a missing single-type translation as absent', async () => {
    await expect(
      createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(404, {}) }).fetchSingle('/api/about', 'en', {}),
    ).resolves.toBeNull();
  });

  it('stops the build with a clear message when the token is refused', async () => {
    const client = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(401, {}) });
    await expect(client.fetchCollection('/api/news-items', 'id', {})).rejects.toThrow(/STRAPI_TOKEN/);
  });

  it('stops the build when the CMS answers with an error', async () => {
    const client = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(500, { error: 'boom' }) });
    await expect(client.fetchCollection('/api/news-items', 'id', {})).rejects.toBeInstanceOf(CmsError);
  });

  it('stops the build with a clear message when the CMS is unreachable', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });
    }) as unknown as typeof fetch;
    await expect(
      createStrapiClient({ baseUrl: 'http://127.0.0.1:1337', fetchImpl }).fetchSingle('/api/footer', 'id', {}),
    ).rejects.toThrow(/Cannot reach the CMS at http:\/\/127\.0\.0\.1:1337 \(connect ECONNREFUSED/);
  });
});
