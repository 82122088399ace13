/**
 * Lighthouse (mobile, simulated throttling) over the pages in bench/budgets.json, in the Chromium
 * scripts/lib/browser.ts chooses. Needs the site and the CMS running (npm start): the WhatsApp
 * button calls the CMS.
 *
 *   node bench/lighthouse.ts [--site http://127.0.0.1:9000] [--pages all|ci] [--runs 3] [--check]
 *   node bench/lighthouse.ts --compare <git ref> [--pages all|ci|news] [--runs 3] [--extra N]
 *
 * `--pages all` (default): every route in both languages and a detail page of each kind
 * (budgets.json lighthouse.pages); `--pages ci`: one page per template in both languages
 * (lighthouse.ciPages); `--pages news`: the news list, an archive month and an article in both
 * languages (those of lighthouse.pages under /news). Each page runs `--runs` times (default 3): performance is the median (it
 * moves with machine load), accessibility / best practices / SEO / CLS the worst run; a page under
 * the performance floor runs again, up to 3 runs, after the other pages (a burst of load then has
 * passed), before it counts as under (not with --check: there the score is only reported). A
 * first run warms Chromium up and is not counted. Prints the scores,
 * writes bench/results/lighthouse.json; with --check exits 1 when a page is under a minimum score
 * (accessibility, best practices, SEO), over the CLS budget, or fails an audit of those
 * categories. A performance median under the floor is reported (⚠), never failed: it is a timing.
 *
 * `--compare <ref>`: builds that commit (a git worktree sharing node_modules) and this working tree
 * against one throwaway CMS, serves each with the site's server (bench/lib/compare-builds.ts),
 * and measures them alternately, run by run, so both see the same machine; prints each page's
 * performance, Total Blocking Time and first-load JavaScript before and after, and writes
 * bench/results/lighthouse-compare.json. `--extra N` seeds that CMS with N more articles a
 * language (the archive at scale).
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { CHROMIUM_FLAGS, useChromiumOrExit } from '../scripts/lib/browser.ts';
import { HOST, ROOT, SITE_PORT } from '@site/runtime/config';
import { combineRuns, judgeRuns, type LighthouseBudgets } from './lib/lighthouse-runs.ts';
import { compareBuilds } from './lib/compare-builds.ts';
import { firstLoadOf } from './lib/first-load.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const site = (option('--site') ?? `http://${HOST}:${SITE_PORT}`).replace(/\/+$/, '');
const compareWith = option('--compare');
const check = args.includes('--check');
const runCount = Math.max(1, Number(option('--runs') ?? 3));
const budgets: LighthouseBudgets & { pages: string[]; ciPages: string[] } = JSON.parse(
  fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8'),
).lighthouse;
const pageSets: Record<string, string[]> = {
  all: budgets.pages,
  ci: budgets.ciPages,
  news: budgets.pages.filter((page) => /^(\/en)?\/news(\/|$)/.test(page)),
};
const pageSet = option('--pages') ?? 'all';
if (!Object.hasOwn(pageSets, pageSet)) {
  console.error(`bench: --pages is one of ${Object.keys(pageSets).join(', ')}, not "${pageSet}"`);
  process.exit(1);
}
const pages = pageSets[pageSet];
const extraArticles = Number(option('--extra') ?? 0);
if (!Number.isInteger(extraArticles) || extraArticles < 0 || (extraArticles > 0 && !compareWith)) {
  console.error('bench: --extra is a whole number of articles a language, with --compare');
  process.exit(1);
}
/**
 * Runs a page may take when its performance median is under the floor: a slow run is not a slow
 * page, and the median of three reports a page better than one run under a burst of load.
 */
const MAX_RUNS = 3;
/** The categories whose scores fail a page (bench/budgets.json lighthouse.minimum): none of them a timing. */
const JUDGED = Object.keys(budgets.minimum);
/**
 * What a run measures. With --check (CI) only what fails a page: the judged categories and layout
 * shift. Performance, a timing that moves with the machine's load, is measured by bench:lighthouse
 * on a quiet machine; leaving it out of CI's runs takes a quarter off each (7.3 s instead of 10.0 s
 * a page here).
 */
const CATEGORIES = check ? JUDGED : ['performance', ...JUDGED];

const { path: chromePath } = await useChromiumOrExit('bench');
const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: ['--headless=new', ...CHROMIUM_FLAGS] });

