import { expect, test } from './fixtures';
import fs from 'node:fs';
import path from 'node:path';
import { deleteNews, publishNews } from './admin';
import { builds, finishedBuild, hookSettled, type BuildRecord } from './hook';
import { startNode, type StartedProcess } from './processes';
import { ROOT } from './site-copy';
import { switchHook } from './stack-faults';
import { buildEnv, buildTokenFile, cmsUrl, hookSecret, hookUrl, runDir, siteUrl } from './urls';
import { waitUntil } from './wait-for';

/**
 * The build hook killed (SIGKILL, as the out-of-memory killer does) while it publishes a release:
 * `npm run build-hook` as its own process, on the stack's port, releases and build record (the
 * stack's own hook steps aside meanwhile). Visitors keep getting whole pages from the last complete
 * release; once the hook runs again it removes the half-copied release and builds the publish it
 * was cut off from, with nobody publishing again.
 */

const sites = path.join(runDir, 'sites');
const current = path.join(runDir, 'current');

/** `npm run build-hook` with the e2e stack's settings (SITE_RUN_DIR, HOOK_PORT, secret, CMS). */
function startHookProcess(): StartedProcess {
  return startNode([path.join(ROOT, 'scripts', 'build-hook.ts')], {
    cwd: ROOT,
    env: {
      ...buildEnv,
      STRAPI_URL: cmsUrl,
      STRAPI_TOKEN: fs.readFileSync(buildTokenFile, 'utf8').trim(),
      SITE_RUN_DIR: runDir,
      HOOK_PORT: new URL(hookUrl).port,
      BUILD_HOOK_SECRET: hookSecret,
      BUILD_HOOK_DEBOUNCE_MS: '1000',
      BUILD_HOOK_CATCH_UP_MS: '3000',
    },
  });
}

/** Resolves once the hook answers GET /builds (its record loaded, its catch-up started). */
async function answering(hook: StartedProcess): Promise<void> {
  await waitUntil(
    async () => {
      if (hook.child.exitCode !== null) throw new Error(`the build hook stopped:\n${hook.output()}`);
      return builds().then(
        () => true,
        () => false,
      );
    },
    30_000,
    'the build hook does not answer',
  );
}

/**
 * A visitor reading pages over and over until stopped: how many answers came, and those that were
 * not a whole page (an error, or HTML cut short).
 */
function keepVisiting(pages: string[]): { stop: () => Promise<{ answers: number; broken: string[] }> } {
  let visiting = true;
  let answers = 0;
  const broken: string[] = [];
  const visits = (async () => {
    while (visiting) {
      for (const page of pages) {
        const response = await fetch(`${siteUrl}${page}`);
        const body = await response.text();
        answers += 1;
        if (response.status !== 200 || !body.trimEnd().endsWith('</html>')) broken.push(`${page}: ${response.status}`);
      }
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  })();
  return {
    stop: async () => {
      visiting = false;
      await visits;
      return { answers, broken };
    },
  };
}

test.describe('the build hook killed while it publishes a release', () => {
  test('leaves the last complete release live, and once it runs again builds the publish it was cut off from', async () => {
    test.setTimeout(600_000);
    await hookSettled();
    await switchHook('stop');
    let hook: StartedProcess | null = startHookProcess();
    const visitor = keepVisiting(['/', '/news', '/en/news']);
    const slug = `hook-dibunuh-${Date.now()}`;
    let documentId = '';
    try {
      await answering(hook);
      const before = fs.realpathSync(current);

      // Killed as soon as the new release's folder appears: the site is built, its copy under way.
      let partial = '';
      const killer = hook;
      const watcher = fs.watch(sites, (_event, name) => {
        if (partial || !name?.startsWith('.partial-')) return;
        partial = name;
        killer.child.kill('SIGKILL');
      });
      try {
        documentId = await publishNews({
          title: 'Berita yang hook-nya dihentikan saat rilis',
          slug,
          date: '2026-11-24',
          body: 'Tetap terbit setelah hook berjalan lagi.',
        });
        await waitUntil(async () => partial !== '', 240_000, 'no release of the publish was started');
      } finally {
        watcher.close();
      }
      await hook.exited;
      const leftBehind = fs.existsSync(path.join(sites, partial));
      console.log(`[e2e] build hook killed ${leftBehind ? 'while it copied the release' : 'just after the copy'} (${partial})`);

      // The live site is the last complete release; the record says the publish was building.
      const live = fs.realpathSync(current);
      if (leftBehind) expect(live).toBe(before);
      expect(fs.existsSync(path.join(live, 'index.html'))).toBe(true);
      const record = JSON.parse(fs.readFileSync(path.join(runDir, 'builds.json'), 'utf8')) as { builds: BuildRecord[] };
      const cutOff = record.builds.find((build) => build.trigger.documentId === documentId);
      expect(cutOff?.state).toBe('building');

      const restartedAt = Date.now();
      hook = startHookProcess();
      await answering(hook);
      await waitUntil(
        async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 200,
        240_000,
        'the publish never went live',
      );
      console.log(
        `[e2e] the hook ran again; the cut-off publish was live ${((Date.now() - restartedAt) / 1000).toFixed(0)} s later`,
      );
      const after = await builds();
      expect(after.find((build) => build.id === cutOff?.id)).toMatchObject({
        state: 'failed',
        transient: true,
        errorCode: 'interrupted',
        error: expect.stringMatching(/interrupted/),
      });
      const retrying = after.find((build) => build.trigger.kind === 'retry' && build.id > (cutOff?.id ?? 0));
      // Done once the search index followed the pages into the live release.
      const retry = await finishedBuild(retrying?.id ?? 0);
      expect(retry).toMatchObject({ state: 'published', trigger: { attempt: 2 } });
      // At once, not after the minute a build killed on its own waits (the hook runs with production delays).
      expect(Date.parse(retry?.queuedAt ?? '') - restartedAt).toBeLessThan(20_000);
      // Nothing the kill left; the catch-up the published retry starts (`.partial-catch-up-…`) ends by itself.
      await expect.poll(() => fs.readdirSync(sites).filter((name) => name.startsWith('.')), { timeout: 60_000 }).toEqual([]);
      expect(fs.readdirSync(runDir).filter((name) => name.startsWith('.current-'))).toEqual([]);
      if (leftBehind)
        expect(hook.output()).toContain(`removed what a publish cut off half-way left: ${path.join('sites', partial)}`);

      const visits = await visitor.stop();
      expect(visits.broken).toEqual([]);
      expect(visits.answers).toBeGreaterThan(10);
    } finally {
      await visitor.stop();
      await hook?.stop();
      await switchHook('start');
    }

    // Cleaned up by the stack's own hook, and that build finished, before the next spec counts builds.
    await deleteNews(documentId);
    await waitUntil(async () => (await fetch(`${siteUrl}/news/${slug}`)).status === 404, 240_000, 'the article is still live');
    await hookSettled();
  });
});
