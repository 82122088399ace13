/**
 * Full build time, pages per second, and the incremental rebuild after one edited article,
 * against a throwaway seeded CMS (nothing else needs to run). For each build it prints where the
 * time went (Gatsby's phases), the most memory the build and its workers held together, how many
 * pages were rendered and how many files of public/ were written (what a release copies).
 *
 *   node bench/build-time.ts            # seeded site
 *   SEED_EXTRA_NEWS=2000 node bench/build-time.ts scale-2000   # scale run: +2,000 articles per language
 *
 * Writes bench/results/build-time[-<name>].json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, quietEnv } from '@site/runtime/config';
import { run } from '@site/runtime/processes';
import { pagesRendered, phaseSeconds } from './lib/gatsby-log.ts';
import { sampleResident } from './lib/resident.ts';
import { adminClient, startBenchCms } from './lib/stack.ts';

const name = process.argv[2] || 'seeded';
const extra = process.env.SEED_EXTRA_NEWS || '0';

const countPages = (dir: string) => {
  let pages = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) pages += countPages(path.join(dir, entry.name));
    else if (entry.name === 'index.html') pages += 1;
  }
  return pages;
};

/** The files under `dir` written since `since` (milliseconds): those a release copies rather than shares. */
const filesWrittenSince = (dir: string, since: number): number =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && fs.statSync(path.join(entry.parentPath, entry.name)).mtimeMs >= since).length;

const logDir = path.join(ROOT, 'bench', 'results', 'logs');
fs.mkdirSync(logDir, { recursive: true });

const cms = await startBenchCms({ name, env: { SEED_EXTRA_NEWS: extra } });
console.log(`CMS booted and seeded (+${extra} articles per language) in ${cms.bootSeconds.toFixed(1)} s`);
try {
  /** Runs one build; its log goes to bench/results/logs/<name>-<kind>.log. */
  const build = async (kind: string) => {
    const logFile = path.join(logDir, `${name}-${kind}.log`);
    fs.writeFileSync(logFile, '');
    const log = { file: logFile, append: true };
    const started = Date.now();
    let stopSampling = () => 0;
    const code = await run(
      process.execPath,
      [path.join(ROOT, 'scripts', 'build.ts')],
      {
        cwd: ROOT,
        env: quietEnv({ STRAPI_URL: cms.url, STRAPI_TOKEN: '', STRAPI_TOKEN_FILE: cms.tokenFile }),
        stdio: ['ignore', log, log],
      },
      (pid) => {
        stopSampling = sampleResident(pid).stop;
      },
    );
    const peakResidentMiB = stopSampling() / 1024;
    if (code !== 0) throw new Error(`build failed (${code}), see ${logFile}`);
    const text = fs.readFileSync(logFile, 'utf8');
    const result = {
      seconds: (Date.now() - started) / 1000,
      peakResidentMiB: Math.round(peakResidentMiB),
      pagesRendered: pagesRendered(text),
      filesWritten: filesWrittenSince(path.join(ROOT, 'public'), started),
      phases: phaseSeconds(text),
    };
    console.log(
      `${kind} build: ${result.seconds.toFixed(1)} s, ${result.peakResidentMiB} MiB resident at most (the build and its workers), ${result.pagesRendered} pages rendered, ${result.filesWritten} files of public/ written (what a release copies)`,
    );
    for (const [phase, seconds] of Object.entries(result.phases)
      .sort(([, a], [, b]) => b - a)
      .slice(0, 12))
      console.log(`  ${seconds.toFixed(1).padStart(6)} s  ${phase}`);
    return result;
  };

  await run(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['clean'], { cwd: ROOT, env: quietEnv(), stdio: 'ignore' });
  const fullBuild = await build('full');
  const full = fullBuild.seconds;
  const pages = countPages(path.join(ROOT, 'public'));
  console.log(`full build: ${full.toFixed(1)} s, ${pages} pages, ${(pages / full).toFixed(1)} pages/s`);

  const admin = await adminClient(cms.url);
  const base = '/content-manager/collection-types/api::news.news';
  const { results } = await admin('GET', `${base}?locale=id&pageSize=1&sort=date:DESC`);
  await admin('PUT', `${base}/${results[0].documentId}?locale=id`, { title: `${results[0].title} (edited)` });
  await admin('POST', `${base}/${results[0].documentId}/actions/publish?locale=id`, {});
  const incrementalBuild = await build('incremental');
  const incremental = incrementalBuild.seconds;
  console.log(
    `incremental rebuild after one edit: ${incremental.toFixed(1)} s (${((incremental / full) * 100).toFixed(0)} % of the full build)`,
  );

  const result = {
    name,
    extraArticlesPerLanguage: Number(extra),
    cmsBootSeconds: cms.bootSeconds,
    fullBuildSeconds: full,
    pages,
    pagesPerSecond: pages / full,
    incrementalSeconds: incremental,
    builds: { full: fullBuild, incremental: incrementalBuild },
    measuredAt: new Date().toISOString(),
  };
  fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'bench', 'results', `build-time${name === 'seeded' ? '' : `-${name}`}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await cms.stop();
}
