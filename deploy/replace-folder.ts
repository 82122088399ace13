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

/** Whether two files hold the same bytes (a differing size answers without reading). */
function sameBytes(a: string, b: string, sizeOfA: number): boolean {
  const other = fs.statSync(b, { throwIfNoEntry: false });
  if (!other?.isFile() || other.size !== sizeOfA) return false;
  return fs.readFileSync(a).equals(fs.readFileSync(b));
}

/** Every file below `dir`, as paths relative to it. */
const filesBelow = (dir: string): string[] =>
  fs
    .readdirSync(dir, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.relative(dir, path.join(entry.parentPath, entry.name)));

/** Makes the folders of `relative` below `root`, removing a file that stands where one of them must be. */
function makeFolders(root: string, relative: string) {
  let folder = root;
  for (const name of relative.split(path.sep).filter((part) => part !== '.')) {
    folder = path.join(folder, name);
    if (fs.statSync(folder, { throwIfNoEntry: false })?.isFile()) fs.rmSync(folder);
  }
  fs.mkdirSync(folder, { recursive: true });
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
  const freshFiles = filesBelow(fresh);
  const inOrder = [...freshFiles.filter((file) => !last.includes(file)), ...freshFiles.filter((file) => last.includes(file))];
  for (const file of inOrder) {
    const from = path.join(fresh, file);
    const to = path.join(target, file);
    const source = fs.statSync(from);
    if (sameBytes(from, to, source.size)) {
      counts.kept += 1;
      continue;
    }
    makeFolders(target, path.dirname(file));
    // A folder where a file now is; a file is replaced by the rename itself, never missing meanwhile.
    if (fs.statSync(to, { throwIfNoEntry: false })?.isDirectory()) fs.rmSync(to, { recursive: true });
    if (mode === 'move') fs.renameSync(from, to);
    else {
      const incoming = path.join(path.dirname(to), `.incoming-${process.pid}-${path.basename(to)}`);
      fs.copyFileSync(from, incoming);
      fs.utimesSync(incoming, source.atimeMs / 1000, source.mtimeMs / 1000);
      fs.renameSync(incoming, to);
    }
    counts.written += 1;
  }
  const wanted = new Set(freshFiles);
  for (const file of filesBelow(target)) {
    if (wanted.has(file)) continue;
    fs.rmSync(path.join(target, file));
    counts.removed += 1;
  }
  const folders = fs
    .readdirSync(target, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .sort((a, b) => b.length - a.length); // the deepest first
  for (const folder of folders) if (fs.readdirSync(folder).length === 0) fs.rmdirSync(folder);
  if (mode === 'move') fs.rmSync(fresh, { recursive: true, force: true });
  return counts;
}
