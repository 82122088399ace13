import http from 'node:http';
import jwt from 'jsonwebtoken';
import { adminRequest } from './admin';
import { captchaToken, cmsUrl, previewSecret, siteUrl } from './urls';

/**
 * Hostile input against the real CMS and the site's server in front of it: a shared preview link
 * used for more than its one document, query parameters Strapi would pass on, publication-state
 * selectors that would show what editors are working on, forged client addresses. Each answer is
 * a clear JSON error or published content, never a draft, and no forged address counts.
 */
const MARK = `EMBARGO${Date.now()}`;
/** Which server is in front of the CMS in this pass (e2e/environment.mjs). */
const E2E_SERVER = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
const NEWS = '/content-manager/collection-types/api::news.news';
let embargoedId = '';
let publishedId = '';

/** A credential as "Open preview" of the published article issues it (src/preview). */
const credentialFor = (documentId: string) =>
  jwt.sign({ uid: 'api::news.news', documentId, locale: 'id', status: 'draft' }, previewSecret, {
    audience: 'site-preview',
    expiresIn: 600,
  });

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${cmsUrl}${path}`, { headers });

beforeAll(async () => {
  // An article that exists only as a draft (an embargo), and a published one with an unpublished edit.
  const created = (await adminRequest('POST', `${NEWS}?locale=id`, {
    title: `${MARK} embargo`,
    slug: `embargo-${Date.now()}`,
    date: '2026-11-23',
    body: `${MARK} isi`,
  })) as { data: { documentId: string } };
  embargoedId = created.data.documentId;
  const { data } = (await (await get('/api/news-items?locale=id&sort=date:desc&pagination[pageSize]=1')).json()) as {
    data: Array<{ documentId: string }>;
  };
  publishedId = data[0].documentId;
  await adminRequest('PUT', `${NEWS}/${publishedId}?locale=id`, { excerpt: `${MARK} unpublished edit` });
}, 60_000);

afterAll(async () => {
  if (embargoedId) await adminRequest('DELETE', `${NEWS}/${embargoedId}?locale=*`);
  if (publishedId) await adminRequest('POST', `${NEWS}/${publishedId}/actions/discard?locale=id`, {});
}, 60_000);

describe('a preview credential opens its one document and nothing else', () => {
  it('opens its document’s draft, answered private and never stored, varying on the credential', async () => {
    const response = await get(`/api/news-items/${publishedId}?locale=id&status=draft`, {
      'X-Preview-Token': credentialFor(publishedId),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${MARK} unpublished edit`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('x-preview-token');
  });

  it.each([
    ['a list filtered to its document', () => `/api/news-items?filters[documentId][$eq]=${publishedId}&locale=id&status=draft`],
    ['a list of every article', () => '/api/news-items?locale=id&status=draft&pagination[pageSize]=100'],
    ['another document', () => `/api/news-items/${embargoedId}?locale=id&status=draft`],
  ])('answers %s with published content only', async (_name, path) => {
    const response = await get(path(), { 'X-Preview-Token': credentialFor(publishedId) });
    expect([200, 404]).toContain(response.status);
    expect(await response.text()).not.toContain(MARK);
  });

  it('refuses the documentId query parameter that opened every draft of the type (the reported request)', async () => {
    const response = await get(`/api/news-items?documentId=${publishedId}&locale=id&status=draft&pagination[pageSize]=100`, {
      'X-Preview-Token': credentialFor(publishedId),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/documentId/);
    expect(JSON.stringify(body)).not.toContain(MARK);
  });
});

describe('the content API refuses what it does not know and hides what editors are working on', () => {
  it('answers an unknown query parameter with one clear JSON error, no stack', async () => {
    const response = await get('/api/news-items?locale=id&debug=true');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { error: { status: number; message: string } };
    expect(body.error).toMatchObject({ status: 400, message: expect.stringMatching(/debug/) });
    expect(body.error.message).not.toContain('\n');
    expect(JSON.stringify(body)).not.toMatch(/node_modules|at \w+ \(/);
  });

  it.each(['publicationFilter=modified', 'publicationFilter=never-published', 'hasPublishedVersion=false'])(
    'lists the same published articles with %s as without it',
    async (selector) => {
      const ids = async (path: string) => {
        const response = await get(path);
        expect(response.status).toBe(200);
        const body = await response.text();
        expect(body).not.toContain(MARK);
        return (JSON.parse(body) as { data: Array<{ documentId: string }> }).data.map((entry) => entry.documentId).sort();
      };
      const plain = await ids('/api/news-items?locale=id&pagination[pageSize]=100');
      expect(plain.length).toBeGreaterThan(1);
      await expect(ids(`/api/news-items?locale=id&pagination[pageSize]=100&${selector}`)).resolves.toEqual(plain);
    },
  );
});

/**
 * Posts a contact message to the site's own server (npm start's, or nginx in the second pass) from
 * another loopback address (all of 127/8 is this machine), as a visitor at that address would.
 */
function sendFrom(localAddress: string, forwardedFor: string | null, subject: string): Promise<number> {
  const body = JSON.stringify({
    data: {
      name: 'Budi Santoso',
      email: 'budi@example.co.id',
      subject,
      message: 'Pesan dari uji alamat palsu.',
      consent: true,
      language: 'id',
      captchaToken,
    },
  });
  return new Promise((resolve, reject) => {
    const request = http.request(
      `${siteUrl}/api/contact-messages`,
      {
        method: 'POST',
        localAddress,
        headers: {
          'Content-Type': 'application/json',
          'Content-Length': Buffer.byteLength(body),
          ...(forwardedFor ? { 'X-Forwarded-For': forwardedFor } : {}),
        },
      },
      (response) => {
        response.resume();
        resolve(response.statusCode ?? 0);
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

describe(`the contact rate limit counts the address the site's server (${E2E_SERVER}) saw, whatever X-Forwarded-For says`, () => {
  it('holds one visitor who invents a new address for every message to five per ten minutes', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      statuses.push(await sendFrom('127.0.0.7', `203.0.113.${index}`, `Rotating ${index}`));
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  it('does not lock out the visitor whose address someone else forged', async () => {
    for (let index = 1; index <= 6; index += 1) await sendFrom('127.0.0.8', '127.0.0.9', `Forged ${index}`);
    await expect(sendFrom('127.0.0.8', '127.0.0.9', 'Forged, limited')).resolves.toBe(429);
    await expect(sendFrom('127.0.0.9', null, 'The real owner')).resolves.toBe(201);
  });
});

describe('the CMS gives other origins and strangers nothing they can use', () => {
  const siteOrigin = new URL(siteUrl).origin;

  it('names no product in its answers', async () => {
    for (const path of ['/api/whatsapp?locale=id', '/admin', '/_health']) {
      expect((await get(path)).headers.get('x-powered-by')).toBeNull();
    }
  });

  it('lets the site’s origin call the content API, never with the editors’ cookies', async () => {
    const response = await get('/api/whatsapp?locale=id', { Origin: siteOrigin });
    expect(response.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(response.headers.get('access-control-allow-credentials')).toBeNull();
    const preflight = await fetch(`${cmsUrl}/admin/access-token`, {
      method: 'OPTIONS',
      headers: { Origin: siteOrigin, 'Access-Control-Request-Method': 'POST' },
    });
    expect(preflight.headers.get('access-control-allow-credentials')).toBeNull();
  });
});
