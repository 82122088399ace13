import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { adminRequest, deleteNews, publishNews, uploadImage } from './admin';
import { closeContexts, newPage } from './browser';
import { startProcess, type StartedProcess } from './processes';
import { ROOT, copySite } from './site-copy';
import { buildTokenFile, cmsUrl } from './urls';
import { waitFor, waitUntil } from './wait-for';
import { developRefresh } from '../scripts/lib/develop-refresh.ts';
import { createHookClient } from '../cms/src/plugins/site-builds/server/hook-client';
import { announcementOf } from '../cms/src/plugins/site-builds/server/publish-notifier';

/**
 * The developers' loop: `gatsby develop` against the real CMS, as `npm run develop` runs it. It
 * runs in a copy of the site's sources, so its .cache and public/ never touch the build the other
 * specs serve.
 */
const PORT = Number(process.env.E2E_DEVELOP_PORT || 9013);
const develop = `http://127.0.0.1:${PORT}`;
let gatsby: StartedProcess | null = null;
let siteCopy = '';
let browser: Browser;
/** What npm run develop sets up (scripts/lib/develop-refresh.ts); the CMS's hook client announces to it below. */
const REFRESH_SECRET = 'develop-refresh-secret-of-this-run';
const refresh = developRefresh(develop, REFRESH_SECRET, '');

/** Waits until the develop server answers `url`; fails at once, with its output, if Gatsby exits. */
const serving = (url: string, timeoutMs: number) =>
  waitFor(url, async () => (await fetch(url, { signal: AbortSignal.timeout(5000) })).ok, {
    timeoutMs,
    intervalMs: 1000,
    stopIf: () => (gatsby?.child.exitCode !== null ? 'gatsby develop exited' : null),
    detail: () => gatsby?.output().slice(-3000) ?? '',
  });

test.beforeAll(async ({ browser: launched }) => {
  test.setTimeout(320_000);
  siteCopy = copySite('develop-site');
  gatsby = startProcess(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['develop', '-H', '127.0.0.1', '-p', String(PORT)], {
    cwd: siteCopy,
    group: true,
    env: {
      // Jest runs with NODE_ENV=test, which Gatsby's develop babel setup does not expect.
      NODE_ENV: 'development',
      GATSBY_TELEMETRY_DISABLED: '1',
      ...refresh.gatsbyEnv,
      STRAPI_URL: cmsUrl,
      STRAPI_TOKEN: '',
      STRAPI_TOKEN_FILE: buildTokenFile,
    },
  });
  await serving(`${develop}/___graphql`, 300_000);
  browser = launched;
});

test.afterAll(async () => {
  test.setTimeout(30_000);
  await closeContexts(browser);
  await gatsby?.stop();
  if (siteCopy) fs.rmSync(siteCopy, { recursive: true, force: true });
});

