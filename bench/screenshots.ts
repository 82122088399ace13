/**
 * What a visitor sees, before and after a change: every page of bench/budgets.json (every route
 * in both languages and a detail page of each kind) at 375 and 1280 px, full length, in another
 * commit's build and in this working tree's (bench/lib/compare-builds.ts), compared pixel by pixel
 * (pixelmatch). Prints the pages that differ and by how many pixels, writes the screenshots and a
 * picture of the differences to bench/results/screenshots/, and bench/results/screenshots.json.
 * For opening and looking at, not a test: the particle background draws only after the visitor
 * moves, and animations are off (reduced motion), so the same page gives the same pixels.
 *
 *   node bench/screenshots.ts --compare <git ref> [--pages all|ci]
 */
import fs from 'node:fs';
import path from 'node:path';
import pixelmatch from 'pixelmatch';
import { PNG } from 'pngjs';
import { chromium } from 'playwright-core';
import { CHROMIUM_FLAGS, useChromiumOrExit } from '../scripts/lib/browser.ts';
import { ROOT } from '@site/runtime/config';
import { compareBuilds } from './lib/compare-builds.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args[index + 1] : undefined;
};
const ref = option('--compare');
if (!ref) {
  console.error('bench: screenshots needs --compare <git ref>: the build to compare this tree with');
  process.exit(1);
}
const pageSet = option('--pages') ?? 'all';
if (pageSet !== 'all' && pageSet !== 'ci') {
  console.error(`bench: --pages is "all" or "ci", not "${pageSet}"`);
  process.exit(1);
}
const budgets = JSON.parse(fs.readFileSync(path.join(ROOT, 'bench', 'budgets.json'), 'utf8')).lighthouse;
const pages: string[] = pageSet === 'ci' ? budgets.ciPages : budgets.pages;
const WIDTHS = [375, 1280];
const OUT = path.join(ROOT, 'bench', 'results', 'screenshots');

const { path: executablePath } = await useChromiumOrExit('bench');
const { sides, stop } = await compareBuilds(ref);
const browser = await chromium.launch({ executablePath, args: CHROMIUM_FLAGS });
const fileOf = (page: string) => (page === '/' ? 'index' : page.slice(1).replace(/\//g, '_'));

/** A full-length screenshot of `page` on `site`, hydrated and settled. */
async function screenshot(site: string, page: string, width: number): Promise<Buffer> {
  const context = await browser.newContext({ viewport: { width, height: 800 }, reducedMotion: 'reduce' });
  const tab = await context.newPage();
  await tab.goto(`${site}${page}`, { waitUntil: 'networkidle' });
  await tab.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
  // Lazy images load as the full-length screenshot scrolls: load and decode them all first, so
  // both sides show pictures rather than whichever placeholders were still up.
  await tab.evaluate(async () => {
    for (const image of document.images) image.loading = 'eager';
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await document.fonts.ready;
  });
  const shot = await tab.screenshot({ fullPage: true, animations: 'disabled' });
  await context.close();
  return shot;
}

try {
  fs.rmSync(OUT, { recursive: true, force: true });
  const rows = [];
  for (const width of WIDTHS) {
    for (const page of pages) {
      const [before, after] = await Promise.all([0, 1].map((side) => screenshot(sides[side]?.site ?? '', page, width)));
      const [was, now] = [PNG.sync.read(before), PNG.sync.read(after)];
      const dir = path.join(OUT, String(width));
      fs.mkdirSync(dir, { recursive: true });
      fs.writeFileSync(path.join(dir, `${fileOf(page)}.before.png`), before);
      fs.writeFileSync(path.join(dir, `${fileOf(page)}.after.png`), after);
      let differing: number | 'size';
      if (was.width !== now.width || was.height !== now.height) differing = 'size';
      else {
        const diff = new PNG({ width: was.width, height: was.height });
        differing = pixelmatch(was.data, now.data, diff.data, was.width, was.height, { threshold: 0.1 });
        if (differing > 0) fs.writeFileSync(path.join(dir, `${fileOf(page)}.diff.png`), PNG.sync.write(diff));
      }
      const size = `${was.width}×${was.height} → ${now.width}×${now.height}`;
      rows.push({ page, width, differing, size });
      console.log(
        `${String(width).padStart(4)} px ${page.padEnd(56)} ${differing === 0 ? 'same' : differing === 'size' ? `size ${size}` : `${differing} pixels differ`}`,
      );
    }
  }
  const same = rows.filter((row) => row.differing === 0).length;
  console.log(`bench: ${same} of ${rows.length} screenshots the same; files in ${path.relative(ROOT, OUT)}`);
  fs.writeFileSync(
    path.join(ROOT, 'bench', 'results', 'screenshots.json'),
    `${JSON.stringify({ before: sides[0]?.label, after: sides[1]?.label, measuredAt: new Date().toISOString(), rows }, null, 2)}\n`,
  );
} finally {
  await browser.close();
  await stop();
}
