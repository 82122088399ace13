import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { adminAccessToken, adminRequest, deleteDocuments } from './admin';
import { editorAccount, loginToken, signedInAdmin } from './admin-ui';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { cmsUrl, linksPort, runDir, siteUrl } from './urls';
import { waitUntil } from './wait-for';

/**
 * The checks before publishing (cms/src/publish-checks), through every way the admin publishes:
 * a link inside the site to a page it does not have stops the publish — the edit view's button
 * (its API), bulk publish — with the reason in one line, in both languages, and nothing goes live;
 * warnings (a title search results cut, a heading that skips a level) do not stop it; once
 * the link is mended, the article is published and live.
 */
const NEWS = '/content-manager/collection-types/api::news.news';
const STAMP = Date.now().toString(36);
const made: Array<{ uid: string; documentId: string }> = [];

async function call(method: string, path: string, body?: unknown): Promise<{ status: number; text: string }> {
  const response = await fetch(`${cmsUrl}${path}`, {
    method,
    headers: { Authorization: `Bearer ${await adminAccessToken()}`, 'Content-Type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

test.afterAll(async () => {
  await deleteDocuments(made);
});

test.describe('checks before publishing', () => {
  test('a broken link inside the site stops every publish in either language; warnings do not; mended, it is live', async () => {
    test.setTimeout(300_000);
    const versions = {
      id: {
        title: 'Galangan kapal Batam menyelesaikan dua kapal tunda pesanan Pertamina lebih cepat dari jadwal',
        slug: `galangan-kapal-batam-menyelesaikan-dua-kapal-tunda-${STAMP}`,
        broken: `/news/laporan-yang-belum-pernah-terbit-${STAMP}`,
        mended: '/about',
      },
      en: {
        title: 'Batam shipyard completes two tugboats ordered by Pertamina ahead of schedule',
        slug: `galangan-kapal-batam-menyelesaikan-dua-kapal-tunda-${STAMP}`,
        broken: `/en/news/a-report-never-published-${STAMP}`,
        mended: '/en/about',
      },
    } as const;
    const created = await call('POST', `${NEWS}?locale=id`, {
      title: versions.id.title,
      slug: versions.id.slug,
      date: '2026-11-20',
      body: `## Serah terima\n\nBaca [laporan sebelumnya](${versions.id.broken}).\n\n#### Rincian\n\nDua kapal tunda diserahkan.`,
    });
    expect(created.status, created.text).toBe(201);
    const { documentId } = (JSON.parse(created.text) as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    const english = await call('PUT', `${NEWS}/${documentId}?locale=en`, {
      title: versions.en.title,
      slug: versions.en.slug,
      date: '2026-11-20',
      body: `## Handover\n\nRead [the earlier report](${versions.en.broken}).`,
    });
    expect(english.status, english.text).toBe(200);

    for (const locale of ['id', 'en'] as const) {
      const { broken } = versions[locale];
      // The edit view's Publish button, and bulk publish from the list.
      const one = await call('POST', `${NEWS}/${documentId}/actions/publish?locale=${locale}`, {});
      const bulk = await call('POST', `${NEWS}/actions/bulkPublish?locale=${locale}`, { documentIds: [documentId] });
      for (const [how, answer] of [
        ['publish', one],
        ['bulk publish', bulk],
      ] as const) {
        expect({ how, locale, status: answer.status }).toEqual({ how, locale, status: 400 });
        const { error } = JSON.parse(answer.text) as { error: { message: string } };
        expect(error.message).toContain(broken);
        expect(error.message).not.toContain('\n');
      }
    }
    const published = await call('GET', `${NEWS}/${documentId}?locale=id&status=published`);
    expect((JSON.parse(published.text) as { data?: { publishedAt?: string } | null }).data?.publishedAt).toBeUndefined();

    // Mended: the warnings (a title search results cut, a heading that skips a level) do not stop it.
    for (const locale of ['id', 'en'] as const) {
      const { broken, mended } = versions[locale];
      const draft = JSON.parse((await call('GET', `${NEWS}/${documentId}?locale=${locale}`)).text) as { data: { body: string } };
      await call('PUT', `${NEWS}/${documentId}?locale=${locale}`, { body: draft.data.body.replace(broken, mended) });
      const answer = await call('POST', `${NEWS}/${documentId}/actions/publish?locale=${locale}`, {});
      expect({ locale, status: answer.status, text: answer.status === 200 ? '' : answer.text }).toEqual({
        locale,
        status: 200,
        text: '',
      });
    }
    for (const [prefix, title] of [
      ['', versions.id.title],
      ['/en', versions.en.title],
    ])
      await waitUntil(
        async () => (await (await fetch(`${siteUrl}${prefix}/news/${versions.id.slug}`)).text()).includes(title),
        240_000,
        `${prefix}/news/${versions.id.slug} is not live`,
      );
  });

  test('a schedule does not publish a broken link either: the Schedule panel says why', async () => {
    test.setTimeout(300_000);
    const slug = `laporan-keberlanjutan-terjadwal-dengan-tautan-rusak-${STAMP}`;
    const created = await call('POST', `${NEWS}?locale=id`, {
      title: 'Laporan keberlanjutan grup perusahaan yang dijadwalkan terbit dengan tautan yang rusak',
      slug,
      date: '2026-11-20',
      body: `Lihat [lampiran](/laporan-tahunan-${STAMP}).`,
    });
    const { documentId } = (JSON.parse(created.text) as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    const scheduled = await call('POST', '/publisher/actions', {
      data: {
        mode: 'publish',
        entityId: documentId,
        entitySlug: 'api::news.news',
        locale: 'id',
        executeAt: new Date(Date.now() + 15_000).toISOString(), // at least ten seconds ahead
      },
    });
    expect(scheduled.status, scheduled.text).toBe(201);
    const schedules = async () =>
      JSON.parse((await call('GET', `/scheduling/schedules?uid=api::news.news&documentId=${documentId}&locale=id`)).text) as {
        data: unknown[];
        meta: { missedPublish: { refused?: { id: string; en: string } } | null };
      };
    await waitUntil(async () => (await schedules()).data.length === 0, 180_000, 'the schedule did not run');
    const { meta } = await schedules();
    expect(meta.missedPublish?.refused?.id).toContain(`/laporan-tahunan-${STAMP}`);
    const published = await call('GET', `${NEWS}/${documentId}?locale=id&status=published`);
    expect((JSON.parse(published.text) as { data?: { publishedAt?: string } | null }).data?.publishedAt).toBeUndefined();
  });

  test('every check, in both languages, is told in the edit view; an Indonesian editor is stopped by a broken link, warned of a missing alt text, mends it, publishes, and the page is live', async ({
    browser,
  }) => {
    test.setTimeout(360_000);
    const dewi = await editorAccount({ language: 'id', firstname: 'Dewi', lastname: 'Lestari' });
    const token = await loginToken(dewi);
    const as = async (method: string, url: string, body?: unknown) => {
      const response = await fetch(`${cmsUrl}${url}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return { status: response.status, text: await response.text() };
    };
    const slug = `anak-perusahaan-grup-meresmikan-bengkel-perawatan-kapal-di-balikpapan-${STAMP}`;
    const broken = {
      id: `/news/siaran-pers-yang-tidak-pernah-ada-${STAMP}`,
      en: `/en/news/a-press-release-that-never-was-${STAMP}`,
    };
    const title = {
      id: 'Anak perusahaan grup meresmikan bengkel perawatan kapal baru di Balikpapan bulan ini',
      en: 'A group company opens a new ship maintenance workshop in Balikpapan this month',
    };
    const body = (locale: 'id' | 'en') =>
      [
        '# Judul tingkat satu yang tidak perlu',
        `Baca [siaran pers sebelumnya](${broken[locale]}) dan [profil kami](${locale === 'id' ? '/en/about' : '/about'}).`,
        '![](/uploads/bengkel-balikpapan.jpg)',
        '#### Rincian yang melompat tingkat',
      ].join('\n\n');
    const created = await as('POST', `${NEWS}?locale=id`, {
      title: title.id,
      slug,
      date: '2026-11-28',
      excerpt: `${'Bengkel baru ini melayani kapal pemasok dan kapal tunda di Selat Makassar. '.repeat(3)}`,
      body: body('id'),
    });
    expect(created.status, created.text).toBe(201);
    const { documentId } = (JSON.parse(created.text) as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    await as('PUT', `${NEWS}/${documentId}?locale=en`, {
      title: title.id, // not translated yet
      slug,
      date: '2026-11-28',
      excerpt: 'The new workshop serves supply vessels and tugboats in the Makassar Strait.',
      body: body('en'),
    });

    // Every check, in each language, as the panel asks for them.
    for (const locale of ['id', 'en'] as const) {
      const answer = await as('GET', `/publish-checks?uid=api::news.news&documentId=${documentId}&locale=${locale}`);
      const { data, meta } = JSON.parse(answer.text) as {
        data: Array<{ level: string; code: string; field: string; message: { id: string; en: string } }>;
        meta: { snippet: { title: string; description: string; url: string } };
      };
      const codes = data.map(({ level, code, field }) => `${level} ${code} ${field}`).sort();
      expect({ locale, codes }).toEqual({
        locale,
        codes: [
          'error broken-link body',
          'warning heading-order body',
          'warning link-other-language body',
          'warning missing-alt body',
          'warning title-length title',
          // The English title is still the Indonesian one: each version says so.
          'warning other-language-text title',
          ...(locale === 'id' ? ['warning description-length excerpt'] : []),
        ].sort(),
      });
      expect(data.find(({ code }) => code === 'broken-link')?.message.id).toContain(broken[locale]);
      expect(meta.snippet.url).toBe(`${siteUrl}${locale === 'en' ? '/en' : ''}/news/${slug}`);
      expect(meta.snippet.title.length).toBeLessThanOrEqual(60);
      expect(meta.snippet.title.endsWith('…')).toBe(true);
    }

    // In Chromium, as Dewi: the panel says what stops the publish and what to look at.
    const screens = path.join(runDir, 'publish-checks-id');
    fs.mkdirSync(screens, { recursive: true });
    const { page: admin } = await signedInAdmin(browser, dewi, { width: 1600, height: 1000 });
    admin.on('dialog', (dialog) => void dialog.accept());
    await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=id`);
    const panel = admin.getByRole('heading', { name: 'Pemeriksaan sebelum terbit' }).locator('xpath=ancestor::*[.//ul][1]');
    await expect(panel.getByText('1 menghalangi terbit', { exact: false })).toBeVisible({ timeout: 60_000 });
    await expect(
      panel.getByText(`Tautan ke ${broken.id} menuju halaman yang tidak ada di situs`, { exact: false }),
    ).toBeVisible();
    await expect(panel.getByText('gambar di dalam teks belum punya teks alternatif', { exact: false })).toBeVisible();
    // Each named by the field's label in the edit view, not its attribute name.
    await expect(panel.getByText('Menghalangi terbit · Isi berita')).toBeVisible();
    await expect(panel.getByText('Peringatan · Judul').first()).toBeVisible();
    await expect(panel.getByRole('figure', { name: 'Di hasil pencarian' })).toContainText('…');
    await panel.scrollIntoViewIfNeeded();
    await admin.screenshot({ path: path.join(screens, '1-pemeriksaan.png'), animations: 'disabled' });

    // The panel follows the form as Dewi types, unsaved: a shorter title, shown as a search result shows it.
    const shortTitle = 'Galangan Batam serahkan dua kapal tunda Pertamina';
    await admin
      .getByRole('textbox', { name: /^Judul/ })
      .first()
      .fill(shortTitle);
    await expect(panel.getByRole('figure', { name: 'Di hasil pencarian' })).toContainText(shortTitle, { timeout: 15_000 });
    await expect(panel.getByText('Peringatan · Judul')).toHaveCount(0);

    // Publish: the dialog says what blocks it, and nothing is published.
    await admin.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    const dialog = admin.getByRole('alertdialog', { name: 'Pemeriksaan sebelum terbit' });
    await expect(
      dialog.getByText(`Tautan ke ${broken.id} menuju halaman yang tidak ada di situs`, { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByText('Versi ini belum dapat diterbitkan', { exact: false })).toBeVisible();
    await admin.screenshot({ path: path.join(screens, '2-terbit-ditolak.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Perbaiki dulu' }).click();
    await expect(dialog).toHaveCount(0);
    expect((await as('GET', `${NEWS}/${documentId}?locale=id&status=published`)).text).not.toContain('"publishedAt":"');

    // The link mended, the picture still without alternative text: a warning, and Dewi publishes anyway.
    await as('PUT', `${NEWS}/${documentId}?locale=id`, { body: body('id').replace(broken.id, '/about') });
    await admin.reload();
    await expect(panel.getByText('menghalangi terbit', { exact: false })).toHaveCount(0, { timeout: 30_000 });
    await expect(panel.getByText('gambar di dalam teks belum punya teks alternatif', { exact: false })).toBeVisible();
    await admin.getByRole('button', { name: 'Terbitkan', exact: true }).click();
    await expect(dialog.getByText('gambar di dalam teks belum punya teks alternatif', { exact: false })).toBeVisible();
    await admin.screenshot({ path: path.join(screens, '3-peringatan.png'), animations: 'disabled' });
    await dialog.getByRole('button', { name: 'Tetap terbitkan' }).click();
    await expect
      .poll(async () => (await as('GET', `${NEWS}/${documentId}?locale=id&status=published`)).text, { timeout: 30_000 })
      .toContain('"publishedAt":"');
    await waitUntil(
      async () => (await (await fetch(`${siteUrl}/news/${slug}`)).text()).includes(title.id),
      240_000,
      `/news/${slug} is not live`,
    );
    await admin.goto(`${siteUrl}/news/${slug}`);
    await admin.screenshot({ path: path.join(screens, '4-terbit.png'), animations: 'disabled' });
    await admin.context().close();
  });

  test('links to other sites are asked in the background: a page gone, a failing site and a private address are told, a publish never waits nor asks', async () => {
    test.setTimeout(120_000);
    // The other site (allowed in the e2e CMS by LINK_CHECK_ALLOW) and a private one nobody allowed.
    const asked: string[] = [];
    const other = http.createServer((request, response) => {
      asked.push(`${request.method} ${request.url}`);
      const status = { '/laporan-tahunan-2025': 200, '/siaran-pers-lama': 404, '/katalog-produk': 503 }[request.url ?? ''];
      response.writeHead(status ?? 404).end();
    });
    const internal: string[] = [];
    const privateSite = http.createServer((request, response) => {
      internal.push(`${request.method} ${request.url}`);
      response.end('internal');
    });
    await new Promise<void>((resolve) => other.listen(linksPort, '127.0.0.1', resolve));
    await new Promise<void>((resolve) => privateSite.listen(0, '127.0.0.1', resolve));
    try {
      const site = `http://127.0.0.1:${linksPort}`;
      const privateUrl = `http://127.0.0.1:${(privateSite.address() as AddressInfo).port}/admin`;
      const created = await call('POST', `${NEWS}?locale=id`, {
        title: 'Mitra pelayaran merilis laporan tahunan dan katalog produk terbaru untuk pelanggan grup',
        slug: `mitra-pelayaran-merilis-laporan-tahunan-dan-katalog-${STAMP}`,
        date: '2026-11-21',
        body: [
          `Baca [laporan tahunan](${site}/laporan-tahunan-2025), [siaran pers lama](${site}/siaran-pers-lama)`,
          `dan [katalog produk](${site}/katalog-produk); [dasbor internal](${privateUrl}).`,
        ].join(' '),
      });
      expect(created.status, created.text).toBe(201);
      const { documentId } = (JSON.parse(created.text) as { data: { documentId: string } }).data;
      made.push({ uid: 'api::news.news', documentId });
      type Answer = { data: Array<{ level: string; code: string; message: { id: string } }>; meta: { linksPending: number } };
      const ask = async () =>
        JSON.parse(
          (await call('POST', '/publish-checks', { uid: 'api::news.news', documentId, locale: 'id', values: {} })).text,
        ) as Answer;
      // The first answer does not wait for the other sites.
      const first = await ask();
      expect(first.meta.linksPending).toBeGreaterThan(0);
      let answer = first;
      await waitUntil(async () => (answer = await ask()).meta.linksPending === 0, 60_000, 'the links were never all asked');
      const told = answer.data.filter(({ code }) => code === 'external-link');
      expect(told.map(({ level, message }) => `${level} ${message.id}`).sort()).toEqual(
        [
          `warning Tautan ke ${site}/katalog-produk menjawab 503: situs itu sedang bermasalah. Periksa lagi nanti.`,
          `warning Tautan ke ${site}/siaran-pers-lama menjawab 404: halaman itu tidak ada (lagi). Periksa alamatnya.`,
          `warning Tautan ke ${privateUrl} menuju jaringan pribadi: pengunjung situs tidak dapat membukanya.`,
        ].sort(),
      );
      // The private address was never asked; each link of the other site once.
      expect(internal).toEqual([]);
      expect(asked.sort()).toEqual(['HEAD /katalog-produk', 'HEAD /laporan-tahunan-2025', 'HEAD /siaran-pers-lama']);
      // Warnings: the publish goes through, and asks no site.
      const published = await call('POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {});
      expect(published.status, published.text).toBe(200);
      expect(asked).toHaveLength(3);
      console.log(`[e2e] link check: ${asked.length} links asked, ${told.length} told, 0 requests to the private address`);
    } finally {
      await new Promise((resolve) => other.close(resolve));
      await new Promise((resolve) => privateSite.close(resolve));
    }
  });

  test('a new English version is checked as English while it is written, before its first save; a single type’s page is its own address', async ({
    browser,
  }) => {
    test.setTimeout(180_000);
    const slug = `peresmian-dermaga-baru-di-pelabuhan-tanjung-priok-oleh-direksi-grup-${STAMP}`;
    const excerpt = 'Dermaga baru sepanjang 120 meter melayani kapal pemasok lepas pantai mulai bulan depan.';
    const created = await call('POST', `${NEWS}?locale=id`, {
      title: 'Peresmian dermaga baru di Pelabuhan Tanjung Priok oleh direksi grup bersama mitra pelayaran',
      slug,
      date: '2026-11-23',
      excerpt,
      body: 'Lihat [profil kami](/about).',
    });
    expect(created.status, created.text).toBe(201);
    const { documentId } = (JSON.parse(created.text) as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    // The form of the English version being made: its own address, its links and excerpt judged as English.
    type Answer = { data: Array<{ code: string; field: string }>; meta: { snippet: { url: string } } };
    const unsaved = JSON.parse(
      (
        await call('POST', '/publish-checks', {
          uid: 'api::news.news',
          documentId,
          locale: 'en',
          values: { title: 'New pier opened at Tanjung Priok', slug, excerpt, body: 'See [our profile](/about).' },
        })
      ).text,
    ) as Answer;
    expect(unsaved.meta.snippet.url).toBe(`${siteUrl}/en/news/${slug}`);
    expect(unsaved.data.map(({ code, field }) => `${code} ${field}`).sort()).toEqual([
      'link-other-language body',
      'other-language-text excerpt',
    ]);
    // A single type's search result is its page's, in each language.
    const about = (await adminRequest('GET', '/content-manager/single-types/api::about.about?locale=id')) as {
      data: { documentId: string };
    };
    for (const [locale, page] of [
      ['id', '/about'],
      ['en', '/en/about'],
    ] as const) {
      const answer = JSON.parse(
        (await call('GET', `/publish-checks?uid=api::about.about&documentId=${about.data.documentId}&locale=${locale}`)).text,
      ) as Answer;
      expect(answer.meta.snippet.url).toBe(`${siteUrl}${page}`);
    }
    // In Chromium: the language menu's new English version, before any save.
    const dewi = await editorAccount({ language: 'id', firstname: 'Dewi', lastname: 'Lestari' });
    const { page: admin } = await signedInAdmin(browser, dewi, { width: 1600, height: 1000 });
    await admin.goto(`${cmsUrl}/admin/content-manager/collection-types/api::news.news/${documentId}?plugins[i18n][locale]=en`);
    const panel = admin.getByRole('heading', { name: 'Pemeriksaan sebelum terbit' }).locator('xpath=ancestor::*[.//ul][1]');
    await admin
      .getByRole('textbox', { name: /^Judul/ })
      .first()
      .fill('New pier opened at Tanjung Priok');
    const search = panel.getByRole('figure', { name: 'Di hasil pencarian' });
    await expect(search).toContainText(`/en/news/`, { timeout: 30_000 });
    await expect(search).toContainText('New pier opened at Tanjung Priok');
    await admin.context().close();
  });

  test('a field both languages share, changed and published in one, is told until the other language is published too', async () => {
    test.setTimeout(120_000);
    const slug = `kunjungan-menteri-ke-galangan-batam-${STAMP}`;
    const created = await call('POST', `${NEWS}?locale=id`, {
      title: 'Kunjungan menteri perindustrian ke galangan kapal Batam bersama jajaran direksi grup',
      slug,
      date: '2026-11-18',
    });
    const { documentId } = (JSON.parse(created.text) as { data: { documentId: string } }).data;
    made.push({ uid: 'api::news.news', documentId });
    await call('PUT', `${NEWS}/${documentId}?locale=en`, {
      title: 'Minister of Industry visits the Batam shipyard',
      slug,
      date: '2026-11-18',
    });
    for (const locale of ['id', 'en']) await call('POST', `${NEWS}/${documentId}/actions/publish?locale=${locale}`, {});
    const shared = async (locale: string) =>
      (
        JSON.parse((await call('GET', `/publish-checks?uid=api::news.news&documentId=${documentId}&locale=${locale}`)).text) as {
          data: Array<{ code: string; message: { id: string } }>;
        }
      ).data.filter(({ code }) => code === 'shared-fields-other-language');
    expect(await shared('id')).toEqual([]);
    // The date, the same for both languages, corrected and published in Indonesian only.
    await call('PUT', `${NEWS}/${documentId}?locale=id`, { date: '2026-11-19' });
    await call('POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {});
    const told = await shared('id');
    expect(told).toHaveLength(1);
    expect(told[0].message.id).toContain('Terbitkan juga versi bahasa Inggris');
    await call('POST', `${NEWS}/${documentId}/actions/publish?locale=en`, {});
    expect(await shared('id')).toEqual([]);
    expect(await shared('en')).toEqual([]);
  });
});
