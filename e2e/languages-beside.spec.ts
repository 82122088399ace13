import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { adminAccessToken, adminRequest, deleteDocuments, uploadImage } from './admin';
import { editorAccount, loginToken, signedInAdmin } from './admin-ui';
import { call, comparable, describeContentModel, ownValues, type TypeDescription } from './content-model';
import { cmsUrl, runDir } from './urls';
import { sampleEntry } from '../cms/src/content-model/sample-values';
import type { SchemaFile } from '../cms/src/content-model/schemas';

/**
 * Both languages side by side (cms/src/plugins/translation-status): the other language's text
 * beside each field of the edit view, marked where it changed since, and copied into the form
 * with its components and files — generated from the content model for every type written in
 * two languages, from Indonesian to English and back; and in Chromium, as an Indonesian editor.
 */
const CM = '/content-manager';
const STAMP = Date.now().toString(36);
const LANGUAGES = [
  ['id', 'en'],
  ['en', 'id'],
] as const;

let types: TypeDescription[] = [];
let components: Map<string, SchemaFile> = new Map();
let files: number[] = [];
const made: Array<{ uid: string; documentId: string }> = [];

/** The form's values as the edit view saves them: without the keys it orders repeated components by. */
const withoutTempKeys = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutTempKeys);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '__temp_key__')
      .map(([key, inner]) => [key, withoutTempKeys(inner)]),
  );
};

test.beforeAll(async () => {
  test.setTimeout(120_000);
  ({ types, components } = await describeContentModel());
  files = [
    await uploadImage(`foto-dua-bahasa-dermaga-${STAMP}`, 'Dermaga galangan kapal di Batam'),
    await uploadImage(`foto-dua-bahasa-kapal-${STAMP}`, 'Kapal tunda di Sungai Mahakam'),
  ];
});

test.afterAll(async () => {
  test.setTimeout(120_000);
  await deleteDocuments(made);
  for (const file of files) await adminRequest('DELETE', `/upload/files/${file}`);
});

test('copying from the other language keeps every field — components and files — of every type written in two languages, both ways', async () => {
  test.setTimeout(300_000);
  const token = await adminAccessToken();
  const localized = types.filter((type) => type.pluginOptions?.i18n?.localized === true);
  const wrong: string[] = [];
  let fields = 0;
  for (const type of localized) {
    const single = type.kind === 'singleType';
    const base = `${CM}/${single ? 'single-types' : 'collection-types'}/${type.uid}`;
    for (const [source, target] of LANGUAGES) {
      const row = `${type.uid} ${source}→${target}`;
      const entry = ownValues(type, sampleEntry(components, type, source === 'id' ? 1 : 2, files), 1, `${STAMP}${source}`);
      // A single type is the site's own page: both its languages are put back after.
      const originals = single
        ? await Promise.all(
            LANGUAGES.map(
              async ([language]) =>
                [
                  language,
                  ((await call(token, 'GET', `${base}?locale=${language}`)).body as { data?: Record<string, unknown> }).data,
                ] as const,
            ),
          )
        : [];
      let documentId: string | null = null;
      const written = single
        ? await call(token, 'PUT', `${base}?locale=${source}`, entry)
        : await call(token, 'POST', `${base}?locale=${source}`, entry);
      if (written.status >= 300) {
        wrong.push(`${row}: writing the source answered ${written.status} ${written.text.slice(0, 200)}`);
        continue;
      }
      documentId = (written.body as { data: { documentId: string } }).data.documentId;
      if (!single) made.push({ uid: type.uid, documentId });
      const query = new URLSearchParams({
        ...(single ? {} : { documentId }),
        sourceLocale: source,
        targetLocale: target,
        collectionType: single ? 'single-types' : 'collection-types',
      });
      const fill = await call(token, 'GET', `/i18n/content-manager/get-fill-from-locale/${type.uid}?${query}`);
      if (fill.status !== 200) {
        wrong.push(`${row}: the other language's values answered ${fill.status} ${fill.text.slice(0, 200)}`);
        continue;
      }
      const copied = withoutTempKeys((fill.body as { data: Record<string, unknown> }).data);
      const targetPath = single ? `${base}?locale=${target}` : `${base}/${documentId}?locale=${target}`;
      const saved = await call(token, 'PUT', targetPath, copied);
      if (saved.status !== 200) {
        wrong.push(`${row}: saving the copy answered ${saved.status} ${saved.text.slice(0, 200)}`);
        continue;
      }
      const read = (await call(token, 'GET', targetPath)).body as { data: Record<string, unknown> };
      const [want, got] = [comparable(components, type, entry), comparable(components, type, read.data)];
      for (const name of Object.keys(want)) {
        fields += 1;
        if (JSON.stringify(got[name]) !== JSON.stringify(want[name]))
          wrong.push(`${row} ${name}: ${JSON.stringify(got[name])} ≠ ${JSON.stringify(want[name])}`);
      }
      for (const [language, original] of originals)
        if (original && Object.keys(original).length > 0)
          await call(token, 'PUT', `${base}?locale=${language}`, comparable(components, type, original));
    }
  }
  console.log(`[e2e] copy from the other language: ${localized.length} types × 2 directions, ${fields} fields`);
  expect(wrong).toEqual([]);
  expect(localized.length).toBeGreaterThan(10);
});

