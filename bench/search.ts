/**
 * The site search as a visitor meets it, on the last build in public/ (run after `npm run build`,
 * or after `SEED_EXTRA_NEWS=2000 npm run bench:build -- scale-2000` for the scale run): the index's
 * size per language, what the search page loads of Pagefind with itself (script, worker,
 * WebAssembly, index entry: before the first key), and for a few queries in each language the time
 * from the last keystroke to the results on screen and the bytes fetched for them (index chunks and
 * result fragments, as sent), two ways: each query put in at once ("pasted"), and typed a key every
 * 150 ms as a visitor types ("typed": the keys before the last searched already). Chromium,
 * served by the site's own server on 127.0.0.1.
 *
 *   npm run bench:search [-- NAME]      # writes bench/results/search[-NAME].json
 *
 * Goals (issue 25): results within 100 ms of typing, at most 300 KB transferred for a query.
 */
/* global document, MutationObserver, requestAnimationFrame, HTMLInputElement -- the measuring runs in the page */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Page } from 'playwright-core';
import { ROOT } from '@site/runtime/config';
import { CHROMIUM_FLAGS, useChromiumOrExit } from '../scripts/lib/browser.ts';
import { createStaticServer } from '../scripts/lib/static-server.ts';
import { median } from './lib/median.ts';

const name = process.argv[2] || 'seeded';
const PORT = Number(process.env.BENCH_SEARCH_PORT || 9032);
const publicDir = path.join(ROOT, 'public');
const indexDir = path.join(publicDir, 'pagefind');
if (!fs.existsSync(path.join(indexDir, 'pagefind.js'))) {
  console.error('✖ public/pagefind is missing: build the site first (npm run build)');
  process.exit(1);
}

/** Bytes of the files under a folder whose path matches. */
const sizeOf = (dir: string, matches: (file: string) => boolean = () => true) =>
  fs.readdirSync(dir, { recursive: true, withFileTypes: true }).reduce((total, entry) => {
    const full = path.join(entry.parentPath, entry.name);
    return entry.isFile() && matches(full) ? total + fs.statSync(full).size : total;
  }, 0);

const entry = JSON.parse(fs.readFileSync(path.join(indexDir, 'pagefind-entry.json'), 'utf8'));
const languages: Record<string, { pages: number; indexKiB: number }> = Object.fromEntries(
  Object.entries(entry.languages).map(([language, info]) => [
    language,
    {
      pages: (info as { page_count: number }).page_count,
      indexKiB: Math.round(sizeOf(indexDir, (file) => path.basename(file).startsWith(`${language}_`)) / 102.4) / 10,
    },
  ]),
);
const totalKiB = Math.round(sizeOf(indexDir) / 102.4) / 10;

const QUERIES = {
  id: ['kapal', 'energi terbarukan', 'pemeliharaan anjungan', 'perkapalan', 'pt'],
  en: ['tug', 'renewable energy', 'platform maintenance', 'safety', 'pt'],
};

/** Every response's bytes as sent (headers and compressed body), the search worker's fetches included. */
function watchFetches(page: Page, fetched: Array<{ at: number; url: string; bytes: number }>) {
  page.context().on('requestfinished', (request) => {
    void request.sizes().then(
      (sizes) => fetched.push({ at: Date.now(), url: request.url(), bytes: sizes.responseHeadersSize + sizes.responseBodySize }),
      () => undefined,
    );
  });
}

const kib = (bytes: number) => Math.round(bytes / 102.4) / 10;

/**
 * One query: the form cleared, then the query put in at once ('pasted') or typed a key every
 * 150 ms ('typed'); the time from the last input event to the status line naming the query's
 * results, in the page, and the bytes fetched from the first key on.
 */
async function measure(
  page: Page,
  fetched: Array<{ at: number; url: string; bytes: number }>,
  query: string,
  mode: 'pasted' | 'typed',
) {
  await page.fill('#search-terms', '');
  await page.waitForTimeout(200);
  const since = Date.now();
  if (mode === 'typed') {
    await page.focus('#search-terms');
    for (const key of query.slice(0, -1)) {
      await page.keyboard.type(key);
      await page.waitForTimeout(150);
    }
  }
  // In the page: from the input event to the status line naming the query's results.
  const ms = await page.evaluate(
    (typed) =>
      new Promise((resolve) => {
        const input = document.querySelector('#search-terms') as HTMLInputElement;
        const status = document.querySelector('[role=status]') as HTMLElement;
        const started = performance.now();
        const done = () => /“/.test(status.textContent ?? '') && status.textContent?.includes(typed);
        new MutationObserver((_changes, observer) => {
          if (!done()) return;
          observer.disconnect();
          requestAnimationFrame(() => resolve(performance.now() - started));
        }).observe(document.querySelector('main') ?? document.body, { subtree: true, childList: true, characterData: true });
        const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
        setValue?.call(input, typed);
        input.dispatchEvent(new Event('input', { bubbles: true }));
      }),
    query,
  );
  await page.waitForTimeout(300); // late fragment requests are counted too
  const bytes = fetched.filter((entry) => entry.at >= since).reduce((total, entry) => total + entry.bytes, 0);
  const results = await page.$$eval('main ol > li', (items) => items.length);
  return { ms: Math.round(Number(ms)), kib: kib(bytes), results };
}