/** One Lighthouse run of one page of a site. */
async function measure(page: string, on = site) {
  const run = await lighthouse(`${on}${page}`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: CATEGORIES,
    onlyAudits: ['cumulative-layout-shift'],
    // A picture of the whole page, which no check or report reads.
    disableFullPageScreenshot: true,
  });
  if (!run) throw new Error(`Lighthouse gave no result for ${page}`);
  const { categories, audits } = run.lhr;
  const scores: Record<string, number> = Object.fromEntries(
    CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]),
  );
  const failedAudits = JUDGED.flatMap((id) =>
    Object.values(categories[id].auditRefs)
      .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
      .map((ref) => ref.id),
  );
  return {
    scores,
    cls: Math.round(Number(audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
    lcpMs: Math.round(Number(audits['largest-contentful-paint']?.numericValue ?? 0)),
    tbtMs: Math.round(Number(audits['total-blocking-time']?.numericValue ?? 0)),
    failedAudits,
  };
}

if (compareWith) {
  await compare(compareWith);
  process.exit(0);
}

const results: Array<ReturnType<typeof combineRuns> & { page: string } & ReturnType<typeof judgeRuns>> = [];
// With --check (CI), performance is not measured: nothing to measure again.
const underFloor = (runs: Awaited<ReturnType<typeof measure>>[]) =>
  !check && (combineRuns(runs).scores.performance ?? 0) < budgets.performanceFloor && runs.length < MAX_RUNS;
try {
  // Chromium's first page load (its caches cold) is slower than any later one: a timing, which
  // --check does not measure.
  if (!check) await measure(pages[0]);
  const runsOf: Map<string, Awaited<ReturnType<typeof measure>>[]> = new Map();
  for (const page of pages) {
    const runs = [];
    for (let index = 0; index < runCount; index += 1) runs.push(await measure(page));
    runsOf.set(page, runs);
  }
  for (const [page, runs] of runsOf) {
    while (underFloor(runs)) runs.push(await measure(page));
  }
  for (const [page, runs] of runsOf) {
    const combined = combineRuns(runs);
    const { scores, cls } = combined;
    const { failures, notes } = judgeRuns(combined, budgets);
    results.push({ page, ...combined, failures, notes });
    const performance =
      scores.performance === undefined ? '' : `perf ${scores.performance} (${combined.performanceRuns.join('/')}) `;
    const timings = scores.performance === undefined ? '' : ` LCP ${combined.lcpMs} ms TBT ${combined.tbtMs} ms`;
    console.log(
      `${failures.length ? '✖' : notes.length ? '⚠' : '✔'} ${page.padEnd(56)} ${performance}a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}  CLS ${cls}${timings}`,
    );
    for (const note of notes) console.log(`    ${note}`);
    for (const failure of failures) console.log(`    ${failure}`);
  }
} finally {
  await chrome.kill();
}

fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results', 'lighthouse.json'),
  `${JSON.stringify({ site, pageSet, runsPerPage: runCount, measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
if (check && results.some((result) => result.failures.length)) process.exit(1);

/** `--compare <ref>`: the two builds measured alternately, a table of before and after. */
async function compare(ref: string) {
  const { sides, stop } = await compareBuilds(ref, { extraArticles });
  try {
    const [before, after] = sides;
    // Gatsby's records of each build, read once: what a first visit to each page loads.
    const firstLoads = sides.map((side) => firstLoadOf(side.publicDir));
    console.log(
      `bench: ${before.label} on ${before.site}, ${after.label} on ${after.site}, ${runCount} runs a page, alternating`,
    );
    await measure(pages[0], before.site);
    await measure(pages[0], after.site);
    const rows = [];
    for (const page of pages) {
      const runs: Awaited<ReturnType<typeof measure>>[][] = [[], []];
      for (let index = 0; index < runCount; index += 1) {
        // Taken in turn, the first side alternating too: a load burst falls on both.
        const order = index % 2 ? [1, 0] : [0, 1];
        for (const side of order) runs[side].push(await measure(page, sides[side].site));
      }
      const [was, now] = runs.map((sideRuns, side) => ({
        ...combineRuns(sideRuns),
        firstLoadKiB: firstLoads[side].kib(page),
      }));
      rows.push({ page, before: was, after: now });
      const cell = (result: typeof was) =>
        `${String(result.scores.performance).padStart(3)} (${result.performanceRuns.join('/').padEnd(8)}) TBT ${String(result.tbtMs).padStart(4)} ms ${result.firstLoadKiB.toFixed(1).padStart(6)} KiB`;
      const others = (result: typeof was) =>
        CATEGORIES.slice(1).every((id) => result.scores[id] === 100)
          ? ''
          : ` ${CATEGORIES.slice(1)
              .map((id) => `${id} ${result.scores[id]}`)
              .join(' ')}`;
      console.log(`${page.padEnd(40)} ${cell(was)}  →  ${cell(now)}  CLS ${now.cls}${others(now)}`);
    }
    fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
    fs.writeFileSync(
      path.join(ROOT, 'bench', 'results', 'lighthouse-compare.json'),
      `${JSON.stringify({ before: before.label, after: after.label, pageSet, runsPerPage: runCount, measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
    );
  } finally {
    await chrome.kill();
    await stop();
  }
}
