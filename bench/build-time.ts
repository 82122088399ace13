/**
 * Full build time, pages per second, and the incremental rebuild after one edited article,
 * against a throwaway seeded CMS (nothing else needs to run).
 *
 *   node bench/build-time.ts            # seeded site
 *   SEED_EXTRA_NEWS=2000 node bench/build-time.ts scale-2000   # scale run: +2,000 articles per language
 *
 * Writes bench/results/build-time[-<name>].json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, quietEnv } from '../scripts/lib/config.ts';
import { run } from '../scripts/lib/processes.ts';
import { phaseSeconds } from './lib/gatsby-log.ts';
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
    const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'build.ts')], {
      cwd: ROOT,
      env: quietEnv({ STRAPI_URL: cms.url, STRAPI_TOKEN: '', STRAPI_TOKEN_FILE: cms.tokenFile }),
      stdio: ['ignore', log, log],
    });
    if (code !== 0) throw new Error(`build failed (${code}), see ${logFile}`);
    return { seconds: (Date.now() - started) / 1000, phases: phaseSeconds(fs.readFileSync(logFile, 'utf8')) };
  };

  await run(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['clean'], { cwd: ROOT, env: quietEnv(), stdio: 'ignore' });
  const { seconds: full, phases: fullPhases } = await build('full');
  const pages = countPages(path.join(ROOT, 'public'));
  console.log(`full build: ${full.toFixed(1)} s, ${pages} pages, ${(pages / full).toFixed(1)} pages/s`);

  const admin = await adminClient(cms.url);
  const base = '/content-manager/collection-types/api::news.news';
  const { results } = await admin('GET', `${base}?locale=id&pageSize=1&sort=date:DESC`);
  await admin('PUT', `${base}/${results[0].documentId}?locale=id`, { title: `${results[0].title} (edited)` });
  await admin('POST', `${base}/${results[0].documentId}/actions/publish?locale=id`, {});
  const { seconds: incremental, phases: incrementalPhases } = await build('incremental');
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
    phases: { full: fullPhases, incremental: incrementalPhases },
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
