/**
 * First-load JavaScript of every page of the build: the app entry and the page's chunk group,
 * gzipped, measured once per template (its pages load the same files). The particle
 * background and the deferred layout parts (footer, floating actions) are chunks loaded once the
 * page is idle, after it is interactive: reported separately, not counted.
 *
 *   node bench/bundle-size.ts [public-dir] [--check]
 *
 * Prints a table, writes bench/results/bundle-size.json, and with --check fails when any page is
 * over the budget in bench/budgets.json (`firstLoadJsKiB.everyPage`).
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT } from '@site/runtime/config';
import { firstLoadOf } from './lib/first-load.ts';

const args = process.argv.slice(2);
const check = args.includes('--check');
const publicDir = path.resolve(args.find((arg) => !arg.startsWith('--')) ?? path.join(ROOT, 'public'));
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'));

const { groupAssets, templateChunk, scripts: firstLoadScripts, pages: builtPages, gzipKiB } = firstLoadOf(publicDir);

/**
 * Every page, grouped by template: the pages of one template load the same scripts (the app entry
 * and the template's chunk group), so one measurement per template covers them all.
 */
const byTemplate = new Map();
for (const page of builtPages()) {
  const componentChunkName = templateChunk(page);
  const group = byTemplate.get(componentChunkName) ?? { template: componentChunkName, example: page, pageCount: 0 };
  group.pageCount += 1;
  byTemplate.set(componentChunkName, group);
}

const budget = Number(budgets.firstLoadJsKiB.everyPage);
const results = [...byTemplate.values()].map(({ template, example, pageCount }) => {
  const scripts = firstLoadScripts(example);
  const kib = gzipKiB(scripts);
  const name = template.replace(/^component---src-(templates|pages)-/, '').replace(/-tsx$/, '');
  return {
    template: name,
    example,
    pages: pageCount,
    kib: Math.round(kib * 10) / 10,
    budget,
    scripts: scripts.length,
    ok: kib <= budget,
  };
});

/**
 * Chunks loaded once the page is idle, after it is interactive (the contact form's sending code:
 * on the form's first use): the files not already loaded with home.
 */
const IDLE_CHUNKS = ['particle-field', 'layout-deferred', 'contact-form', 'contact-sending'];
const loadedFirst = new Set(firstLoadScripts('/'));
const idleChunks = IDLE_CHUNKS.map((name) => {
  const files = groupAssets(name).filter((file) => !loadedFirst.has(file));
  const kib = gzipKiB(files);
  return { name, kib: Math.round(kib * 10) / 10 };
});

console.log(`First-load JavaScript (gzip), every page by template (budget ${budget} KiB):`);
for (const result of results) {
  console.log(
    `  ${result.ok ? '✔' : '✖'} ${result.template.padEnd(20)} ${result.kib.toFixed(1).padStart(6)} KiB  ${String(result.pages).padStart(3)} pages, e.g. ${result.example} (${result.scripts} files)`,
  );
}
for (const chunk of idleChunks)
  console.log(`  loaded when idle: ${chunk.name.padEnd(45)} ${chunk.kib.toFixed(1).padStart(6)} KiB`);

fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results', 'bundle-size.json'),
  `${JSON.stringify({ measuredAt: new Date().toISOString(), budgetKiB: budget, templates: results, idleChunks }, null, 2)}\n`,
);
if (check && results.some((result) => !result.ok)) {
  console.error('✖ First-load JavaScript over budget (bench/budgets.json)');
  process.exit(1);
}
