import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import type { GatsbyNode } from 'gatsby';
import { replaceFolder } from './replace-folder';

const run = promisify(execFile);

/**
 * After every build, Pagefind indexes the built pages into `public/pagefind`: one index per
 * language (each page's `<html lang>`), of the content the layouts mark `data-pagefind-body` (pages
 * that only lead elsewhere are left out). The index is part of the build, so each release carries
 * its own, and a publish rebuilds it with the pages. Pagefind writes the whole index afresh (it
 * has no incremental mode: 20,000 pages take ~10 s) into a scratch folder, and only the files that
 * differ from the last build's are put in public/pagefind: its files are named by their content,
 * so a publish that changed one article changes a few dozen of them, and the release shares the
 * others (at 10,000 articles a language, 20,058 fragments were otherwise copied on every publish).
 * Pages are the `index.html` files (page-data has folders named `404.html`, which Pagefind would try
 * to read). Pagefind's command line runs it (its Node API is an ES module only, which gatsby-node,
 * compiled to CommonJS, cannot load on Node 20); the plugin depends on nothing of this repository.
 */
export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }) => {
  const started = Date.now();
  // Written afresh, outside public/: Pagefind removes no file of an earlier index.
  const outputDir = path.resolve('.cache', 'pagefind-next');
  fs.rmSync(outputDir, { recursive: true, force: true });
  const cli = path.resolve('node_modules', 'pagefind', 'lib', 'runner', 'bin.cjs');
  let output: string;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [cli, '--site', path.resolve('public'), '--glob', '**/index.html', '--output-path', outputDir],
      {
        maxBuffer: 16 * 1024 * 1024,
      },
    );
    output = `${stdout}\n${stderr}`;
  } catch (error) {
    const { code, stdout = '', stderr = '' } = error as { code?: number | string; stdout?: string; stderr?: string };
    const tail = `${stdout}\n${stderr}`.trim().split('\n').slice(-20).join('\n');
    reporter.panicOnBuild(`The site search could not be indexed (pagefind: ${code ?? 'did not run'}):\n${tail}`);
    return;
  }
  // Pagefind's ready-made interfaces: the search page has its own, and a release need not carry them.
  for (const file of fs.readdirSync(outputDir)) {
    if (/^pagefind-(.*-)?ui\.(js|css)$|^pagefind-highlight\.js$/.test(file)) fs.rmSync(path.join(outputDir, file));
  }
  const { written, kept, removed } = replaceFolder(outputDir, path.resolve('public', 'pagefind'));
  const indexed = /Indexed \d+ pages?/i.exec(output)?.[0] ?? 'indexed';
  const languages = /Discovered \d+ languages?: (.*)/.exec(output)?.[1] ?? '';
  reporter.info(
    `Site search: ${indexed} in ${((Date.now() - started) / 1000).toFixed(1)} s (languages: ${languages}); ` +
      `${written} files of the index written, ${kept} as they were, ${removed} removed`,
  );
};