/** Asks the develop server's GraphQL, as GraphiQL does. */
async function graphql<T>(query: string): Promise<T> {
  const response = await fetch(`${develop}/___graphql`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  const { data, errors } = (await response.json()) as { data: T; errors?: unknown[] };
  if (errors) throw new Error(`GraphQL errors: ${JSON.stringify(errors)}`);
  return data;
}

interface MediaInData {
  strapiId: number;
  localFile: { id: string; childImageSharp: { id: string } | null } | null;
}

const mediaInData = async (): Promise<MediaInData[]> =>
  (
    await graphql<{ allStrapiMedia: { nodes: MediaInData[] } }>(
      '{ allStrapiMedia { nodes { strapiId localFile { id childImageSharp { id } } } } }',
    )
  ).allStrapiMedia.nodes;

test.describe('npm run develop', () => {
  test('takes a refresh only from the CMS it started (the run’s secret)', async () => {
    for (const authorization of [undefined, 'Bearer another-secret', REFRESH_SECRET]) {
      const response = await fetch(`${develop}/__refresh`, {
        method: 'POST',
        headers: authorization ? { Authorization: authorization } : {},
      });
      expect({ authorization, status: response.status }).toEqual({ authorization, status: 403 });
    }
  });

  test('answers GraphiQL queries in both languages', async () => {
    const response = await fetch(`${develop}/___graphql`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({
        query: '{ id: strapiHome(language: { eq: "id" }) { heroTitle } en: strapiHome(language: { eq: "en" }) { heroTitle } }',
      }),
    });
    const { data } = (await response.json()) as { data: { id: { heroTitle: string }; en: { heroTitle: string } } };
    expect(data.id.heroTitle).toBe('Menerangi Jalan Energi dan Maritim Indonesia');
    expect(data.en.heroTitle).toBe("Lighting the Way for Indonesia's Energy and Maritime Industry");
  });

  test('passes the runtime calls to the CMS', async () => {
    const response = await fetch(`${develop}/api/whatsapp?populate=*&locale=id`);
    expect(response.status).toBe(200);
    expect(((await response.json()) as { data: { number: string } }).data.number).toBeTruthy();
  });

  test('shows the home page with its WhatsApp button and no error', async () => {
    test.setTimeout(180_000);
    const { page, errors } = await newPage(browser);
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(`${message.text()} ${message.location().url}`);
    });
    await page.goto(`${develop}/`, { timeout: 120_000 });
    await page.locator('h1', { hasText: 'Menerangi Jalan Energi' }).waitFor({ timeout: 120_000 });
    await page.getByRole('button', { name: /WhatsApp/i }).waitFor({ timeout: 30_000 });
    await expect(page.getByText(/Unhandled Runtime Error|Hydration failed/).count()).resolves.toBe(0);
    expect(errors).toEqual([]);
    expect(consoleErrors).toEqual([]);
    await page.close();
  });

  test('drops a replaced cover from the data layer when the CMS announces the publish (POST /__refresh)', async () => {
    test.setTimeout(300_000);
    const NEWS = '/content-manager/collection-types/api::news.news';
    const oldCover = await uploadImage('develop-sampul-lama', 'Sampul lama');
    const newCover = await uploadImage('develop-sampul-baru', 'Sampul baru');
    const documentId = await publishNews({
      title: 'Berita yang sampulnya diganti',
      slug: `sampul-diganti-${Date.now()}`,
      date: '2026-11-24',
      body: 'Sampulnya diganti.',
      cover: oldCover,
    });
    // As npm run develop's CMS announces a publish: its build hook client, to the refresh endpoint.
    const cmsHook = createHookClient({ buildUrl: refresh.cmsEnv.BUILD_HOOK_URL, secret: REFRESH_SECRET, timeoutMs: 5000 });
    const refreshed = async (strapiId: number) => {
      expect(
        await cmsHook.announce(announcementOf('entry.publish', { uid: 'api::news.news', entry: { documentId } })),
      ).toMatchObject({
        reachable: true,
      });
      await waitUntil(
        async () => (await mediaInData()).some((media) => media.strapiId === strapiId),
        120_000,
        `media ${strapiId} is not in the data layer`,
      );
      return (await mediaInData()).find((media) => media.strapiId === strapiId);
    };
    try {
      const before = await refreshed(oldCover);
      expect(before?.localFile?.childImageSharp).toBeTruthy();

      await adminRequest('PUT', `${NEWS}/${documentId}?locale=id`, { cover: newCover });
      await adminRequest('POST', `${NEWS}/${documentId}/actions/publish?locale=id`, {});
      await refreshed(newCover);
      // The old cover's media node, its downloaded File and the image made from it are gone.
      expect((await mediaInData()).map((media) => media.strapiId)).not.toContain(oldCover);
      const gone = await graphql<{ file: unknown; imageSharp: unknown }>(
        `{ file(id: { eq: "${before?.localFile?.id}" }) { id } imageSharp(id: { eq: "${before?.localFile?.childImageSharp?.id}" }) { id } }`,
      );
      expect(gone).toEqual({ file: null, imageSharp: null });
    } finally {
      await deleteNews(documentId);
      for (const id of [oldCover, newCover]) await adminRequest('DELETE', `/upload/files/${id}`);
    }
  });
});
