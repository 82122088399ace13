import fs from 'node:fs';
import path from 'node:path';

/**
 * Same size and modification time (within a millisecond: a copy keeps it to the microsecond) as
 * the release's copy: the build did not rewrite the file since. As with rsync's quick check, a
 * rewrite is told by its time: builds start seconds after a release is made, so a file they write
 * always has a later time than its copy there.
 */
const unchanged = (built: fs.Stats, released: fs.Stats | undefined) =>
  released !== undefined && released.isFile() && built.size === released.size && Math.abs(built.mtimeMs - released.mtimeMs) < 1;

/** How a release's files came: copied from the build, or as they were (shared with a release before). */
export interface ReleaseFiles {
  copied: number;
  kept: number;
}

/** Copies one built file to `target`, which must not exist, with its modification time. */
function copyBuilt(source: string, target: string, built: fs.Stats, counts: ReleaseFiles): void {
  fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
  fs.utimesSync(target, built.atimeMs / 1000, built.mtimeMs / 1000); // seconds: a Date would keep only milliseconds
  counts.copied += 1;
}

/**
 * Copies the build folder `from` to a new folder `to`. A file the build did not rewrite since the
 * previous release is hard-linked to that release's copy (releases are never written to, so they
 * can share files); every other file is copied with its modification time.
 * @param previous the live release, if any
 */
export function copyRelease(from: string, to: string, previous: string | null, counts: ReleaseFiles = { copied: 0, kept: 0 }) {
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
      counts.kept += 1;
    } else copyBuilt(source, target, built, counts);
  }
  return counts;
}

/**
 * Makes an old release `target` (no longer served) a copy of the build folder `from`, touching
 * only what differs: a file the build rewrote since replaces the old one (removed first, never
 * written to: it may be shared with newer releases), what the build no longer has is removed, and
 * the rest is kept as it was.
 */
export function updateRelease(from: string, target: string, counts: ReleaseFiles = { copied: 0, kept: 0 }) {
  const entries = fs.readdirSync(from, { withFileTypes: true });
  // What the build no longer has goes first, by its exact name: on a file system that ignores case
  // or Unicode normalisation, `news` in the release and `News` in the build are one entry to lstat.
  const built = new Set(entries.map((entry) => entry.name));
  for (const name of fs.readdirSync(target)) {
    if (!built.has(name)) fs.rmSync(path.join(target, name), { recursive: true });
  }
  for (const entry of entries) {
    const source = path.join(from, entry.name);
    const destination = path.join(target, entry.name);
    const released = fs.lstatSync(destination, { throwIfNoEntry: false });
    if (entry.isDirectory()) {
      if (released && !released.isDirectory()) fs.rmSync(destination);
      if (!released?.isDirectory()) fs.mkdirSync(destination);
      updateRelease(source, destination, counts);
      continue;
    }
    const stats = fs.statSync(source);
    if (unchanged(stats, released)) {
      counts.kept += 1;
      continue;
    }
    if (released) fs.rmSync(destination, { recursive: true });
    copyBuilt(source, destination, stats, counts);
  }
  return counts;
}

/** A finished release's folder name: `<milliseconds>-<pid>`, so names sort in publishing order. */
const RELEASE_NAME = /^\d+-\d+$/;

/**
 * Served sites as releases: each good build becomes `<dir>/sites/.partial-<id>`, renamed to
 * `<dir>/sites/<id>` once complete, and the `current` symlink is swapped to it with one rename, so
 * visitors always get a complete site, old or new — also when this process is killed half-way: what
 * such a kill leaves (a `.partial-…` folder, a `.current-…` link) is removed when the releases are
 * opened again, and `current` still names the last complete release.
 *
 * The newest `keep` releases stay. Once there are that many, a publish takes the oldest — with the
 * default three, served by nobody since two publishes; with two, live until the publish before —
 * and brings it up to date with the build: it changes only the files
 * the builds since have rewritten, added or deleted. A ten-year archive is 65,000 files in 40,000
 * folders; making them anew, even as hard links, took 3–16 s a publish here (and as long again to
 * remove the oldest release), where bringing an old release up to date takes about a second.
 * Until there are `keep`, a publish copies the build anew, sharing (hard-linking) the files it did
 * not rewrite with the live release. Either way an unchanged file keeps its validators (ETag,
 * Last-Modified).
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
  /** Releases being removed in the background: never brought up to date meanwhile. */
  const removing = new Set<string>();
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
      const names = fs.readdirSync(sites).filter((name) => RELEASE_NAME.test(name));
      // Named by time, so names sort in publishing order: never before the newest release, even if
      // the clock stepped back; two publishes in one millisecond get two.
      let stamp = Math.max(Date.now(), ...names.map((name) => Number(name.split('-')[0]) + 1));
      while (names.some((name) => name.startsWith(`${stamp}-`))) stamp += 1;
      const release = path.join(sites, `${stamp}-${process.pid}`);
      const partial = path.join(sites, `.partial-${stamp}-${process.pid}`);
      const previous = live();
      // By name: `previous` is the real path, and the run folder may be reached through a link.
      const older = names.filter((name) => name !== (previous && path.basename(previous)) && !removing.has(name)).sort();
      let files: ReleaseFiles;
      try {
        if (older.length > 0 && older.length + 1 >= keep) {
          fs.renameSync(path.join(sites, older[0]), partial);
          files = updateRelease(buildDir, partial);
        } else files = copyRelease(buildDir, partial, previous);
      } catch (error) {
        fs.rmSync(partial, { recursive: true, force: true }); // half made: the live release stays
        throw error;
      }
      fs.renameSync(partial, release);
      const link = path.join(dir, `.current-${process.pid}`);
      fs.rmSync(link, { force: true });
      fs.symlinkSync(release, link);
      fs.renameSync(link, current);
      const liveAt = Date.now();
      // Releases beyond `keep` (there are some only if `keep` was lowered) go in the background:
      // a release is thousands of files, and this process may be the one serving the site.
      const old = fs
        .readdirSync(sites)
        .filter((name) => RELEASE_NAME.test(name))
        .sort()
        .slice(0, -keep);
      for (const name of old) removing.add(name);
      // A release that could not be removed is tried again at the next publish.
      const pruned = Promise.allSettled(
        old.map((name) =>
          fs.promises.rm(path.join(sites, name), { recursive: true, force: true }).finally(() => removing.delete(name)),
        ),
      ).then(() => undefined);
      return { release, files, liveAt, pruned };
    },
  };
}
