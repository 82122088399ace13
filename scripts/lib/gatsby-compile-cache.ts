/**
 * Gatsby compiles gatsby-config.ts, gatsby-node.ts and the local plugins' gatsby-node.ts with
 * Parcel at the start of every build, into .cache/compiled — 2–3.5 s on this 2-core machine even
 * when nothing changed (a worker process, Parcel's start and its cache). A publish changes content,
 * not code, so `scripts/build.ts` preloads gatsby-preload.ts (`node --import`), which reuses the
 * compiled files when the sources they are made of are byte for byte the ones they were compiled
 * from, and lets Gatsby compile otherwise.
 *
 * The sources: the gatsby-* files at the root and everything under the folders they import from
 * (COMPILED_FROM; a unit test follows their relative imports and fails when one leaves these
 * folders), the TypeScript and package settings, and Gatsby's own version.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** Root files and folders whose contents the compiled gatsby files are made of. */
export const COMPILED_FROM = [
  'gatsby-config.ts',
  'gatsby-node.ts',
  'tsconfig.json',
  'package.json',
  'src',
  'plugins',
  'deploy',
  'cms/src/contracts',
];

/** Where the fingerprint of the compiled sources is kept, beside Gatsby's compiled files. */
export const STAMP = path.join('.cache', 'compiled', '.sources-fingerprint');

/** Every file under `dir` (relative to `root`), sorted, skipping node_modules. */
function filesUnder(root: string, dir: string): string[] {
  const full = path.join(root, dir);
  if (!fs.existsSync(full)) return [];
  if (!fs.statSync(full).isDirectory()) return [dir];
  const files: string[] = [];
  for (const entry of fs.readdirSync(full, { withFileTypes: true })) {
    if (entry.name === 'node_modules') continue;
    files.push(...filesUnder(root, path.join(dir, entry.name)));
  }
  return files.sort();
}

/**
 * A hash of every source the compiled gatsby files are made of: names and contents.
 * @param root the site's folder
 */
export function sourcesFingerprint(root: string, gatsbyVersion: string) {
  const hash = crypto.createHash('sha256').update(`gatsby ${gatsbyVersion}\n`);
  for (const file of COMPILED_FROM.flatMap((entry) => filesUnder(root, entry))) {
    hash
      .update(`${file}\n`)
      .update(fs.readFileSync(path.join(root, file)))
      .update('\n');
  }
  return hash.digest('hex');
}

/** The files in `root`/.cache/compiled, relative to it, the stamp left out. */
function compiledFiles(root: string) {
  return filesUnder(path.join(root, '.cache', 'compiled'), '.').filter((file) => file !== path.basename(STAMP));
}

/**
 * Whether the compiled files in `root`/.cache/compiled can be used as they are: they were made
 * from sources with this fingerprint, and every file that compile wrote is still there (Gatsby
 * clears .cache when its plugins or their options change).
 */
export function compiledFilesAreCurrent(root: string, fingerprint: string) {
  try {
    const stamp: { fingerprint?: unknown; files?: unknown } = JSON.parse(fs.readFileSync(path.join(root, STAMP), 'utf8'));
    return (
      stamp.fingerprint === fingerprint &&
      Array.isArray(stamp.files) &&
      stamp.files.length > 0 &&
      stamp.files.every((file) => typeof file === 'string' && fs.existsSync(path.join(root, '.cache', 'compiled', file)))
    );
  } catch {
    return false;
  }
}

/** Records what the compile just made from sources with this fingerprint. */
export function stampCompiledFiles(root: string, fingerprint: string) {
  fs.writeFileSync(path.join(root, STAMP), JSON.stringify({ fingerprint, files: compiledFiles(root) }));
}

/**
 * Wraps Gatsby's compile step (its module's exported compileGatsbyFiles, which Gatsby's initialise
 * step calls through the module's exports) so unchanged sources are not compiled again. When this
 * Gatsby has no such export, nothing is changed and Gatsby compiles as usual.
 *
 * `whenInitialising` runs once, as the compile step starts: Gatsby has set up its environment by
 * then, so it is the moment to adjust Gatsby modules that read it when first loaded.
 */
export function reuseCompiledGatsbyFiles(root: string, { whenInitialising }: { whenInitialising?: () => void } = {}) {
  const require = createRequire(path.join(root, 'package.json'));
  const compiler: {
    compileGatsbyFiles?: (siteRoot: string, retry?: number) => Promise<void>;
  } = require('gatsby/dist/utils/parcel/compile-gatsby-files');
  const compile = compiler.compileGatsbyFiles;
  if (typeof compile !== 'function') return false;
  const { version } = require('gatsby/package.json');
  let initialised = false;
  compiler.compileGatsbyFiles = async (siteRoot, retry) => {
    if (!initialised) {
      initialised = true;
      whenInitialising?.();
    }
    const fingerprint = sourcesFingerprint(siteRoot, version);
    if (compiledFilesAreCurrent(siteRoot, fingerprint)) return;
    await compile(siteRoot, retry);
    stampCompiledFiles(siteRoot, fingerprint);
  };
  return true;
}