const server = createStaticServer({ getRoot: () => publicDir, cmsUrl: undefined });
await new Promise((resolve) => server.listen(PORT, '127.0.0.1', () => resolve(undefined)));
const { path: executablePath } = await useChromiumOrExit('bench:search');
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
const measured: Array<{
  language: string;
  mode: 'pasted' | 'typed';
  query: string;
  first: boolean;
  ms: number;
  kib: number;
  results: number;
}> = [];
/** What the search page fetched of Pagefind (script, WebAssembly, index entry) while it loaded, KiB. */
const preloaded: Record<string, number> = {};
try {
  for (const [language, queries] of Object.entries(QUERIES)) {
    const page = await browser.newPage();
    const fetched: Array<{ at: number; url: string; bytes: number }> = [];
    watchFetches(page, fetched);
    await page.goto(`http://127.0.0.1:${PORT}${language === 'id' ? '' : '/en'}/search`, { waitUntil: 'networkidle' });
    await page.waitForTimeout(500);
    preloaded[language] = kib(
      fetched.filter((entry) => entry.url.includes('/pagefind/')).reduce((total, entry) => total + entry.bytes, 0),
    );
    let first = true;
    for (const query of queries) {
      measured.push({ language, mode: 'pasted', query, first, ...(await measure(page, fetched, query, 'pasted')) });
      first = false;
    }
    await page.close();
    // Typed as a visitor types, a key every 150 ms, on a page of its own: the results of the last
    // key are what counts (the earlier keys searched already, and fetched what those words need).
    const typing = await browser.newPage();
    const typedFetches: Array<{ at: number; url: string; bytes: number }> = [];
    watchFetches(typing, typedFetches);
    await typing.goto(`http://127.0.0.1:${PORT}${language === 'id' ? '' : '/en'}/search`, { waitUntil: 'networkidle' });
    await typing.waitForTimeout(500);
    first = true;
    for (const query of queries) {
      measured.push({ language, mode: 'typed', query, first, ...(await measure(typing, typedFetches, query, 'typed')) });
      first = false;
    }
    await typing.close();
  }
} finally {
  await browser.close();
  server.close();
}

for (const row of measured) {
  console.log(
    `${row.language}  ${row.mode.padEnd(6)} ${row.query.padEnd(24)} ${String(row.ms).padStart(5)} ms ${String(row.kib).padStart(7)} KiB  ${row.results} shown${row.first ? '  (first query on the page)' : ''}`,
  );
}
/** Median and slowest of one way of searching; the first query on a page apart. */
const statsOf = (mode: 'pasted' | 'typed') => {
  const rows = measured.filter((row) => row.mode === mode);
  return {
    firstQueryMs: rows.filter((row) => row.first).map((row) => row.ms),
    medianMsAfterFirst: median(rows.filter((row) => !row.first).map((row) => row.ms)),
    maxMs: Math.max(...rows.map((row) => row.ms)),
  };
};
const summary = {
  name,
  measuredAt: new Date().toISOString(),
  index: { totalKiB, languages },
  pagefindLoadedWithPageKiB: preloaded,
  pasted: statsOf('pasted'),
  typed: statsOf('typed'),
  maxKiBPerQuery: Math.max(...measured.map((row) => row.kib)),
  queries: measured,
};
console.log(
  `index ${totalKiB} KiB (${Object.entries(languages)
    .map(([language, info]) => `${language}: ${info.pages} pages, ${info.indexKiB} KiB`)
    .join('; ')})`,
);
for (const mode of ['pasted', 'typed'] as const) {
  const stats = summary[mode];
  console.log(
    `${mode}: first query on a page ${stats.firstQueryMs.join(' / ')} ms, then median ${stats.medianMsAfterFirst} ms, slowest ${stats.maxMs} ms`,
  );
}
console.log(`at most ${summary.maxKiBPerQuery} KiB fetched per query`);
const file = path.join(ROOT, 'bench', 'results', `search${name === 'seeded' ? '' : `-${name}`}.json`);
fs.mkdirSync(path.dirname(file), { recursive: true }); // bench/results is git-ignored: absent in a fresh checkout
fs.writeFileSync(file, `${JSON.stringify(summary, null, 2)}\n`);
console.log(`written ${path.relative(ROOT, file)}`);
