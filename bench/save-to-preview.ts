/**
 * Save-to-preview time: an editor saves a draft of a news article through the CMS admin API and
 * the preview page (opened from Strapi's own preview URL, in Chromium) shows it — once after a
 * reload, once after Strapi's `strapiUpdate` message (what the admin's preview frame gets on save).
 *
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start                 # in one terminal
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/save-to-preview.ts [runs]
 *
 * Writes bench/results/save-to-preview.json. The draft is left unpublished; its title gets a
 * run marker, which the next publish of that article would make public.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, useChromiumOrExit } from '../scripts/lib/browser.ts';
import { CMS_PORT, HOST, ROOT } from '@site/runtime/config';
import { median } from './lib/median.ts';
import { adminClient } from './lib/stack.ts';

const cms = process.env.STRAPI_URL || `http://${HOST}:${CMS_PORT}`;
const runs = Number(process.argv[2] || 5);
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
const { data } = await admin(
  'GET',
  `/content-manager/preview/url/api::news.news?documentId=${article.documentId}&locale=id&status=draft`,
);

const { path: executablePath } = await useChromiumOrExit('bench');
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
const page = await browser.newPage();
await page.goto(data.url);
await page.locator('main h1').waitFor();

/** Saves a new draft title, then waits until the preview shows it after `show()`. */
const measure = async (show: () => Promise<unknown>) => {
  const title = `${article.title.replace(/ \[\d+\]$/, '')} [${Date.now()}]`;
  await admin('PUT', `${base}/${article.documentId}?locale=id`, { title });
  const started = Date.now();
  await show();
  await page.locator('main h1', { hasText: title }).waitFor({ timeout: 30_000 });
  return (Date.now() - started) / 1000;
};

const reload = [];
const message = [];
try {
  for (let run = 1; run <= runs; run += 1) {
    reload.push(await measure(() => page.reload()));
    message.push(await measure(() => page.evaluate(() => globalThis.postMessage({ type: 'strapiUpdate' }, '*'))));
    console.log(`run ${run}: reload ${reload.at(-1)?.toFixed(2)} s, strapiUpdate ${message.at(-1)?.toFixed(2)} s`);
  }
} finally {
  await browser.close();
}
const result = {
  article: article.slug,
  reloadSeconds: reload,
  strapiUpdateSeconds: message,
  medianReload: median(reload),
  medianStrapiUpdate: median(message),
  measuredAt: new Date().toISOString(),
};
fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'save-to-preview.json'), `${JSON.stringify(result, null, 2)}\n`);
console.log(
  `median save-to-preview: ${result.medianReload.toFixed(2)} s on reload, ${result.medianStrapiUpdate.toFixed(2)} s on strapiUpdate`,
);
