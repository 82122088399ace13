import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { replaceFolder, type Replaced } from './replace-folder.ts';

const run = promisify(execFile);

/** The index's folder in a built site (and in each release). */
export const SEARCH_INDEX_DIR = 'pagefind';
/** The file a search page reads first, naming every other: put in place last. */
const ENTRY = 'pagefind-entry.json';

/** Whether a built site holds a whole index (its entry file: put in last, so the rest is there too). */
export const hasSearchIndex = (siteDir: string): boolean => fs.existsSync(path.join(siteDir, SEARCH_INDEX_DIR, ENTRY));
/** Pagefind's ready-made interfaces: the search page has its own, and a release need not carry them. */
const READY_MADE_UI = /^pagefind-(.*-)?ui\.(js|css)$|^pagefind-highlight\.js$/;

export interface IndexReport extends Replaced {
  /** Pagefind's own count, such as "Indexed 84 pages" */
  indexed: string;
  languages: string;
  seconds: number;
}

/** Pagefind failed: the end of what it said. */
export class SearchIndexError extends Error {}

/**
 * Pagefind's index of a built site (`siteDir`: public/, or a release): one index per language
 * (each page's `<html lang>`), of what the layouts mark `data-pagefind-body`. Pagefind has no
 * incremental mode (20,000 pages take ~10 s); it writes the whole index into `scratchDir`, and
 * only the files that differ from the site's present index are put in `<siteDir>/pagefind`
 * (replaceFolder): its files are named by their content, so a publish that changed one article
 * changes a few dozen files, and a release shares the rest with the one before.
 * Pages are the `index.html` files (page-data has folders named `404.html`, which Pagefind would
 * try to read). Pagefind's command line runs it: its Node API is an ES module only.
 */
export async function indexSite(siteDir: string, scratchDir: string, signal?: AbortSignal): Promise<IndexReport> {
  const started = Date.now();
  fs.rmSync(scratchDir, { recursive: true, force: true });
  // Pagefind's command line, beside its Node API (lib/index.js: the one entry its package exports).
  const cli = path.join(path.dirname(fileURLToPath(import.meta.resolve('pagefind'))), 'runner', 'bin.cjs');
  let output: string;
  try {
    const { stdout, stderr } = await run(
      process.execPath,
      [cli, '--site', siteDir, '--glob', '**/index.html', '--output-path', scratchDir],
      { maxBuffer: 16 * 1024 * 1024, signal },
    );
    output = `${stdout}\n${stderr}`;
  } catch (error) {
    const failed = error as { code?: number | string | null; signal?: string | null; stdout?: string; stderr?: string };
    const tail = `${failed.stdout ?? ''}\n${failed.stderr ?? ''}`.trim().split('\n').slice(-20).join('\n');
    const how = failed.signal ? `killed by ${failed.signal}` : (failed.code ?? 'did not run');
    throw new SearchIndexError(`The site search could not be indexed (pagefind: ${how}):\n${tail}`);
  }
  for (const file of fs.readdirSync(scratchDir)) if (READY_MADE_UI.test(file)) fs.rmSync(path.join(scratchDir, file));
  const replaced = replaceFolder(scratchDir, path.join(siteDir, SEARCH_INDEX_DIR), { last: [ENTRY] });
  return {
    ...replaced,
    indexed: /Indexed \d+ pages?/i.exec(output)?.[0] ?? 'indexed',
    languages: /Discovered \d+ languages?: (.*)/.exec(output)?.[1] ?? '',
    seconds: (Date.now() - started) / 1000,
  };
}

/**
 * Puts a built site's index into a live release (the build hook indexes once the pages are live):
 * its changed files are copied in, the entry last, and the files it no longer has removed.
 */
export function putIndexInRelease(siteDir: string, releaseDir: string): Replaced {
  return replaceFolder(path.join(siteDir, SEARCH_INDEX_DIR), path.join(releaseDir, SEARCH_INDEX_DIR), {
    mode: 'copy',
    last: [ENTRY],
  });
}

/** One line for a build's log. */
export const indexSummary = ({ indexed, languages, seconds, written, kept, removed }: IndexReport): string =>
  `${indexed} in ${seconds.toFixed(1)} s (languages: ${languages}); ${written} files of the index written, ${kept} as they were, ${removed} removed`;
