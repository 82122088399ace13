import fs from 'node:fs';
import path from 'node:path';

/**
 * Same size and modification time (within a millisecond: a copy keeps it to the microsecond) as
 * the previous release's copy: the build did not rewrite the file since. As with rsync's quick
 * check, a rewrite is told by its time: builds start seconds after the previous release was made,
 * so a file they write always has a later time than its copy there.
 */
const unchanged = (built: fs.Stats, released: fs.Stats | undefined) =>
  released !== undefined && released.isFile() && built.size === released.size && Math.abs(built.mtimeMs - released.mtimeMs) < 1;

/**
 * Copies the build folder `from` to `to`. A file the build did not rewrite since the previous
 * release is hard-linked to that release's copy (releases are never written to, so they can share
 * files); every other file is copied with its modification time. Returns how many files were
 * copied and linked.
 * @param previous the live release, if any
 */
export function copyRelease(from: string, to: string, previous: string | null, counts = { copied: 0, linked: 0 }) {
  fs.mkdirSync(to, { recursive: true });
  for (const entry of fs.readdirSync(from, { withFileTypes: true })) {
    const source = path.join(from, entry.name);
    const target = path.join(to, entry.name);
    const before = previous === null ? null : path.join(previous, entry.name);
    if (entry.isDirectory()) {
      // What was a file in the previous release (or absent) shares nothing below it.
      const beforeIsFolder = before !== null && fs.statSync(before, { throwIfNoEntry: false })?.isDirectory() === true;
      copyRelease(source, target, beforeIsFolder ? before : null, counts);
      continue;
    }
    const built = fs.statSync(source);
    if (before !== null && unchanged(built, fs.statSync(before, { throwIfNoEntry: false }))) {
      fs.linkSync(before, target);
      counts.linked += 1;
    } else {
      fs.copyFileSync(source, target);
      fs.utimesSync(target, built.atimeMs / 1000, built.mtimeMs / 1000); // seconds: a Date would keep only milliseconds
      counts.copied += 1;
    }
  }
  return counts;
}

/** A finished release's folder name: `<milliseconds>-<pid>`, so names sort in publishing order. */
const RELEASE_NAME = /^\d+-\d+$/;

/**
 * Served sites as releases: every good build is copied to `<dir>/sites/.partial-<id>`, renamed to
 * `<dir>/sites/<id>` once complete, and the `current` symlink is swapped to it with one rename, so
 * visitors always get a complete site, old or new — also when this process is killed half-way: what
 * such a kill leaves (a `.partial-…` folder, a `.current-…` link) is removed when the releases are
 * opened again, and `current` still names the last complete release.
 * Files a build left as they were are shared with the previous release (hard links), so a publish
 * that rewrites a few pages copies a few files, and they keep their validators (ETag, Last-Modified).
 */
export function createReleases(dir: string, { keep = 3 } = {}) {
  dir = path.resolve(dir); // the symlink must point at an absolute path
  const sites = path.join(dir, 'sites');
  const current = path.join(dir, 'current');
  const live = () => (fs.existsSync(current) ? fs.realpathSync(current) : null);
  const leftovers = [
    ...(fs.existsSync(sites)
      ? fs
          .readdirSync(sites)
          .filter((name) => name.startsWith('.partial-'))
          .map((name) => path.join(sites, name))
      : []),
    ...(fs.existsSync(dir)
      ? fs
          .readdirSync(dir)
          .filter((name) => name.startsWith('.current-'))
          .map((name) => path.join(dir, name))
      : []),
  ];
  for (const leftover of leftovers) fs.rmSync(leftover, { recursive: true, force: true });
  return {
    /** The folder the server serves (follows the symlink on each call). */
    currentDir: () => current,
    hasRelease: () => fs.existsSync(current),
    /** What a publish killed half-way had left, removed when these releases were opened. */
    removedLeftovers: leftovers.map((leftover) => path.relative(dir, leftover)),
    /**
     * Copies a finished build and makes it live atomically; returns the release folder, how its
     * files came, when it went live, and when the releases beyond `keep` are removed.
     */
    publish(buildDir: string) {
      fs.mkdirSync(sites, { recursive: true });
      // Named by time, so names sort in publishing order; two publishes in one millisecond get two.
      let stamp = Date.now();
      while (fs.readdirSync(sites).some((name) => name.startsWith(`${stamp}-`))) stamp += 1;
      const release = path.join(sites, `${stamp}-${process.pid}`);
      const partial = path.join(sites, `.partial-${stamp}-${process.pid}`);
      const files = copyRelease(buildDir, partial, live());
      fs.renameSync(partial, release);
      const link = path.join(dir, `.current-${process.pid}`);
      fs.rmSync(link, { force: true });
      fs.symlinkSync(release, link);
      fs.renameSync(link, current);
      const liveAt = Date.now();
      // Older releases go in the background: a release is thousands of files, and this process
      // may be the one serving the site.
      const old = fs
        .readdirSync(sites)
        .filter((name) => RELEASE_NAME.test(name))
        .sort()
        .slice(0, -keep);
      const pruned = Promise.all(
        old.map((name) => fs.promises.rm(path.join(sites, name), { recursive: true, force: true })),
      ).then(() => undefined);
      return { release, files, liveAt, pruned };
    },
  };
}
