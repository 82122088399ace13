/**
 * A copy of this checkout in another folder, to run a second stack beside the first: Gatsby builds
 * into its project folder (`.cache/`, `public/`), so two stacks that build at once need two
 * folders. The copy holds the files git knows (tracked, and untracked ones it does not ignore: the
 * working tree as it is, uncommitted changes included), the CMS's compiled admin (`cms/dist`, its
 * times kept, so it is not compiled again), and links to the installed packages — each package
 * linked to the checkout's, but a workspace (`@site/runtime`, `@site/publisher`, …) to the copy's
 * own: a program finds its checkout from where its module is (`runtime/src/config.ts`'s ROOT), and
 * through one link to the whole `node_modules` the copy's stack took the first checkout's folders —
 * its release folder, `public/` and `.cache/` — and two passes built into one another.
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
  const checkout = fs.realpathSync(root);
  for (const folder of LINKED) linkPackages(checkout, dest, folder);
  return { files };
}

/** Links each package of `folder` (scoped ones one level down) into the copy: a workspace to the copy's own. */
function linkPackages(root: string, dest: string, folder: string): void {
  const from = path.join(root, folder);
  if (!fs.existsSync(from)) return;
  const installed = path.join(root, 'node_modules');
  const link = (source: string, target: string) => {
    const real = fs.realpathSync(source);
    const workspace =
      real.startsWith(`${root}${path.sep}`) &&
      !real.startsWith(`${installed}${path.sep}`) &&
      !real.includes(`${path.sep}node_modules${path.sep}`);
    fs.symlinkSync(workspace ? path.join(dest, path.relative(root, real)) : source, target);
  };
  fs.mkdirSync(path.join(dest, folder), { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(dest, folder, entry.name);
    if (entry.name.startsWith('@') && entry.isDirectory()) {
      fs.mkdirSync(target);
      for (const scoped of fs.readdirSync(source)) link(path.join(source, scoped), path.join(target, scoped));
    } else link(source, target);
  }
}
