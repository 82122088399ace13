import { expect, test } from './fixtures';
import { adminAccessToken, adminRequest, previewUrl } from './admin';
import { cmsUrl, siteUrl } from './urls';
import { waitFor } from './wait-for';

/**
 * The editors' features on documents in two languages, for every state the other language can be
 * in — published, saved but unpublished, missing — with Indonesian titles and slugs of the length
 * editors write: old addresses after a rename (made in either language's edit view), the
 * Translations widget, scheduling and preview.
 */
const NEWS_UID = 'api::news.news';
const NEWS = `/content-manager/collection-types/${NEWS_UID}`;
const STATES = ['published', 'unpublished', 'missing'] as const;
type EnglishState = (typeof STATES)[number];

const stamp = Date.now().toString(36);
/** A real-length Indonesian slug (60–80 characters) and title. */
const slugOf = (state: EnglishState, version: string) =>
  `kunjungan-industri-mahasiswa-politeknik-negeri-balikpapan-${state}-${version}-${stamp}`;
const titleOf = (state: EnglishState) =>
  `Kunjungan Industri Mahasiswa Politeknik Negeri Balikpapan ke Bengkel Fabrikasi Lepas Pantai (${state} ${stamp})`;

interface Article {
  state: EnglishState;
  documentId: string;
}
const articles: Article[] = [];

const publish = (documentId: string, locale: string) =>
  adminRequest('POST', `${NEWS}/${documentId}/actions/publish?locale=${locale}`, {});

/** An article published in Indonesian, its English version published, saved only, or never written. */
async function article(state: EnglishState): Promise<Article> {
  const { data } = (await adminRequest('POST', `${NEWS}?locale=id`, {
    title: titleOf(state),
    slug: slugOf(state, 'lama'),
    date: '2026-11-20',
    excerpt: 'Tiga puluh mahasiswa teknik mesin melihat langsung pekerjaan fabrikasi modul anjungan lepas pantai.',
    body: 'Mahasiswa melihat proses pengelasan, inspeksi dan pengecatan modul.',
  })) as { data: { documentId: string } };
  await publish(data.documentId, 'id');
  if (state !== 'missing') {
    await adminRequest('PUT', `${NEWS}/${data.documentId}?locale=en`, {
      title: `Polytechnic Students Visit the Offshore Fabrication Yard (${state} ${stamp})`,
      slug: slugOf(state, 'lama'),
      date: '2026-11-20',
      body: 'Students saw welding, inspection and painting of the modules.',
    });
    if (state === 'published') await publish(data.documentId, 'en');
  }
  return { state, documentId: data.documentId };
}

/** The site's answer at `path`, not followed. */
async function visit(path: string): Promise<{ status: number; location: string }> {
  const response = await fetch(`${siteUrl}${path}`, { redirect: 'manual' });
  return { status: response.status, location: new URL(response.headers.get('location') ?? '/', siteUrl).pathname };
}

test.beforeAll(async () => {
  test.setTimeout(120_000);
  for (const state of STATES) articles.push(await article(state));
});

test.afterAll(async () => {
  for (const { documentId } of articles) await adminRequest('DELETE', `${NEWS}/${documentId}?locale=*`);
});

