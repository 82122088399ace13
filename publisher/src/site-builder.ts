import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { FULL_CHECK_KINDS, INTERRUPTED_MESSAGE } from '@site/contracts/build';
import { BUILD_OUTCOME_FILE, clearBuildOutcome, readBuildOutcome } from '@site/contracts/build-outcome';
import { ROOT, SITE_RUN_DIR, quietEnv } from '@site/runtime/config';
import { BuildError } from './build-hook.ts';
import { failureSummary, outputLines } from './build-output.ts';
import { pageOf, readContentPages } from './content-pages.ts';
import { runReadingLines } from '@site/runtime/processes';
import { createReleases } from './releases.ts';
import { SEARCH_INDEX_DIR, hasSearchIndex, indexSite, indexSummary, putIndexInRelease } from '@site/deploy/search-index';
import type { BuildTrigger } from '@site/contracts/build';
import type { SiteBuildEnvironment } from '@site/contracts/environment';

/**
 * Where releases of the served site, the build record and local runtime files live: SITE_RUN_DIR,
 * default `.run` (git-ignored). The build hook writes there; `npm run serve`/`serve:nginx` serve
 * its `current`.
 */
export const RUN_DIR = SITE_RUN_DIR;

/** BUILD_HOOK_SECRET, or one generated once for this checkout. */
export function buildHookSecret() {
  if (process.env.BUILD_HOOK_SECRET) return process.env.BUILD_HOOK_SECRET;
  const file = path.join(RUN_DIR, 'hook-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(RUN_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Builds render in one process unless GATSBY_CPU_COUNT says otherwise: a publish changes a few
 * pages, and Gatsby's query and HTML workers take longer to start than those pages take to render
 * (incremental build 15 s in one process, 20 s with two workers, on 2 cores).
 */
const ONE_PROCESS = process.env.GATSBY_CPU_COUNT || '1';

/**
 * Plain lines (as in CI), not Gatsby's interactive terminal view: the output is kept for the build
 * record, and the interactive view re-renders on every page created (~0.3 s at 8,000 pages).
 */
const PLAIN_LOG = process.env.GATSBY_LOGGER || 'yurnalist';

/** The build's per-build switches, as the variables its contract declares (written, as any variable, as text). */
type BuildSwitches = {
  [Name in 'QUERY_TYPES_ON_BUILD' | 'STRAPI_FULL_SYNC' | 'SITE_SEARCH_INDEX']?: `${SiteBuildEnvironment[Name]}`;
};

/**
 * What a build does differently by what triggered it. A publish changes content, not code: the
 * query types (src/gatsby-types.d.ts) are written by the first build of a run (and `npm run
 * typegen`) only, and the CMS is asked only for what changed since the last build; the first
 * build of a run and "Rebuild now" check every document (content may have changed while the site
 * was down, or in ways the CMS did not record). None of these is named GATSBY_…: Gatsby puts
 * every such variable into its webpack configuration, and one that differs between two builds
 * makes the second rebuild its bundles from scratch. The build reads them through its contract
 * (SiteBuildEnvironment), which says what each may be.
 */
export function buildEnvFor(trigger: BuildTrigger): BuildSwitches {
  return {
    ...(trigger.kind === 'start' ? {} : { QUERY_TYPES_ON_BUILD: '0' }),
    ...(FULL_CHECK_KINDS.has(trigger.kind) ? { STRAPI_FULL_SYNC: '1' } : {}),
  };
}

/**
 * Runs `npm run build`'s script, its output shown (unless quiet) and kept. Aborting `signal` stops
 * it (SIGTERM: it stops Gatsby, then exits).
 */
const runBuild = (env: Record<string, string>, quiet: boolean, signal: AbortSignal | undefined) =>
  runReadingLines(
    process.execPath,
    [path.join(ROOT, 'scripts', 'build.ts')],
    { cwd: ROOT, env: quietEnv(env), signal },
    quiet ? undefined : (line) => console.log(line),
  );

/**
 * Builds the site (incrementally: Gatsby keeps .cache and public/) and publishes it as a new
 * release; a failed build throws a BuildError with the reason and the end of its output, and the
 * live release stays. The result says how many pages were written and the live page of what
 * triggered the build. Both come from the build's own outcome file (contracts/src/build-outcome.ts):
 * why a build failed is the code its source plugin or build script wrote; only a failure nothing
 * wrote down (Gatsby's own: a query, a template) is summed up from its output, as `build-failed`.
 * Aborting `signal` (the hook stopping) stops a build that runs: it fails as interrupted.
 */
export function createSiteBuilder({
  env = {},
  quiet = false,
  runDir = RUN_DIR,
  siteUrl = '',
  signal: stopped,
}: { env?: Record<string, string>; quiet?: boolean; runDir?: string; siteUrl?: string; signal?: AbortSignal } = {}) {
  const releases = createReleases(runDir);
  /** Whether public/ holds an index this process wrote (a run's first build may find another CMS's there). */
  let indexedHere = false;
  const contentPagesFile = path.join(runDir, 'content-pages.json');
  const outcomeFile = path.join(runDir, 'build-outcome.json');
  return {
    releases,
    async build(trigger: BuildTrigger = { kind: 'manual' }) {
      const started = Date.now();
      clearBuildOutcome(outcomeFile);
      const publicDir = path.join(ROOT, 'public');
      // With an index of this run to keep meanwhile (every build but the process's first, whose
      // public/ may hold another CMS's), the pages go live first and their search index follows
      // (deploy/search-index.ts): at 10,000 articles a language, Pagefind takes ~10 s that a
      // publish no longer waits for.
      const indexAfterRelease = indexedHere && hasSearchIndex(publicDir);
      const {
        code,
        signal,
        lines: output,
      } = await runBuild(
        {
          GATSBY_CPU_COUNT: ONE_PROCESS,
          GATSBY_LOGGER: PLAIN_LOG,
          ...buildEnvFor(trigger),
          ...env,
          // Set by the hook alone, whatever its environment says: only it indexes after a release.
          ...({ SITE_SEARCH_INDEX: indexAfterRelease ? 'after-release' : 'in-build' } satisfies BuildSwitches),
          CONTENT_PAGES_FILE: contentPagesFile,
          [BUILD_OUTCOME_FILE]: outcomeFile,
        },
        quiet,
        stopped,
      );
      const lines = outputLines(output.join('\n'));
      const outcome = readBuildOutcome(outcomeFile);
      if (stopped?.aborted) throw new BuildError(INTERRUPTED_MESSAGE, 'interrupted', lines);
      if (signal) throw new BuildError(`the build was killed (${signal}) before it finished`, 'killed', lines);
      if (code !== 0) {
        if (outcome && !outcome.ok) throw new BuildError(outcome.message, outcome.code, lines);
        throw new BuildError(failureSummary(lines, code), 'build-failed', lines);
      }
      const built = Date.now();
      indexedHere = true;
      await releases.settled();
      const { release, files, liveAt } = releases.publish(publicDir);
      const seconds = (from: number, to: number) => `${((to - from) / 1000).toFixed(1)} s`;
      let indexed = '';
      if (indexAfterRelease) {
        try {
          const report = await indexSite(publicDir, path.join(ROOT, '.cache', 'pagefind-next'), stopped);
          const put = releases.changeInPlace(release, SEARCH_INDEX_DIR, () => putIndexInRelease(publicDir, release));
          indexed = `; search index ${seconds(liveAt, Date.now())} after that: ${indexSummary(report)}, ${put.written} put in the live release`;
        } catch (error) {
          if (stopped?.aborted) throw new BuildError(INTERRUPTED_MESSAGE, 'interrupted', lines);
          // The pages are live with the last index (still whole: its files are replaced by renames);
          // tried again as a failure that may pass.
          const reason = error instanceof Error ? error.message : String(error);
          throw new BuildError(reason, 'search-index-failed', lines);
        }
      }
      // Off the editors' path: the release the next publish takes is brought up to date meanwhile.
      void releases.catchUp().then((caught) => {
        if (quiet || caught === null) return;
        if ('error' in caught)
          console.error(
            `[build-hook] an old release was not brought up to date (${caught.error}): the next publish brings its release up to date itself`,
          );
        else
          console.log(
            `[build-hook] the release the next publish takes is up to date with the live one (${caught.seconds.toFixed(1)} s)`,
          );
      });
      const page =
        trigger.kind === 'delete' || trigger.kind === 'unpublish' ? null : pageOf(readContentPages(contentPagesFile), trigger);
      return {
        pages: outcome?.ok ? outcome.pages : null,
        pageUrl: page ? `${siteUrl}${page}` : null,
        log: lines,
        detail: `gatsby build ${seconds(started, built)}, live ${seconds(built, liveAt)} later: ${files.copied} files copied, ${files.kept} as they were${indexed}`,
      };
    },
  };
}
