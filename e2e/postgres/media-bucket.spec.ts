import { expect, test } from '../fixtures';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { adminRequest, uploadFile } from '../admin';
import { editorAccount, signedInAdmin } from '../admin-ui';
import { closeContexts } from '../browser';
import { BUCKETS, bucketUrl, fileUrls, objectsIn, type LibraryFile } from '../media-bucket';
import { switchBucket } from '../stack-faults';
import { cmsUrl, runDir, siteUrl } from '../urls';

/**
 * The live CMS of the PostgreSQL pass keeps its media in a bucket of a real S3 API server: every
 * file the library lists is there and nowhere else, the site was built from the bucket's
 * addresses and allows that origin alone for media, and when the storage fails an Indonesian
 * editor's upload dialog says why the file was not saved, with nothing written to the library.
 * (Two instances sharing a bucket, and a bucket refused at start: instances.spec.ts; backup and
 * restore of the bucket's files: backup.spec.ts.)
 */
type ListedFile = LibraryFile & { id: number; name: string };

const library = async (): Promise<{ results: ListedFile[]; pagination: { total: number } }> =>
  (await adminRequest('GET', '/upload/files?pageSize=1000')) as { results: ListedFile[]; pagination: { total: number } };

let browser: Browser;

test.beforeAll(({ browser: launched }) => {
  browser = launched;
});

test.afterAll(async () => {
  await switchBucket('start');
  await closeContexts(browser);
});

test.describe('media in a bucket', () => {
  test('every file the library lists is in the bucket, each of its sizes too, and not on the CMS', async () => {
    const { results } = await library();
    expect(results.length).toBeGreaterThan(10);
    const prefix = `${bucketUrl(BUCKETS.live)}/`;
    const urls = fileUrls(results);
    expect(urls.filter((url) => !url.startsWith(prefix))).toEqual([]);
    const objects = new Set(await objectsIn(BUCKETS.live));
    expect(urls.map((url) => url.slice(prefix.length)).filter((key) => !objects.has(key))).toEqual([]);
    const key = results[0].url.slice(prefix.length);
    expect((await fetch(`${cmsUrl}/uploads/${key}`)).status).toBe(404);
  });

  test('the site was built from the bucket: its pictures are its own, and only that origin is allowed for media', async () => {
    const page = await (await browser.newContext()).newPage();
    await page.goto(`${siteUrl}/`, { waitUntil: 'load' });
    // The page's own policy, written into it by the build (deploy/page-policies.ts).
    const policy = (await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')) ?? '';
    const bucketOrigin = new URL(bucketUrl(BUCKETS.live)).origin;
    const pictureSources = /img-src ([^;]+)/.exec(policy)?.[1].split(' ') ?? [];
    expect(pictureSources.filter((source) => /^https?:/.test(source))).toEqual([bucketOrigin]);
    // Every picture of the page, scrolled into view (they load lazily), from the site's own files.
    const pictures = page.locator('main img:not([aria-hidden="true"])');
    expect(await pictures.count()).toBeGreaterThan(3);
    for (const picture of await pictures.all()) {
      await picture.scrollIntoViewIfNeeded();
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) => ({
            src: image.currentSrc,
            loaded: image.complete && image.naturalWidth > 0,
          })),
        )
        .toEqual({ src: expect.stringMatching(new RegExp(`^${siteUrl}/static/`)), loaded: true });
    }
  });

  test('a storage outage: the Indonesian upload dialog says why the file was not saved, nothing is written, and the next upload works', async () => {
    test.setTimeout(180_000);
    const { page } = await signedInAdmin(browser, await editorAccount({ language: 'id' }));
    const before = (await library()).pagination.total;
    const { default: sharp } = await import('sharp');
    const picture = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#c8102e' } })
      .png()
      .toBuffer();
    const name = `peresmian-kantor-cabang-balikpapan-${Date.now()}.png`;

    /** Chooses the picture in the media library ("Baru", "Unggah berkas"): the library sends it at once and shows its progress. */
    const upload = async () => {
      await page.goto(`${cmsUrl}/admin/plugins/upload`);
      // Under CI's load the library has twice come up without its New button for minutes (its
      // permissions not loaded): opened again, as an editor would, up to three times.
      const newButton = page.getByRole('button', { name: 'Baru', exact: true });
      for (let attempt = 1; attempt < 3; attempt += 1) {
        const shown = await newButton.waitFor({ state: 'visible', timeout: 40_000 }).then(
          () => true,
          () => false,
        );
        if (shown) break;
        await page.reload();
      }
      await newButton.click();
      const chooser = page.waitForEvent('filechooser');
      await page.getByRole('menuitem', { name: 'Unggah berkas', exact: true }).click();
      await (await chooser).setFiles({ name, mimeType: 'image/png', buffer: picture });
    };

    await switchBucket('stop');
    try {
      await upload();
      await expect(
        page.getByText('Berkas tidak disimpan: penyimpanan media tidak dapat dihubungi.', { exact: false }),
      ).toBeVisible({
        timeout: 60_000,
      });
      await page.screenshot({ path: path.join(runDir, 'admin-id', 'unggah-penyimpanan-mati.png') });
      expect((await library()).pagination.total).toBe(before);
    } finally {
      await switchBucket('start');
    }
    // The storage is back: the same picture is saved, in the bucket (sent as the dialog sends it,
    // to the same CMS), and the library shows its pictures from there (the admin allows that origin).
    expect((await uploadFile(name, 'image/png', new Uint8Array(picture))).status).toBe(201);
    await page.goto(`${cmsUrl}/admin/plugins/upload`);
    const thumbnail = page.getByRole('main').locator('img').first();
    await expect
      .poll(() => thumbnail.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0 && image.currentSrc))
      .toMatch(new RegExp(`^${bucketUrl(BUCKETS.live)}/`));
    expect((await library()).pagination.total).toBe(before + 1);
    const saved = (await library()).results.find((file) => file.name === name);
    expect(saved?.url.startsWith(`${bucketUrl(BUCKETS.live)}/`)).toBe(true);
    // The admin's own pages may read it (its edit dialog, crop and download fetch it): the bucket's CORS rule.
    expect(await page.evaluate(async (url) => (await fetch(url)).status, saved?.url ?? '')).toBe(200);
    await adminRequest('DELETE', `/upload/files/${saved?.id}`);
  });
});
