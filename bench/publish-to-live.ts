/**
 * Publish-to-live time: edits one news article through the CMS admin API (as an editor would),
 * publishes it, and measures until the served site shows the new title. The build hook's own
 * account of each build (gatsby build and release seconds) is printed beside it.
 *
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start          # in one terminal (creates that editor)
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/publish-to-live.ts [runs]
 *
 *   node bench/publish-to-live.ts [runs] --extra 2000   # a throwaway stack of its own, seeded
 *                                                        # with 2,000 more articles per language
 *
 * With --extra the bench needs nothing running (and nothing else building: it builds in this
 * checkout's public/ and .cache like npm start), starts the CMS on CMS_PORT + 40, the site on
 * SITE_PORT + 40 and the hook on HOOK_PORT + 40, builds the whole site once, then measures.
 * Writes bench/results/publish-to-live[-extra-N].json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { CMS_DIR, CMS_PORT, HOOK_PORT, HOST, ROOT, SITE_PORT } from '@site/runtime/config';
import { RUN_DIR } from '@site/publisher/site-builder';
import { startStack } from '../scripts/lib/stack.ts';
import { median } from './lib/median.ts';
import { BENCH_ADMIN, adminClient } from './lib/stack.ts';

const { values, positionals } = parseArgs({ allowPositionals: true, options: { extra: { type: 'string' } } });
const runs = Number(positionals[0] || 3);
const extra = values.extra === undefined ? null : Number(values.extra);
if (!Number.isInteger(runs) || runs < 1 || (extra !== null && !(Number.isInteger(extra) && extra >= 0))) {
  console.error('usage: node bench/publish-to-live.ts [runs] [--extra <articles per language>]');
  process.exit(1);
}

const buildLines: string[] = [];
/** The stack to measure: npm start's, or (with --extra) one of the bench's own. */
async function stackToMeasure() {
  if (extra === null) {
    const email = process.env.ADMIN_EMAIL;
    const password = process.env.ADMIN_PASSWORD;
    if (!email || !password) {
      console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (the editor npm start created), or use --extra N.');
      process.exit(1);
    }
    return {
      cms: process.env.STRAPI_URL || `http://${HOST}:${CMS_PORT}`,
      site: process.env.SITE_URL_LOCAL || `http://${HOST}:${SITE_PORT}`,
      credentials: { email, password },
      stop: async () => undefined,
    };
  }
  const name = `publish-extra-${extra}`;
  const dataDir = path.join(CMS_DIR, '.tmp', 'bench', name);
  fs.rmSync(dataDir, { recursive: true, force: true });
  fs.mkdirSync(dataDir, { recursive: true });
  console.log(`› Starting a CMS seeded with ${extra} more articles per language and building the whole site once…`);
  const started = Date.now();
  const stack = await startStack({
    ports: { cms: CMS_PORT + 40, site: SITE_PORT + 40, hook: HOOK_PORT + 40 },
    dataDir,
    runDir: path.join(RUN_DIR, 'bench', name),
    hookSecret: 'bench-publish-secret',
    cmsEnv: { ADMIN_EMAIL: BENCH_ADMIN.email, ADMIN_PASSWORD: BENCH_ADMIN.password, SEED_EXTRA_NEWS: String(extra) },
    buildEnv: { SITE_URL: `http://${HOST}:${SITE_PORT + 40}` },
    quiet: true,
    log: (line) => buildLines.push(line),
  });
  console.log(`  ready in ${((Date.now() - started) / 1000).toFixed(0)} s`);
  return { cms: stack.cms.url, site: stack.siteUrl as string, credentials: BENCH_ADMIN, stop: stack.stop };
}

const stack = await stackToMeasure();
try {
  const admin = await adminClient(stack.cms, stack.credentials);
  const base = '/content-manager/collection-types/api::news.news';
  const { results } = await admin('GET', `${base}?locale=id&pageSize=1&sort=date:DESC`);
  const article = results[0];
  const seconds = [];
  const publishedLines = () => buildLines.filter((line) => line.includes(' published in '));
  for (let run = 1; run <= runs; run += 1) {
    const buildsBefore = publishedLines().length;
    const title = `${article.title.replace(/ \[\d+\]$/, '')} [${Date.now()}]`;
    await admin('PUT', `${base}/${article.documentId}?locale=id`, { title });
    const started = Date.now();
    await admin('POST', `${base}/${article.documentId}/actions/publish?locale=id`, {});
    for (;;) {
      const html = await (await fetch(`${stack.site}/news/${article.slug}`)).text();
      if (html.includes(title)) break;
      if (Date.now() - started > 300_000) throw new Error('not live after 300 s');
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    seconds.push((Date.now() - started) / 1000);
    // The hook's own account comes once its build is done, the search index after the pages: the
    // next publish waits for it, as an editor's next publish would find the hook idle.
    let build: string | undefined;
    if (extra !== null) {
      while (publishedLines().length === buildsBefore && Date.now() - started < 300_000) {
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
      build = publishedLines().at(-1);
    }
    console.log(`run ${run}: live after ${seconds.at(-1)?.toFixed(1)} s${build ? `  ${build}` : ''}`);
  }
  const result = {
    article: article.slug,
    extraArticlesPerLanguage: extra ?? 0,
    runs: seconds,
    median: median(seconds),
    measuredAt: new Date().toISOString(),
  };
  const file = path.join(ROOT, 'bench', 'results', `publish-to-live${extra ? `-extra-${extra}` : ''}.json`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`median publish-to-live: ${result.median.toFixed(1)} s`);
} finally {
  await stack.stop();
}