test('an Indonesian editor writes the English version beside the Indonesian one: sees each field’s Indonesian text, what changed since, and copies it', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const dewi = await editorAccount({ language: 'id', firstname: 'Dewi', lastname: 'Lestari' });
  const token = await loginToken(dewi);
  const NEWS = `${CM}/collection-types/api::news.news`;
  const slug = `galangan-batam-menyerahkan-kapal-tunda-kedua-kepada-pertamina-${STAMP}`;
  const created = await call(token, 'POST', `${NEWS}?locale=id`, {
    title: 'Galangan Batam menyerahkan kapal tunda kedua kepada Pertamina lebih cepat dari jadwal',
    slug,
    date: '2026-11-26',
    excerpt: 'Serah terima berlangsung di dermaga galangan pada hari Rabu pagi.',
    body: 'Kapal tunda kedua diserahkan pada hari Rabu.',
  });
  const { documentId } = (created.body as { data: { documentId: string } }).data;
  made.push({ uid: 'api::news.news', documentId });
  await call(token, 'PUT', `${NEWS}/${documentId}?locale=en`, {
    title: 'Batam shipyard hands over the second tugboat to Pertamina',
    slug,
    date: '2026-11-26',
    excerpt: 'The handover took place at the shipyard quay on Wednesday morning.',
    body: 'The second tugboat was handed over on Wednesday.',
  });
  // The Indonesian title changes after the English one was written: the English title is behind.
  const newTitle = 'Galangan Batam menyerahkan kapal tunda kedua kepada Pertamina dua pekan lebih cepat';
  await call(token, 'PUT', `${NEWS}/${documentId}?locale=id`, { title: newTitle });

  const { page: admin, errors } = await signedInAdmin(browser, dewi, { width: 1600, height: 1000 });
  admin.on('dialog', (dialog) => void dialog.accept());
  await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=en`);
  const panel = admin.getByRole('heading', { name: 'Teks dalam bahasa Indonesia' }).locator('xpath=ancestor::*[.//ul][1]');
  await expect(panel.getByText(newTitle)).toBeVisible({ timeout: 60_000 });
  await expect(panel.getByText('Serah terima berlangsung di dermaga galangan pada hari Rabu pagi.')).toBeVisible();
  const titleItem = panel.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Judul' }) });
  await expect(titleItem.getByText('Lebih baru dalam bahasa Indonesia')).toBeVisible();
  const excerptItem = panel.getByRole('listitem').filter({ has: admin.getByRole('heading', { name: 'Ringkasan' }) });
  await expect(excerptItem.getByText('Lebih baru dalam bahasa Indonesia')).toHaveCount(0);
  fs.mkdirSync(path.join(runDir, 'languages-beside-id'), { recursive: true });
  await titleItem.scrollIntoViewIfNeeded();
  await admin.screenshot({ path: path.join(runDir, 'languages-beside-id', '1-teks-indonesia.png'), animations: 'disabled' });

  // Copy the Indonesian title into the English form: unsaved until saved.
  await panel.getByRole('button', { name: 'Salin Judul dari bahasa Indonesia' }).click();
  await expect(admin.getByRole('textbox', { name: /^Judul/ }).first()).toHaveValue(newTitle);
  await expect(panel.getByRole('status')).toHaveText(
    'Judul disalin dari bahasa Indonesia ke formulir: simpan untuk menyimpannya.',
  );
  await admin.screenshot({ path: path.join(runDir, 'languages-beside-id', '2-disalin.png'), animations: 'disabled' });
  const stored = await call(token, 'GET', `${NEWS}/${documentId}?locale=en`);
  expect((stored.body as { data: { title: string } }).data.title).toBe(
    'Batam shipyard hands over the second tugboat to Pertamina',
  );

  // The other way round: the Indonesian edit view shows the English text.
  await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=id`);
  await expect(admin.getByRole('heading', { name: 'Teks dalam bahasa Inggris' })).toBeVisible({ timeout: 60_000 });
  await expect(admin.getByText('The handover took place at the shipyard quay on Wednesday morning.')).toBeVisible();
  expect(errors).toEqual([]);
  await admin.context().close();
});

