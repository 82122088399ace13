import { expect, test } from './fixtures';
import type { Browser } from 'playwright-core';
import { adminAccessToken, adminRequest, deleteNews, publishNews, SYSTEM_ATTRIBUTES } from './admin';
import { adminHome, editorAccount, loginToken } from './admin-ui';
import { closeContexts } from './browser';
import { builds } from './hook';
import { cmsUrl, siteUrl } from './urls';
import { waitFor } from './wait-for';

/**
 * The editors' workplace in the admin, as an Indonesian editor uses it: every field labelled and
 * explained in the editor's language, what needs translating into English, and publishing at a
 * time set in Jakarta time.
 */
let browser: Browser;

test.beforeAll(async ({ browser: launched }) => {
  browser = launched;
});

test.afterAll(async () => {
  await closeContexts(browser);
});

const NEWS = '/content-manager/collection-types/api::news.news';

interface Status {
  types: Array<{ uid: string; missing: number; outdated: number; documents: Array<{ documentId: string; gap: string }> }>;
}

/** What the Translations widget lists for `token`'s editor (the e2e admin's by default). */
async function gapOf(documentId: string, token?: string): Promise<string | null> {
  const status = (
    token
      ? await (await fetch(`${cmsUrl}/translation-status`, { headers: { Authorization: `Bearer ${token}` } })).json()
      : await adminRequest('GET', '/translation-status')
  ) as Status;
  const news = status.types.find(({ uid }) => uid === 'api::news.news');
  return news?.documents.find((document) => document.documentId === documentId)?.gap ?? null;
}

interface ViewConfiguration {
  metadatas: Record<string, { edit: { label?: string; description?: string } }>;
}

test.describe('the field guide', () => {
  test('labels and explains every field of every content type and component', async () => {
    const { data: types } = (await adminRequest('GET', '/content-manager/content-types')) as {
      data: Array<{ uid: string; isDisplayed: boolean; attributes: Record<string, unknown> }>;
    };
    const unexplained: string[] = [];
    const check = (uid: string, configuration: ViewConfiguration, attributes: string[]) => {
      for (const name of attributes) {
        const { label = '', description = '' } = configuration.metadatas[name]?.edit ?? {};
        if (!label || label === name || description.length <= label.length) unexplained.push(`${uid}.${name}`);
      }
    };
    const ours = types.filter(({ uid }) => uid.startsWith('api::'));
    expect(ours.length).toBeGreaterThan(15);
    for (const type of ours) {
      const { data } = (await adminRequest('GET', `/content-manager/content-types/${type.uid}/configuration`)) as {
        data: { contentType: ViewConfiguration; components: Record<string, ViewConfiguration & { uid: string }> };
      };
      const own = Object.keys(type.attributes).filter((name) => !SYSTEM_ATTRIBUTES.has(name));
      check(type.uid, data.contentType, own);
      for (const [uid, component] of Object.entries(data.components))
        check(
          uid,
          component,
          Object.keys(component.metadatas).filter((name) => name !== 'id' && name !== 'documentId'),
        );
    }
    expect(unexplained).toEqual([]);
  });

  test('shows an article’s fields to an Indonesian editor in Indonesian and to an English one in English', async () => {
    test.setTimeout(120_000);
    const [article] = (
      (await adminRequest('GET', '/content-manager/collection-types/api::news.news?page=1&pageSize=1&locale=id')) as {
        results: Array<{ documentId: string }>;
      }
    ).results;
    for (const [language, label, help] of [
      ['id', 'Teks alternatif gambar sampul', /dibacakan pembaca layar/],
      ['en', 'Alternative text of the cover picture', /What screen readers say/],
    ] as const) {
      const page = await adminHome(browser, await editorAccount({ language }));
      await page.goto(
        `${cmsUrl}/admin/content-manager/collection-types/api::news.news/${article.documentId}?plugins[i18n][locale]=id`,
      );
      const field = page.getByLabel(label, { exact: false });
      await field.first().waitFor();
      await expect(page.getByText(help).first().isVisible()).resolves.toBe(true);
      await page.close();
    }
  });
});

