/**
 * @jest-environment node
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { nodeTypeName, restPath } from './content-model';
import { documentNodes, entryFields, mediaIdsIn, mediaUrl } from './entry-fields';
import { graphqlTypeDefs, isPageType, nodesByIdsField } from './graphql-schema';
import { populateFor } from './populate';
import { toQueryString } from './query-string';
import { readContentModel } from './read-content-model';
import { retryTransientFailures } from './retry-requests';
import { isTransient } from '@site/contracts/build-errors';
import { CmsError, createStrapiClient, downloadError } from './strapi-client';

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
    expect(populateFor(type('news').attributes, model.components)).toEqual({
      cover: true,
      seo: { populate: { shareImage: true } },
    });
    expect(populateFor(type('footer').attributes, model.components)).toEqual({ lighthouseLogo: true, address: true });
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
      {
        components: model.components,
        media: (file) => {
          files.push(file.id);
          return file.id;
        },
      },
    );
    expect(fields.cover).toBe(7);
    expect(fields.body).toEqual({ markdown: 'Hello <script>x</script>**there**', html: '<p>Hello <strong>there</strong></p>' });
    expect(fields.seo).toMatchObject({ metaTitle: 'Meta', shareImage: 8 });
    expect(files.sort()).toEqual([7, 8]);
    expect(fields.excerpt).toBeNull();
  });

  it('finds the media a node links, in nested and repeatable components too, and nothing else', () => {
    const attributes = {
      cover: { type: 'media' as const },
      gallery: { type: 'media' as const, multiple: true },
      seo: { type: 'component' as const, component: 'shared.seo' },
      people: { type: 'component' as const, component: 'test.person', repeatable: true },
      strapiId: { type: 'integer' as const },
    };
    const components = {
      ...model.components,
      'test.person': { name: { type: 'string' as const }, photo: { type: 'media' as const } },
    };
    const fields = entryFields(
      {
        cover: { id: 1, url: '/uploads/1.jpg' },
        gallery: [
          { id: 2, url: '/uploads/2.jpg' },
          { id: 3, url: '/uploads/3.jpg' },
        ],
        seo: { metaTitle: 'x', shareImage: { id: 4, url: '/uploads/4.jpg' } },
        people: [
          { name: 'A', photo: { id: 5, url: '/uploads/5.jpg' } },
          { name: 'B', photo: null },
        ],
        strapiId: 99,
      },
      attributes,
      { components, media: (file) => file.id },
    );
    expect(mediaIdsIn(fields, attributes, components).sort()).toEqual([1, 2, 3, 4, 5]);
    expect(mediaIdsIn({ cover: null, gallery: [], seo: null, people: null, strapiId: 7 }, attributes, components)).toEqual([]);
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
    await expect(client.fetchCollection('/api/news-items', { locale: 'id' })).resolves.toEqual([{ id: 1 }, { id: 2 }]);
    expect(fetchImpl.mock.calls[1][0]).toContain('pagination[page]=2');
  });

  it('asks for the later pages a few at a time and keeps their order, however they arrive', async () => {
    const pageCount = 7;
    let inFlight = 0;
    let mostInFlight = 0;
    const fetchImpl = jest.fn(async (url: string) => {
      const page = Number(/pagination\[page\]=(\d+)/.exec(url)?.[1]);
      inFlight += 1;
      mostInFlight = Math.max(mostInFlight, inFlight);
      await new Promise((resolve) => setTimeout(resolve, (pageCount - page) * 3)); // later pages answer first
      inFlight -= 1;
      return new Response(JSON.stringify({ data: [{ id: page }], meta: { pagination: { page, pageCount } } }));
    });
    const client = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: fetchImpl as unknown as typeof fetch });
    const entries = await client.fetchCollection('/api/news-items', { locale: 'id' });
    expect(entries.map((entry) => entry.id)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(fetchImpl).toHaveBeenCalledTimes(pageCount);
    expect(mostInFlight).toBe(4);
  });

  it('counts a collection’s published entries in one language', async () => {
    const fetchImpl = respond(200, { data: [{ id: 1 }], meta: { pagination: { page: 1, pageCount: 40, total: 40 } } });
    const client = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl });
    await expect(client.countCollection('/api/news-items', 'en')).resolves.toBe(40);
    expect(jest.mocked(fetchImpl).mock.calls[0][0]).toContain(
      'locale=en&fields[0]=documentId&pagination[page]=1&pagination[pageSize]=1',
    );
    const countless = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(200, { data: [] }) });
    await expect(countless.countCollection('/api/news-items', 'en')).rejects.toThrow('without a count');
  });

  it('reads when content last changed, and says nothing when the CMS cannot tell', async () => {
    const version = (body: unknown, status = 200) =>
      createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(status, body) }).fetchContentVersion(
        '/api/site-builds/content-version',
      );
    await expect(
      version({ data: { changedAt: 't1', mediaChangedAt: null, types: { 'api::news.news': 't1', 'api::bad.bad': 3 } } }),
    ).resolves.toEqual({ changedAt: 't1', mediaChangedAt: null, types: { 'api::news.news': 't1' } });
    await expect(version({ data: { changedAt: 't1' } })).resolves.toEqual({ changedAt: 't1', mediaChangedAt: null, types: null });
    await expect(version({}, 404)).resolves.toBeNull();
    await expect(version({ error: { name: 'ForbiddenError' } }, 403)).resolves.toBeNull();
    await expect(version({}, 400)).rejects.toBeInstanceOf(CmsError);
  });

  it('sends the token', async () => {
    const fetchImpl = respond(200, { data: [] });
    await createStrapiClient({ baseUrl: 'http://cms.test', token: 'secret', fetchImpl }).fetchCollection('/api/clients', {
      locale: 'en',
    });
    expect(fetchImpl).toHaveBeenCalledWith(
      expect.any(String),
      expect.objectContaining({ headers: expect.objectContaining({ Authorization: 'Bearer secret' }) }),
    );
  });

  it('treats a missing single-type translation as absent', async () => {
    await expect(
      createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(404, {}) }).fetchSingle('/api/about', {
        locale: 'en',
        populate: {},
      }),
    ).resolves.toBeNull();
  });

  it('stops the build with a clear message when the token is refused', async () => {
    const client = createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(401, {}) });
    await expect(client.fetchCollection('/api/news-items', { locale: 'id' })).rejects.toThrow(/STRAPI_TOKEN/);
  });

  it('stops the build at once when the CMS refuses the request itself', async () => {
    const fetchImpl = respond(400, { error: { message: 'Invalid key titel' } });
    const client = createStrapiClient({
      baseUrl: 'http://cms.test',
      fetchImpl,
      attempts: retryTransientFailures({ minTimeoutMs: 1 }),
    });
    await expect(client.fetchCollection('/api/news-items', { locale: 'id' })).rejects.toThrow(/HTTP 400.*Invalid key titel/);
    expect(fetchImpl).toHaveBeenCalledTimes(1);
  });

  it('tries an error answer of the CMS again, then stops the build with it', async () => {
    const retried: string[] = [];
    const fetchImpl = respond(500, { error: { message: 'boom' } });
    const client = createStrapiClient({
      baseUrl: 'http://cms.test',
      fetchImpl,
      attempts: retryTransientFailures({ retries: 2, minTimeoutMs: 1, onRetry: (message) => retried.push(message) }),
    });
    await expect(client.fetchCollection('/api/news-items', { locale: 'id' })).rejects.toBeInstanceOf(CmsError);
    expect(fetchImpl).toHaveBeenCalledTimes(3);
    expect(retried).toEqual([
      'The CMS answered HTTP 500 for /api/news-items: boom Trying again (attempt 2 of 3).',
      'The CMS answered HTTP 500 for /api/news-items: boom Trying again (attempt 3 of 3).',
    ]);
  });

  it('stops the build with the reason when the CMS answers garbage', async () => {
    const garbage = jest.fn(
      async () => new Response('<html>Welcome to nginx!</html>', { status: 200 }),
    ) as unknown as typeof fetch;
    await expect(
      createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: garbage }).fetchCollection('/api/news-items', { locale: 'id' }),
    ).rejects.toThrow('The CMS answered /api/news-items with something that is not JSON.');
    for (const body of [[], { data: 'nonsense' }, { meta: {} }, null]) {
      await expect(
        createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl: respond(200, body) }).fetchCollection('/api/news-items', {
          locale: 'id',
        }),
      ).rejects.toThrow('The CMS answered /api/news-items without a data list.');
    }
  });

  it('stops the build with a clear message when the CMS stays unreachable', async () => {
    const fetchImpl = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('connect ECONNREFUSED 127.0.0.1:1337') });
    }) as unknown as typeof fetch;
    await expect(
      createStrapiClient({
        baseUrl: 'http://127.0.0.1:1337',
        fetchImpl,
        attempts: retryTransientFailures({ retries: 1, minTimeoutMs: 1 }),
      }).fetchSingle('/api/footer', { locale: 'id', populate: {} }),
    ).rejects.toThrow(/Cannot reach the CMS at http:\/\/127\.0\.0\.1:1337 \(connect ECONNREFUSED/);
    expect(fetchImpl).toHaveBeenCalledTimes(2);
  });

  it('gives every failure the build error code the build hook decides retries by, whatever its wording', async () => {
    const codeOf = async (fetchImpl: typeof fetch) => {
      const error = await createStrapiClient({ baseUrl: 'http://cms.test', fetchImpl })
        .fetchCollection('/api/news-items', { locale: 'id' })
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(CmsError);
      return (error as CmsError).code;
    };
    const byStatus: Array<[number, unknown, string]> = [
      [400, { error: { message: 'Invalid key titel' } }, 'cms-refused'],
      [401, { error: { message: 'Missing or invalid credentials' } }, 'token-refused'],
      [403, { error: { message: 'Forbidden' } }, 'token-refused'],
      [403, { error: { message: 'Forbidden', details: { reason: 'draft-relation' } } }, 'cms-refused'],
      [404, 'Not Found', 'cms-refused'],
      [408, 'Request Timeout', 'cms-unavailable'],
      [429, { error: { message: 'Too many requests' } }, 'cms-unavailable'],
      [500, { error: { message: 'boom' } }, 'cms-unavailable'],
      [502, 'Bad Gateway', 'cms-unavailable'],
      [503, 'Service Unavailable', 'cms-unavailable'],
      [504, 'Gateway Timeout', 'cms-unavailable'],
      [501, 'Not Implemented', 'cms-unavailable'],
      [507, 'Insufficient Storage', 'cms-unavailable'],
      [522, 'Connection timed out (a CDN before the CMS)', 'cms-unavailable'],
      [524, 'A timeout occurred', 'cms-unavailable'],
    ];
    for (const [status, body, code] of byStatus) expect([status, await codeOf(respond(status, body))]).toEqual([status, code]);
    const unreachable = jest.fn(async () => {
      throw new TypeError('fetch failed', { cause: new Error('getaddrinfo EAI_AGAIN cms') });
    }) as unknown as typeof fetch;
    expect(await codeOf(unreachable)).toBe('cms-unreachable');
    const garbage = jest.fn(
      async () => new Response('<html>Welcome to nginx!</html>', { status: 200 }),
    ) as unknown as typeof fetch;
    expect(await codeOf(garbage)).toBe('cms-answer-invalid');
    expect(await codeOf(respond(200, { data: 'nonsense' }))).toBe('cms-answer-invalid');
    // Tried again: exactly the answers that may be different a moment later.
    expect(byStatus.filter(([, , code]) => isTransient(code as CmsError['code'])).map(([status]) => status)).toEqual([
      408, 429, 500, 502, 503, 504, 501, 507, 522, 524,
    ]);
    // An answer cut short or too slow while its body arrives is no answer: tried again.
    const cutShort = jest.fn(async () => {
      const body = new ReadableStream({
        start(controller) {
          controller.enqueue(new TextEncoder().encode('{"data":['));
          controller.error(new TypeError('terminated'));
        },
      });
      return new Response(body, { status: 200 });
    }) as unknown as typeof fetch;
    expect(await codeOf(cutShort)).toBe('cms-unreachable');
  });

  it('gives a media download that failed the code of its cause, and leaves other errors alone', () => {
    const httpError = (statusCode: number) =>
      Object.assign(new Error(`Response code ${statusCode}`), { response: { statusCode } });
    const url = 'http://cms.test/uploads/kantor.jpg';
    expect((downloadError(url, httpError(503)) as CmsError).code).toBe('cms-unavailable');
    expect((downloadError(url, httpError(404)) as CmsError).code).toBe('cms-refused');
    expect((downloadError(url, httpError(404)) as CmsError).message).toBe(`The CMS answered HTTP 404 for the media file ${url}.`);
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:1337'), { code: 'ECONNREFUSED' });
    expect((downloadError(url, refused) as CmsError).code).toBe('cms-unreachable');
    const other = new Error('sharp: unsupported image format');
    expect(downloadError(url, other)).toBe(other);
    expect(downloadError(url, 42)).toBe(42);
  });

  it('rides out a CMS that restarts, a proxy that answers 502 and one that is too slow (a real server)', async () => {
    const answers = [
      (response: http.ServerResponse) => response.destroy(), // the connection drops
      (response: http.ServerResponse) => response.writeHead(502).end('Bad Gateway'),
      () => undefined, // no answer before the timeout
      (response: http.ServerResponse) =>
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"data":{"id":1,"documentId":"f"}}'),
    ];
    let calls = 0;
    const server = http.createServer((_request, response) => {
      const answer = answers[Math.min(calls, answers.length - 1)];
      calls += 1;
      answer(response);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const retried: string[] = [];
    try {
      const client = createStrapiClient({
        baseUrl: `http://127.0.0.1:${port}`,
        timeoutMs: 300,
        attempts: retryTransientFailures({ minTimeoutMs: 10, onRetry: (message) => retried.push(message) }),
      });
      await expect(client.fetchSingle('/api/footer', { locale: 'id', populate: {} })).resolves.toEqual({
        id: 1,
        documentId: 'f',
      });
      expect(calls).toBe(4);
      expect(retried).toEqual([
        expect.stringMatching(/^Cannot reach the CMS .* Trying again \(attempt 2 of 5\)\.$/),
        expect.stringMatching(/^The CMS answered HTTP 502 for \/api\/footer: Bad Gateway Trying again \(attempt 3 of 5\)\.$/),
        expect.stringMatching(/^Cannot reach the CMS .*timeout.* Trying again \(attempt 4 of 5\)\.$/),
      ]);
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('document nodes', () => {
  const mapping = { components: model.components, media: (file: { id: number }) => file.id };
  const entry = (locale: string, title: string) => ({
    id: 1,
    documentId: 'doc',
    locale,
    title,
    slug: 'berita',
    date: '2026-01-01',
  });

  it('gives each site language its own node, with the fallback language where a translation is missing', () => {
    const nodes = documentNodes([entry('id', 'Berita')], type('news').attributes, mapping, ['id', 'en'], 'id');
    expect(nodes.map(({ language, contentLanguage, title }) => ({ language, contentLanguage, title }))).toEqual([
      { language: 'id', contentLanguage: 'id', title: 'Berita' },
      { language: 'en', contentLanguage: 'id', title: 'Berita' },
    ]);
    expect(nodes[0]).not.toHaveProperty('locale');
    expect(nodes[0]).toMatchObject({ documentId: 'doc', strapiId: 1, cover: null, body: null });
  });

  it('keeps a translation for its own language', () => {
    const nodes = documentNodes([entry('id', 'Berita'), entry('en', 'News')], type('news').attributes, mapping, ['en'], 'id');
    expect(nodes).toHaveLength(1);
    expect(nodes[0]).toMatchObject({ language: 'en', contentLanguage: 'en', title: 'News' });
  });
});

describe('media URLs', () => {
  it('resolves the CMS’s own relative URLs and keeps absolute http(s) ones', () => {
    expect(mediaUrl('/uploads/a.jpg', 'http://127.0.0.1:1337/')).toBe('http://127.0.0.1:1337/uploads/a.jpg');
    expect(mediaUrl('https://bucket.example/a.jpg', 'http://cms')).toBe('https://bucket.example/a.jpg');
  });

  it('refuses other schemes', () => {
    expect(mediaUrl('javascript:alert(1)', 'http://cms')).toBeNull();
    expect(mediaUrl('file:///etc/passwd', 'http://cms')).toBeNull();
  });
});
