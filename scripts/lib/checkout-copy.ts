/**
 * A copy of this checkout in another folder, to run a second stack beside the first: Gatsby builds
 * into its project folder (`.cache/`, `public/`), so two stacks that build at once need two
 * folders. The copy holds the files git knows (tracked, and untracked ones it does not ignore: the
 * working tree as it is, uncommitted changes included), the CMS's compiled admin (`cms/dist`, its
 * times kept, so it is not compiled again), and links to the installed packages.
 */
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/** Folders of installed packages, linked rather than copied. */
const LINKED = ['node_modules', path.join('cms', 'node_modules')];
/** Build output copied with its times (a newer source would have it rebuilt). */
const COPIED_OUTPUT = [path.join('cms', 'dist')];

/**
 * Makes `dest` a fresh copy of the checkout at `root` (what was there is removed).
 */
export function copyCheckout(root: string, dest: string): { files: number } {
  const listed = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  })
    .toString()
    .split('\0')
    .filter(Boolean);
  fs.rmSync(dest, { recursive: true, force: true });
  let files = 0;
  for (const file of listed) {
    const from = path.join(root, file);
    const stat = fs.lstatSync(from, { throwIfNoEntry: false });
    if (!stat?.isFile()) continue; // deleted in the working tree, or a link git tracks
    const to = path.join(dest, file);
    fs.mkdirSync(path.dirname(to), { recursive: true });
    fs.copyFileSync(from, to);
    fs.utimesSync(to, stat.atime, stat.mtime);
    files += 1;
  }
  for (const folder of COPIED_OUTPUT) {
    if (fs.existsSync(path.join(root, folder)))
      fs.cpSync(path.join(root, folder), path.join(dest, folder), { recursive: true, preserveTimestamps: true });
  }
  for (const folder of LINKED) {
    if (fs.existsSync(path.join(root, folder))) fs.symlinkSync(path.join(root, folder), path.join(dest, folder), 'dir');
  }
  return { files };
}
