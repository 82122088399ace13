import { expect, test } from './fixtures';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import jwt from 'jsonwebtoken';
import type { Browser } from 'playwright-core';
import { MAX_SLUG_LENGTH, RESERVED_NEWS_SLUGS } from '@site/contracts/site-paths';
import { adminAccessToken, adminRequest, uploadFile } from './admin';
import { editorAccount, loginToken } from './admin-ui';
import { closeContexts } from './browser';
import { captchaToken, cmsUrl, hookSecret, previewSecret, siteUrl } from './urls';
import { BUCKETS, objectsIn, onBucket } from './media-bucket';

/**
 * Hostile input against the real CMS and the site's server in front of it: a shared preview link
 * used for more than its one document, query parameters Strapi would pass on, publication-state
 * selectors that would show what editors are working on, forged client addresses. Each answer is
 * a clear JSON error or published content, never a draft, and no forged address counts.
 */
const MARK = `EMBARGO${Date.now()}`;
/** Which server is in front of the CMS in this pass (e2e/environment.ts). */
const E2E_SERVER = process.env.E2E_SERVER === 'nginx' ? 'nginx' : 'node';
const NEWS = '/content-manager/collection-types/api::news.news';
let embargoedId = '';
let publishedId = '';

/** The e2e admin's user id: a credential names the admin it was issued to (src/preview). */
let issuer = 0;

/** A credential as "Open preview" of the published article issues it (src/preview). */
const credentialFor = (documentId: string) =>
  jwt.sign({ uid: 'api::news.news', documentId, locale: 'id', status: 'draft', issuer }, previewSecret, {
    audience: 'site-preview',
    expiresIn: 600,
  });

const get = (path: string, headers: Record<string, string> = {}) => fetch(`${cmsUrl}${path}`, { headers });

test.beforeAll(async () => {
  test.setTimeout(60_000);
  issuer = ((await adminRequest('GET', '/admin/users/me')) as { data: { id: number } }).data.id;
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
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  if (embargoedId) await adminRequest('DELETE', `${NEWS}/${embargoedId}?locale=*`);
  if (publishedId) await adminRequest('POST', `${NEWS}/${publishedId}/actions/discard?locale=id`, {});
});

test.describe('a preview credential opens its one document and nothing else', () => {
  test('opens its document’s draft, answered private and never stored, varying on the credential', async () => {
    const response = await get(`/api/news-items/${publishedId}?locale=id&status=draft`, {
      'X-Preview-Token': credentialFor(publishedId),
    });
    expect(response.status).toBe(200);
    expect(await response.text()).toContain(`${MARK} unpublished edit`);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(response.headers.get('vary')?.toLowerCase()).toContain('x-preview-token');
  });

  for (const [name, path] of [
    ['a list filtered to its document', () => `/api/news-items?filters[documentId][$eq]=${publishedId}&locale=id&status=draft`],
    ['a list of every article', () => '/api/news-items?locale=id&status=draft&pagination[pageSize]=100'],
    ['another document', () => `/api/news-items/${embargoedId}?locale=id&status=draft`],
  ] as const)
    test(`answers ${name} with published content only`, async () => {
      const response = await get(path(), { 'X-Preview-Token': credentialFor(publishedId) });
      expect([200, 404]).toContain(response.status);
      expect(await response.text()).not.toContain(MARK);
    });

  test('refuses the documentId query parameter that opened every draft of the type (the reported request)', async () => {
    const response = await get(`/api/news-items?documentId=${publishedId}&locale=id&status=draft&pagination[pageSize]=100`, {
      'X-Preview-Token': credentialFor(publishedId),
    });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { error: { message: string } };
    expect(body.error.message).toMatch(/documentId/);
    expect(JSON.stringify(body)).not.toContain(MARK);
  });
});

