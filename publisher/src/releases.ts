import fs from 'node:fs';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

/**
 * Same size and modification time (within a millisecond: a copy keeps it to the microsecond) as
 * the release's copy: the build did not rewrite the file since. As with rsync's quick check, a
 * rewrite is told by its time: builds start seconds after a release is made, so a file they write
 * always has a later time than its copy there.
 */
const sameFile = (built: { size: number; mtimeMs: number }, released: { size: number; mtimeMs: number }) =>
  built.size === released.size && Math.abs(built.mtimeMs - released.mtimeMs) < 1;

/** How a release's files came: copied from the build, or as they were (shared with a release before). */
export interface ReleaseFiles {
  copied: number;
  kept: number;
}

/** Copies one built file to `target`, which must not exist, with its modification time. */
function copyBuilt(source: string, target: string, built: { mtimeMs: number }, counts: ReleaseFiles): void {
  fs.copyFileSync(source, target, fs.constants.COPYFILE_EXCL);
  fs.utimesSync(target, built.mtimeMs / 1000, built.mtimeMs / 1000); // seconds: a Date would keep only milliseconds
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
    const released = before === null ? undefined : fs.statSync(before, { throwIfNoEntry: false });
    if (before !== null && released?.isFile() && sameFile(built, released)) {
      fs.linkSync(before, target);
      counts.kept += 1;
    } else copyBuilt(source, target, built, counts);
  }
  return counts;
}

/** A file of a tree, by its size and modification time; or a folder. */
type Entry = 'folder' | { size: number; mtimeMs: number };

/**
 * What a tree holds, by path relative to it, every folder before what is in it. A release's
 * listing is the build's it was made from: kept in memory, it spares a publish the walk of the
 * release it brings up to date (41,512 folders and 68,291 files at +10,000 articles a language).
 */
export type Listing = Map<string, Entry>;

/** Lists a release (or a folder of it, `under`) as its files are: links not followed. A build is listed by listBuild. */
export function listTree(root: string, listing: Listing = new Map(), under = ''): Listing {
  for (const entry of fs.readdirSync(path.join(root, under), { withFileTypes: true })) {
    const file = path.join(under, entry.name);
    if (entry.isDirectory()) {
      listing.set(file, 'folder');
      listTree(root, listing, file);
    } else {
      const { size, mtimeMs } = fs.lstatSync(path.join(root, file));
      listing.set(file, { size, mtimeMs });
    }
  }
  return listing;
}

/** A folder's entries (name, and whether a folder) as read, with the folder's change time and when it was read. */
interface FolderRead {
  ctimeMs: number;
  readAt: number;
  entries: ReadonlyArray<readonly [name: string, isFolder: boolean]>;
}

/** What a listing of a build folder read of each folder in it, by path relative to it ('' the top). */
export type FolderReads = Map<string, FolderRead>;

/**
 * A folder's change time comes from the file system's coarse clock (a few ms behind): one changed
 * within this of its reading may have changed again since with the same time, and is read again.
 */
const SETTLED_MS = 1000;

/**
 * Lists a build folder, its files as they read (links followed), reading again only the folders
 * whose change time (ctime) changed since `before` (what the listing before read): adding,
 * removing or renaming an entry sets it, and unlike the modification time nothing sets it back
 * (setting a folder's times, as a restore from a backup does, sets its change time to now). Files
 * can be rewritten in place, so each is stated. At +10,000 articles a language, reading the
 * build's 41,500 folders took 0.6 s a publish, which changes the entries of a few.
 */
export function listBuild(root: string, before: FolderReads = new Map()): { listing: Listing; reads: FolderReads } {
  const listing: Listing = new Map();
  const reads: FolderReads = new Map();
  const walk = (under: string) => {
    const folder = path.join(root, under);
    const { ctimeMs } = fs.statSync(folder);
    const known = before.get(under);
    const read =
      known && known.ctimeMs === ctimeMs && ctimeMs < known.readAt - SETTLED_MS
        ? known
        : {
            ctimeMs,
            readAt: Date.now(),
            entries: fs.readdirSync(folder, { withFileTypes: true }).map((entry) => [entry.name, entry.isDirectory()] as const),
          };
    reads.set(under, read);
    for (const [name, isFolder] of read.entries) {
      const file = path.join(under, name);
      if (isFolder) {
        listing.set(file, 'folder');
        walk(file);
      } else {
        const { size, mtimeMs } = fs.statSync(path.join(root, file));
        listing.set(file, { size, mtimeMs });
      }
    }
  };
  walk('');
  return { listing, reads };
}

