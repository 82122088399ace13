import { expect, test } from '../fixtures';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { healthy, startCmsProcess, type CmsProcess } from '../cms-process';
import { waitFor } from '../wait-for';
import { BUCKETS, bucketEnv, bucketUrl, fileUrls, objectsIn, type LibraryFile } from '../media-bucket';

/**
 * A horizontally scaled CMS: two instances started at the same moment on one fresh PostgreSQL
 * database and one media bucket both come up healthy and duplicate nothing; they share one build
 * token, which a restart without local files keeps; a file uploaded through one is listed, served
 * and deleted through the other; the contact rate limit holds across both; and a schedule is
 * carried out by one of them. A database or a bucket that cannot be used stops a CMS in one line.
 */
const adminUrl = process.env.E2E_PG_ADMIN_URL ?? '';
const DATABASE = 'cms_pair';
const seed = (file: string) => JSON.parse(fs.readFileSync(path.join(__dirname, '..', '..', 'cms', 'seed', file), 'utf8'));
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-pair-'));
const tokenFile = (name: string) => path.join(workDir, `${name}-build-token`);

let databaseUrl = '';
let first: CmsProcess;
let second: CmsProcess;

const sql = async (query: string): Promise<number> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    return Number((await client.query(query)).rows[0].count);
  } finally {
    await client.end();
  }
};

/** The tables and columns (text or JSON) in which `secret` occurs. */
const placesHolding = async (secret: string): Promise<string[]> => {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: columns } = await client.query<{ table_name: string; column_name: string }>(
      `SELECT table_name, column_name FROM information_schema.columns
       WHERE table_schema = 'public' AND data_type IN ('text', 'character varying', 'json', 'jsonb')`,
    );
    const found: string[] = [];
    for (const { table_name: table, column_name: column } of columns) {
      const { rows } = await client.query(`SELECT 1 FROM "${table}" WHERE "${column}"::text LIKE $1 LIMIT 1`, [`%${secret}%`]);
      if (rows.length) found.push(`${table}.${column}`);
    }
    return found;
  } finally {
    await client.end();
  }
};

const instanceEnv = (name: string): Record<string, string> => ({
  DATABASE_CLIENT: 'postgres',
  DATABASE_URL: databaseUrl,
  BUILD_TOKEN_FILE: tokenFile(name),
  BUILD_HOOK_URL: 'http://127.0.0.1:9/build',
  BUILD_HOOK_SECRET: 'pair-secret',
  ADMIN_EMAIL: 'pair@e2e.test',
  ADMIN_PASSWORD: 'PairEditor123!',
  SMTP_HOST: '',
  RECAPTCHA_SECRET: '',
  ...bucketEnv(BUCKETS.pair),
});

let session = '';
/** The pair's admin session (one login: Strapi limits them per address); valid on both instances. */
async function pairSession(): Promise<string> {
  if (session) return session;
  const login = await fetch(`${first.url}/admin/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email: 'pair@e2e.test', password: 'PairEditor123!' }),
  });
  session = ((await login.json()) as { data: { token: string } }).data.token;
  return session;
}

/** A request to an instance's admin API as the pair's admin. */
async function asAdmin(cms: CmsProcess, method: string, path: string, body?: FormData): Promise<Response> {
  return fetch(`${cms.url}${path}`, { method, headers: { Authorization: `Bearer ${await pairSession()}` }, body });
}

test.beforeAll(async () => {
  test.setTimeout(400_000);
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${DATABASE}`);
  await admin.end();
  databaseUrl = adminUrl.replace(/\/postgres$/, `/${DATABASE}`);
  first = startCmsProcess(1348, instanceEnv('first'));
  second = startCmsProcess(1349, instanceEnv('second'));
  await Promise.all([healthy(first), healthy(second)]);
});

test.afterAll(async () => {
  test.setTimeout(60_000);
  await Promise.all([first?.stop(), second?.stop()]);
  fs.rmSync(workDir, { recursive: true, force: true });
});

