import { expect, test } from './fixtures';
import { adminAccessToken, deleteDocuments } from './admin';
import { cmsUrl, siteUrl } from './urls';
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
        executeAt: new Date(Date.now() + 75_000).toISOString(), // a minute on: the CMS takes whole minutes
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
});
