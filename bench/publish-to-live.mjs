// @ts-check
/**
 * Publish-to-live time: edits one news article through the CMS admin API (as an editor would),
 * publishes it, and measures until the served site shows the new title.
 *
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start          # in one terminal (creates that editor)
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/publish-to-live.mjs [runs]
 *
 * Writes bench/results/publish-to-live.json.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_PORT, HOST, ROOT, SITE_PORT } from '../scripts/lib/config.mjs';
import { median } from './lib/median.mjs';
import { adminClient } from './lib/stack.mjs';

const cms = process.env.STRAPI_URL || `http://${HOST}:${CMS_PORT}`;
const site = process.env.SITE_URL_LOCAL || `http://${HOST}:${SITE_PORT}`;
const runs = Number(process.argv[2] || 3);
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password) {
  console.error('Set ADMIN_EMAIL and ADMIN_PASSWORD (the editor npm start created).');
  process.exit(1);
}

const admin = await adminClient(cms, { email, password });

const base = '/content-manager/collection-types/api::news.news';
const { results } = await admin('GET', `${base}?locale=id&pageSize=1&sort=date:DESC`);
const article = results[0];
const seconds = [];
for (let run = 1; run <= runs; run += 1) {
  const title = `${article.title.replace(/ \[\d+\]$/, '')} [${Date.now()}]`;
  await admin('PUT', `${base}/${article.documentId}?locale=id`, { title });
  const started = Date.now();
  await admin('POST', `${base}/${article.documentId}/actions/publish?locale=id`, {});
  for (;;) {
    const html = await (await fetch(`${site}/news/${article.slug}`)).text();
    if (html.includes(title)) break;
    if (Date.now() - started > 300_000) throw new Error('not live after 300 s');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  seconds.push((Date.now() - started) / 1000);
  console.log(`run ${run}: live after ${seconds.at(-1)?.toFixed(1)} s`);
}
const result = {
  article: article.slug,
  runs: seconds,
  median: median(seconds),
  measuredAt: new Date().toISOString(),
};
fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'publish-to-live.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(`median publish-to-live: ${result.median.toFixed(1)} s`);