test('an Author sees beside their document only what they may read: the other language’s standing is refused on someone else’s', async () => {
  const author = await editorAccount({ role: 'strapi-author' });
  const authorToken = await loginToken(author);
  const token = await adminAccessToken();
  const NEWS = `${CM}/collection-types/api::news.news`;
  const created = await call(token, 'POST', `${NEWS}?locale=id`, {
    title: 'Draf redaksi tentang laporan keuangan triwulan ketiga yang belum boleh dibaca penulis',
    slug: `draf-redaksi-laporan-keuangan-triwulan-ketiga-${STAMP}`,
    date: '2026-11-27',
  });
  const { documentId } = (created.body as { data: { documentId: string } }).data;
  made.push({ uid: 'api::news.news', documentId });
  for (const locale of ['id', 'en']) {
    const standings = await call(
      authorToken,
      'GET',
      `/translation-status/fields?uid=api::news.news&documentId=${documentId}&locale=${locale}`,
    );
    expect(`${locale}: ${standings.status}`).toBe(`${locale}: 403`);
    const fill = await call(
      authorToken,
      'GET',
      `/i18n/content-manager/get-fill-from-locale/api::news.news?documentId=${documentId}&sourceLocale=id&targetLocale=en&collectionType=collection-types`,
    );
    expect(fill.status).toBeGreaterThanOrEqual(403);
    expect(fill.text).not.toContain('laporan keuangan');
  }
});

test('a new language version takes the slug both languages share: the edit view offers it, and what the form sends instead moves no page', async () => {
  const token = await adminAccessToken();
  const NEWS = `${CM}/collection-types/api::news.news`;
  const slug = `pusat-pelatihan-keselamatan-kerja-lepas-pantai-di-balikpapan-${STAMP}`;
  const created = await call(token, 'POST', `${NEWS}?locale=id`, {
    title: 'Mercusuar Group resmikan pusat pelatihan keselamatan kerja lepas pantai di Balikpapan',
    slug,
    date: '2026-11-29',
  });
  const { documentId } = (created.body as { data: { documentId: string } }).data;
  made.push({ uid: 'api::news.news', documentId });
  // The slug field of the English edit view, empty before the title is written, asks the CMS for one.
  const generate = async (data: Record<string, unknown>, locale: string) =>
    (
      (
        await call(token, 'POST', `${CM}/uid/generate?locale=${locale}`, {
          contentTypeUID: 'api::news.news',
          field: 'slug',
          data,
        })
      ).body as { data: string }
    ).data;
  expect(await generate({ id: documentId, title: '' }, 'en')).toBe(slug);
  // A new article without a title yet gets none (it got the type's name, "news").
  expect(await generate({ id: '', title: '' }, 'id')).toBe('');
  expect(await generate({ id: '', title: 'Kapal tunda ketiga' }, 'id')).toBe('kapal-tunda-ketiga');
  // The English version saved with the made-up slug the form held: it takes the shared one.
  const english = await call(token, 'PUT', `${NEWS}/${documentId}?locale=en`, {
    title: 'Mercusuar Group opens an offshore safety training centre in Balikpapan',
    slug: 'news',
    date: '2026-11-29',
  });
  expect(english.status, english.text).toBe(200);
  for (const locale of ['id', 'en']) {
    const read = (await call(token, 'GET', `${NEWS}/${documentId}?locale=${locale}`)).body as { data: { slug: string } };
    expect(`${locale}: ${read.data.slug}`).toBe(`${locale}: ${slug}`);
  }
  // Once both exist, a slug changed in one language is the other's too (as before).
  await call(token, 'PUT', `${NEWS}/${documentId}?locale=en`, { slug: `${slug}-baru` });
  const indonesian = (await call(token, 'GET', `${NEWS}/${documentId}?locale=id`)).body as { data: { slug: string } };
  expect(indonesian.data.slug).toBe(`${slug}-baru`);
});