test.describe('the Translations widget', () => {
  test('lists an article published in Indonesian only, in Indonesian, and drops it once its English version is published', async () => {
    test.setTimeout(180_000);
    const title = `Artikel tanpa terjemahan ${Date.now()}`;
    const slug = `tanpa-terjemahan-${Date.now()}`;
    const documentId = await publishNews({
      title,
      slug,
      date: '2026-11-24',
      body: 'Hanya Bahasa Indonesia.',
    });
    try {
      expect(await gapOf(documentId)).toBe('missing');
      // An editor reads and may publish the news in both languages (Strapi's Editor role).
      const editor = await loginToken(await editorAccount());
      for (const locale of ['id', 'en']) {
        const list = await fetch(`${cmsUrl}${NEWS}?page=1&pageSize=1&locale=${locale}`, {
          headers: { Authorization: `Bearer ${editor}` },
        });
        expect([locale, ((await list.json()) as { pagination: { total: number } }).pagination.total > 0]).toEqual([locale, true]);
      }
      expect(await gapOf(documentId, editor)).toBe('missing');
      // An author (Strapi's Author role reads only what they wrote) is not shown it.
      expect(await gapOf(documentId, await loginToken(await editorAccount({ role: 'strapi-author' })))).toBeNull();

      const page = await adminHome(browser, await editorAccount({ language: 'id' }));
      await page.getByText('Terjemahan', { exact: true }).waitFor();
      const link = page.getByRole('link', { name: `Terjemahkan ${title} ke bahasa Inggris` });
      await link.waitFor();
      await expect(page.getByText('Belum ada versi bahasa Inggris yang terbit').first().isVisible()).resolves.toBe(true);
      await link.click();
      await page.waitForURL(
        (url) => url.pathname.endsWith(`/api::news.news/${documentId}`) && url.searchParams.get('plugins[i18n][locale]') === 'en',
      );

      // The English version is written and published: the article leaves the list.
      // (The slug and date are shared by both languages: the English version repeats them.)
      await adminRequest('PUT', `${NEWS}/${documentId}?locale=en`, {
        title: `Translated article ${Date.now()}`,
        slug,
        date: '2026-11-24',
        body: 'In English.',
      });
      await adminRequest('POST', `${NEWS}/${documentId}/actions/publish?locale=en`, {});
      expect(await gapOf(documentId)).toBeNull();
      await page.goto(`${cmsUrl}/admin`);
      await page.getByText('Terjemahan', { exact: true }).waitFor();
      await expect(page.getByRole('link', { name: `Terjemahkan ${title} ke bahasa Inggris` }).count()).resolves.toBe(0);

      // The Indonesian version changes after it: the English one is listed as behind.
      await adminRequest('PUT', `${NEWS}/${documentId}?locale=id`, { body: 'Hanya Bahasa Indonesia, diperbarui.' });
      await adminRequest('POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {});
      expect(await gapOf(documentId)).toBe('outdated');
      await page.close();
    } finally {
      await deleteNews(documentId);
    }
  });
});

/** A time as an Indonesian editor types it into the panel's pickers, in Jakarta time: `26/11/2026` and `09.05`. */
const wibInput = (date: Date): { day: string; time: string } => {
  const [day, time] = new Date(date.getTime() + 7 * 3600_000).toISOString().slice(0, 16).split('T');
  const [year, month, dayOfMonth] = day.split('-');
  return { day: `${dayOfMonth}/${month}/${year}`, time: time.replace(':', '.') };
};

/** Asks strapi-plugin-publisher's admin API for a schedule, as the e2e admin (or `token`'s editor); the CMS's answer. */
const schedule = async (data: Record<string, unknown>, token?: string): Promise<Response> =>
  fetch(`${cmsUrl}/publisher/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token ?? (await adminAccessToken())}` },
    body: JSON.stringify({ data }),
  });

