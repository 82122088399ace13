import fs from 'node:fs';
import path from 'node:path';

export interface Replaced {
  /** files new or changed, put in from the fresh folder */
  written: number;
  /** files byte for byte as before: left as they were (same inode, same modification time) */
  kept: number;
  /** files the fresh folder no longer has */
  removed: number;
}

/** What is at `file` (not following a link), if anything: a file where a folder on its way should be means nothing. */
function entryAt(file: string): fs.Stats | undefined {
  try {
    return fs.lstatSync(file);
  } catch (error) {
    if (['ENOENT', 'ENOTDIR'].includes((error as NodeJS.ErrnoException).code ?? '')) return undefined;
    throw error;
  }
}

/** Whether two files hold the same bytes (a differing size answers without reading); a link is no file. */
function sameBytes(a: string, b: string, sizeOfA: number): boolean {
  const other = entryAt(b);
  if (!other?.isFile() || other.size !== sizeOfA) return false;
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

/**
 * What lies below `dir`, as paths relative to it: its files (and symbolic links, which are never
 * followed: a link in a folder replaced is removed as a file would be, never what it points at),
 * and its folders, the deepest first.
 */
function walk(dir: string, below = ''): { files: string[]; folders: string[] } {
  const found = { files: [] as string[], folders: [] as string[] };
  for (const entry of fs.readdirSync(path.join(dir, below), { withFileTypes: true })) {
    const relative = path.join(below, entry.name);
    if (!entry.isDirectory()) {
      found.files.push(relative);
      continue;
    }
    const inner = walk(dir, relative);
    found.files.push(...inner.files);
    found.folders.push(...inner.folders, relative);
  }
  return found;
}

/** Makes the folders of `relative` below `root`, removing a file or link that stands where one of them must be. */
function makeFolders(root: string, relative: string) {
  let folder = root;
  for (const name of relative.split(path.sep).filter((part) => part !== '.')) {
    folder = path.join(folder, name);
    const there = entryAt(folder);
    if (there && !there.isDirectory()) fs.rmSync(folder);
  }
  fs.mkdirSync(folder, { recursive: true });
}

/** Copies `from` to `to` through a temporary name beside it (removed if the copy fails half-way), keeping its times. */
function copyIn(from: string, to: string, source: fs.Stats) {
  const incoming = path.join(path.dirname(to), `.incoming-${process.pid}-${path.basename(to)}`);
  try {
    fs.copyFileSync(from, incoming);
    fs.utimesSync(incoming, source.atimeMs / 1000, source.mtimeMs / 1000);
    fs.renameSync(incoming, to);
  } finally {
    fs.rmSync(incoming, { force: true });
  }
}

/**
 * Makes `target` hold what `fresh` holds, touching only what differs: a file with the same bytes
 * stays as it was, a new or changed one is put in with a rename (a reader never sees it half
 * written; a file shared with another folder by a hard link is never written to), one `fresh`
 * lacks is removed, and so are folders left empty.
 * - `move` (the default) moves the files in, and `fresh` is gone after; `copy` copies them (with
 *   their modification times) and leaves `fresh` as it is.
 * - `last`: names put in after every other file, before anything is removed — a search index's
 *   entry file, so that what it names is there when a reader finds it.
 */
export function replaceFolder(
  fresh: string,
  target: string,
  { mode = 'move', last = [] }: { mode?: 'move' | 'copy'; last?: readonly string[] } = {},
): Replaced {
  const counts: Replaced = { written: 0, kept: 0, removed: 0 };
  fs.mkdirSync(target, { recursive: true });
  const freshFiles = walk(fresh).files.filter((file) => fs.lstatSync(path.join(fresh, file)).isFile());
  const inOrder = [...freshFiles.filter((file) => !last.includes(file)), ...freshFiles.filter((file) => last.includes(file))];
  for (const file of inOrder) {
    const from = path.join(fresh, file);
    const to = path.join(target, file);
    const source = fs.lstatSync(from);
    if (sameBytes(from, to, source.size)) {
      counts.kept += 1;
      continue;
    }
    makeFolders(target, path.dirname(file));
    // A folder where a file now is; a file is replaced by the rename itself, never missing meanwhile.
    if (entryAt(to)?.isDirectory()) fs.rmSync(to, { recursive: true });
    if (mode === 'move') fs.renameSync(from, to);
    else copyIn(from, to, source);
    counts.written += 1;
  }
  const wanted = new Set(freshFiles);
  const there = walk(target);
  for (const file of there.files) {
    if (wanted.has(file)) continue;
    fs.rmSync(path.join(target, file));
    counts.removed += 1;
  }
  for (const folder of there.folders) {
    if (fs.readdirSync(path.join(target, folder)).length === 0) fs.rmdirSync(path.join(target, folder));
  }
  if (mode === 'move') fs.rmSync(fresh, { recursive: true, force: true });
  return counts;
}
