import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminAccessToken, adminRequest, deleteDocuments, uploadImage } from './admin';
import { editorAccount, loginToken, signedInAdmin } from './admin-ui';
import { cmsUrl, runDir, siteUrl } from './urls';
import { waitUntil } from './wait-for';
import { call, comparable, describeContentModel, ownValues, VISITOR_WRITTEN, type TypeDescription } from './content-model';
import { sampleEntry } from '../cms/src/content-model/sample-values';
import type { SchemaFile } from '../cms/src/content-model/schemas';

/**
 * History (cms/src/plugins/history), through the CMS's own routes:
 * - every field of every content type comes back after a restore, as the content model (as Strapi
 *   describes it) says it is — components, files, every language's own fields;
 * - who may read, restore and undo what, for an Author, an Editor and a Super Admin;
 * - a news article in both languages, edited by two editors: compared, restored, a publish undone
 *   on the site, deleted, recovered and published again; every step in the activity log.
 */
const CM = '/content-manager';
const STAMP = Date.now().toString(36);

const versionsPath = (uid: string, documentId: string, locale: string | null) =>
  `/history/versions?uid=${uid}&documentId=${documentId}${locale ? `&locale=${locale}` : ''}`;

interface VersionList {
  data: Array<{ id: number; action: string; status: string; by: string }>;
  meta: { total: number; mayRestore: boolean; mayPublish: boolean; mayUndo: boolean };
}

let types: TypeDescription[] = [];
let components: Map<string, SchemaFile> = new Map();
let files: number[] = [];
const made: Array<{ uid: string; documentId: string }> = [];

test.beforeAll(async () => {
  test.setTimeout(180_000);
  ({ types, components } = await describeContentModel());
  files = [
    await uploadImage(`foto-riwayat-anjungan-${STAMP}`, 'Anjungan lepas pantai saat senja'),
    await uploadImage(`foto-riwayat-kapal-${STAMP}`, 'Kapal pemasok di dermaga Balikpapan'),
    await uploadImage(`foto-riwayat-kantor-${STAMP}`, 'Kantor pusat di Jakarta Selatan'),
  ];
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await deleteDocuments(made);
  for (const file of files) await adminRequest('DELETE', `/upload/files/${file}`);
});

test.describe('history', () => {
  test('every field of every content type comes back after a restore, as the content model describes it', async () => {
    test.setTimeout(300_000);
    const token = await adminAccessToken();
    const wrong: string[] = [];
    let fields = 0;
    const written = types.filter((each) => !VISITOR_WRITTEN.has(each.uid));
    for (const type of written) {
      const localized = type.pluginOptions?.i18n?.localized === true;
      const locale = localized ? 'id' : null;
      const query = locale ? `?locale=${locale}` : '';
      const first = ownValues(type, sampleEntry(components, type, 1, files), 1, STAMP);
      const second = ownValues(type, sampleEntry(components, type, 2, files), 2, STAMP);
      const single = type.kind === 'singleType';
      const base = `${CM}/${single ? 'single-types' : 'collection-types'}/${type.uid}`;
      let documentId: string;
      // A single type is the site's own page (its footer, its home): its draft is put back after.
      const original = single
        ? ((await call(token, 'GET', `${base}${query}`)).body as { data?: Record<string, unknown> }).data
        : undefined;
      if (single) {
        const saved = await call(token, 'PUT', `${base}${query}`, first);
        if (saved.status !== 200) {
          wrong.push(`${type.uid}: the first save answered ${saved.status} ${saved.text.slice(0, 200)}`);
          continue;
        }
        documentId = (saved.body as { data: { documentId: string } }).data.documentId;
      } else {
        const created = await call(token, 'POST', `${base}${query}`, first);
        if (created.status !== 201) {
          wrong.push(`${type.uid}: the create answered ${created.status} ${created.text.slice(0, 200)}`);
          continue;
        }
        documentId = (created.body as { data: { documentId: string } }).data.documentId;
        made.push({ uid: type.uid, documentId });
      }
      const path = single ? `${base}${query}` : `${base}/${documentId}${query}`;
      const changed = await call(token, 'PUT', path, second);
      if (changed.status !== 200) {
        wrong.push(`${type.uid}: the second save answered ${changed.status} ${changed.text.slice(0, 200)}`);
        continue;
      }
      const list = (await call(token, 'GET', versionsPath(type.uid, documentId, locale))).body as VersionList;
      const [latest, kept] = list.data;
      if (!latest || !kept || latest.action !== 'save') {
        wrong.push(`${type.uid}: the versions are ${JSON.stringify(list.data.slice(0, 3))}`);
        continue;
      }
      const restored = await call(token, 'POST', `/history/versions/${kept.id}/restore`, {});
      if (restored.status !== 200 || (restored.body as { missing: string[] }).missing.length > 0) {
        wrong.push(`${type.uid}: the restore answered ${restored.status} ${restored.text.slice(0, 200)}`);
        continue;
      }
      const read = (await call(token, 'GET', path)).body as { data: Record<string, unknown> };
      const [want, got] = [comparable(components, type, first), comparable(components, type, read.data)];
      for (const name of Object.keys(want)) {
        fields += 1;
        if (JSON.stringify(got[name]) !== JSON.stringify(want[name]))
          wrong.push(`${type.uid}.${name}: ${JSON.stringify(got[name])} ≠ ${JSON.stringify(want[name])}`);
      }
      const after = (await call(token, 'GET', versionsPath(type.uid, documentId, locale))).body as VersionList;
      if (after.data[0]?.action !== 'restore') wrong.push(`${type.uid}: the restore kept no version (${after.data[0]?.action})`);
      if (original && Object.keys(original).length > 0) {
        const putBack = await call(token, 'PUT', path, comparable(components, type, original));
        if (putBack.status !== 200)
          wrong.push(`${type.uid}: its draft was not put back (${putBack.status} ${putBack.text.slice(0, 160)})`);
      }
    }
    console.log(
      `[e2e] history round trip: ${written.length} content types (not ${types.length - written.length} only visitors write), ${fields} fields restored`,
    );
    expect(wrong).toEqual([]);
    expect(types.length).toBeGreaterThan(15);
  });
});