test.describe('two CMS instances started together on one fresh PostgreSQL database', () => {
  test('both come up, one after the other has set the database up', async () => {
    for (const cms of [first, second]) expect((await fetch(`${cms.url}/_health`)).status).toBe(204);
    expect(first.output() + second.output()).toMatch(/waited [\d.]+ s for another instance to finish starting/);
  });

  test('duplicate nothing: locales, roles, permissions, token, admin, documents, files', async () => {
    const singleTypes = Object.keys(seed('single-types.json')).length;
    const news = seed('news.json').length;
    const images = JSON.stringify([seed('single-types.json'), seed('collections.json'), seed('news.json')]).match(
      /"draw":/g,
    )?.length;
    expect(await sql('SELECT count(*) FROM i18n_locale')).toBe(2);
    expect(await sql("SELECT count(*) FROM up_roles WHERE type = 'public'")).toBe(1);
    expect(await sql('SELECT count(*) FROM up_roles')).toBe(2);
    expect(await sql('SELECT count(*) FROM admin_roles')).toBe(3);
    expect(await sql('SELECT count(*) FROM admin_users')).toBe(1);
    expect(await sql("SELECT count(*) FROM strapi_api_tokens WHERE name = 'Static site build (read-only)'")).toBe(1);
    expect(await sql('SELECT count(*) FROM strapi_webhooks')).toBe(0);
    expect(await sql('SELECT count(*) FROM files')).toBe(images);
    // Each seeded picture once in the bucket, with each of its sizes: the instance that seeded stored them.
    const sizes = await sql(
      "SELECT count(*) FROM files, jsonb_object_keys(formats) WHERE formats IS NOT NULL AND formats::text <> 'null'",
    );
    expect((await objectsIn(BUCKETS.pair)).length).toBe((images ?? 0) + sizes);
    expect(await sql('SELECT count(DISTINCT document_id) FROM abouts')).toBe(1);
    expect(await sql('SELECT count(DISTINCT document_id) FROM news_items')).toBe(news);
    expect(singleTypes).toBeGreaterThan(5);
    const permissions = await sql('SELECT count(*) FROM up_permissions');
    const distinct = await sql(
      'SELECT count(*) FROM (SELECT DISTINCT action, role_id FROM up_permissions p JOIN up_permissions_role_lnk l ON l.permission_id = p.id) d',
    );
    expect(permissions).toBe(distinct);
  });

  test('share one build token, which a restart without the local token file keeps', async () => {
    test.setTimeout(300_000);
    const token = fs.readFileSync(tokenFile('first'), 'utf8').trim();
    expect(token.length).toBeGreaterThan(100);
    expect(fs.readFileSync(tokenFile('second'), 'utf8').trim()).toBe(token);
    await second.stop();
    fs.rmSync(tokenFile('second'));
    // The stored webhook (with the hook's secret) an earlier version of the CMS kept.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `INSERT INTO strapi_webhooks (name, url, headers, events, enabled)
       VALUES ('Static site build hook', 'http://127.0.0.1:9/build', '{"Authorization":"Bearer pair-secret"}', '["entry.publish"]', true)`,
    );
    await client.end();
    second = startCmsProcess(1349, instanceEnv('second'));
    await healthy(second);
    expect(fs.readFileSync(tokenFile('second'), 'utf8').trim()).toBe(token);
    expect(await sql('SELECT count(*) FROM strapi_webhooks')).toBe(0);
    for (const cms of [first, second]) {
      expect((await fetch(`${cms.url}/api/news-items?locale=id`, { headers: { Authorization: `Bearer ${token}` } })).status).toBe(
        200,
      );
    }
  });

  test('keep the build hook’s secret out of the database: no table, no column holds it', async () => {
    await expect(placesHolding('pair-secret')).resolves.toEqual([]);
    // The scan finds what is there: the build token's name, for one.
    await expect(placesHolding('Static site build (read-only)')).resolves.toContain('strapi_api_tokens.name');
  });

  test('hold the contact rate limit across both: 5 of 10 messages from one address accepted', async () => {
    const statuses: number[] = [];
    for (let index = 0; index < 10; index += 1) {
      const cms = index % 2 === 0 ? first : second;
      const response = await fetch(`${cms.url}/api/contact-messages`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', 'X-Forwarded-For': '10.77.0.1' },
        body: JSON.stringify({
          data: {
            name: 'Pair Test',
            email: 'pair@example.com',
            subject: `Pair ${index}`,
            message: 'Rate limit across instances.',
            consent: true,
          },
        }),
      });
      statuses.push(response.status);
    }
    expect(statuses.filter((status) => status === 201)).toHaveLength(5);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
  });
});

test.describe('two CMS instances sharing one media bucket', () => {
  test('a picture uploaded through one is listed, served and deleted through the other', async () => {
    const { default: sharp } = await import('sharp');
    const jpeg = await sharp({ create: { width: 640, height: 400, channels: 3, background: '#0a4d8c' } })
      .jpeg()
      .toBuffer();
    const form = new FormData();
    const name = `dermaga-baru-pelabuhan-tanjung-priok-${Date.now()}.jpg`;
    form.append('files', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), name);
    form.append('fileInfo', JSON.stringify({ name, alternativeText: 'Dermaga baru di Pelabuhan Tanjung Priok' }));
    const uploaded = await asAdmin(first, 'POST', '/upload', form);
    expect(uploaded.status).toBe(201);
    const [file] = (await uploaded.json()) as Array<LibraryFile & { id: number }>;
    const urls = fileUrls([file]);
    expect(urls.length).toBeGreaterThan(1); // the picture and its sizes
    for (const url of urls) expect(url.startsWith(`${bucketUrl(BUCKETS.pair)}/`)).toBe(true);

    // Listed by the other instance, and served from the bucket, byte for byte.
    const listed = (await (await asAdmin(second, 'GET', `/upload/files/${file.id}`)).json()) as { url: string };
    expect(listed.url).toBe(file.url);
    const served = await fetch(listed.url);
    expect(served.headers.get('content-type')).toBe('image/jpeg');
    expect(Buffer.from(await served.arrayBuffer()).equals(jpeg)).toBe(true);

    // Deleted through the other instance: gone from the library of both, and from the bucket.
    expect((await asAdmin(second, 'DELETE', `/upload/files/${file.id}`)).status).toBe(200);
    expect((await asAdmin(first, 'GET', `/upload/files/${file.id}`)).status).toBe(404);
    for (const url of urls) expect(`${url} ${(await fetch(url)).status}`).toBe(`${url} 404`);
  });
});

test.describe('a scheduled publish with two CMS instances on one database', () => {
  test('is carried out once: both instances find it due at the same moment, one publishes', async () => {
    test.setTimeout(200_000);
    const created = await fetch(`${first.url}/content-manager/collection-types/api::news.news?locale=id`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await pairSession()}` },
      body: JSON.stringify({ title: 'Sekali terbit', slug: `sekali-terbit-${Date.now()}`, date: '2026-11-25', body: 'Sekali.' }),
    });
    const { data: draft } = (await created.json()) as { data: { documentId: string } };
    // Overdue already, and known to neither instance's timers: each one's sweep (every 15 s) finds it
    // at the same second, and both try to carry it out.
    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    await client.query(
      `INSERT INTO actions (document_id, execute_at, mode, entity_id, entity_slug, locale, created_at, updated_at, published_at)
       VALUES ('pair-schedule', now() - interval '5 seconds', 'publish', $1, 'api::news.news', 'id', now(), now(), now())`,
      [draft.documentId],
    );
    await client.end();
    const count = (output: string, text: string) => output.split(text).length - 1;
    const what = `publish of api::news.news ${draft.documentId} (id)`;
    const published = `Successfully published document with id "${draft.documentId}"`;
    // Done when it is published and every instance that took the schedule up has finished with it
    // (scheduling logs "… is overdue" before and "…: handled" after each attempt).
    await waitFor(
      'the schedule carried out by the instances that found it due',
      async () =>
        (await sql('SELECT count(*) FROM actions')) === 0 &&
        count(first.output() + second.output(), published) > 0 &&
        [first, second].every((cms) => count(cms.output(), `${what} is overdue`) === count(cms.output(), `${what}: handled`)),
      { timeoutMs: 150_000, intervalMs: 1000 },
    );
    expect(count(first.output() + second.output(), published)).toBe(1);
    expect(
      await sql(`SELECT count(*) FROM news_items WHERE document_id = '${draft.documentId}' AND published_at IS NOT NULL`),
    ).toBe(1);
  });
});