/** The folder a path is in, and the ones above it ('' ends). */
function* foldersAbove(file: string) {
  for (let folder = path.dirname(file); folder !== '.'; folder = path.dirname(folder)) yield folder;
}

/** A release whose files another may share (hard links): its folder, and what it was made from. */
export interface Donor {
  dir: string;
  listing: Listing;
}

/**
 * Makes an old release `target` (no longer served) a copy of the build folder `from`, touching
 * only what differs: a file the build rewrote since replaces the old one (removed first, never
 * written to: it may be shared with newer releases), what the build no longer has is removed, and
 * the rest is kept as it was. `built` and `released` list the two (listBuild, listTree); what is not given is
 * walked. A file to replace that the `donor` release (the live one) holds as built is hard-linked
 * to the donor's copy rather than copied: after a full rebuild the old release differs in every
 * file, the live one in a few (at +10,000 articles a language, 62,000 files copied took 25 s).
 */
export function updateRelease(
  from: string,
  target: string,
  counts: ReleaseFiles = { copied: 0, kept: 0 },
  {
    built = listBuild(from).listing,
    released = listTree(target),
    donor,
  }: { built?: Listing; released?: Listing; donor?: Donor } = {},
) {
  // What the build no longer has, or has as the other kind (file or folder), goes first, by its
  // exact name: on a file system that ignores case or Unicode normalisation, `news` in the release
  // and `News` in the build are one entry.
  const removed = new Set<string>();
  for (const [file, was] of released) {
    const now = built.get(file);
    if (now !== undefined && (now === 'folder') === (was === 'folder')) continue;
    if ([...foldersAbove(file)].some((folder) => removed.has(folder))) continue;
    fs.rmSync(path.join(target, file), { recursive: true, force: true });
    removed.add(file);
  }
  for (const [file, now] of built) {
    const was = removed.has(file) ? undefined : released.get(file);
    const destination = path.join(target, file);
    if (now === 'folder') {
      if (was !== 'folder') fs.mkdirSync(destination);
      continue;
    }
    if (was !== undefined && was !== 'folder' && sameFile(now, was)) {
      counts.kept += 1;
      continue;
    }
    if (was !== undefined) fs.rmSync(destination, { force: true });
    const given = donor?.listing.get(file);
    if (donor && given !== undefined && given !== 'folder' && sameFile(now, given)) {
      fs.linkSync(path.join(donor.dir, file), destination);
      counts.kept += 1;
    } else copyBuilt(path.join(from, file), destination, now, counts);
  }
  return counts;
}

/** What a catch-up (release-catch-up.ts) is given: the live release and its listing, the old release and its, if known. */
export interface CatchUpTask {
  live: string;
  liveListing: Listing;
  target: string;
  released: Listing | undefined;
}

/**
 * Makes the old release `target` a copy of the live release, every file a hard link to the live
 * one's: what a publish would do to it, done beforehand. Nothing is copied: the live release holds
 * every file of its listing as listed.
 */
export function catchUpRelease({ live, liveListing, target, released }: CatchUpTask): ReleaseFiles {
  return updateRelease(live, target, undefined, { built: liveListing, released, donor: { dir: live, listing: liveListing } });
}

/** What a catch-up did: how the release's files came and how long it took; or why it failed. */
export type CatchUp = { files: ReleaseFiles; seconds: number } | { error: string };

