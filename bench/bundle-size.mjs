// @ts-check
/**
 * First-load JavaScript per page: the app entry and the page's chunk group, gzipped. The particle
 * background and the deferred layout parts (footer, floating actions) are chunks loaded once the
 * page is idle, after it is interactive: reported separately, not counted.
 *
 *   node bench/bundle-size.mjs [public-dir] [--check]
 *
 * Prints a table, writes bench/results/bundle-size.json, and with --check fails when a page is
 * over its budget in bench/budgets.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { ROOT } from '../scripts/lib/config.mjs';

const args = process.argv.slice(2);
const check = args.includes('--check');
const publicDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(ROOT, 'public'));
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));

/** Gatsby's own record of which files each chunk group needs (public/webpack.stats.json). */
const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
/** @returns {string[]} */
const groupAssets = (/** @type {string} */ name) =>
  (stats.namedChunkGroups?.[name]?.assets ?? [])
    .map((/** @type {{ name: string }} */ asset) => asset.name)
    .filter((/** @type {string} */ file) => file.endsWith('.js'));

/**
 * The JavaScript a first visit to a page downloads: the app entry (runtime, framework, app) and
 * the page's component chunk group (its template and the shared chunks it needs).
 */
export function firstLoadScripts(/** @type {string} */ page) {
  const pageData = path.join(publicDir, 'page-data', page === '/' ? 'index' : page.replace(/^\//, ''), 'page-data.json');
  const { componentChunkName } = JSON.parse(fs.readFileSync(pageData, 'utf8'));
  return [...new Set([...groupAssets('app'), ...groupAssets(componentChunkName)])];
}

const gzipKiB = (/** @type {string} */ file) => zlib.gzipSync(fs.readFileSync(file), { level: 9 }).length / 1024;

const results = Object.entries(/** @type {Record<string, number>} */ (budgets.firstLoadJsKiB)).map(([page, budget]) => {
  const scripts = firstLoadScripts(page);
  const kib = scripts.reduce((total, src) => total + gzipKiB(path.join(publicDir, src)), 0);
  return { page, kib: Math.round(kib * 10) / 10, budget, scripts: scripts.length, ok: kib <= budget };
});

/** Chunks loaded when the page is idle, after it is interactive: the files not already loaded with home. */
const IDLE_CHUNKS = ['particle-field', 'layout-deferred'];
const loadedFirst = new Set(firstLoadScripts('/'));
const idleChunks = IDLE_CHUNKS.map((name) => {
  const files = groupAssets(name).filter((file) => !loadedFirst.has(file));
  const kib = files.reduce((total, file) => total + gzipKiB(path.join(publicDir, file)), 0);
  return { name, kib: Math.round(kib * 10) / 10 };
});

console.log('First-load JavaScript (gzip):');
for (const result of results) {
  console.log(
    `  ${result.ok ? '✔' : '✖'} ${result.page.padEnd(56)} ${result.kib.toFixed(1).padStart(6)} KiB  (budget ${result.budget} KiB, ${result.scripts} files)`,
  );
}
for (const chunk of idleChunks)
  console.log(`  loaded when idle: ${chunk.name.padEnd(45)} ${chunk.kib.toFixed(1).padStart(6)} KiB`);

fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results', 'bundle-size.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), pages: results, idleChunks }, null, 2)}\n`,
);
if (check && results.some((result) => !result.ok)) {
  console.error('✖ First-load JavaScript over budget (bench/budgets.json)');
  process.exit(1);
}