/** Schedules the Indonesian version of a news article to publish in an hour, as `token`'s editor. */
async function schedulePublishInAnHour(token: string, documentId: string): Promise<void> {
  const response = await fetch(`${cmsUrl}/publisher/actions`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
    body: JSON.stringify({
      data: {
        mode: 'publish',
        entityId: documentId,
        entitySlug: 'api::news.news',
        locale: 'id',
        executeAt: new Date(Date.now() + 3600_000).toISOString(),
      },
    }),
  });
  expect(response.status, await response.clone().text()).toBe(201);
}

/** Who holds the Indonesian version's publish schedule, as the Schedule panel shows `token`'s editor (null: nobody). */
async function heldBy(token: string, documentId: string): Promise<string | null> {
  const response = await fetch(`${cmsUrl}/scheduling/schedules?uid=api::news.news&documentId=${documentId}&locale=id`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  return ((await response.json()) as { data: Array<{ heldBy: string | null }> }).data[0]?.heldBy ?? null;
}

test.describe('scheduled publishing', () => {
  test('publishes only what an editor allowed to publish has seen: a later change by an Author holds the schedule', async () => {
    test.setTimeout(300_000);
    const stamp = Date.now();
    const authorToken = await loginToken(await editorAccount({ role: 'strapi-author', firstname: 'Budi', lastname: 'Penulis' }));
    const editorToken = await loginToken(await editorAccount());
    const as = async <Answer = { data: { documentId: string } }>(
      token: string,
      method: string,
      path: string,
      body?: unknown,
    ): Promise<Answer> => {
      const response = await fetch(`${cmsUrl}${path}`, {
        method,
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      expect(response.ok, `${method} ${path}: ${response.status} ${await response.clone().text()}`).toBe(true);
      return (await response.json()) as Answer;
    };
    // Each row: what happens to an Author's article after an Editor scheduled its Indonesian version.
    const rows = [
      { name: 'the Author changes the Indonesian draft', held: true, published: false },
      { name: 'the Author changes a shared field (the date) in the English version', held: true, published: false },
      { name: 'the Author changes only the English title', held: false, published: true },
      { name: 'the Author changes it, then the Editor saves it', held: false, published: true },
      { name: 'nobody changes it', held: false, published: true },
    ].map((row, index) => ({ ...row, slug: `jadwal-ditinjau-editor-sebelum-terbit-${index}-${stamp}` }));
    const documents: string[] = [];
    try {
      for (const [index, row] of rows.entries()) {
        const { data } = await as(authorToken, 'POST', `${NEWS}?locale=id`, {
          title: `Laporan keberlanjutan grup perusahaan yang dijadwalkan terbit ${index}`,
          slug: row.slug,
          date: '2026-11-20',
          body: 'Versi yang diperiksa editor.',
        });
        documents.push(data.documentId);
        await as(authorToken, 'PUT', `${NEWS}/${data.documentId}?locale=en`, {
          title: `Scheduled sustainability report ${index}`,
          body: 'The version the editor reviewed.',
        });
      }
      // Ahead by more than the ten seconds a schedule needs, and by the time the changes below take.
      const at = new Date(Date.now() + 30_000);
      for (const documentId of documents)
        await as(editorToken, 'POST', '/publisher/actions', {
          data: {
            mode: 'publish',
            entityId: documentId,
            entitySlug: 'api::news.news',
            locale: 'id',
            executeAt: at.toISOString(),
          },
        });
      const [sameLanguage, sharedField, otherTitle, reviewed] = documents;
      await as(authorToken, 'PUT', `${NEWS}/${sameLanguage}?locale=id`, { body: 'Diubah penulis setelah dijadwalkan.' });
      await as(authorToken, 'PUT', `${NEWS}/${sharedField}?locale=en`, { date: '1999-01-01' });
      await as(authorToken, 'PUT', `${NEWS}/${otherTitle}?locale=en`, { title: 'A better English title' });
      await as(authorToken, 'PUT', `${NEWS}/${reviewed}?locale=id`, { body: 'Diubah penulis, lalu diperiksa editor.' });
      await as(editorToken, 'PUT', `${NEWS}/${reviewed}?locale=id`, { body: 'Diperiksa editor.' });

      const schedulesOf = (documentId: string) =>
        as<{ data: Array<{ heldBy: string | null }>; meta?: { missedPublish?: { by: string } | null } }>(
          editorToken,
          'GET',
          `/scheduling/schedules?uid=api::news.news&documentId=${documentId}&locale=id`,
        );
      for (const [index, row] of rows.entries()) {
        const { data } = await schedulesOf(documents[index]);
        expect(
          data.map(({ heldBy }) => heldBy),
          row.name,
        ).toEqual([row.held ? 'Budi Penulis' : null]);
      }

      const live = async (slug: string) =>
        ((await (await fetch(`${cmsUrl}/api/news-items?locale=id&filters[slug][$eq]=${slug}`)).json()) as { data: unknown[] })
          .data.length > 0;
      await waitFor(
        'the reviewed schedules published',
        async () => (await Promise.all(rows.filter((row) => row.published).map((row) => live(row.slug)))).every(Boolean),
        { timeoutMs: 120_000, intervalMs: 1000 },
      );
      // The held ones fell due at the same time: their schedules are gone once they were carried out (or held).
      await waitFor(
        'every schedule carried out',
        async () =>
          (await Promise.all(documents.map(async (documentId) => (await schedulesOf(documentId)).data))).every(
            (data) => data.length === 0,
          ),
        { timeoutMs: 60_000, intervalMs: 1000 },
      );
      for (const [index, row] of rows.entries()) {
        expect(await live(row.slug), row.name).toBe(row.published);
        const { data, meta } = await schedulesOf(documents[index]);
        expect(data, `${row.name}: the schedule is gone once due`).toEqual([]);
        expect(meta?.missedPublish ?? null, row.name).toEqual(row.held ? expect.objectContaining({ by: 'Budi Penulis' }) : null);
      }
      console.log(`[e2e] schedules after an Author's change: ${rows.length} rows, ${rows.filter((row) => row.held).length} held`);

      // Scheduled again by the Editor, the held article publishes, and the panel forgets what it missed.
      await as(editorToken, 'POST', '/publisher/actions', {
        data: {
          mode: 'publish',
          entityId: sameLanguage,
          entitySlug: 'api::news.news',
          locale: 'id',
          executeAt: new Date(Date.now() + 15_000).toISOString(), // at least ten seconds ahead
        },
      });
      expect((await schedulesOf(sameLanguage)).meta?.missedPublish ?? null).toBeNull();
      await waitFor('the article scheduled again published', () => live(rows[0].slug), { timeoutMs: 90_000, intervalMs: 1000 });
    } finally {
      for (const documentId of documents) await deleteNews(documentId);
    }
  });

  test('holds a schedule when an Author swaps, re-describes or deletes the picture its draft shows', async () => {
    const stamp = Date.now();
    const authorToken = await loginToken(await editorAccount({ role: 'strapi-author', firstname: 'Sari', lastname: 'Penulis' }));
    const editorToken = await loginToken(await editorAccount());
    const call = async (token: string, method: string, path: string, body?: BodyInit, json = true) => {
      const response = await fetch(`${cmsUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, ...(json && body ? { 'Content-Type': 'application/json' } : {}) },
        body,
      });
      const text = await response.text();
      expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
      return text ? JSON.parse(text) : null;
    };
    const { default: sharp } = await import('sharp');
    const picture = async (background: string) =>
      new Blob(
        [
          new Uint8Array(
            await sharp({ create: { width: 64, height: 36, channels: 3, background } })
              .png()
              .toBuffer(),
          ),
        ],
        {
          type: 'image/png',
        },
      );
    const form = async (background: string, info: Record<string, string>) => {
      const data = new FormData();
      data.append('files', await picture(background), `sampul-${stamp}.png`);
      data.append('fileInfo', JSON.stringify(info));
      return data;
    };
    const [file] = (await call(
      authorToken,
      'POST',
      '/upload',
      await form('#c00', { name: `sampul-${stamp}.png`, alternativeText: 'Merah' }),
      false,
    )) as Array<{ id: number; url: string }>;
    const documents: string[] = [];
    try {
      // The picture as the draft's cover (replaced, or described anew), and as an Editor's draft
      // shows it in its text by its address (replaced: the address stays, the bytes change).
      for (const change of ['replace', 'describe', 'replace in text'] as const) {
        const inText = change === 'replace in text';
        const { data } = (await call(
          inText ? editorToken : authorToken,
          'POST',
          `${NEWS}?locale=id`,
          JSON.stringify({
            title: `Sampul laporan tahunan yang diganti penulis setelah dijadwalkan ${change}`,
            slug: `sampul-diganti-penulis-${change.replaceAll(' ', '-')}-${stamp}`,
            date: '2026-11-20',
            body: inText ? `Versi yang diperiksa editor.\n\n![Foto kapal](${file.url})` : 'Versi yang diperiksa editor.',
            ...(inText ? {} : { cover: file.id }),
          }),
        )) as { data: { documentId: string } };
        documents.push(data.documentId);
        await schedulePublishInAnHour(editorToken, data.documentId);
        const held = () => heldBy(editorToken, data.documentId);
        expect(await held()).toBeNull();
        if (change !== 'describe')
          await call(authorToken, 'POST', `/upload?id=${file.id}`, await form('#00c', { alternativeText: 'Biru' }), false);
        else
          await call(
            authorToken,
            'POST',
            `/upload?id=${file.id}`,
            (() => {
              const info = new FormData();
              info.append('fileInfo', JSON.stringify({ alternativeText: 'Teks lain dari penulis' }));
              return info;
            })(),
            false,
          );
        expect(await held(), change).toBe('Sari Penulis');
        // The Editor looks at the draft and saves it: the schedule stands again.
        await call(editorToken, 'PUT', `${NEWS}/${data.documentId}?locale=id`, JSON.stringify({ body: 'Diperiksa editor.' }));
        expect(await held(), change).toBeNull();
        // The schedules of other drafts a file change touches stay with the last one only.
        for (const documentId of documents) {
          const { data: schedules } = (await call(editorToken, 'GET', `/publisher/actions`)) as {
            data: Array<{ documentId: string; entityId: string }>;
          };
          for (const schedule of schedules.filter((each) => each.entityId === documentId))
            await call(editorToken, 'DELETE', `/publisher/actions/${schedule.documentId}`);
        }
      }
      // The Author deletes a picture of theirs the scheduled draft shows: the draft loses it, unseen.
      const [gone] = (await call(
        authorToken,
        'POST',
        '/upload',
        await form('#0a0', { name: `sampul-dihapus-${stamp}.png`, alternativeText: 'Hijau' }),
        false,
      )) as Array<{ id: number }>;
      const { data } = (await call(
        authorToken,
        'POST',
        `${NEWS}?locale=id`,
        JSON.stringify({
          title: 'Sampul laporan tahunan yang dihapus penulis setelah dijadwalkan editor',
          slug: `sampul-dihapus-penulis-${stamp}`,
          date: '2026-11-20',
          body: 'Versi yang diperiksa editor.',
          cover: gone.id,
        }),
      )) as { data: { documentId: string } };
      documents.push(data.documentId);
      await schedulePublishInAnHour(editorToken, data.documentId);
      expect(await heldBy(editorToken, data.documentId)).toBeNull();
      await call(authorToken, 'DELETE', `/upload/files/${gone.id}`);
      expect(await heldBy(editorToken, data.documentId), 'delete').toBe('Sari Penulis');
    } finally {
      for (const documentId of documents) await deleteNews(documentId);
      await adminRequest('DELETE', `/upload/files/${file.id}`);
    }
  });

  test('keeps a hold when an Editor saves only the other language, whose form carries the shared fields', async () => {
    const stamp = Date.now();
    const authorToken = await loginToken(await editorAccount({ role: 'strapi-author', firstname: 'Dewi', lastname: 'Penulis' }));
    const editorToken = await loginToken(await editorAccount());
    const call = async (token: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${cmsUrl}${path}`, {
        method,
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      expect(response.ok, `${method} ${path}: ${response.status} ${text}`).toBe(true);
      return text ? JSON.parse(text) : null;
    };
    const slug = `hold-tetap-saat-editor-menyimpan-bahasa-inggris-${stamp}`;
    const { data } = (await call(authorToken, 'POST', `${NEWS}?locale=id`, {
      title: 'Artikel penulis yang dijadwalkan editor',
      slug,
      date: '2026-11-20',
      body: 'Teks yang sudah ditinjau.',
    })) as { data: { documentId: string } };
    try {
      await call(editorToken, 'PUT', `${NEWS}/${data.documentId}?locale=en`, {
        title: 'The author’s article',
        body: 'Reviewed.',
      });
      await schedulePublishInAnHour(editorToken, data.documentId);
      const held = () => heldBy(editorToken, data.documentId);
      await call(authorToken, 'PUT', `${NEWS}/${data.documentId}?locale=id`, { body: 'Teks penulis yang belum ditinjau.' });
      expect(await held()).toBe('Dewi Penulis');
      // The Editor fixes a typo in English: the edit view sends the whole form, shared fields too.
      await call(editorToken, 'PUT', `${NEWS}/${data.documentId}?locale=en`, {
        title: 'The author’s article (typo fixed)',
        slug,
        date: '2026-11-20',
        body: 'Reviewed.',
        cover: null,
      });
      expect(await held()).toBe('Dewi Penulis');
      // Saving the Indonesian version, which they saw, lifts it.
      await call(editorToken, 'PUT', `${NEWS}/${data.documentId}?locale=id`, { body: 'Ditinjau editor.' });
      expect(await held()).toBeNull();
    } finally {
      await deleteNews(data.documentId);
    }
  });

  test('publishes an article at the time an Indonesian editor set in Jakarta time, and unpublishes another, with nobody acting', async () => {
    test.setTimeout(480_000);
    const stamp = Date.now();
    const { data: draft } = (await adminRequest('POST', `${NEWS}?locale=id`, {
      title: `Pengumuman terjadwal ${stamp}`,
      slug: `pengumuman-terjadwal-${stamp}`,
      date: '2026-11-25',
      body: 'Terbit sesuai jadwal.',
    })) as { data: { documentId: string } };
    const leaving = await publishNews({
      title: `Berita yang berakhir ${stamp}`,
      slug: `berakhir-${stamp}`,
      date: '2026-11-20',
      body: 'Sampai nanti.',
    });
    try {
      // A time in the past, and a type without draft & publish, are refused with a reason.
      const refused = await schedule({
        mode: 'publish',
        entityId: draft.documentId,
        entitySlug: 'api::news.news',
        locale: 'id',
        executeAt: new Date(Date.now() - 3600_000).toISOString(),
      });
      expect(refused.status).toBe(400);
      expect((await refused.json()).error).toMatchObject({
        details: { code: 'past' },
        message: expect.stringMatching(/WIB is in the past/),
      });
      const notScheduled = await schedule({
        mode: 'publish',
        entityId: 'x',
        entitySlug: 'api::contact-message.contact-message',
        executeAt: new Date(Date.now() + 3600_000).toISOString(),
      });
      expect((await notScheduled.json()).error).toMatchObject({ details: { code: 'not-scheduled-type' } });
      // An author may not publish news, so may not schedule it either.
      const byAuthor = await schedule(
        {
          mode: 'publish',
          entityId: draft.documentId,
          entitySlug: 'api::news.news',
          locale: 'id',
          executeAt: new Date(Date.now() + 3600_000).toISOString(),
        },
        await loginToken(await editorAccount({ role: 'strapi-author' })),
      );
      expect(byAuthor.status).toBe(403);

      // The editor sets the time in the edit view's Schedule panel (not the publisher's own panel).
      const page = await adminHome(browser, await editorAccount({ language: 'id' }));
      await page.goto(
        `${cmsUrl}/admin/content-manager/collection-types/api::news.news/${draft.documentId}?plugins[i18n][locale]=id`,
      );
      const dayField = page.getByLabel('Tanggal terbit', { exact: true });
      const timeField = page.getByLabel('Jam terbit (WIB)', { exact: true });
      await dayField.waitFor();
      // The publisher's own panel shows until it has read its settings (none of our types), then goes.
      await page.getByText('Publisher', { exact: true }).waitFor({ state: 'detached' });
      // The design system's pickers, typed into as an editor does: dd/mm/yyyy and the 24-hour clock.
      const enter = async (at: Date) => {
        const { day, time } = wibInput(at);
        await dayField.fill(day);
        await dayField.press('Tab');
        await timeField.fill(time);
        await timeField.press('Tab');
      };
      await enter(new Date(Date.now() - 120_000));
      await page.getByRole('button', { name: 'Jadwalkan terbit' }).click();
      await page.getByText('Waktu itu sudah lewat: pilih waktu mulai sekarang.').waitFor();
      // A schedule can be cancelled, then set again: the panel takes whole minutes.
      const schedulePublishing = async (at: Date) => {
        await enter(at);
        await page.getByRole('button', { name: 'Jadwalkan terbit' }).click();
        await page.getByText(/^Terbit dengan sendirinya pada .* WIB$/).waitFor();
      };
      await schedulePublishing(new Date(Date.now() + 86_400_000));
      await page.getByRole('button', { name: 'Batalkan jadwal terbit' }).click();
      await dayField.waitFor();
      // The next whole minute at least 25 seconds on: ten for the rule, the rest for the steps until the schedule below.
      const at = new Date(Math.ceil((Date.now() + 25_000) / 60_000) * 60_000);
      await schedulePublishing(at);
      await page.close();
      expect(
        (
          await schedule({
            mode: 'unpublish',
            entityId: leaving,
            entitySlug: 'api::news.news',
            locale: 'id',
            executeAt: at.toISOString(),
          })
        ).ok,
      ).toBe(true);

      // At that time: live with nobody acting, through the normal build path, recorded as scheduled.
      const live = await waitFor(
        'the scheduled article live',
        async () => (await fetch(`${siteUrl}/news/pengumuman-terjadwal-${stamp}`)).status === 200 && Date.now(),
        { timeoutMs: 300_000, intervalMs: 1000 },
      );
      console.log(`[e2e] scheduled for ${at.toISOString()}, live ${((live - at.getTime()) / 1000).toFixed(1)} s later`);
      await waitFor('the other article gone', async () => (await fetch(`${siteUrl}/news/berakhir-${stamp}`)).status === 404, {
        timeoutMs: 240_000,
      });
      // Both changes fall due together and make one build: its record names whichever came first.
      const record = (await builds()).find(
        (build) =>
          new Date(build.queuedAt).getTime() >= at.getTime() - 5_000 &&
          [draft.documentId, leaving].includes(build.trigger.documentId ?? ''),
      );
      expect(record?.trigger).toMatchObject({
        kind: record?.trigger.documentId === draft.documentId ? 'publish' : 'unpublish',
        model: 'api::news.news',
        scheduled: true,
      });
    } finally {
      await deleteNews(draft.documentId);
      await deleteNews(leaving);
    }
  });
});
