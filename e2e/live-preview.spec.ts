import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import { adminAccessToken, deleteDocuments } from './admin';
import { editorAccount, loginToken, signedInAdmin } from './admin-ui';
import { cmsUrl, runDir, siteUrl } from './urls';

/**
 * The edit view's live preview (cms/src/plugins/live-preview, src/preview/use-preview.ts): the
 * site's preview page beside the form, following what an Indonesian editor types before saving,
 * in both languages, as a phone or a desktop; and the form's values reaching only the frame the
 * CMS admin opened, for the document its credential opens.
 */
const NEWS = '/content-manager/collection-types/api::news.news';
const STAMP = Date.now().toString(36);
const SCREENS = path.join(runDir, 'live-preview-id');
const made: Array<{ uid: string; documentId: string }> = [];

const TITLE_ID = 'Kapal tunda kedua dari galangan Batam diserahkan kepada Pertamina lebih cepat dari jadwal';
const TITLE_EN = 'The second tugboat from the Batam shipyard is handed over to Pertamina ahead of schedule';

async function call(token: string, method: string, url: string, body?: unknown) {
  const response = await fetch(`${cmsUrl}${url}`, {
    method,
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) throw new Error(`${method} ${url} → ${response.status} ${text}`);
  return JSON.parse(text || '{}') as { data: Record<string, unknown> };
}

/** A news draft in Indonesian and English, written by the super admin. */
async function newsDraft(): Promise<string> {
  const token = await adminAccessToken();
  const slug = `kapal-tunda-kedua-galangan-batam-diserahkan-lebih-cepat-${STAMP}`;
  const { data } = await call(token, 'POST', `${NEWS}?locale=id`, {
    title: TITLE_ID,
    slug,
    date: '2026-11-25',
    body: 'Serah terima berlangsung di dermaga galangan pada hari Rabu.',
  });
  const documentId = String(data.documentId);
  made.push({ uid: 'api::news.news', documentId });
  await call(token, 'PUT', `${NEWS}/${documentId}?locale=en`, {
    title: TITLE_EN,
    slug,
    date: '2026-11-25',
    body: 'The handover took place at the shipyard quay on Wednesday.',
  });
  return documentId;
}

/** The edit view with the live preview in sight. */
const shot = async (page: Page, name: string) => {
  fs.mkdirSync(SCREENS, { recursive: true });
  await page.locator('iframe[title="Pratinjau langsung halaman"]').scrollIntoViewIfNeeded();
  await page.screenshot({ path: path.join(SCREENS, `${name}.png`), animations: 'disabled' });
};

test.afterAll(async () => {
  await deleteDocuments(made);
});

test.describe('live preview in the edit view, as an Indonesian editor', () => {
  test('shows the draft beside the form and follows what is typed, unsaved, in both languages, on a phone and a desktop', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    const documentId = await newsDraft();
    const dewi = await editorAccount({ language: 'id', firstname: 'Dewi', lastname: 'Lestari' });
    const dewiToken = await loginToken(dewi);
    const { page: admin, errors } = await signedInAdmin(browser, dewi, { width: 1600, height: 1000 });
    // Leaving the edit view unsaved, for the other language: the browser's "leave this page?" is answered yes.
    admin.on('dialog', (dialog) => void dialog.accept());

    for (const [locale, saved] of [
      ['id', TITLE_ID],
      ['en', TITLE_EN],
    ] as const) {
      await admin.goto(
        `${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=${locale}`,
      );
      const frame = admin.frameLocator('iframe[title="Pratinjau langsung halaman"]');
      await expect(frame.locator('main h1')).toHaveText(saved, { timeout: 60_000 });
      expect(await admin.locator('iframe[title="Pratinjau langsung halaman"]').getAttribute('src')).toMatch(
        new RegExp(`^${siteUrl}${locale === 'en' ? '/en' : ''}/preview#token=`),
      );

      // Typed, not saved: the panel shows it, the CMS still holds the saved title.
      const typed = locale === 'id' ? ' — diperbarui sore ini' : ' — updated this afternoon';
      const field = admin.getByRole('textbox', { name: /^Judul/ }).first();
      await field.click();
      await field.press('End');
      await field.pressSequentially(typed);
      await expect(frame.locator('main h1')).toHaveText(`${saved}${typed}`);
      await expect(frame.locator('aside').getByRole('status')).toContainText(
        locale === 'id' ? 'Pratinjau langsung' : 'Live preview',
      );
      const stored = await call(dewiToken, 'GET', `${NEWS}/${documentId}?locale=${locale}`);
      expect(stored.data.title).toBe(saved);
      await shot(admin, `${locale}-1-ponsel`);

      // The rich text too, rendered as the site renders it.
      await admin.locator('.CodeMirror').first().click();
      await admin.keyboard.press('Control+End');
      await admin.keyboard.press('Enter');
      await admin.keyboard.press('Enter');
      await admin.keyboard.type('**Kapal ketiga** menyusul tahun depan.');
      await expect(frame.locator('main strong', { hasText: 'Kapal ketiga' })).toBeVisible();

      // Phone and desktop: the page laid out at each width, scaled into the panel.
      const desktop = admin.getByRole('button', { name: 'Komputer' });
      await desktop.click();
      await expect(desktop).toHaveAttribute('aria-pressed', 'true');
      await expect(admin.locator('iframe[title="Pratinjau langsung halaman"]')).toHaveCSS('width', '1280px');
      await shot(admin, `${locale}-2-desktop`);
      // Widened, the same frame (nothing reloads: the typed text stays) is large enough to read a desktop page.
      await admin.getByRole('button', { name: 'Perlebar pratinjau' }).click();
      await expect
        .poll(async () => (await admin.locator('iframe[title="Pratinjau langsung halaman"]').boundingBox())?.width ?? 0)
        .toBeGreaterThan(700);
      await expect(frame.locator('main strong', { hasText: 'Kapal ketiga' })).toBeVisible();
      await shot(admin, `${locale}-3-lebar`);
      await admin.keyboard.press('Escape');
      await expect(admin.getByRole('button', { name: 'Perlebar pratinjau' })).toBeVisible();
      await admin.getByRole('button', { name: 'Ponsel' }).click();
      await expect(admin.locator('iframe[title="Pratinjau langsung halaman"]')).toHaveCSS('width', '390px');
    }
    expect(errors).toEqual([]);
    await admin.context().close();
  });

  test('asks for a first save before it has anything to show', async ({ browser }) => {
    const dewi = await editorAccount({ language: 'id' });
    const { page: admin } = await signedInAdmin(browser, dewi);
    await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/create?plugins[i18n][locale]=id`);
    await expect(admin.getByText('Simpan draf sekali: pratinjau langsung tampil sejak itu.')).toBeVisible({ timeout: 30_000 });
    await expect(admin.locator('iframe[title="Pratinjau langsung halaman"]')).toHaveCount(0);
    await admin.context().close();
  });
});

test.describe('live preview: the form goes only to the frame the CMS opened', () => {
  test('the preview page takes values only from its parent, the CMS admin, and only those naming its document and language', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const documentId = await newsDraft();
    const dewi = await editorAccount({ language: 'id' });
    const { page: admin } = await signedInAdmin(browser, dewi, { width: 1600, height: 1000 });
    await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=id`);
    const frameElement = admin.locator('iframe[title="Pratinjau langsung halaman"]');
    const heading = admin.frameLocator('iframe[title="Pratinjau langsung halaman"]').locator('main h1');
    await expect(heading).toHaveText(TITLE_ID, { timeout: 60_000 });
    const frame = await (await frameElement.elementHandle())?.contentFrame();
    if (!frame) throw new Error('the live preview has no frame');

    const values = (title: string, claims: Partial<{ type: string; uid: string; documentId: string; locale: string }> = {}) => ({
      type: 'site-preview:values',
      uid: 'api::news.news',
      documentId,
      locale: 'id',
      values: { title },
      ...claims,
    });
    /** Posts a message to the frame from the admin page (its parent), as the panel does. */
    const fromAdmin = (message: unknown) =>
      admin.evaluate(
        ([selector, data]) =>
          (document.querySelector(selector as string) as HTMLIFrameElement).contentWindow?.postMessage(data, '*'),
        ['iframe[title="Pratinjau langsung halaman"]', message] as const,
      );

    await fromAdmin(values('Judul dari admin'));
    await expect(heading).toHaveText('Judul dari admin');
    // Each of these after one the page shows: one it took would replace that title.
    const ignored = [
      values('Dokumen lain', { documentId: 'bukan-dokumen-ini' }),
      values('Bahasa lain', { locale: 'en' }),
      values('Jenis lain', { uid: 'api::about.about' }),
      values('Jenis pesan lain', { type: 'strapi:values' }),
      { ...values('Bukan objek'), values: ['x'] },
    ];
    for (const message of ignored) await fromAdmin(message);
    // Not from the parent: the page posting to itself.
    await frame.evaluate((message) => window.postMessage(message, '*'), values('Dari halaman sendiri'));
    await admin.waitForTimeout(500);
    await expect(heading).toHaveText('Judul dari admin');
    // The channel still works: the next good message shows.
    await fromAdmin(values('Penanda terakhir'));
    await expect(heading).toHaveText('Penanda terakhir');
    await admin.context().close();
  });
});