test.describe('the content API refuses what it does not know and hides what editors are working on', () => {
  test('answers an unknown query parameter with one clear JSON error, no stack', async () => {
    const response = await get('/api/news-items?locale=id&debug=true');
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/application\/json/);
    const body = (await response.json()) as { error: { status: number; message: string } };
    expect(body.error).toMatchObject({ status: 400, message: expect.stringMatching(/debug/) });
    expect(body.error.message).not.toContain('\n');
    expect(JSON.stringify(body)).not.toMatch(/node_modules|at \w+ \(/);
  });

  test('answers a NUL character anywhere in a request with 400 and one line (PostgreSQL answered 500 and lost the message)', async () => {
    const refusals = [
      await get('/api/news-items?locale=id&_q=%00'),
      await get('/api/news-items?locale=id&filters[title][$eq]=a%00b'),
      await get('/api/news-items?locale=%00'),
      await get('/api/news-items/%00'),
      await fetch(`${cmsUrl}/api/contact-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ data: { name: 'Budi', email: 'budi@example.co.id', subject: 'Halo', message: 'Halo\u0000' } }),
      }),
    ];
    for (const response of refusals) {
      expect(response.status).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /^The request holds a NUL character/,
      );
    }
  });

  for (const selector of ['publicationFilter=modified', 'publicationFilter=never-published', 'hasPublishedVersion=false'])
    test(`lists the same published articles with ${selector} as without it`, async () => {
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
    });
});

/**
 * A POST of JSON from another loopback address (all of 127/8 is this machine), as a caller at that
 * address would send it; resolves with the status.
 */
function postFrom(localAddress: string, url: string, payload: unknown, forwardedFor: string | null): Promise<number> {
  const body = JSON.stringify(payload);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
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

/** Posts a contact message to the site's own server (npm start's, or nginx in the second pass). */
function sendFrom(localAddress: string, forwardedFor: string | null, subject: string): Promise<number> {
  const payload = {
    data: {
      name: 'Budi Santoso',
      email: 'budi@example.co.id',
      subject,
      message: 'Pesan dari uji alamat palsu.',
      consent: true,
      language: 'id',
      captchaToken,
    },
  };
  return postFrom(localAddress, `${siteUrl}/api/contact-messages`, payload, forwardedFor);
}

test.describe(`the contact rate limit counts the address the site's server (${E2E_SERVER}) saw, whatever X-Forwarded-For says`, () => {
  test('holds one visitor who invents a new address for every message to five per ten minutes', async () => {
    const statuses: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      statuses.push(await sendFrom('127.0.0.7', `203.0.113.${index}`, `Rotating ${index}`));
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429, 429]);
  });

  test('does not lock out the visitor whose address someone else forged', async () => {
    for (let index = 1; index <= 6; index += 1) await sendFrom('127.0.0.8', '127.0.0.9', `Forged ${index}`);
    await expect(sendFrom('127.0.0.8', '127.0.0.9', 'Forged, limited')).resolves.toBe(429);
    await expect(sendFrom('127.0.0.9', null, 'The real owner')).resolves.toBe(201);
  });
});

test.describe('a caller that reaches the CMS directly is counted by its own address', () => {
  test('holds the admin’s login limit whatever X-Forwarded-For says', async () => {
    const login = { email: `nobody-${Date.now()}@e2e.test`, password: 'Wrong-password-1' };
    const statuses: number[] = [];
    for (let index = 1; index <= 7; index += 1) {
      statuses.push(await postFrom('127.0.0.10', `${cmsUrl}/admin/login`, login, `198.51.100.${index}`));
    }
    expect(statuses.slice(0, 5)).toEqual([400, 400, 400, 400, 400]);
    expect(statuses.slice(5)).toEqual([429, 429]);
  });
});

test.describe('the CMS gives other origins and strangers nothing they can use', () => {
  const siteOrigin = new URL(siteUrl).origin;

  test('names no product in its answers', async () => {
    for (const path of ['/api/whatsapp?locale=id', '/admin', '/_health']) {
      expect((await get(path)).headers.get('x-powered-by')).toBeNull();
    }
  });

  test('lets the site’s origin call the content API, never with the editors’ cookies', async () => {
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

test.describe('the build hook’s secret stays on the servers', () => {
  test('is in no webhook the admin lists: the CMS calls the hook itself', async () => {
    const response = await fetch(`${cmsUrl}/admin/webhooks`, {
      headers: { Authorization: `Bearer ${await adminAccessToken()}` },
    });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).not.toContain(hookSecret);
    expect((JSON.parse(body) as { data: unknown[] }).data).toEqual([]);
  });
});

/**
 * Uploaded files never run script on the CMS's origin (the admin's) or the site's: HTML and
 * scripts are refused at upload with the reason, also when named and declared as a picture, a
 * video, a PDF or an office document, and so is an SVG with a script; an SVG put on the disk by
 * other means (or uploaded before that rule) is served sandboxed; a PDF, and every other file, only
 * as a sandboxed download, whatever way its address is written. Chromium is the victim that opens
 * them.
 */
test.describe('an uploaded file stays inert on both origins', () => {
  const mark = `hostile${Date.now()}`;
  const uploadsDir = path.join(__dirname, '..', 'cms', 'public', 'uploads');
  const onDisk = [`${mark}.html`, `${mark}.js`, `${mark}.svg`, `${mark}.pdf`];
  const script = `document.documentElement.setAttribute('data-pwned', 'yes'); fetch('/api/pwned-${mark}');`;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><rect width="10" height="10"/><script>${script}</script></svg>`;
  let svgUrl = '';
  /** The uploaded PDF: on the CMS's disk (/uploads/…), or in the PostgreSQL pass's bucket. */
  let pdfUrl = '';
  /** A PDF on the CMS's disk: the uploaded one, or in the bucket's pass one put there by other means (uploaded before the bucket). */
  let diskPdfUrl = '';
  /** What the media library has stored: files on the CMS's disk, and objects in its bucket. */
  const stored = async () => fs.readdirSync(uploadsDir).length + (onBucket() ? (await objectsIn(BUCKETS.live)).length : 0);
  let browser: Browser;

  test.beforeAll(async ({ browser: launched }) => {
    test.setTimeout(60_000);
    fs.writeFileSync(
      path.join(uploadsDir, `${mark}.html`),
      `<!doctype html><title>x</title><script src="/uploads/${mark}.js"></script><script>${script}</script>`,
    );
    fs.writeFileSync(path.join(uploadsDir, `${mark}.js`), script);
    // An SVG with a script is refused at upload (below); one put on the disk by other means, or
    // uploaded before that rule, is served sandboxed.
    fs.writeFileSync(path.join(uploadsDir, `${mark}.svg`), svg);
    svgUrl = `/uploads/${mark}.svg`;
    const pdf =
      '%PDF-1.4\n1 0 obj <</Type /Catalog /Pages 2 0 R>> endobj\n2 0 obj <</Type /Pages /Kids [] /Count 0>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n';
    const pdfResponse = await uploadFile(`laporan-${mark}.pdf`, 'application/pdf', pdf);
    expect(pdfResponse.status).toBe(201);
    pdfUrl = ((await pdfResponse.json()) as Array<{ url: string }>)[0].url;
    // A PDF put on the disk by other means (in the bucket's pass: uploaded before the bucket).
    fs.writeFileSync(path.join(uploadsDir, `${mark}.pdf`), pdf);
    diskPdfUrl = onBucket() ? `/uploads/${mark}.pdf` : pdfUrl;
    browser = launched;
  });

  test.afterAll(async () => {
    for (const name of onDisk) fs.rmSync(path.join(uploadsDir, name), { force: true });
    await closeContexts(browser);
  });

  for (const [_what, name, type, content] of [
    ['an HTML page', `${mark}.html`, 'text/html', '<!doctype html><script>alert(1)</script>'],
    ['a script', `${mark}.js`, 'text/javascript', script],
    ['an XML document', `${mark}.xml`, 'application/xml', '<?xml version="1.0"?><a/>'],
  ])
    test(`refuses ${_what} at upload and says why`, async () => {
      const before = await stored();
      const response = await uploadFile(name, type, content);
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(/^File type '[a-z]+\/[a-z+.-]+' is not allowed$/);
      expect(JSON.stringify(body)).not.toMatch(/\bat .+\.js:\d+/);
      expect(await stored()).toBe(before); // nothing left behind
    });

  // Every format the media library takes, with HTML (or a script) inside: named, and declared, as it.
  const DISGUISES: Array<[string, string]> = [
    ['svg', 'image/svg+xml'],
    ['pdf', 'application/pdf'],
    ['jpg', 'image/jpeg'],
    ['png', 'image/png'],
    ['webp', 'image/webp'],
    ['gif', 'image/gif'],
    ['mp4', 'video/mp4'],
    ['docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
  ];
  for (const [extension, type] of DISGUISES)
    test(`refuses HTML named .${extension} and declared ${type}, stores nothing, and says why in one line`, async () => {
      const before = await stored();
      const library = async () =>
        ((await adminRequest('GET', '/upload/files?pageSize=1')) as { pagination: { total: number } }).pagination.total;
      const inLibrary = await library();
      const response = await uploadFile(
        `${mark}-disguised.${extension}`,
        type,
        '<!doctype html><script>alert(document.domain)</script>',
      );
      expect(response.status).toBe(400);
      const body = (await response.json()) as { error: { message: string } };
      expect(body.error.message).toMatch(new RegExp(`^"${mark}-disguised\\.${extension}" is not a`));
      expect(body.error.message).not.toMatch(/\n/);
      expect(await stored()).toBe(before);
      expect(await library()).toBe(inLibrary);
    });

  test('refuses an SVG with a script, and says why in one line', async () => {
    const response = await uploadFile(`${mark}-logo.svg`, 'image/svg+xml', svg);
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      `"${mark}-logo.svg" is not an SVG picture the library takes: it holds <script>.`,
    );
  });

  test('checks an SVG off the CMS’s request thread: the CMS answers others meanwhile, and a picture past the limits is refused', async () => {
    const picture = (inner: string) => `<svg xmlns="http://www.w3.org/2000/svg">${inner}</svg>`;
    // The attack: <g> nested 30,000 deep (200 KB) held the CMS for 25 s; refused as it streams.
    const deep = await uploadFile(
      `${mark}-deep.svg`,
      'image/svg+xml',
      picture(`${'<g>'.repeat(30_000)}${'</g>'.repeat(30_000)}`),
    );
    expect(deep.status).toBe(400);
    expect(((await deep.json()) as { error: { message: string } }).error.message).toBe(
      `"${mark}-deep.svg" is not an SVG picture the library takes: it nests elements more than 64 deep.`,
    );
    // A large drawing within the limits (1 MB, about 20,000 shapes) takes seconds to sanitise: a
    // visitor's request sent after it is answered before it.
    const finished: string[] = [];
    const large = uploadFile(
      `${mark}-large.svg`,
      'image/svg+xml',
      picture('<rect width="1" height="1" x="2" y="3" fill="red"/>'.repeat(19_000)),
    ).then((response) => (finished.push('upload'), response));
    await new Promise((resolve) => setTimeout(resolve, 150));
    const visitor = await fetch(`${cmsUrl}/api/whatsapp?locale=id`);
    finished.push('visitor');
    expect(visitor.status).toBe(200);
    const uploaded = await large;
    expect(uploaded.status, await uploaded.clone().text()).toBe(201);
    console.log(`[e2e] while a 1 MB SVG was checked: ${finished.join(' answered, then ')} answered`);
    expect(finished).toEqual(['visitor', 'upload']);
    const [file] = (await uploaded.json()) as Array<{ id: number }>;
    await adminRequest('DELETE', `/upload/files/${file.id}`);
  });

  test('refuses an upload that names a document’s row and field (it linked the file into a live article past every rule)', async () => {
    const [published] = (
      (await (await get('/api/news-items?locale=id&pagination[pageSize]=1&populate=cover')).json()) as {
        data: Array<{ id: number; cover: { url: string } | null }>;
      }
    ).data;
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#0f0' } })
      .png()
      .toBuffer();
    for (const fields of [
      { ref: 'api::news.news', refId: String(published.id), field: 'cover' },
      { ref: 'shared.seo', refId: '1', field: 'shareImage' },
      { path: 'elsewhere' },
    ]) {
      const form = new FormData();
      form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${mark}-linked.png`);
      form.append('fileInfo', JSON.stringify({ name: `${mark}-linked.png`, alternativeText: 'hijau' }));
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      const response = await fetch(`${cmsUrl}/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await adminAccessToken()}` },
        body: form,
      });
      expect(response.status, JSON.stringify(fields)).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /^An upload goes into the media library only: put it into a field from the document's edit view \((ref, refId, field|path) not taken\)\.$/,
      );
    }
    const after = (
      (await (await get(`/api/news-items?locale=id&filters[id][$eq]=${published.id}&populate=cover`)).json()) as {
        data: Array<{ cover: { url: string } | null }>;
      }
    ).data[0];
    expect(after.cover?.url ?? null).toBe(published.cover?.url ?? null);
  });

  test('refuses a picture of more pixels than the library takes, from its header, before any thumbnail is made', async () => {
    const { crc32, deflateSync } = await import('node:zlib');
    // A PNG of 68 bytes that says it is 16,000 × 16,000 pixels: its signature, its header chunk, a
    // few bytes of image data, its end (the attack's was 275 KB, and every pixel there).
    const chunk = (type: string, data: Buffer) => {
      const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
      const length = Buffer.alloc(4);
      length.writeUInt32BE(data.length);
      const sum = Buffer.alloc(4);
      sum.writeUInt32BE(crc32(body));
      return Buffer.concat([length, body, sum]);
    };
    const header = Buffer.alloc(13);
    header.writeUInt32BE(16_000, 0);
    header.writeUInt32BE(16_000, 4);
    header.set([8, 0, 0, 0, 0], 8); // 8-bit greyscale
    const png = Buffer.concat([
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
      chunk('IHDR', header),
      chunk('IDAT', deflateSync(Buffer.alloc(16))),
      chunk('IEND', Buffer.alloc(0)),
    ]);
    const response = await uploadFile(`${mark}-huge.png`, 'image/png', new Uint8Array(png));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      `"${mark}-huge.png" is 16000 × 16000 pixels (256 megapixels): the library takes pictures of up to 50 megapixels, so make it smaller first.`,
    );
  });

  test('gives an Editor’s small upload its turn while an Author’s large pictures are processed', async () => {
    test.setTimeout(240_000);
    const { default: sharp } = await import('sharp');
    // Three pictures of 36 megapixels (under the limit; a few seconds of thumbnails each), in one upload.
    const large = await sharp({ create: { width: 6000, height: 6000, channels: 3, background: '#357' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const small = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const authorToken = await loginToken(await editorAccount({ role: 'strapi-author' }));
    const editorToken = await loginToken(await editorAccount());
    const upload = async (token: string, files: Array<[string, Buffer]>) => {
      const form = new FormData();
      for (const [name, bytes] of files) form.append('files', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), name);
      const response = await fetch(`${cmsUrl}/upload`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}` },
        body: form,
      });
      expect(response.status, await response.clone().text()).toBe(201);
      return (await response.json()) as Array<{ id: number }>;
    };
    const finished: string[] = [];
    const authors = upload(
      authorToken,
      [1, 2, 3].map((index) => [`${mark}-besar-${index}.png`, large]),
    ).then((files) => {
      finished.push('author');
      return files;
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    const editors = await upload(editorToken, [[`${mark}-kecil.png`, small]]);
    finished.push('editor');
    const uploaded = [...(await authors), ...editors];
    console.log(`[e2e] an Author's 3 large pictures and an Editor's small one: ${finished.join(' finished, then ')} finished`);
    expect(finished).toEqual(['editor', 'author']);
    for (const file of uploaded) await adminRequest('DELETE', `/upload/files/${file.id}`);
  });

  test('answers a file or folder named by anything but its number with 400 (PostgreSQL answered 500)', async () => {
    const headers = { Authorization: `Bearer ${await adminAccessToken()}`, 'Content-Type': 'application/json' };
    const requests: Array<[string, string, unknown?]> = [
      ['GET', '/upload/files/abc'],
      ['GET', '/upload/files/99999999999999999999'],
      ['DELETE', '/upload/files/abc'],
      ['GET', '/upload/folders/2147483648'],
      ['POST', '/upload/actions/bulk-delete', { fileIds: ['abc'] }],
      ['POST', '/upload/actions/bulk-move', { folderIds: ['abc'], destinationFolderId: null }],
      ['POST', '/upload/actions/bulk-update', { updates: [{ id: 1e20, fileInfo: { name: 'x' } }] }],
    ];
    for (const [method, path, body] of requests) {
      const response = await fetch(`${cmsUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.status, `${method} ${path}`).toBe(400);
      expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
        /names a file or folder by its number/,
      );
    }
  });

  test('refuses a file name too long to store, in one line (it answered 500)', async () => {
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    // The file's name as the library's form gives it (fileInfo), the file itself named shortly.
    const form = new FormData();
    form.append('files', new Blob([new Uint8Array(png)], { type: 'image/png' }), `${mark}-short.png`);
    form.append('fileInfo', JSON.stringify({ name: `${'a'.repeat(300)}.png`, alternativeText: 'panjang' }));
    const response = await fetch(`${cmsUrl}/upload`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${await adminAccessToken()}` },
      body: form,
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(
      /^A file's name may be 200 bytes long at most: "a{40}…" is 304\.$/,
    );
  });

  test('refuses a media list asked for a relation among its fields (it answered 500)', async () => {
    const response = await fetch(`${cmsUrl}/upload/files?fields[0]=related`, {
      headers: { Authorization: `Bearer ${await adminAccessToken()}` },
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toMatch(/"related" is not one\.$/);
  });

  test('refuses a picture declared as another type', async () => {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .jpeg()
      .toBuffer();
    const response = await uploadFile(`${mark}.png`, 'image/png', new Uint8Array(jpeg));
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: { message: string } }).error.message).toBe(
      `"${mark}.png" is not a .png file: its content is image/jpeg.`,
    );
  });

  test('replaces a file only by one of its kind: a picture in an article’s cover by no PDF (the build stopped at it)', async () => {
    const { default: sharp } = await import('sharp');
    const png = async (background: string) =>
      new Uint8Array(
        await sharp({ create: { width: 8, height: 8, channels: 3, background } })
          .png()
          .toBuffer(),
      );
    const uploaded = await uploadFile(`${mark}-sampul.png`, 'image/png', await png('#fff'));
    const [file] = (await uploaded.json()) as Array<{ id: number }>;
    const replace = async (name: string, type: string, bytes: Uint8Array<ArrayBuffer>) => {
      const form = new FormData();
      form.append('files', new Blob([bytes], { type }), name);
      return fetch(`${cmsUrl}/upload?id=${file.id}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${await adminAccessToken()}` },
        body: form,
      });
    };
    const pdf = new TextEncoder().encode('%PDF-1.4\n1 0 obj <</Type /Catalog>> endobj\ntrailer <</Root 1 0 R>>\n%%EOF\n');
    const refused = await replace(`${mark}-laporan.pdf`, 'application/pdf', pdf);
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { error: { message: string } }).error.message).toBe(
      `"${mark}-sampul.png" is image/png: it can be replaced only by a file of its kind, not by application/pdf. Upload the new file as a file of its own.`,
    );
    expect((await replace(`${mark}-sampul-baru.png`, 'image/png', await png('#000'))).status).toBe(200);
    await adminRequest('DELETE', `/upload/files/${file.id}`);
  });

  test('keeps the media library’s view to what the library offers: no page size of -5, no other keys', async () => {
    const put = async (body: unknown) =>
      (
        await fetch(`${cmsUrl}/upload/configuration`, {
          method: 'PUT',
          headers: { Authorization: `Bearer ${await adminAccessToken()}`, 'Content-Type': 'application/json' },
          body: JSON.stringify(body),
        })
      ).status;
    const before = (await adminRequest('GET', '/upload/configuration')) as { data: Record<string, unknown> };
    expect(await put({ pageSize: -5, sort: 'createdAt:DESC' })).toBe(400);
    expect(await put({ pageSize: 10, sort: 'createdAt:DESC', x: '<img>' })).toBe(400);
    expect(await put({ pageSize: 20, sort: 'createdAt:DESC' })).toBe(200);
    expect(await put(before.data)).toBe(200);
  });

  const origins = () => [
    ['the CMS', cmsUrl],
    ['the site', siteUrl],
  ];

  for (const [name, origin] of origins())
    test(`serves a file put on the CMS’s disk, on ${name}’s origin, only as a sandboxed download`, async () => {
      for (const name of onDisk.filter((name) => !name.endsWith('.svg'))) {
        const response = await fetch(`${origin}/uploads/${name}`);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-disposition')).toBe('attachment');
        expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox$/);
        expect(response.headers.get('x-content-type-options')).toBe('nosniff');
      }
    });

  for (const [name, origin] of origins())
    test(`never runs an uploaded page’s or picture’s script on ${name}’s origin in Chromium`, async () => {
      const context = await browser.newContext({ acceptDownloads: true });
      const page = await context.newPage();
      const requested: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      await page.goto(`${origin}/uploads/${mark}.html`).catch(() => undefined); // a download, not a page
      await page.goto(`${origin}${svgUrl}`, { waitUntil: 'networkidle' });
      expect(await page.evaluate(() => document.documentElement.getAttribute('data-pwned'))).toBeNull();
      expect(await page.locator('rect').count()).toBe(1); // the picture itself is shown
      expect(requested.filter((url) => url.includes(`${mark}.js`) || url.includes(`pwned-${mark}`))).toEqual([]);
      await context.close();
    });

  test('keeps the headers of a file on the CMS’s disk however its address is written', async () => {
    const pdf = diskPdfUrl.replace(/^\/uploads\//, '');
    for (const written of [`/%75ploads/${pdf}`, `/uploads%2F${pdf}`, `/./uploads/${pdf}`, `/x/../uploads/${pdf}`]) {
      const response = await fetch(`${cmsUrl}${written}`);
      if (response.status !== 200) continue; // not served at that address at all
      expect(`${written} ${response.headers.get('content-disposition')}`).toBe(`${written} attachment`);
      expect(response.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox$/);
    }
  });

  for (const [name, origin] of origins())
    test(`shows pictures in place, and gives PDFs as sandboxed downloads, on ${name}`, async () => {
      const pdf = await fetch(`${origin}${diskPdfUrl}`);
      expect(pdf.status).toBe(200);
      expect(pdf.headers.get('content-type')).toBe('application/pdf');
      expect(pdf.headers.get('content-disposition')).toBe('attachment');
      expect(pdf.headers.get('content-security-policy')).toMatch(/default-src 'none'.*sandbox$/);
      const picture = await fetch(`${origin}${svgUrl}`);
      expect(picture.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
      expect(picture.headers.get('content-disposition')).toBeNull();
    });

  /**
   * The PostgreSQL pass keeps media in a bucket, another origin than the CMS's and the site's: a
   * file there reaches neither's cookies or storage, and is stored to be shown or downloaded as
   * the CMS's disk serves it (a CDN in front adds the sandbox and nosniff headers: docs/operators.md).
   */
  test('stores an uploaded PDF in the bucket as a download of its checked type, and a picture to be shown', async () => {
    test.skip(!onBucket(), 'media are on the CMS’s disk in this pass (the tests above)');
    expect(new URL(pdfUrl).origin).not.toBe(new URL(cmsUrl).origin);
    const pdf = await fetch(pdfUrl);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe('attachment');
    const { default: sharp } = await import('sharp');
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#fff' } })
      .png()
      .toBuffer();
    const uploaded = await uploadFile(`${mark}-gambar.png`, 'image/png', new Uint8Array(png));
    expect(uploaded.status).toBe(201);
    const [picture] = (await uploaded.json()) as Array<{ id: number; url: string }>;
    const shown = await fetch(picture.url);
    expect(shown.headers.get('content-type')).toBe('image/png');
    expect(shown.headers.get('content-disposition')).toBeNull();
    await adminRequest('DELETE', `/upload/files/${picture.id}`);
    expect((await fetch(picture.url)).status).toBe(404);
  });
});

test.describe('a news article or a person cannot take a slug that is no address of theirs', () => {
  /** The CMS's answer to an editor's request: its status and error message. */
  const answer = async (method: string, path: string, body: unknown) => {
    const response = await fetch(`${cmsUrl}${path}`, {
      method,
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminAccessToken()}` },
      body: JSON.stringify(body),
    });
    const { error } = (await response.json()) as { error?: { message?: string } };
    return { status: response.status, message: error?.message ?? null };
  };
  const chooseLanguage = (preferedLanguage: string | null) => adminRequest('PUT', '/admin/users/me', { preferedLanguage });

  /** The types whose slug is a page's address, with a document of each as an editor would write it. */
  const TYPES = [
    {
      name: 'news article',
      path: NEWS,
      document: (slug: string) => ({ title: `Berita percobaan ${slug}`, slug, date: '2026-11-24', body: 'Percobaan.' }),
    },
    {
      name: 'person',
      path: '/content-manager/collection-types/api::management.management',
      document: (slug: string) => ({ name: `Orang percobaan ${slug}`, slug, position: 'Direktur', company: 'etsi' }),
    },
  ];
  /**
   * Slugs of no page's form (what they would do: `..` is the home page, `.` the list, a file's
   * name is served by its extension's rules), then the archive's, refused for a news article only.
   */
  const FORM = ['..', '.', 'index.html', 'siaran-pers.htm', 'pembukaan kantor'];
  /** Longer than a page's path may hold a segment: Gatsby would shorten it, PostgreSQL would fail the save. */
  const LONG = 'pemeliharaan-anjungan-lepas-pantai-'.repeat(6);
  const cases = TYPES.flatMap((type) => [
    ...FORM.map((slug) => ({ type, slug, en: `"${slug}" cannot be a slug`, id: `"${slug}" tidak dapat menjadi slug` })),
    { type, slug: LONG, en: `is too long for a slug: at most ${MAX_SLUG_LENGTH} characters`, id: 'terlalu panjang untuk slug' },
    ...(type.path === NEWS
      ? [...RESERVED_NEWS_SLUGS].map((slug) => ({
          type,
          slug,
          en: `/news/${slug} belongs to the site's news archive`,
          id: `/news/${slug} adalah bagian arsip berita situs`,
        }))
      : []),
  ]);

  for (const { type, slug, en, id } of cases) {
    const shown = slug.length > 40 ? `${slug.slice(0, 24)}… (${slug.length} characters)` : slug;
    test(`refuses a ${type.name}'s slug "${shown}" when it is created or saved, in the editor’s language`, async () => {
      expect(await answer('POST', `${type.path}?locale=id`, type.document(slug))).toEqual({
        status: 400,
        message: expect.stringContaining(en),
      });
      const fine = `percobaan-${Date.now()}`;
      const created = (await adminRequest('POST', `${type.path}?locale=id`, type.document(fine))) as {
        data: { documentId: string };
      };
      const { documentId } = created.data;
      const { data: me } = (await adminRequest('GET', '/admin/users/me')) as { data: { preferedLanguage: string | null } };
      try {
        await chooseLanguage('id');
        expect(await answer('PUT', `${type.path}/${documentId}?locale=id`, { slug })).toEqual({
          status: 400,
          message: expect.stringContaining(id),
        });
        const { data } = (await adminRequest('GET', `${type.path}/${documentId}?locale=id`)) as { data: { slug: string } };
        expect(data.slug).toBe(fine);
      } finally {
        await chooseLanguage(me.preferedLanguage);
        await adminRequest('DELETE', `${type.path}/${documentId}?locale=*`);
      }
    });
  }
});
