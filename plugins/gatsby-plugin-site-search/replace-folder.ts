import fs from 'node:fs';
import path from 'node:path';

export interface Replaced {
  /** files new or changed, moved in from the fresh folder */
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
 * stays as it was, a new or changed one is moved in (a rename: a reader never sees it half
 * written), one `fresh` lacks is removed, and so are folders left empty. `fresh` is gone after.
 * A release shares the files a build left as they were with the release before (hard links,
 * validators kept), so a search index rewritten whole but changed in a few files costs a publish
 * those few files, not the index's tens of thousands.
 */
export function replaceFolder(fresh: string, target: string): Replaced {
  const counts: Replaced = { written: 0, kept: 0, removed: 0 };
  fs.mkdirSync(target, { recursive: true });
  const freshFiles = filesBelow(fresh);
  for (const file of freshFiles) {
    const from = path.join(fresh, file);
    const to = path.join(target, file);
    if (sameBytes(from, to, fs.statSync(from).size)) {
      counts.kept += 1;
      continue;
    }
    makeFolders(target, path.dirname(file));
    fs.rmSync(to, { recursive: true, force: true }); // a folder where a file now is
    fs.renameSync(from, to);
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
  fs.rmSync(fresh, { recursive: true, force: true });
  return counts;
}