test.describe('a database that cannot be used', () => {
  test('stops the CMS with one line naming DATABASE_URL, the password hidden, and no stack trace', async () => {
    test.setTimeout(150_000);
    const wrong = databaseUrl.replace(/:[^:@/]+@/, ':wrong-password@');
    const cms = startCmsProcess(1350, { ...instanceEnv('wrong'), DATABASE_URL: wrong });
    const code = await Promise.race([
      cms.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 120_000)),
    ]);
    await cms.stop();
    expect(code).not.toBe('timeout');
    expect(code).not.toBe(0);
    const output = cms.output();
    expect(output).toMatch(
      /Cannot use the database at DATABASE_URL=postgres:\/\/strapi:\*{4}@127\.0\.0\.1:\d+\/cms_pair: password authentication failed/,
    );
    expect(output).not.toContain('wrong-password');
    expect(output).not.toMatch(/^\s+at /m);
  });
});

test.describe('a media bucket that cannot be used', () => {
  /** Starts a CMS with the pair's settings changed, and waits for it to stop; its output and exit code. */
  async function refusedStart(change: Record<string, string>): Promise<{ code: unknown; output: string }> {
    const cms = startCmsProcess(1350, { ...instanceEnv('refused'), ...change });
    const code = await Promise.race([
      cms.exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 120_000)),
    ]);
    await cms.stop();
    return { code, output: cms.output() };
  }

  for (const [what, change, line] of [
    [
      'is not reachable',
      { S3_ENDPOINT: 'http://127.0.0.1:9' },
      `✖ the media bucket "${BUCKETS.pair}" at http://127.0.0.1:9 cannot be reached (ECONNREFUSED): check S3_ENDPOINT and that the storage answers from this machine`,
    ],
    [
      'refuses the credentials',
      // s3rver checks the key's id (not the signature): both are wrong here, as a rotated key's would be.
      { S3_ACCESS_KEY_ID: 'ROTATED-KEY', S3_SECRET_ACCESS_KEY: 'wrong-secret-key-value' },
      `✖ the media bucket "${BUCKETS.pair}" at ${new URL(bucketUrl(BUCKETS.pair)).origin} refused the CMS's key`,
    ],
    ['does not exist', { S3_BUCKET: 'no-such-bucket' }, '✖ the media bucket "no-such-bucket" at'],
  ] as const)
    test(`that ${what} stops the CMS at start in one line, no secret and no stack trace, nothing written`, async () => {
      test.setTimeout(150_000);
      const files = await sql('SELECT count(*) FROM files');
      const { code, output } = await refusedStart(change);
      expect(code).not.toBe('timeout');
      expect(code).not.toBe(0);
      expect(output).toContain(line);
      expect(output.split('\n').filter((text) => text.includes('media bucket'))).toHaveLength(1);
      expect(output).not.toContain('wrong-secret-key-value');
      expect(output).not.toMatch(/^\s+at /m);
      expect(await sql('SELECT count(*) FROM files')).toBe(files);
    });
});
