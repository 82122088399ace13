import { execFileSync } from 'node:child_process';
import { adminRequest, publishNews } from './admin';
import { builds, finishedBuild, hookSettled, type BuildRecord } from './hook';
import { siteUrl } from './urls';
import { waitUntil } from './wait-until';

/**
 * Faults on the real stack: a build the out-of-memory killer stops half-way is tried again by the
 * build hook (after 2 s here; a minute in production, scripts/lib/build-retry.mjs), and the
 * publish goes live without anyone publishing again. The live site never changes meanwhile.
 */

/** The process ids of running `gatsby build`s (the e2e stack runs one build at a time). */
const gatsbyBuilds = (): number[] => {
  try {
    return execFileSync('pgrep', ['-f', 'gatsby/cli.js build']).toString().trim().split('\n').map(Number).filter(Boolean);
  } catch {
    return []; // pgrep exits 1 when nothing matches
  }
};

describe('a build killed half-way', () => {
  it('is tried again, and the publish goes live without another publish', async () => {
    await hookSettled(); // this publish gets a build of its own
    const slug = `dibunuh-${Date.now()}`;
    const documentId = await publishNews({
      title: 'Berita yang build-nya dihentikan paksa',
      slug,
      date: '2026-11-24',
      body: 'Tetap terbit setelah build diulang.',
    });

    let killed: BuildRecord | undefined;
    await waitUntil(
      async () => {
        killed = (await builds()).find((build) => build.trigger.documentId === documentId && build.state === 'building');
        return Boolean(killed) && gatsbyBuilds().length > 0;
      },
      60_000,
      'no build of the publish started',
    );
    const before = await (await fetch(`${siteUrl}/news`)).text();
    for (const pid of gatsbyBuilds()) process.kill(pid, 'SIGKILL');

    const failed = await finishedBuild(killed?.id ?? 0);
    expect(failed).toMatchObject({ state: 'failed', transient: true });
    expect(failed.error).toMatch(/killed \(SIGKILL\)/);
    // The live site is the one before, whole.
    expect(await (await fetch(`${siteUrl}/news`)).text()).toBe(before);
    expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(404);

    let retry: BuildRecord | undefined;
    await waitUntil(
      async () => {
        retry = (await builds()).find((build) => build.id > failed.id && build.trigger.kind === 'retry');
        return Boolean(retry);
      },
      60_000,
      'the killed build was not tried again',
    );
    expect(retry?.trigger).toMatchObject({ kind: 'retry', attempt: 2, note: failed.error });
    expect((await finishedBuild(retry?.id ?? 0)).state).toBe('published');
    expect((await fetch(`${siteUrl}/news/${slug}`)).status).toBe(200);

    // Cleaned up, and that build finished, before the next spec counts builds.
    await adminRequest('DELETE', `/content-manager/collection-types/api::news.news/${documentId}?locale=*`);
    await waitUntil(async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 404, 240_000, 'the article is still live');
    await hookSettled();
  }, 600_000);
});