/** How long a catch-up may take before it is stopped (and its release removed): 62,000 files took 15 s here. */
const CATCH_UP_LIMIT_MS = 120_000;

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
 * the builds since have rewritten, added or deleted, and takes those the live release holds as
 * built from it (hard links), so the two publishes after a full rebuild, whose old releases differ
 * in every file, copy only what is new. A ten-year archive is 68,000 files in 41,500
 * folders; making them anew, even as hard links, took 3–16 s a publish here (and as long again to
 * remove the oldest release), where bringing an old release up to date takes about a second: the
 * build is listed (listBuild: only the folders whose entries changed since the last publish are
 * read again), and the release compared with the listing of what it was made from (when this
 * process made it; else it is walked too, 1 s more). A folder changed in a live release (the search
 * index) is changed with `changeInPlace`, which lists it again.
 * After each publish the hook has `catchUp` bring the release the next publish takes up to date
 * with the live one in the background, so that after a full rebuild too a publish changes only
 * what its build changed.
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
  /**
   * What each release this process made holds, by name: what it was made from. A release whose
   * listing is not known (made before this process started) is walked when brought up to date.
   */
  const listings = new Map<string, Listing>();
  /** What the last publish's listing read of the folders of the build folder it published. */
  let buildReads: { dir: string; reads: FolderReads } | null = null;
  /** An old release being brought up to date with the live one in a worker thread (catchUp). */
  let catchingUp: Promise<CatchUp> | null = null;
  /** Of these releases, the one the next publish takes and brings up to date: the oldest but the live one, once there are `keep`. */
  const nextTaken = (names: string[], previous: string | null) => {
    // By name: `previous` is the real path, and the run folder may be reached through a link.
    const older = names.filter((name) => name !== (previous && path.basename(previous)) && !removing.has(name)).sort();
    return older.length > 0 && older.length + 1 >= keep ? older[0] : null;
  };
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
      if (catchingUp) throw new Error('an old release is being brought up to date: wait for settled() before publishing');
      fs.mkdirSync(sites, { recursive: true });
      const names = fs.readdirSync(sites).filter((name) => RELEASE_NAME.test(name));
      // Named by time, so names sort in publishing order: never before the newest release, even if
      // the clock stepped back; two publishes in one millisecond get two.
      let stamp = Math.max(Date.now(), ...names.map((name) => Number(name.split('-')[0]) + 1));
      while (names.some((name) => name.startsWith(`${stamp}-`))) stamp += 1;
      const release = path.join(sites, `${stamp}-${process.pid}`);
      const partial = path.join(sites, `.partial-${stamp}-${process.pid}`);
      const previous = live();
      const taken = nextTaken(names, previous);
      let files: ReleaseFiles;
      let built: Listing;
      try {
        const listed = listBuild(buildDir, buildReads?.dir === buildDir ? buildReads.reads : undefined);
        built = listed.listing;
        buildReads = { dir: buildDir, reads: listed.reads };
        if (taken !== null) {
          const released = listings.get(taken);
          listings.delete(taken);
          // The live release shares what it holds as built, when this process knows what that is.
          const liveListing = previous === null ? undefined : listings.get(path.basename(previous));
          const donor = previous !== null && liveListing ? { dir: previous, listing: liveListing } : undefined;
          fs.renameSync(path.join(sites, taken), partial);
          try {
            files = updateRelease(buildDir, partial, undefined, { built, released, donor });
          } catch (error) {
            if (!released && !donor) throw error;
            // A listing was wrong (something wrote to a release): the release is walked, as it is
            // now, and nothing is shared from the live one.
            files = updateRelease(buildDir, partial, undefined, { built });
          }
        } else files = copyRelease(buildDir, partial, previous);
      } catch (error) {
        fs.rmSync(partial, { recursive: true, force: true }); // half made: the live release stays
        throw error;
      }
      fs.renameSync(partial, release);
      listings.set(path.basename(release), built);
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
      for (const name of old) {
        removing.add(name);
        listings.delete(name);
      }
      // A release that could not be removed is tried again at the next publish.
      const pruned = Promise.allSettled(
        old.map((name) =>
          fs.promises.rm(path.join(sites, name), { recursive: true, force: true }).finally(() => removing.delete(name)),
        ),
      ).then(() => undefined);
      return { release, files, liveAt, pruned };
    },
    /**
     * Brings the release the next publish takes (the oldest, served by nobody since two publishes)
     * up to date with the live one, in a worker thread, off the editors' path: after a full
     * rebuild it differs in every file, and each of the next two publishes took 15 s more to bring
     * its release up to date (62,000 files at 10,000 articles a language). Then a publish changes
     * in it only what its build changed. Nothing to do until this process knows what the live
     * release holds (it made it), or with fewer than three releases kept (with two, the other one
     * was live until the last publish). Resolves to what it did, or null when there was nothing to
     * do. A release it could not bring up to date (an error, a kill, over CATCH_UP_LIMIT_MS) is
     * removed, and the next publish makes its release anew.
     */
    catchUp(): Promise<CatchUp | null> {
      if (catchingUp) return catchingUp;
      let moved: { from: string; to: string } | null = null;
      try {
        const previous = live();
        const liveListing = previous === null ? undefined : listings.get(path.basename(previous));
        if (keep < 3 || previous === null || liveListing === undefined) return Promise.resolve(null);
        const name = nextTaken(
          fs.readdirSync(sites).filter((entry) => RELEASE_NAME.test(entry)),
          previous,
        );
        if (name === null) return Promise.resolve(null);
        const release = path.join(sites, name);
        // While it changes it is no release: what a kill leaves is removed when the releases are
        // opened again, and a folder named as a release is always whole.
        const target = path.join(sites, `.partial-catch-up-${name}`);
        const task: CatchUpTask = {
          live: previous,
          liveListing: new Map(liveListing), // as it is now: the search index changes the live one in place later
          target,
          released: listings.get(name),
        };
        listings.delete(name); // not known until the catch-up ends
        fs.renameSync(release, target);
        moved = { from: release, to: target };
        const started = Date.now();
        const worker = new Worker(new URL('./release-catch-up.ts', import.meta.url), { workerData: task });
        // Not unref'd: whoever waits for it (a publish) keeps the process up; a process that stops
        // exits (stopOnSignals), ending it, and what it leaves is removed at the next start.
        const limit = setTimeout(() => void worker.terminate(), CATCH_UP_LIMIT_MS);
        limit.unref();
        catchingUp = new Promise<CatchUp>((resolve) => {
          let files: ReleaseFiles | null = null;
          let failure = `stopped after ${CATCH_UP_LIMIT_MS / 1000} s`;
          worker.once('message', (answer: ReleaseFiles) => {
            files = answer;
          });
          worker.once('error', (error) => {
            failure = error.message;
          });
          worker.once('exit', () => {
            clearTimeout(limit);
            try {
              if (files === null) throw new Error(failure);
              fs.renameSync(target, release);
              listings.set(name, task.liveListing);
              resolve({ files, seconds: (Date.now() - started) / 1000 });
            } catch (error) {
              // Half changed: it goes, and the next publish makes its release anew.
              void fs.promises.rm(target, { recursive: true, force: true }).catch(() => undefined);
              resolve({ error: error instanceof Error ? error.message : String(error) });
            }
          });
        }).finally(() => {
          catchingUp = null;
        });
        return catchingUp;
      } catch (error) {
        // Nothing started: the release is put back as it was, to be walked by the next publish.
        if (moved) fs.renameSync(moved.to, moved.from);
        return Promise.resolve({ error: error instanceof Error ? error.message : String(error) });
      }
    },
    /** Waits for a catch-up in progress, whose release a publish may take. */
    settled: async () => {
      await catchingUp;
    },
    /**
     * Changes a folder of a live release in place (the search index, put in after the pages went
     * live) with `change`, then lists that folder again, there: also when `change` fails half-way,
     * so the release is later brought up to date from what it holds.
     */
    changeInPlace<T>(release: string, folder: string, change: () => T): T {
      try {
        return change();
      } finally {
        const listing = listings.get(path.basename(release));
        if (listing) {
          for (const file of listing.keys()) if (file === folder || file.startsWith(`${folder}${path.sep}`)) listing.delete(file);
          if (fs.existsSync(path.join(release, folder))) {
            listing.set(folder, 'folder');
            listTree(release, listing, folder);
          }
        }
      }
    },
  };
}