test.describe('history, by role', () => {
  const NEWS = `${CM}/collection-types/api::news.news`;
  const article = (title: string, slug: string) => ({
    title,
    slug: `${slug}-${STAMP}`,
    date: '2026-11-20',
    body: 'PT Mercusuar Energi Samudra menandatangani kontrak pemeliharaan anjungan lepas pantai selama lima tahun.',
  });

  test('an Author reads and restores only what they may, an Editor all of it; the log is cut to what each may read', async () => {
    test.setTimeout(180_000);
    const superAdmin = await adminAccessToken();
    const author = await loginToken(await editorAccount({ role: 'strapi-author', firstname: 'Rina', lastname: 'Penulis' }));
    const editor = await loginToken(await editorAccount({ firstname: 'Budi', lastname: 'Penyunting' }));
    // The Super Admin's article (its title would run as a formula in a spreadsheet), and the Author's own.
    const theirs = (
      await call(
        superAdmin,
        'POST',
        `${NEWS}?locale=id`,
        article('=HYPERLINK("https://contoh.invalid","Laporan direksi")', 'laporan-direksi-rahasia'),
      )
    ).body as {
      data: { documentId: string };
    };
    const own = (
      await call(
        author,
        'POST',
        `${NEWS}?locale=id`,
        article('Catatan penulis tentang kunjungan kerja ke Balikpapan', 'catatan-penulis-balikpapan'),
      )
    ).body as {
      data: { documentId: string };
    };
    made.push(
      { uid: 'api::news.news', documentId: theirs.data.documentId },
      { uid: 'api::news.news', documentId: own.data.documentId },
    );
    await call(superAdmin, 'PUT', `${NEWS}/${theirs.data.documentId}?locale=id`, { excerpt: 'Ringkasan kedua oleh direksi.' });
    await call(author, 'PUT', `${NEWS}/${own.data.documentId}?locale=id`, { excerpt: 'Ringkasan kedua oleh penulis.' });
    const versions = async (documentId: string) =>
      ((await call(superAdmin, 'GET', versionsPath('api::news.news', documentId, 'id'))).body as VersionList).data;
    const [theirsLatest, theirsFirst] = await versions(theirs.data.documentId);
    const [ownLatest, ownFirst] = await versions(own.data.documentId);
    const target = (documentId: string) => ({ uid: 'api::news.news', documentId, locale: 'id' });

    const rows: Array<[string, string, string, string, unknown, number[]]> = [
      ['Author', author, 'GET', versionsPath('api::news.news', theirs.data.documentId, 'id'), undefined, [403]],
      ['Author', author, 'GET', versionsPath('api::news.news', own.data.documentId, 'id'), undefined, [200]],
      ['Author', author, 'GET', `/history/versions/${theirsFirst.id}`, undefined, [403]],
      ['Author', author, 'GET', `/history/versions/${ownLatest.id}?compare=${theirsFirst.id}`, undefined, [403]],
      ['Author', author, 'GET', `/history/versions/${ownLatest.id}?compare=${ownFirst.id}`, undefined, [200]],
      ['Author', author, 'POST', `/history/versions/${theirsFirst.id}/restore`, {}, [403]],
      ['Author', author, 'POST', `/history/versions/${ownFirst.id}/restore`, {}, [200]],
      ['Author', author, 'POST', '/history/undo-publish', target(own.data.documentId), [403]],
      ['Author', author, 'POST', '/history/versions/abc/restore', {}, [400]],
      ['Author', author, 'GET', `/history/versions?uid=admin::user&documentId=1`, undefined, [400]],
      ['Editor', editor, 'GET', versionsPath('api::news.news', theirs.data.documentId, 'id'), undefined, [200]],
      ['Editor', editor, 'POST', `/history/versions/${theirsFirst.id}/restore`, {}, [200]],
      ['Editor', editor, 'PUT', '/history/activity', {}, [404, 405]],
      ['Editor', editor, 'DELETE', '/history/activity', undefined, [404, 405]],
      ['Anonymous', '', 'GET', versionsPath('api::news.news', own.data.documentId, 'id'), undefined, [401]],
    ];
    const answered = [];
    for (const [who, token, method, path, body, allowed] of rows) {
      const answer = await call(token, method, path, body);
      answered.push({
        who,
        method,
        path,
        status: allowed.includes(answer.status) ? 'as expected' : `${answer.status} ${answer.text.slice(0, 120)}`,
      });
      // No refusal tells the Author anything of the Super Admin's article.
      if (answer.status >= 400) expect(answer.text).not.toContain('HYPERLINK');
    }
    expect(answered.filter((row) => row.status !== 'as expected')).toEqual([]);
    void theirsLatest;

    // The log: the Author reads the lines of their own article only; the Editor every content line, no logins; the Super Admin all.
    const log = async (token: string, query = '') =>
      (
        (await call(token, 'GET', `/history/activity?pageSize=200${query}`)).body as {
          data: Array<{ kind: string; documentId: string | null; subject: string; action: string }>;
        }
      ).data;
    const authors = await log(author);
    expect(authors.length).toBeGreaterThan(0);
    expect(authors.filter((line) => line.kind !== 'content' || line.documentId !== own.data.documentId)).toEqual([]);
    const editors = await log(editor);
    expect(editors.some((line) => line.documentId === theirs.data.documentId)).toBe(true);
    expect(editors.filter((line) => line.kind !== 'content')).toEqual([]);
    const logins = await log(superAdmin, '&kind=access');
    expect(logins.some((line) => line.action === 'auth.login' && line.subject === 'Rina Penulis')).toBe(true);
    const csv = (await call(superAdmin, 'GET', `/history/activity.csv?documentId=${theirs.data.documentId}`)).text;
    expect(csv.split('\n')[0]).toBe('time,kind,action,by,contentType,documentId,locale,subject,timeWIB');
    expect(csv.split('\n')[1]).toMatch(/,\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    // A spreadsheet would run the title as a formula: the cell is quoted to be read as text.
    expect(csv).toContain(`"'=HYPERLINK(`);
    expect(csv).not.toMatch(/,=HYPERLINK/);

    // Deleted: the Super Admin's article is in the Editor's "Dihapus" list, not in the Author's.
    await call(superAdmin, 'DELETE', `${NEWS}/${theirs.data.documentId}?locale=*`);
    const deleted = async (token: string) =>
      ((await call(token, 'GET', '/history/deleted')).body as { data: Array<{ documentId: string }> }).data.map(
        (row) => row.documentId,
      );
    expect(await deleted(editor)).toContain(theirs.data.documentId);
    expect(await deleted(author)).not.toContain(theirs.data.documentId);
  });
});

test.describe('history, after a delete', () => {
  const NEWS = `${CM}/collection-types/api::news.news`;

  test('while a document is deleted, every Editor reads every line of it in the log, the delete and who made it included', async () => {
    const sari = await loginToken(await editorAccount({ firstname: 'Sari', lastname: 'Wulandari' }));
    const budi = await loginToken(await editorAccount({ firstname: 'Budi', lastname: 'Santoso' }));
    const created = await call(sari, 'POST', `${NEWS}?locale=id`, {
      title: 'Mercusuar Group resmikan pusat pelatihan keselamatan kerja lepas pantai pertama di Balikpapan',
      slug: `pusat-pelatihan-keselamatan-kerja-balikpapan-${STAMP}`,
      date: '2026-11-21',
      body: 'Pusat pelatihan dibuka pada hari Jumat.',
    });
    const { documentId } = (created.body as { data: { documentId: string } }).data;
    await call(budi, 'PUT', `${NEWS}/${documentId}?locale=id`, { body: 'Pusat pelatihan dibuka pada hari Sabtu.' });
    expect((await call(budi, 'DELETE', `${NEWS}/${documentId}?locale=*`)).status).toBe(200);
    const lines = async (token: string) =>
      (
        (await call(token, 'GET', `/history/activity?documentId=${documentId}&pageSize=100`)).body as {
          data: Array<{ action: string; by: string }>;
        }
      ).data.map(({ action, by }) => `${action} ${by}`);
    for (const [reader, token] of [
      ['Sari', sari],
      ['Budi', budi],
    ] as const) {
      const read = await lines(token);
      expect({ reader, read }).toEqual({
        reader,
        read: expect.arrayContaining([
          expect.stringMatching(/^document\.delete Budi Santoso/),
          expect.stringMatching(/^document\.save Budi Santoso/),
          expect.stringMatching(/^document\.create Sari Wulandari/),
        ]),
      });
    }
  });

  test('no one takes a deleted document’s history by making a document under its documentId, or its language again', async () => {
    test.setTimeout(180_000);
    const editor = await loginToken(await editorAccount({ firstname: 'Wulan', lastname: 'Penyunting' }));
    const author = await loginToken(await editorAccount({ role: 'strapi-author', firstname: 'Joko', lastname: 'Penulis' }));
    const secret = `DRAF EMBARGO ${STAMP}: direksi baru diumumkan hari Senin`;
    // An Editor's published article, changed into an embargoed draft, then deleted.
    const created = await call(editor, 'POST', `${NEWS}?locale=id`, {
      title: 'Rilis pers tentang perubahan susunan direksi grup perusahaan tahun depan',
      slug: `rilis-pers-susunan-direksi-${STAMP}`,
      date: '2026-11-20',
      body: 'Versi terbit.',
    });
    const { documentId } = (created.body as { data: { documentId: string } }).data;
    await call(editor, 'PUT', `${NEWS}/${documentId}?locale=id`, { body: secret });
    expect((await call(editor, 'DELETE', `${NEWS}/${documentId}?locale=*`)).status).toBe(200);
    // The Author makes a document under that documentId: refused, in one line.
    const taken = await call(author, 'POST', `${NEWS}?locale=id`, {
      documentId,
      title: 'Catatan penulis',
      slug: `catatan-penulis-${STAMP}`,
      date: '2026-11-20',
    });
    expect(taken.status).toBe(400);
    expect((taken.body as { error: { message: string } }).error.message).toMatch(/^A new document cannot take the documentId/);
    expect((await call(author, 'GET', versionsPath('api::news.news', documentId, 'id'))).status).toBe(403);
    // The Editor still finds it under Deleted, and recovers it.
    const deleted = ((await call(editor, 'GET', '/history/deleted')).body as { data: Array<{ id: number; documentId: string }> })
      .data;
    const row = deleted.find((each) => each.documentId === documentId);
    expect(row).toBeDefined();
    expect((await call(editor, 'POST', `/history/deleted/${row?.id}/recover`, {})).status).toBe(200);
    made.push({ uid: 'api::news.news', documentId });

    // The Author's own article, whose Indonesian an Editor wrote and deleted: the Author writes it
    // again, and its history shows only what the Author made.
    const own = (
      await call(author, 'POST', `${NEWS}?locale=en`, {
        title: 'Author’s own English article',
        slug: `artikel-penulis-${STAMP}`,
        date: '2026-11-20',
      })
    ).body as { data: { documentId: string } };
    made.push({ uid: 'api::news.news', documentId: own.data.documentId });
    await call(editor, 'PUT', `${NEWS}/${own.data.documentId}?locale=id`, {
      title: 'Terjemahan editor',
      body: secret,
      slug: `artikel-penulis-${STAMP}`,
      date: '2026-11-20',
    });
    const editorsVersions = (
      (await call(editor, 'GET', versionsPath('api::news.news', own.data.documentId, 'id'))).body as VersionList
    ).data;
    expect((await call(editor, 'DELETE', `${NEWS}/${own.data.documentId}?locale=id`)).status).toBe(200);
    expect(
      (
        await call(author, 'PUT', `${NEWS}/${own.data.documentId}?locale=id`, {
          title: 'Versi penulis',
          slug: `artikel-penulis-${STAMP}`,
          date: '2026-11-20',
        })
      ).status,
    ).toBe(200);
    const list = await call(author, 'GET', versionsPath('api::news.news', own.data.documentId, 'id'));
    expect(list.status).toBe(200);
    expect((list.body as VersionList).data.map(({ by }) => by)).toEqual(['Joko Penulis']);
    for (const version of editorsVersions)
      expect((await call(author, 'GET', `/history/versions/${version.id}`)).status).toBe(403);
    const log = await call(author, 'GET', `/history/activity?documentId=${own.data.documentId}&pageSize=100`);
    expect(log.text).not.toContain('Terjemahan editor');
  });

  test('a clone’s versions are its own: its creation is on record under the new document, not the source', async () => {
    const token = await adminAccessToken();
    const source = (
      await call(token, 'POST', `${NEWS}?locale=id`, {
        title: 'Artikel sumber untuk disalin ke artikel baru',
        slug: `artikel-sumber-salinan-${STAMP}`,
        date: '2026-11-20',
      })
    ).body as { data: { documentId: string } };
    made.push({ uid: 'api::news.news', documentId: source.data.documentId });
    const before = ((await call(token, 'GET', versionsPath('api::news.news', source.data.documentId, 'id'))).body as VersionList)
      .meta.total;
    const cloned = await call(token, 'POST', `${NEWS}/clone/${source.data.documentId}?locale=id`, {
      title: 'Salinan artikel sumber',
      slug: `salinan-artikel-sumber-${STAMP}`,
    });
    expect(cloned.status, cloned.text).toBe(200);
    const copy = (cloned.body as { data: { documentId: string } }).data.documentId;
    made.push({ uid: 'api::news.news', documentId: copy });
    expect(
      ((await call(token, 'GET', versionsPath('api::news.news', source.data.documentId, 'id'))).body as VersionList).meta.total,
    ).toBe(before);
    expect(
      ((await call(token, 'GET', versionsPath('api::news.news', copy, 'id'))).body as VersionList).data.map(
        ({ action }) => action,
      ),
    ).toEqual(['create']);
  });
});

test.describe('the activity log of the whole CMS', () => {
  test('records media, users, roles, tokens, failed logins, a rebuild and its build', async () => {
    test.setTimeout(300_000);
    const superAdmin = await adminAccessToken();
    const since = new Date(Date.now() - 60_000);
    // Media: uploaded, its details changed, deleted.
    const file = await uploadImage(`foto-log-aktivitas-${STAMP}`, 'Gedung kantor pusat di Jakarta');
    const info = new FormData();
    info.append('fileInfo', JSON.stringify({ name: `foto-log-aktivitas-${STAMP}-baru.jpg`, alternativeText: 'Kantor pusat' }));
    expect(
      (
        await fetch(`${cmsUrl}/upload?id=${file}`, {
          method: 'POST',
          headers: { Authorization: `Bearer ${superAdmin}` },
          body: info,
        })
      ).status,
    ).toBe(200);
    await adminRequest('DELETE', `/upload/files/${file}`);
    // A user, a role and an API token made and removed.
    await editorAccount({ firstname: 'Tono', lastname: 'Baru' });
    const role = (await adminRequest('POST', '/admin/roles', { name: `Humas ${STAMP}`, description: 'Tim humas' })) as {
      data: { id: number };
    };
    await adminRequest('DELETE', `/admin/roles/${role.data.id}`);
    const token = (await adminRequest('POST', '/admin/api-tokens', {
      name: `Token uji ${STAMP}`,
      type: 'read-only',
      lifespan: null,
    })) as { data: { id: number } };
    await adminRequest('DELETE', `/admin/api-tokens/${token.data.id}`);
    // A failed login, and a rebuild asked for.
    await fetch(`${cmsUrl}/admin/login`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email: `tidak-ada-${STAMP}@e2e.test`, password: 'Salah-Sandi-123' }),
    });
    expect((await call(superAdmin, 'POST', '/site-builds/rebuild', {})).status).toBe(202);

    const lines = async () =>
      (
        (await call(superAdmin, 'GET', `/history/activity?pageSize=200&from=${since.toISOString().slice(0, 10)}`)).body as {
          data: Array<{ action: string; kind: string; by: string; subject: string; at: string }>;
        }
      ).data.filter((line) => new Date(line.at) >= since);
    const wanted = [
      'media.upload',
      'media.update',
      'media.delete',
      'user.create',
      'role.create',
      'role.delete',
      'token.create',
      'token.delete',
      'auth.login-failed',
      'build.requested',
      'build.started',
      'build.published',
    ];
    await waitUntil(
      async () => {
        const read = await lines();
        return wanted.every((action) => read.some((line) => line.action === action));
      },
      240_000,
      'the log does not hold every kind of line',
    );
    const read = await lines();
    const missing = wanted.filter((action) => !read.some((line) => line.action === action));
    expect(missing).toEqual([]);
    expect(read.find((line) => line.action === 'auth.login-failed')?.subject).toContain(`tidak-ada-${STAMP}@e2e.test`);
    expect(read.find((line) => line.action === 'role.create')?.subject).toBe(`Humas ${STAMP}`);
    // No role edits or deletes a line.
    for (const method of ['PUT', 'DELETE'])
      expect([404, 405]).toContain(
        (await call(superAdmin, method, `/history/activity/1`, method === 'PUT' ? {} : undefined)).status,
      );
  });
});

