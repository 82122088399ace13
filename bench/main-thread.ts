/**
 * Where a page's main-thread time goes while it loads on a mid-range phone: Chromium with a 4×
 * slower CPU (as Lighthouse's mobile profile), a CPU profile from navigation until the page has
 * hydrated and settled. Prints the long tasks the page itself observed, the script time per file
 * and the functions that took longest (file, line, column of the served, minified file: look them
 * up in its source map), and writes bench/results/main-thread.json. For finding what to cut; the
 * scores are bench:lighthouse's.
 *
 *   node bench/main-thread.ts [--site http://127.0.0.1:9000] [--runs 3] [page ...]
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser } from 'playwright-core';
import { CHROMIUM_FLAGS, useChromiumOrExit } from '../scripts/lib/browser.ts';
import { HOST, ROOT, SITE_PORT } from '@site/runtime/config';
import { median } from './lib/median.ts';

const args = process.argv.slice(2);
const option = (name: string) => {
  const index = args.indexOf(name);
  return index >= 0 ? args.splice(index, 2)[1] : undefined;
};
const site = (option('--site') ?? `http://${HOST}:${SITE_PORT}`).replace(/\/+$/, '');
const runCount = Math.max(1, Number(option('--runs') ?? 3));
const pages = args.length ? args : ['/', '/news', '/en/about'];
/** Lighthouse's mobile profile slows the CPU four times. */
const CPU_SLOWDOWN = 4;
/** A task the browser reports as long: over 50 ms. The time over 50 ms is what blocks input. */
const BLOCKING_FROM_MS = 50;

const fileOf = (url: string) => url.replace(/^.*\//, '') || '(browser)';

/**
 * One load of a page: its long tasks and the profile's self time per script file and per function.
 */
async function profile(browser: Browser, page: string) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
  try {
    const tab = await context.newPage();
    await tab.addInitScript(() => {
      const seen: Array<[number, number]> = [];
      Object.assign(globalThis, { longTasks: seen });
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) seen.push([Math.round(entry.startTime), Math.round(entry.duration)]);
      }).observe({ type: 'longtask', buffered: true });
    });
    const cdp = await context.newCDPSession(tab);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await tab.goto(`${site}${page}`, { waitUntil: 'networkidle' });
    await tab.waitForFunction(() => performance.getEntriesByName('onInitialClientRender', 'mark').length > 0);
    await tab.waitForTimeout(1000);
    const { profile: cpu } = await cdp.send('Profiler.stop');
    const longTasks = (await tab.evaluate(() => Reflect.get(globalThis, 'longTasks'))) as Array<[number, number]>;
    const nodes = new Map(cpu.nodes.map((node) => [node.id, node]));
    const byFile: Map<string, number> = new Map();
    const byFunction: Map<string, number> = new Map();
    const add = (map: Map<string, number>, key: string, ms: number) => map.set(key, (map.get(key) ?? 0) + ms);
    (cpu.samples ?? []).forEach((id, index) => {
      const frame = nodes.get(id)?.callFrame;
      if (!frame || !frame.url) return; // idle, garbage collection, the browser's own work
      const ms = (cpu.timeDeltas?.[index] ?? 0) / 1000;
      add(byFile, fileOf(frame.url), ms);
      add(
        byFunction,
        `${frame.functionName || '(anonymous)'} ${fileOf(frame.url)}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`,
        ms,
      );
    });
    const top = (map: Map<string, number>, count: number) =>
      [...map]
        .sort((a, b) => b[1] - a[1])
        .slice(0, count)
        .map(([name, ms]) => ({ name, ms: Math.round(ms) }));
    return {
      longTasks,
      blockingMs: longTasks.reduce((total, [, duration]) => total + Math.max(0, duration - BLOCKING_FROM_MS), 0),
      scriptMs: Math.round([...byFile.values()].reduce((total, ms) => total + ms, 0)),
      byFile: top(byFile, 8),
      byFunction: top(byFunction, 8),
    };
  } finally {
    await context.close();
  }
}

const { path: executablePath } = await useChromiumOrExit('bench:main-thread');
const browser = await chromium.launch({ executablePath, headless: true, args: CHROMIUM_FLAGS });
const results = [];
try {
  for (const page of pages) {
    const runs: Awaited<ReturnType<typeof profile>>[] = [];
    for (let index = 0; index < runCount; index += 1) runs.push(await profile(browser, page));
    const middle = runs[runs.findIndex((run) => run.scriptMs === median(runs.map((each) => each.scriptMs)))] ?? runs[0];
    results.push({ page, runs });
    console.log(
      `${page}: script ${runs.map((run) => run.scriptMs).join('/')} ms, blocking ${runs.map((run) => run.blockingMs).join('/')} ms (long tasks over ${BLOCKING_FROM_MS} ms, ${CPU_SLOWDOWN}× slower CPU)`,
    );
    console.log(
      `  long tasks (start, ms): ${middle.longTasks.map(([start, duration]) => `${start}+${duration}`).join(', ') || 'none'}`,
    );
    for (const { name, ms } of middle.byFile) console.log(`  ${String(ms).padStart(5)} ms  ${name}`);
    for (const { name, ms } of middle.byFunction.slice(0, 5)) console.log(`  ${String(ms).padStart(5)} ms    ${name}`);
  }
} finally {
  await browser.close();
}
fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
fs.writeFileSync(
  path.join(ROOT, 'bench', 'results', 'main-thread.json'),
  `${JSON.stringify({ site, cpuSlowdown: CPU_SLOWDOWN, measuredAt: new Date().toISOString(), results }, null, 2)}\n`,
);
