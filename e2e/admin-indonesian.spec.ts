import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { STRAPI_PACKAGES, withPrefix } from 'cms/admin/translations';
import { FIELD_GUIDE } from 'cms/field-guide';
import { adminRequest, deleteNews, draftNews, saveNewsTitle, uploadImage } from './admin';
import { en as historyEnglish, id as historyIndonesian } from '../cms/src/plugins/history/admin/translations';
import { en as checksEnglish, id as checksIndonesian } from '../cms/src/plugins/publish-checks/admin/translations';
import { editorAccount, signedInAdmin } from './admin-ui';
import { closeContexts } from './browser';
import { cmsUrl, runDir } from './urls';

/**
 * An Indonesian editor's day in the admin, in Chromium, with Indonesian chosen in the profile:
 * home, a collection's list, the create and edit views, a single type, the media library (its
 * list, the upload dialog, an asset's edit dialog), the profile and the settings an administrator
 * uses. No screen shows an English interface text: every text on screen is compared with every
 * English text of the Strapi packages the CMS runs (their own files, installed) and the names of
 * the content types, and none may be one whose Indonesian differs. Each screen is kept as a
 * screenshot in `.run/e2e/admin-id/` to look at.
 */
const NODE_MODULES = path.join(__dirname, '..', 'node_modules');
const SCREENS_DIR = path.join(runDir, 'admin-id');

/** English texts that, on an Indonesian screen, would be untranslated: those whose Indonesian differs. */
function englishOnly(): Map<string, string> {
  const texts = new Map<string, string>();
  for (const [name, { prefix, indonesian }] of Object.entries(STRAPI_PACKAGES)) {
    const folder = path.join(
      NODE_MODULES,
      '@strapi',
      name === 'users-permissions' ? 'plugin-users-permissions' : name,
      'dist',
      'admin',
    );
    const file = [
      path.join(folder, 'translations', 'en.json.js'),
      path.join(folder, 'admin', 'src', 'translations', 'en.json.js'),
    ].find((candidate) => fs.existsSync(candidate));
    if (!file) throw new Error(`no English texts for ${name}`);
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Strapi ships its texts as CommonJS modules
    const module = require(file) as { default?: Record<string, string> } & Record<string, string>;
    const english = withPrefix(prefix, module.default ?? module);
    const translated = withPrefix(prefix, indonesian);
    for (const [key, text] of Object.entries(english)) {
      // Short words and ICU messages with values are not compared whole (a value changes them).
      if (text.trim().length > 3 && !/[{<]/.test(text) && translated[key] !== text) texts.set(text.trim(), key);
    }
  }
  for (const { name } of Object.values(FIELD_GUIDE)) if (name.id !== name.en) texts.set(name.en, `type name ${name.en}`);
  // This project's own plugins' texts too (History's, the checks'), where the Indonesian differs.
  const own: Array<[Record<string, string>, Record<string, string>]> = [
    [historyEnglish, historyIndonesian],
    [checksEnglish, checksIndonesian],
  ];
  for (const [englishTexts, indonesianTexts] of own)
    for (const [key, text] of Object.entries(englishTexts))
      if (text.length > 3 && !/[{<]/.test(text) && indonesianTexts[key] !== text) texts.set(text, key);
  return texts;
}

/** Every text a screen shows or says: its text lines, and the labels, placeholders and titles of what is visible. */
const visibleTexts = (page: Page): Promise<string[]> =>
  page.evaluate(() => {
    const texts = new Set<string>();
    for (const line of document.body.innerText.split('\n')) if (line.trim()) texts.add(line.trim());
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('[aria-label], [placeholder], [title]'))) {
      if (!element.getClientRects().length) continue;
      for (const attribute of ['aria-label', 'placeholder', 'title']) {
        const value = element.getAttribute(attribute)?.trim();
        if (value) texts.add(value);
      }
    }
    return [...texts];
  });

let browser: Browser;
let editor: Page;
let administrator: Page;
let newsId = '';
let picture = 0;
/** A news draft saved twice by an editor: its history has versions to compare. */
let historyNewsId = '';
const english = englishOnly();
const found: Record<string, string[]> = {};

/** Opens a screen (or acts on the one open), waits until it has settled, and notes what English it shows. */
async function screen(
  page: Page,
  name: string,
  open: () => Promise<unknown>,
  ready: string | RegExp | ((page: Page) => Locator),
): Promise<void> {
  await open();
  await (typeof ready === 'function' ? ready(page) : page.getByText(ready)).first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState('networkidle');
  fs.mkdirSync(SCREENS_DIR, { recursive: true });
  await page.screenshot({ path: path.join(SCREENS_DIR, `${name}.png`), fullPage: true, animations: 'disabled' });
  const shown = await visibleTexts(page);
  found[name] = shown.filter((text) => english.has(text)).map((text) => `"${text}" (${english.get(text)})`);
}

