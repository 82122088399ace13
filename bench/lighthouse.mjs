// @ts-check
/**
 * Lighthouse (mobile, simulated throttling) over the pages in bench/budgets.json, in Debian's
 * Chromium. Needs the site and the CMS running (npm start): the WhatsApp button calls the CMS.
 *
 *   node bench/lighthouse.mjs [--site http://127.0.0.1:9000] [--check]
 *
 * Prints the scores, writes bench/results/lighthouse.json; with --check exits 1 when a page is
 * under a minimum score or over the CLS budget.
 */
import fs from 'node:fs';
import path from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { HOST, ROOT, SITE_PORT } from '../scripts/lib/config.mjs';

const args = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const site = (option('--site') ?? `http://${HOST}:${SITE_PORT}`).replace(/\/+$/, '');
const check = args.includes('--check');
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')).lighthouse;
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
  chromeFlags: [
    '--headless=new',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
});

/** @type {Array<{ page: string, scores: Record<string, number>, cls: number, lcpMs: number, tbtMs: number, failures: string[] }>} */
const results = [];
try {
  for (const page of budgets.pages) {
    const run = await lighthouse(`${site}${page}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!run) throw new Error(`Lighthouse gave no result for ${page}`);
    const { categories, audits } = run.lhr;
    /** @type {Record<string, number>} */
    const scores = Object.fromEntries(CATEGORIES.map((id) => [id, Math.round((categories[id]?.score ?? 0) * 100)]));
    const cls = Number(audits['cumulative-layout-shift']?.numericValue ?? 0);
    const failures = CATEGORIES.filter((id) => scores[id] < budgets.minimum[id]).map(
      (id) => `${id} ${scores[id]} < ${budgets.minimum[id]}`,
    );
    if (cls > budgets.maxCls) failures.push(`CLS ${cls.toFixed(3)} > ${budgets.maxCls}`);
    for (const id of CATEGORIES.slice(1)) {
      if (scores[id] < 100) {
        const failed = Object.values(categories[id].auditRefs)
          .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
          .map((ref) => ref.id);
        if (failed.length) failures.push(`${id} audits: ${failed.join(', ')}`);
      }
    }
    results.push({
      page,
      scores,
      cls: Math.round(cls * 1000) / 1000,
      lcpMs: Math.round(Number(audits['largest-contentful-paint']?.numericValue ?? 0)),
      tbtMs: Math.round(Number(audits['total-blocking-time']?.numericValue ?? 0)),
      failures,
    });
    const last = results[results.length - 1];
    console.log(
      `${last.failures.length ? '✖' : '✔'} ${page.padEnd(56)} perf ${scores.performance} a11y ${scores.accessibility} bp ${scores['best-practices']} seo ${scores.seo}  CLS ${last.cls} LCP ${last.lcpMs} ms TBT ${last.tbtMs} ms`,
    );
    for (const failure of last.failures) console.log(`    ${failure}`);
  }
} finally {
  await chrome.kill();
}

fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results', 'lighthouse.json'),
  `${JSON.stringify({ site, measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
if (check && results.some((result) => result.failures.length)) process.exit(1);