for (const state of STATES)
  test.describe(`an article whose English version is ${state}`, () => {
    const current = () => {
      const found = articles.find((each) => each.state === state);
      if (!found) throw new Error(`no article with its English version ${state}`);
      return found;
    };

    test('lists in the Translations widget as the English version says', async () => {
      const status = (await adminRequest('GET', '/translation-status')) as {
        types: Array<{ uid: string; documents: Array<{ documentId: string; gap: string }> }>;
      };
      const gap = status.types
        .find(({ uid }) => uid === NEWS_UID)
        ?.documents.find(({ documentId }) => documentId === current().documentId)?.gap;
      expect(gap ?? null).toBe(state === 'published' ? null : 'missing');
    });

    test('is scheduled per language: the English version only when it exists', async () => {
      const { documentId } = current();
      const executeAt = new Date(Date.now() + 7 * 86_400_000).toISOString();
      const response = await fetch(`${cmsUrl}/publisher/actions`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${await adminAccessToken()}` },
        body: JSON.stringify({ data: { mode: 'publish', entityId: documentId, entitySlug: NEWS_UID, locale: 'en', executeAt } }),
      });
      const answer = (await response.json()) as { data?: { documentId: string }; error?: { details?: { code?: string } } };
      if (state === 'missing') {
        expect(response.status).toBe(400);
        expect(answer.error?.details?.code).toBe('no-document');
        return;
      }
      expect(response.status).toBe(201);
      try {
        const listed = async (locale: string) =>
          (
            (await adminRequest('GET', `/scheduling/schedules?uid=${NEWS_UID}&documentId=${documentId}&locale=${locale}`)) as {
              data: unknown[];
            }
          ).data.length;
        expect([await listed('en'), await listed('id')]).toEqual([1, 0]);
      } finally {
        // Cancelled as the panel does (204, no body).
        await fetch(`${cmsUrl}/publisher/actions/${answer.data?.documentId}`, {
          method: 'DELETE',
          headers: { Authorization: `Bearer ${await adminAccessToken()}` },
        });
      }
    });

    test('previews its English version, or the Indonesian one where there is none, and opens nothing else', async () => {
      const { documentId } = current();
      const token = new URL(await previewUrl(NEWS_UID, { documentId, locale: 'en', status: 'draft' })).hash.replace(
        /^#token=/,
        '',
      );
      const read = async (locale: string) => {
        const response = await fetch(`${cmsUrl}/api/news-items/${documentId}?locale=${locale}&status=draft`, {
          headers: { 'X-Preview-Token': token },
        });
        const body = (await response.json()) as { data?: { title?: string; publishedAt?: string | null } };
        return { status: response.status, draft: body.data?.publishedAt === null };
      };
      if (state === 'missing') {
        // The page shows the Indonesian draft, as the site shows visitors the Indonesian version.
        expect(await read('id')).toEqual({ status: 200, draft: true });
        // The link stays bound to it: an English version written later is not the link's to open.
        await adminRequest('PUT', `${NEWS}/${documentId}?locale=en`, {
          title: `English written later ${stamp}`,
          date: '2026-11-20',
        });
        try {
          expect((await read('en')).draft).toBe(false);
        } finally {
          await adminRequest('DELETE', `${NEWS}/${documentId}?locale=en`);
        }
      } else {
        expect(await read('en')).toEqual({ status: 200, draft: true });
        // The Indonesian draft is not the English link's to open: the published version only.
        expect(await read('id')).toEqual({ status: 200, draft: false });
      }
    });
  });

test.describe('an article renamed in both languages', () => {
  test('keeps every old address, in both languages, whichever edit view renamed it and whatever state English is in', async () => {
    test.setTimeout(400_000);
    // Renamed in the Indonesian edit view and published in Indonesian. A published English version
    // is renamed in its own edit view too (Strapi keeps each language's slug), then once more in
    // English only.
    for (const { documentId, state } of articles) {
      await adminRequest('PUT', `${NEWS}/${documentId}?locale=id`, { slug: slugOf(state, 'baru') });
      await publish(documentId, 'id');
      if (state === 'published') {
        await adminRequest('PUT', `${NEWS}/${documentId}?locale=en`, { slug: slugOf(state, 'baru') });
        await publish(documentId, 'en');
        await adminRequest('PUT', `${NEWS}/${documentId}?locale=en`, { slug: slugOf(state, 'terbaru') });
        await publish(documentId, 'en');
      }
    }
    // Where each language's page lives now, and the addresses it had. An English version that is
    // not published has the Indonesian one's page (/en/news/<its slug>, in Indonesian).
    const moves = articles.flatMap(({ state }) => {
      const english = state === 'published' ? 'terbaru' : 'baru';
      return [
        { from: `/news/${slugOf(state, 'lama')}`, to: `/news/${slugOf(state, 'baru')}` },
        { from: `/en/news/${slugOf(state, 'lama')}`, to: `/en/news/${slugOf(state, english)}` },
        ...(state === 'published'
          ? [{ from: `/en/news/${slugOf(state, 'baru')}`, to: `/en/news/${slugOf(state, 'terbaru')}` }]
          : []),
      ];
    });
    let last = '';
    await waitFor(
      'every old address answering 301 with the newest one',
      async () => {
        const answers = await Promise.all(moves.map(async ({ from }) => ({ from, ...(await visit(from)) })));
        const wrong = answers.filter((answer, i) => answer.status !== 301 || answer.location !== moves[i].to);
        last = JSON.stringify(wrong.slice(0, 3));
        return wrong.length === 0;
      },
      { timeoutMs: 300_000, intervalMs: 2000, detail: () => `still wrong: ${last}` },
    );
    for (const { to } of moves) expect(`${to} ${(await visit(to)).status}`).toBe(`${to} 200`);
    console.log(`[e2e] languages × redirects: ${moves.length} old addresses of ${articles.length} bilingual articles`);
  });

  test('keeps its former addresses out of editors’ hands: a save that sends them changes nothing', async () => {
    const { documentId } = articles[0];
    const before = ((await adminRequest('GET', `${NEWS}/${documentId}?locale=id`)) as { data: { formerSlugs: unknown } }).data
      .formerSlugs;
    expect(before).not.toBeNull();
    await adminRequest('PUT', `${NEWS}/${documentId}?locale=id`, { formerSlugs: [] });
    const after = ((await adminRequest('GET', `${NEWS}/${documentId}?locale=id`)) as { data: { formerSlugs: unknown } }).data
      .formerSlugs;
    expect(after).toEqual(before);
  });
});
