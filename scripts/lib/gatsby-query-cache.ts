/**
 * At the start of every build Gatsby's query extraction parses with Babel every source file of the
 * site and of every installed Gatsby plugin that mentions `graphql`, `config`, `Head`… (about 100
 * files, 500 KB here), though most hold no query: 1.5–2.2 s on this 2-core machine. It keeps what
 * it found in memory only. This remembers across builds, in .cache (cleared with it), which files
 * — by path and content — gave nothing but their slice usage and are no page component, and hands
 * Gatsby that answer for them without parsing. Every other file (a page component, a file with a
 * query or fragment, an edited or new file, one that failed) is parsed as before.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Where the record is kept: Gatsby clears .cache when its plugins or their options change. */
export const QUERY_FREE_RECORD = path.join('.cache', 'query-free-files.json');

/** A key for a file as Gatsby's query extraction sees it: its path and its contents. */
export const contentKey = (file: string, text: string) =>
  crypto.createHash('sha256').update(file).update('\0').update(text).digest('hex');

/**
 * The record of query-free files (key → the file's slice usage), or an empty one when it is
 * missing, unreadable or from another Gatsby.
 */
export function readQueryFreeRecord(file: string, gatsbyVersion: string): Map<string, unknown> {
  try {
    const record: { gatsby?: unknown; files?: unknown } = JSON.parse(fs.readFileSync(file, 'utf8'));
    if (record.gatsby !== gatsbyVersion || typeof record.files !== 'object' || record.files === null) return new Map();
    return new Map(Object.entries(record.files));
  } catch {
    return new Map();
  }
}

export type ParseResult = { astDefinitions: unknown[]; pageSlices: unknown };
export type AddError = (error: unknown) => void;
export type FileParserPrototype = {
  parseFile(this: unknown, file: string, addError: AddError): Promise<ParseResult | null>;
  parseFiles(this: unknown, files: string[], addError: AddError): Promise<unknown[]>;
};

/**
 * Wraps the parser of a Gatsby FileParser prototype. `isComponent(file)` says whether a file is a
 * page component (Gatsby records their features while parsing: those are always parsed).
 */
export function rememberQueryFreeFiles(
  prototype: FileParserPrototype,
  { record, gatsbyVersion, isComponent }: { record: string; gatsbyVersion: string; isComponent: (file: string) => boolean },
) {
  const known = readQueryFreeRecord(record, gatsbyVersion);
  const seen: Map<string, unknown> = new Map();
  const { parseFile, parseFiles } = prototype;

  prototype.parseFile = async function (file, addError) {
    if (isComponent(file) || file.includes('?')) return parseFile.call(this, file, addError);
    let text;
    try {
      text = await fs.promises.readFile(file, 'utf8');
    } catch {
      return parseFile.call(this, file, addError); // Gatsby reports it
    }
    const key = contentKey(file, text);
    if (known.has(key)) {
      seen.set(key, known.get(key));
      return { astDefinitions: [], pageSlices: known.get(key) ?? null };
    }
    let failed = false;
    const result = await parseFile.call(this, file, (error) => {
      failed = true;
      addError(error);
    });
    if (!failed && result && result.astDefinitions.length === 0) seen.set(key, result.pageSlices ?? null);
    return result;
  };

  prototype.parseFiles = async function (files, addError) {
    const documents = await parseFiles.call(this, files, addError);
    // Only the files of this extraction are kept: the record never outgrows the site.
    fs.mkdirSync(path.dirname(record), { recursive: true });
    fs.writeFileSync(record, JSON.stringify({ gatsby: gatsbyVersion, files: Object.fromEntries(seen) }));
    seen.clear();
    return documents;
  };
}

/**
 * Applies rememberQueryFreeFiles to the FileParser of the Gatsby installed in `root`. Call it once
 * Gatsby has set up its build (its modules read their environment when first loaded). False when
 * this Gatsby has no such parser: then nothing is changed.
 */
export function skipQueryFreeFiles(root: string) {
  const require = createRequire(path.join(root, 'package.json'));
  const parserModule: { default?: { prototype?: Partial<FileParserPrototype> } } = require('gatsby/dist/query/file-parser');
  const prototype = parserModule.default?.prototype;
  if (typeof prototype?.parseFile !== 'function' || typeof prototype.parseFiles !== 'function') return false;
  const { store }: { store: { getState(): { components: Map<string, unknown> } } } = require('gatsby/dist/redux');
  const { version } = require('gatsby/package.json');
  rememberQueryFreeFiles(prototype as FileParserPrototype, {
    record: path.join(root, QUERY_FREE_RECORD),
    gatsbyVersion: version,
    // Gatsby keys components by their path with forward slashes.
    isComponent: (file) => store.getState().components.has(file.split(path.sep).join('/')),
  });
  return true;
}