test.beforeAll(async ({ browser: launched }) => {
  test.setTimeout(120_000);
  browser = launched;
  ({ page: editor } = await signedInAdmin(browser, await editorAccount({ language: 'id' })));
  ({ page: administrator } = await signedInAdmin(browser, await editorAccount({ role: 'strapi-super-admin', language: 'id' })));
  const list = (await adminRequest('GET', '/content-manager/collection-types/api::news.news?locale=id&pageSize=1')) as {
    results: Array<{ documentId: string }>;
  };
  newsId = list.results[0].documentId;
  picture = await uploadImage(`aset-uji-bahasa-${Date.now()}`, 'Foto uji pustaka media');
  historyNewsId = await draftNews('Kunjungan kerja direksi ke galangan kapal di Batam');
  await saveNewsTitle(historyNewsId, 'Kunjungan kerja direksi ke galangan kapal dan anjungan di Batam');
});

test.afterAll(async () => {
  await closeContexts(browser);
  if (picture) await adminRequest('DELETE', `/upload/files/${picture}`);
  if (historyNewsId) await deleteNews(historyNewsId);
});

const CM = `${cmsUrl}/admin/content-manager`;

test.describe('the admin of an editor who chose Indonesian', () => {
  test('shows no English interface text on the screens of an editor’s day', async () => {
    test.setTimeout(300_000);
    await screen(editor, 'beranda', () => editor.goto(`${cmsUrl}/admin`), /Halo|Selamat datang/);
    await screen(
      editor,
      'daftar-berita',
      () => editor.goto(`${CM}/collection-types/api::news.news?plugins[i18n][locale]=id`),
      'Berita',
    );
    await screen(
      editor,
      'buat-berita',
      () => editor.goto(`${CM}/collection-types/api::news.news/create?plugins[i18n][locale]=id`),
      'Simpan',
    );
    await screen(
      editor,
      'ubah-berita',
      () => editor.goto(`${CM}/collection-types/api::news.news/${newsId}?plugins[i18n][locale]=id`),
      // The edit view of a document: its tabs, draft and published.
      (page) => page.getByRole('tab', { name: /^draf$/i }),
    );
    // History: the edit view's panel, every version compared, a restore asked, the log and the deleted.
    await screen(
      editor,
      'riwayat-panel',
      () => editor.goto(`${CM}/collection-types/api::news.news/${historyNewsId}?plugins[i18n][locale]=id`),
      (page) => page.getByRole('button', { name: /^Buka semua versi \(\d+\)$/ }),
    );
    await screen(
      editor,
      'riwayat-bandingkan',
      () => editor.getByRole('button', { name: /^Buka semua versi/ }).click(),
      (page) => page.getByText('Yang berubah dari', { exact: false }),
    );
    await expect(editor.getByRole('dialog').getByText('Judul', { exact: true })).toBeVisible();
    await screen(
      editor,
      'riwayat-pulihkan',
      () => editor.getByRole('button', { name: 'Pulihkan versi ini' }).click(),
      'Versi ini menjadi draf',
    );
    await editor.keyboard.press('Escape');
    await editor.keyboard.press('Escape');
    await screen(editor, 'riwayat-aktivitas', () => editor.goto(`${cmsUrl}/admin/plugins/history`), 'Riwayat & aktivitas');
    await screen(
      editor,
      'riwayat-dihapus',
      () => editor.getByRole('tab', { name: 'Dihapus' }).click(),
      /Kembalikan|Tidak ada dokumen terhapus/,
    );
    await screen(
      editor,
      'jenis-tunggal',
      () => editor.goto(`${CM}/single-types/api::home.home?plugins[i18n][locale]=id`),
      'Beranda',
    );
    await screen(editor, 'pustaka-media', () => editor.goto(`${cmsUrl}/admin/plugins/upload`), 'Pustaka Media');
    await screen(
      editor,
      'unggah-aset',
      async () => {
        await editor.getByRole('button', { name: 'Baru', exact: true }).click();
        // "Unggah berkas" opens the computer's own file chooser; from a URL, the library's dialog.
        await editor.getByRole('menuitem', { name: 'Unggah berkas dari URL', exact: true }).click();
      },
      'Impor dari URL',
    );
    await editor.keyboard.press('Escape');
    await screen(
      editor,
      'ubah-aset',
      async () => {
        await editor.goto(`${cmsUrl}/admin/plugins/upload`);
        await editor
          .getByText(/^aset-uji-bahasa-/)
          .first()
          .click();
      },
      /Teks alternatif|Keterangan/,
    );
    await editor.keyboard.press('Escape');
    await screen(editor, 'profil', () => editor.goto(`${cmsUrl}/admin/me`), /Profil/);
    await screen(
      administrator,
      'pengaturan',
      () => administrator.goto(`${cmsUrl}/admin/settings/application-infos`),
      'Pengaturan',
    );
    await screen(
      administrator,
      'pengguna',
      () => administrator.goto(`${cmsUrl}/admin/settings/users?pageSize=10&page=1&sort=firstname`),
      'Pengguna',
    );
    await screen(
      administrator,
      'bahasa',
      () => administrator.goto(`${cmsUrl}/admin/settings/internationalization`),
      /Internasionalisasi|Bahasa/,
    );
    await screen(
      administrator,
      'pengaturan-media',
      () => administrator.goto(`${cmsUrl}/admin/settings/media-library`),
      'Pustaka Media',
    );
    console.log(`[e2e] admin in Indonesian: ${Object.keys(found).length} screens, compared with ${english.size} English texts`);
    expect(Object.fromEntries(Object.entries(found).filter(([, texts]) => texts.length > 0))).toEqual({});
  });
});
