/**
 * Keystroke-to-panel time of the live preview: an editor types one character at the end of a news
 * article's title in the admin's edit view (Chromium), and the edit view's "Pratinjau langsung"
 * panel (cms/src/plugins/live-preview) shows the page's heading with it. Nothing is saved.
 *
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… npm start                 # in one terminal
 *   ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/live-preview.ts [keystrokes]
 *
 * Writes bench/results/live-preview.json: each keystroke's milliseconds, the median and the slowest.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, useChromiumOrExit } from '../scripts/lib/browser.ts';
import { CMS_PORT, HOST, ROOT } from '@site/runtime/config';
import { median } from './lib/median.ts';
import { adminClient } from './lib/stack.ts';

const cms = process.env.STRAPI_URL || `http://${HOST}:${CMS_PORT}`;
const keystrokes = Number(process.argv[2] || 20);
const email = process.env.ADMIN_EMAIL;
const password = process.env.ADMIN_PASSWORD;
if (!email || !password || !Number.isInteger(keystrokes) || keystrokes < 1) {
  console.error('usage: ADMIN_EMAIL=… ADMIN_PASSWORD=… node bench/live-preview.ts [keystrokes] (the editor npm start created)');
  process.exit(1);
}

const admin = await adminClient(cms, { email, password });
const { results } = await admin('GET', '/content-manager/collection-types/api::news.news?locale=id&pageSize=1&sort=date:DESC');
const article = results[0] as { documentId: string; title: string };

const { path: executablePath } = await useChromiumOrExit('bench');
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
const page = await browser.newPage({ viewport: { width: 1600, height: 1000 } });
const frameSelector = 'iframe[title="Pratinjau langsung halaman"], iframe[title="Live preview of the page"]';
const timings: number[] = [];
try {
  await page.goto(`${cms}/admin/auth/login`);
  await page.getByLabel(/Email/).fill(email);
  await page
    .getByLabel(/Password|Kata sandi/)
    .first()
    .fill(password);
  await page.getByRole('button', { name: /Login|Masuk/ }).click();
  await page.waitForURL(/\/admin(\/)?$/);
  await page.goto(`${cms}/admin/content-manager/collection-types/api::news.news/${article.documentId}?plugins[i18n][locale]=id`);
  const heading = page.frameLocator(frameSelector).locator('main h1');
  await heading.filter({ hasText: article.title }).waitFor({ timeout: 60_000 });
  const field = page.getByRole('textbox', { name: /^(Judul|Title)/ }).first();
  await field.click();
  await field.press('End');
  let typed = '';
  for (let stroke = 1; stroke <= keystrokes; stroke += 1) {
    const character = 'abcdefghij'[stroke % 10];
    typed += character;
    const expected = `${article.title}${typed}`;
    const started = performance.now();
    await field.press(character);
    await heading.filter({ hasText: expected }).waitFor({ timeout: 30_000 });
    timings.push(Math.round(performance.now() - started));
    // A pause as between an editor's keystrokes, so each one is measured on its own.
    await page.waitForTimeout(250);
  }
} finally {
  await browser.close();
}

const result = {
  article: article.documentId,
  keystrokeToPanelMs: timings,
  medianMs: median(timings),
  slowestMs: Math.max(...timings),
  measuredAt: new Date().toISOString(),
};
fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(path.join(ROOT, 'bench', 'results', 'live-preview.json'), `${JSON.stringify(result, null, 2)}\n`);
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')) as {
  goals: { livePreview: { keystrokeToPanelMs: number } };
};
const goal = budgets.goals.livePreview.keystrokeToPanelMs;
console.log(
  `keystroke to live preview: median ${result.medianMs} ms, slowest ${result.slowestMs} ms of ${timings.length}` +
    ` (goal: under ${goal} ms${result.slowestMs < goal ? ', met by every keystroke' : ', missed'})`,
);
