import fs from 'node:fs';
import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { runReadingLines } from '../../scripts/lib/processes.mjs';

/**
 * After every build, Pagefind indexes the built pages into `public/pagefind`: one index per
 * language (each page's `<html lang>`), of the content the layouts mark `data-pagefind-body` (pages
 * that only lead elsewhere are left out). The index is part of the build, so each release carries
 * its own, and a publish rebuilds it with the pages.
 * Pages are the `index.html` files (page-data has folders named `404.html`, which Pagefind would try
 * to read). Pagefind's command line runs it (its Node API is an ES module only, which gatsby-node, compiled
 * to CommonJS, cannot load on Node 20).
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const started = Date.now();
  // Written afresh: Pagefind names its files by content and removes none, and Gatsby keeps
  // public/ between builds, so the last index's files would pile up in every release.
  const outputDir = path.resolve('public', 'pagefind');
  fs.rmSync(outputDir, { recursive: true, force: true });
  const cli = path.resolve('node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
  const { code, lines } = await runReadingLines(
    process.execPath,
    [cli, '--site', path.resolve('public'), '--glob', '**/index.html'],
    {
      cwd: path.resolve('.'),
    },
  );
  if (code !== 0) {
    reporter.panicOnBuild(`The site search could not be indexed (pagefind exited with ${code}):\n${lines.slice(-20).join('\n')}`);
    return;
  }
  // Pagefind's ready-made interfaces: the search page has its own, and a release need not carry them.
  for (const file of fs.readdirSync(outputDir)) {
    if (/^pagefind-(.*-)?ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) fs.rmSync(path.join(outputDir, file));
  }
  const indexed = lines.find((line) => /Indexed \d+ pages?/i.test(line))?.trim() ?? 'indexed';
  const languages = /Discovered \d+ languages?: (.*)/.exec(lines.join('\n'))?.[1] ?? '';
  reporter.info(`Site search: ${indexed} in ${((Date.now() - started) / 1000).toFixed(1)} s (languages: ${languages})`);
};