test.describe('history of a news article', () => {
  const NEWS = `${CM}/collection-types/api::news.news`;

  test('two editors’ changes compared, yesterday’s text restored, a wrong publish undone on the site, the article deleted, recovered and published again', async () => {
    test.setTimeout(600_000);
    const sari = await loginToken(await editorAccount({ firstname: 'Sari', lastname: 'Wulandari' }));
    const agus = await loginToken(await editorAccount({ firstname: 'Agus', lastname: 'Santoso' }));
    const slug = `pt-mercusuar-energi-samudra-menandatangani-kontrak-pemeliharaan-anjungan-${STAMP}`;
    const created = await call(sari, 'POST', `${NEWS}?locale=id`, {
      title: 'PT Mercusuar Energi Samudra menandatangani kontrak pemeliharaan anjungan lepas pantai',
      slug,
      date: '2026-11-20',
      cover: files[0],
      coverAlt: 'Anjungan lepas pantai saat senja',
      excerpt: 'Kontrak lima tahun untuk pemeliharaan anjungan di Blok Mahakam.',
      body: 'Kontrak ditandatangani di Jakarta pada hari Jumat.\n\nPekerjaan dimulai bulan depan.',
      seo: {
        metaTitle: 'Kontrak pemeliharaan anjungan',
        metaDescription: 'Kontrak lima tahun Blok Mahakam.',
        shareImage: files[0],
      },
    });
    expect(created.status, created.text).toBe(201);
    const { documentId } = (created.body as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    const english = await call(sari, 'PUT', `${NEWS}/${documentId}?locale=en`, {
      title: 'PT Mercusuar Energi Samudra signs an offshore platform maintenance contract',
      // The fields both languages share, as the edit view's form sends them with a new language.
      slug,
      date: '2026-11-20',
      coverAlt: 'An offshore platform at dusk',
      body: 'The contract was signed in Jakarta on Friday.',
    });
    expect(english.status, english.text).toBe(200);
    for (const locale of ['id', 'en']) {
      const published = await call(sari, 'POST', `${NEWS}/${documentId}/actions/publish?locale=${locale}`, {});
      expect(published.status, `${locale}: ${published.text}`).toBe(200);
    }
    const page = `${siteUrl}/news/${slug}`;
    const shows = (text: string) => async () => (await (await fetch(page)).text()).includes(text);
    await waitUntil(shows('Pekerjaan dimulai bulan depan'), 240_000, `${page} does not show the first text`);

    // Agus changes the text and the picture, and publishes: wrongly.
    const wrong = await call(agus, 'PUT', `${NEWS}/${documentId}?locale=id`, {
      body: 'Kontrak ditandatangani di Surabaya pada hari Senin.\n\nPekerjaan dimulai tahun depan.',
      cover: files[1],
    });
    expect(wrong.status, wrong.text).toBe(200);
    expect((await call(agus, 'POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {})).status).toBe(200);
    await waitUntil(shows('Pekerjaan dimulai tahun depan'), 240_000, `${page} does not show Agus's text`);

    // Who changed what: the versions name both, and the comparison shows the text and the picture.
    const list = ((await call(sari, 'GET', versionsPath('api::news.news', documentId, 'id'))).body as VersionList).data;
    expect(list.map(({ action, by }) => `${action} ${by}`)).toEqual([
      'publish Agus Santoso',
      'save Agus Santoso',
      'publish Sari Wulandari',
      'create Sari Wulandari',
    ]);
    const compared = (await call(sari, 'GET', `/history/versions/${list[1].id}?compare=${list[3].id}`)).body as {
      changes: Array<{ label: { id: string }; kind: string; before: string; after: string }>;
    };
    expect(compared.changes.map(({ label, kind }) => `${label.id} (${kind})`)).toEqual([
      'Gambar sampul (media)',
      'Isi berita (text)',
    ]);

    // Sari undoes the publish: the site shows her text again, Agus's draft stays.
    const undone = await call(sari, 'POST', '/history/undo-publish', { uid: 'api::news.news', documentId, locale: 'id' });
    expect(undone.status, undone.text).toBe(200);
    // A second undo would put the wrong publish back: not offered, and refused in one line.
    const versionsNow = (await call(sari, 'GET', versionsPath('api::news.news', documentId, 'id'))).body as VersionList;
    expect(versionsNow.meta.mayUndo).toBe(false);
    const again = await call(sari, 'POST', '/history/undo-publish', { uid: 'api::news.news', documentId, locale: 'id' });
    expect(again.status).toBe(400);
    await waitUntil(shows('Pekerjaan dimulai bulan depan'), 240_000, `${page} does not show the text put back`);
    const draft = (await call(sari, 'GET', `${NEWS}/${documentId}?locale=id`)).body as { data: { body: string } };
    expect(draft.data.body).toContain('tahun depan');

    // She restores yesterday's text as the draft (her first version), with its picture.
    expect((await call(sari, 'POST', `/history/versions/${list[3].id}/restore`, {})).status).toBe(200);
    const restored = (await call(sari, 'GET', `${NEWS}/${documentId}?locale=id`)).body as {
      data: { body: string; cover: { id: number } };
    };
    expect(restored.data.body).toContain('bulan depan');
    expect(restored.data.cover.id).toBe(files[0]);

    // Deleted in both languages, it is in "Dihapus"; recovered, both languages are drafts again, and publish.
    expect((await call(agus, 'DELETE', `${NEWS}/${documentId}?locale=*`)).status).toBe(200);
    await waitUntil(async () => (await fetch(page)).status === 404, 240_000, `${page} is still there after the delete`);
    const gone = (
      (await call(sari, 'GET', '/history/deleted')).body as { data: Array<{ id: number; documentId: string; locale: string }> }
    ).data.filter((row) => row.documentId === documentId);
    expect(gone.map((row) => row.locale).sort()).toEqual(['en', 'id']);
    for (const row of gone) expect((await call(sari, 'POST', `/history/deleted/${row.id}/recover`, {})).status).toBe(200);
    for (const locale of ['id', 'en']) {
      const back = (await call(sari, 'GET', `${NEWS}/${documentId}?locale=${locale}`)).body as {
        data: { title: string; seo: { metaTitle: string } | null };
      };
      expect(back.data.title).toMatch(
        locale === 'id' ? /^PT Mercusuar Energi Samudra menandatangani/ : /^PT Mercusuar Energi Samudra signs/,
      );
      expect((await call(sari, 'POST', `${NEWS}/${documentId}/actions/publish?locale=${locale}`, {})).status).toBe(200);
    }
    await waitUntil(shows('Pekerjaan dimulai bulan depan'), 240_000, `${page} is not back after the recovery`);

    // Every step is on record, by whom.
    const lines = (
      (await call(sari, 'GET', `/history/activity?documentId=${documentId}&pageSize=100`)).body as {
        data: Array<{ action: string; by: string; locale: string | null }>;
      }
    ).data.map(({ action, by, locale }) => `${action} ${by} ${locale}`);
    for (const step of [
      'document.create Sari Wulandari id',
      'document.save Agus Santoso id',
      'document.publish Agus Santoso id',
      'document.undo-publish Sari Wulandari id',
      'document.restore Sari Wulandari id',
      'document.delete Agus Santoso en',
      'document.recover Sari Wulandari id',
      'document.recover Sari Wulandari en',
    ])
      expect(lines).toContain(step);
  });
});

test.describe('history in the admin, as an Indonesian editor', () => {
  const NEWS = `${CM}/collection-types/api::news.news`;
  const SCREENS = path.join(runDir, 'history-id');
  const shot = async (page: Page, name: string) => {
    fs.mkdirSync(SCREENS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENS, `${name}.png`), fullPage: true, animations: 'disabled' });
  };

  test('finds who changed an article, compares, restores, undoes a publish and recovers it after a delete, in Indonesian', async ({
    browser,
  }) => {
    test.setTimeout(600_000);
    const slug = `galangan-kapal-batam-menyelesaikan-kapal-tunda-pesanan-pertamina-${STAMP}`;
    const superAdmin = await adminAccessToken();
    const created = await call(superAdmin, 'POST', `${NEWS}?locale=id`, {
      title: 'Galangan kapal Batam menyelesaikan kapal tunda pesanan Pertamina tepat waktu',
      slug,
      date: '2026-11-20',
      body: 'Kapal tunda pertama diserahkan pada hari Senin.',
    });
    const { documentId } = (created.body as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    await call(superAdmin, 'POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {});
    const dewi = await editorAccount({ language: 'id', firstname: 'Dewi', lastname: 'Lestari' });
    const dewiToken = await loginToken(dewi);
    await call(dewiToken, 'PUT', `${NEWS}/${documentId}?locale=id`, { body: 'Kapal tunda pertama diserahkan pada hari Kamis.' });
    await call(dewiToken, 'POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {});
    const page = `${siteUrl}/news/${slug}`;
    const shows = (text: string) => async () => (await (await fetch(page)).text()).includes(text);
    await waitUntil(shows('hari Kamis'), 240_000, `${page} does not show Dewi's text`);

    const { page: admin } = await signedInAdmin(browser, dewi);
    await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=id`);
    // Who changed it, and when: the panel names Dewi's publish first.
    await expect(admin.getByText(/^Diterbitkan \(terbit\) oleh Dewi Lestari · /).first()).toBeVisible({ timeout: 30_000 });
    await shot(admin, '1-panel-riwayat');

    // Compare: her save against the first version, the text word by word.
    await admin.getByRole('button', { name: /^Buka semua versi/ }).click();
    const dialog = admin.getByRole('dialog');
    await dialog.getByRole('button', { name: /^Disimpan \(draf\) oleh Dewi Lestari/ }).click();
    await expect(dialog.getByText('Isi berita', { exact: true })).toBeVisible();
    await expect(dialog.locator('ins', { hasText: 'Kamis' })).toBeVisible();
    await expect(dialog.locator('del', { hasText: 'Senin' })).toBeVisible();
    await shot(admin, '2-bandingkan');

    // Restore yesterday's text (the first version) as the draft.
    await dialog.getByRole('button', { name: /^Dibuat \(draf\) oleh/ }).click();
    await dialog.getByRole('button', { name: 'Pulihkan versi ini' }).click();
    await shot(admin, '3-pulihkan-konfirmasi');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ya, lanjutkan' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Dipulihkan menjadi draf' })).toBeVisible();
    await admin.waitForLoadState('load');
    await expect
      .poll(
        async () =>
          ((await call(dewiToken, 'GET', `${NEWS}/${documentId}?locale=id`)).body as { data: { body: string } }).data.body,
      )
      .toBe('Kapal tunda pertama diserahkan pada hari Senin.');
    await admin.reload();
    await expect(admin.getByText(/^Dipulihkan \(draf\) oleh Dewi Lestari · /).first()).toBeVisible({ timeout: 30_000 });
    await shot(admin, '4-dipulihkan');

    // Undo the wrong publish: the site shows the first text again.
    await admin.getByRole('button', { name: 'Kembalikan versi terbit sebelumnya' }).click();
    await shot(admin, '5-batalkan-terbitan-konfirmasi');
    await admin.getByRole('alertdialog').getByRole('button', { name: 'Ya, lanjutkan' }).click();
    await expect(admin.getByRole('status').filter({ hasText: 'Versi sebelumnya terbit kembali' })).toBeVisible();
    await expect(admin.getByText(/^Terbitan dibatalkan \(terbit\) oleh Dewi Lestari · /).first()).toBeVisible();
    await shot(admin, '6-terbitan-dibatalkan');
    await waitUntil(shows('hari Senin'), 240_000, `${page} does not show the first text again`);

    // Deleted, it is in "Dihapus"; recovered, it is a draft again.
    await call(dewiToken, 'DELETE', `${NEWS}/${documentId}?locale=*`);
    await admin.goto(`${cmsUrl}/admin/plugins/history`);
    await admin.getByRole('tab', { name: 'Dihapus' }).click();
    const recover = admin.getByRole('button', {
      name: 'Kembalikan Galangan kapal Batam menyelesaikan kapal tunda pesanan Pertamina tepat waktu',
    });
    await expect(recover).toBeVisible();
    await shot(admin, '7-dihapus');
    await recover.click();
    await expect(admin.getByRole('status').filter({ hasText: 'kembali sebagai draf' })).toBeVisible();
    await shot(admin, '8-dikembalikan');
    expect((await call(dewiToken, 'GET', `${NEWS}/${documentId}?locale=id`)).status).toBe(200);

    // The log, filtered to the article: every step, by whom, in Indonesian.
    await admin.getByRole('tab', { name: 'Aktivitas' }).click();
    await admin.getByLabel('ID dokumen').fill(documentId);
    await admin.getByRole('button', { name: 'Tampilkan' }).click();
    await expect(admin.getByRole('status').filter({ hasText: /^\d+ entri$/ })).toBeVisible();
    await expect(admin.getByRole('gridcell', { name: 'mengembalikan' }).first()).toBeVisible();
    await expect(admin.getByRole('gridcell', { name: 'membatalkan terbitan' }).first()).toBeVisible();
    await shot(admin, '9-aktivitas');
    await admin.context().close();
  });
});
