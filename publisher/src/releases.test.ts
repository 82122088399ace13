import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it, mock } from 'node:test';
import { createReleases, listBuild, listTree } from './releases.ts';

/** A build folder and a release folder in a fresh temporary directory. */
function setUp() {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
  const build = path.join(dir, 'public');
  let clock = Date.now() / 1000;
  /** Writes a file of the build, a second after the previous write (builds are seconds apart). */
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(build, file)), { recursive: true });
    fs.writeFileSync(path.join(build, file), text);
    clock += 1.000_123_457; // file systems keep sub-millisecond times
    fs.utimesSync(path.join(build, file), clock, clock);
  };
  return { dir, build, write, releases: createReleases(path.join(dir, 'run'), { keep: 2 }) };
}

const read = (release: string, file: string) => fs.readFileSync(path.join(release, file), 'utf8');
const inode = (release: string, file: string) => fs.statSync(path.join(release, file)).ino;

/** Every file under a folder with its text and modification time, and every folder: what a visitor and a validator see. */
function tree(root: string): Map<string, { text: string; mtimeMs: number } | 'folder'> {
  const seen = new Map<string, { text: string; mtimeMs: number } | 'folder'>();
  for (const entry of fs.readdirSync(root, { recursive: true, withFileTypes: true })) {
    const file = path.join(entry.parentPath, entry.name);
    seen.set(
      path.relative(root, file),
      entry.isDirectory() ? 'folder' : { text: fs.readFileSync(file, 'utf8'), mtimeMs: fs.statSync(file).mtimeMs },
    );
  }
  return seen;
}

/** The same files, folders and texts, and times within a millisecond (what a copy keeps). */
function assertSameTree(actual: ReturnType<typeof tree>, expected: ReturnType<typeof tree>, message: string) {
  assert.deepEqual([...actual.keys()].sort(), [...expected.keys()].sort(), message);
  for (const [file, seen] of expected) {
    const got = actual.get(file);
    if (seen === 'folder' || got === 'folder' || got === undefined) assert.equal(got, seen, `${message}: ${file}`);
    else {
      assert.equal(got.text, seen.text, `${message}: ${file}`);
      assert.ok(Math.abs(got.mtimeMs - seen.mtimeMs) < 1, `${message}: ${file}'s time`);
    }
  }
}

/** Writes a file of the build where a file or folder of its name, or a file where its folder goes, may be. */
function placer(build: string, write: (file: string, text: string) => void) {
  return (name: string, text: string) => {
    const parts = name.split('/');
    for (let depth = 1; depth < parts.length; depth += 1) {
      const up = path.join(build, ...parts.slice(0, depth));
      if (fs.lstatSync(up, { throwIfNoEntry: false })?.isFile()) fs.rmSync(up);
    }
    fs.rmSync(path.join(build, name), { recursive: true, force: true });
    write(name, text);
  };
}

const releaseFolders = (dir: string) => fs.readdirSync(path.join(dir, 'run', 'sites')).sort();

/** Three releases of 20 articles and a home page, then a full rebuild (every file rewritten) published. */
function afterFullRebuild() {
  const { dir, build, write } = setUp();
  const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
  const names = Array.from({ length: 20 }, (_, n) => `news/berita-${n}/index.html`);
  for (const name of names) write(name, `${name} v1`);
  for (let n = 1; n <= 3; n += 1) {
    write('index.html', `home v${n}`);
    releases.publish(build);
  }
  // A full rebuild rewrites every file: the release made of it copies them all.
  for (const name of [...names, 'index.html']) write(name, `${name} rebuilt`);
  const rebuilt = releases.publish(build);
  return { dir, build, write, releases, names, rebuilt };
}

describe('releases', () => {
  it('shares the files a build left alone with the previous release and copies the rewritten ones', () => {
    const { build, write, releases } = setUp();
    write('index.html', 'home v1');
    write('news/a/index.html', 'article v1');
    write('static/picture.jpg', 'picture');
    const first = releases.publish(build).release;

    write('news/a/index.html', 'article v2'); // same size, rewritten
    write('news/b/index.html', 'new article');
    const { release: second, files } = releases.publish(build);

    assert.deepEqual(files, { copied: 2, kept: 2 });
    assert.equal(read(releases.currentDir(), 'news/a/index.html'), 'article v2');
    assert.equal(read(first, 'news/a/index.html'), 'article v1', 'the previous release is untouched');
    assert.equal(read(second, 'news/b/index.html'), 'new article');
    assert.equal(inode(second, 'static/picture.jpg'), inode(first, 'static/picture.jpg'));
    assert.equal(inode(second, 'index.html'), inode(first, 'index.html'));
    assert.notEqual(inode(second, 'news/a/index.html'), inode(first, 'news/a/index.html'));
    assert.equal(
      fs.statSync(path.join(second, 'index.html')).mtimeMs,
      fs.statSync(path.join(first, 'index.html')).mtimeMs,
      'an unchanged file keeps its modification time (and so its ETag)',
    );
  });

  it('brings the oldest release up to date once there are enough, changing only what the builds since changed', () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    for (const name of ['a', 'b', 'c', 'd']) write(`news/${name}/index.html`, `${name} v1`);
    const first = releases.publish(build).release;
    write('news/a/index.html', 'a v2');
    const second = releases.publish(build).release;
    write('news/b/index.html', 'b v2');
    const third = releases.publish(build).release;
    assert.equal(inode(third, 'news/d/index.html'), inode(first, 'news/d/index.html'), 'made anew, as links');
    const untouched = inode(first, 'news/c/index.html');

    write('news/c/index.html', 'c v2');
    fs.rmSync(path.join(build, 'news', 'd'), { recursive: true });
    const { release: fourth, files } = releases.publish(build);

    // The first release became the fourth: a, b and c rewritten since it was made, d deleted.
    assert.deepEqual(
      releaseFolders(dir),
      [second, third, fourth].map((release) => path.basename(release)),
    );
    // c is new; a and b are the live release's copies, as built (hard links to them).
    assert.deepEqual(files, { copied: 1, kept: 2 });
    assert.equal(inode(fourth, 'news/b/index.html'), inode(third, 'news/b/index.html'));
    assert.equal(read(fourth, 'news/c/index.html'), 'c v2');
    assert.equal(fs.existsSync(path.join(fourth, 'news', 'd')), false);
    assert.notEqual(inode(fourth, 'news/c/index.html'), untouched);
    assert.equal(read(third, 'news/c/index.html'), 'c v1', 'a file it shared with newer releases was replaced, not written to');
    assert.equal(read(second, 'news/c/index.html'), 'c v1');
    assert.equal(read(third, 'news/d/index.html'), 'd v1');

    write('news/e/index.html', 'e v1');
    const fifth = releases.publish(build);
    assert.deepEqual(fifth.files, { copied: 1, kept: 3 }, 'the second release: e new, b and c from the live one, a as it was');
    assert.equal(inode(fifth.release, 'news/a/index.html'), inode(third, 'news/a/index.html'));
    assert.equal(inode(fifth.release, 'news/c/index.html'), inode(fourth, 'news/c/index.html'));
  });

  it('after a full rebuild, brings the older releases up to date from the live one: only what the live one lacks is copied', () => {
    const { dir, build, write, releases, names, rebuilt } = afterFullRebuild();
    assert.deepEqual(rebuilt.files, { copied: 21, kept: 0 });
    // The next publishes bring releases older than the rebuild up to date: one file is new.
    write('index.html', 'home after the rebuild');
    const next = releases.publish(build);
    assert.deepEqual(next.files, { copied: 1, kept: 20 });
    assert.equal(inode(next.release, names[7]), inode(rebuilt.release, names[7]));
    assertSameTree(tree(next.release), tree(build), 'the release brought up to date');
    write(names[3], 'edited');
    const after = releases.publish(build);
    assert.deepEqual(after.files, { copied: 1, kept: 20 });
    assertSameTree(tree(after.release), tree(build), 'the release after it');
    assert.equal(
      read(rebuilt.release, names[3]),
      `${names[3]} rebuilt`,
      'a file shared with the live release was replaced, not written to',
    );

    // Opened again (a new hook process): what the live release holds is not known, so nothing is shared blindly.
    const reopened = createReleases(path.join(dir, 'run'), { keep: 3 });
    write(names[5], 'edited again');
    const later = reopened.publish(build);
    assertSameTree(tree(later.release), tree(build), 'the release made after opening them again');
  });

  it('never shares a file with the build folder, which the next build rewrites in place', () => {
    const { build, write, releases } = setUp();
    write('index.html', 'home v1');
    const first = releases.publish(build).release;
    releases.publish(build);
    write('index.html', 'home v2'); // in place, as Gatsby writes
    assert.equal(read(first, 'index.html'), 'home v1');
    assert.equal(read(releases.currentDir(), 'index.html'), 'home v1');
  });

  for (const keep of [1, 2, 3])
    for (const throughLink of [false, true]) {
      const where = throughLink ? ', the run folder reached through a symbolic link' : '';
      it(`keeping ${keep}${where}: each release is the build it was made from, over builds that add, rewrite, delete and retype files, and the one live before a publish stays as it was`, async () => {
        const { dir, build, write } = setUp();
        // A run folder on another disk, linked to (or a temporary folder under a link, as on macOS).
        if (throughLink) {
          fs.mkdirSync(path.join(dir, 'elsewhere'));
          fs.symlinkSync(path.join(dir, 'elsewhere'), path.join(dir, 'run'));
        }
        const releases = createReleases(path.join(dir, 'run'), { keep });
        const place = placer(build, write);
        // A small deterministic generator: the same run of builds on every test run.
        let seed = 36 + keep;
        const next = (below: number) => {
          seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
          return seed % below;
        };
        const names = ['index.html', 'news/a/index.html', 'news/b/index.html', 'news/c', 'page-data/x.json', 'static/p.jpg'];
        let live: { release: string; built: ReturnType<typeof tree> } | undefined;
        for (let round = 0; round < 14; round += 1) {
          for (let change = 0; change < 3; change += 1) {
            const name = names[next(names.length)];
            const action = next(3);
            if (action === 0) fs.rmSync(path.join(build, name), { recursive: true, force: true });
            else if (action === 1)
              place(`${name}/index.html`, `round ${round}`); // a file becomes a folder
            else place(name, `r${round}`.padEnd(6, '.')); // rewritten, same size
          }
          fs.mkdirSync(build, { recursive: true });
          const built = tree(build);
          const { release, pruned } = releases.publish(build);
          assertSameTree(tree(release), built, `round ${round}`);
          if (live && keep > 1) assertSameTree(tree(live.release), live.built, `round ${round}: the release live before`);
          live = { release, built };
          await pruned;
          assert.deepEqual(releaseFolders(dir).length, Math.min(keep, round + 1));
        }
      });
    }

  it('brings an old release up to date from what it was made of, without walking it', () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    for (const name of ['a', 'b', 'c']) write(`news/${name}/index.html`, `${name} v1`);
    for (let n = 1; n <= 3; n += 1) {
      write('index.html', `home v${n}`);
      releases.publish(build);
    }
    write('index.html', 'home v4');
    fs.rmSync(path.join(build, 'news', 'b'), { recursive: true });
    const sites = path.join(dir, 'run', 'sites');
    const walked: string[] = [];
    const original = fs.readdirSync;
    const readdir = mock.method(fs, 'readdirSync', (...args: Parameters<typeof fs.readdirSync>) => {
      walked.push(String(args[0]));
      return original(...args);
    });
    let fourth;
    try {
      fourth = releases.publish(build);
    } finally {
      readdir.mock.restore();
    }
    assert.deepEqual(
      walked.filter((folder) => folder.startsWith(`${sites}${path.sep}`)),
      [],
      'no release folder was read',
    );
    assertSameTree(tree(fourth.release), tree(build), 'the release brought up to date');
    assert.deepEqual(fourth.files, { copied: 1, kept: 2 });
  });

  it('brings a release up to date after a folder of it was changed in place while live, as the search index is', () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 2 });
    const place = placer(build, write);
    write('index.html', 'home');
    write('pagefind/entry.json', 'entry v1');
    write('pagefind/fragment/a', 'a v1');
    write('pagefind/fragment/b', 'b v1');
    let { release } = releases.publish(build);
    for (let round = 2; round <= 5; round += 1) {
      // The index is written after the pages went live, into the build and the live release.
      place('pagefind/entry.json', `entry v${round}`);
      fs.rmSync(path.join(build, 'pagefind', 'fragment', round % 2 ? 'a' : 'b'), { force: true });
      place(`pagefind/fragment/${round % 2 ? 'b' : 'a'}`, `fragment v${round}`);
      place(`pagefind/fragment/new-${round}`, 'new');
      const live = release;
      releases.changeInPlace(live, 'pagefind', () => {
        fs.rmSync(path.join(live, 'pagefind'), { recursive: true });
        fs.cpSync(path.join(build, 'pagefind'), path.join(live, 'pagefind'), { recursive: true, preserveTimestamps: true });
      });
      place('index.html', `home v${round}`);
      release = releases.publish(build).release;
      assertSameTree(tree(release), tree(build), `round ${round}`);
    }
  });

  it('brings a release up to date after a change in place that failed half-way (a disk full while the index was put in)', () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    write('index.html', 'home v1');
    write('pagefind/entry.json', 'entry v1');
    const { release: first } = releases.publish(build);
    write('pagefind/fragment/b', 'b');
    write('pagefind/entry.json', 'entry v2');
    assert.throws(() =>
      releases.changeInPlace(first, 'pagefind', () => {
        fs.mkdirSync(path.join(first, 'pagefind', 'fragment'));
        fs.copyFileSync(path.join(build, 'pagefind', 'fragment', 'b'), path.join(first, 'pagefind', 'fragment', 'b'));
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' });
      }),
    );
    fs.rmSync(path.join(build, 'pagefind', 'fragment'), { recursive: true }); // the next index has no b
    write('pagefind/fragment/c', 'c');
    for (const n of [2, 3, 4]) {
      write('index.html', `home v${n}`);
      const { release } = releases.publish(build);
      assertSameTree(tree(release), tree(build), `publish ${n}`);
    }
  });

  it('after a full rebuild, catches the release the next publish takes up with the live one beforehand: that publish changes only what its build changed', async () => {
    const { dir, build, write, releases, names, rebuilt } = afterFullRebuild();
    const oldest = path.join(dir, 'run', 'sites', releaseFolders(dir)[0]);
    assert.notEqual(read(oldest, names[7]), `${names[7]} rebuilt`, 'the oldest release is from before the rebuild');

    const caught = await releases.catchUp();
    assert.deepEqual(
      caught && 'files' in caught ? caught.files : caught,
      { copied: 0, kept: 21 },
      'every file linked to the live one',
    );
    assertSameTree(tree(oldest), tree(rebuilt.release), 'the oldest release, caught up');
    assert.equal(inode(oldest, names[7]), inode(rebuilt.release, names[7]));

    // The next publish takes that release: it links, removes or copies only the file its build changed.
    write('index.html', 'home after the rebuild');
    const links = mock.method(fs, 'linkSync');
    const removals = mock.method(fs, 'rmSync');
    try {
      const next = releases.publish(build);
      assert.equal(next.release.endsWith(path.basename(oldest)), false, 'published under a new name');
      assert.deepEqual(next.files, { copied: 1, kept: 20 });
      assert.equal(links.mock.callCount(), 0, 'no file linked again');
      assert.equal(
        removals.mock.calls.filter(({ arguments: [file] }) => String(file).includes('berita')).length,
        0,
        'no page removed',
      );
      assertSameTree(tree(next.release), tree(build), 'the release published');
    } finally {
      links.mock.restore();
      removals.mock.restore();
    }
    // Caught up again, the second old release is the live one's too.
    await releases.catchUp();
    write(names[3], 'edited');
    const after = releases.publish(build);
    assert.deepEqual(after.files, { copied: 1, kept: 20 });
    assertSameTree(tree(after.release), tree(build), 'the release after it');
    assert.equal(read(rebuilt.release, names[3]), `${names[3]} rebuilt`, 'a release is never written to');
  });

  it('catches up nothing it does not know, or that was live a publish ago; a publish waits for a catch-up', async () => {
    const { dir, build, write } = setUp();
    const two = createReleases(path.join(dir, 'two'), { keep: 2 });
    for (let n = 1; n <= 2; n += 1) {
      write('index.html', `home v${n}`);
      two.publish(build);
    }
    assert.equal(await two.catchUp(), null, 'with two kept, the other release was live until the last publish');

    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    for (let n = 1; n <= 2; n += 1) {
      write('index.html', `home v${n}`);
      releases.publish(build);
      assert.equal(await releases.catchUp(), null, 'fewer than three releases: the next publish makes a new one');
    }
    write('index.html', 'home v3');
    releases.publish(build);
    const catching = releases.catchUp();
    assert.throws(() => releases.publish(build), /wait for settled\(\) before publishing/);
    await releases.settled();
    const caught = await catching;
    assert.deepEqual(caught && 'files' in caught ? caught.files : caught, { copied: 0, kept: 1 });

    const reopened = createReleases(path.join(dir, 'run'), { keep: 3 });
    assert.equal(await reopened.catchUp(), null, 'a live release another process made: what it holds is not known');
    write('index.html', 'home v4');
    assertSameTree(tree(reopened.publish(build).release), tree(build), 'the release published after it');
  });

  it('a catch-up that fails says why and removes its release: the next publish makes its release anew', async () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    for (let n = 1; n <= 3; n += 1) {
      write('index.html', `home v${n}`);
      write('news/index.html', `news v${n}`);
      releases.publish(build);
    }
    const [oldest] = releaseFolders(dir);
    // Something wrote to it: a folder where its listing has a file.
    fs.rmSync(path.join(dir, 'run', 'sites', oldest, 'news', 'index.html'));
    fs.mkdirSync(path.join(dir, 'run', 'sites', oldest, 'news', 'index.html'));
    const caught = await releases.catchUp();
    assert.match(caught && 'error' in caught ? caught.error : '', /EISDIR|directory/i);
    assert.equal(releaseFolders(dir).includes(oldest), false, 'no folder named as a release is half changed');
    write('index.html', 'home v4');
    const { release } = releases.publish(build);
    assertSameTree(tree(release), tree(build), 'the release published');
  });

  it('a catch-up killed half-way leaves no release: its folder is removed when the releases are opened again', async () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    for (let n = 1; n <= 3; n += 1) {
      write('index.html', `home v${n}`);
      releases.publish(build);
    }
    const [oldest] = releaseFolders(dir);
    // What a kill during the catch-up leaves: its release, renamed while it changes.
    fs.renameSync(path.join(dir, 'run', 'sites', oldest), path.join(dir, 'run', 'sites', `.partial-catch-up-${oldest}`));
    const reopened = createReleases(path.join(dir, 'run'), { keep: 3 });
    assert.deepEqual(reopened.removedLeftovers, [path.join('sites', `.partial-catch-up-${oldest}`)]);
    assert.equal(releaseFolders(dir).length, 2);
    write('index.html', 'home v4');
    assertSameTree(tree(reopened.publish(build).release), tree(build), 'the release published after it');
  });

  it('brings a release up to date that something else wrote to, walking it when its listing proves wrong', () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 2 });
    write('index.html', 'home v1');
    const { release: first } = releases.publish(build);
    releases.publish(build);
    fs.writeFileSync(path.join(first, 'stray.txt'), 'put there by hand');
    write('stray.txt', 'now built');
    write('index.html', 'home v2');
    const { release } = releases.publish(build);
    assertSameTree(tree(release), tree(build), 'the release brought up to date');
  });

  it('brings a release up to date when a file the live one should share was removed from it by hand', () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 2 });
    write('index.html', 'home v1');
    write('news/index.html', 'news v1');
    releases.publish(build);
    write('news/index.html', 'news v2');
    const { release: live } = releases.publish(build);
    fs.rmSync(path.join(live, 'news', 'index.html'));
    write('index.html', 'home v2');
    const { release } = releases.publish(build);
    assertSameTree(tree(release), tree(build), 'the release brought up to date');
  });

  it('keeps the newest releases; removing old ones leaves the shared files of the live one', async () => {
    const { dir, build, write } = setUp();
    write('index.html', 'home');
    // Releases kept by a hook that kept more before: the extra ones go.
    const before = createReleases(path.join(dir, 'run'), { keep: 4 });
    for (let n = 1; n <= 4; n += 1) {
      write('count.txt', String(n).repeat(n));
      await before.publish(build).pruned;
    }
    assert.equal(releaseFolders(dir).length, 4);
    const releases = createReleases(path.join(dir, 'run'), { keep: 2 });
    write('count.txt', '55555');
    await releases.publish(build).pruned;
    assert.equal(releaseFolders(dir).length, 2);
    assert.equal(read(releases.currentDir(), 'index.html'), 'home');
    assert.equal(read(releases.currentDir(), 'count.txt'), '55555');
  });

  it('publishes a folder where the previous release had a file of that name, and a file where it had a folder', () => {
    const { build, write, releases } = setUp();
    write('feed', 'a file');
    write('old/index.html', 'a page');
    const first = releases.publish(build).release;
    releases.publish(build);
    fs.rmSync(path.join(build, 'feed'));
    write('feed/index.html', 'now a page');
    fs.rmSync(path.join(build, 'old'), { recursive: true });
    write('old', 'now a file');
    const { release } = releases.publish(build); // the first release, brought up to date
    assert.equal(release.endsWith(path.basename(first)), false);
    assert.equal(fs.existsSync(first), false);
    assert.equal(read(release, 'feed/index.html'), 'now a page');
    assert.equal(read(release, 'old'), 'now a file');
  });

  it('drops from the release what the build deleted', () => {
    const { build, write, releases } = setUp();
    write('news/old/index.html', 'old');
    write('news/kept/index.html', 'kept');
    write('gone.txt', 'gone');
    releases.publish(build);
    const second = releases.publish(build).release;
    fs.rmSync(path.join(build, 'news', 'old'), { recursive: true });
    fs.rmSync(path.join(build, 'gone.txt'));
    const third = releases.publish(build).release;
    assert.equal(fs.existsSync(path.join(third, 'news', 'old')), false);
    assert.equal(fs.existsSync(path.join(third, 'gone.txt')), false);
    assert.equal(read(third, 'news/kept/index.html'), 'kept');
    assert.equal(read(second, 'gone.txt'), 'gone');
  });

  it('keeps publishing in order when the clock steps back: the release live before is not the one brought up to date', async () => {
    const { dir, build, write } = setUp();
    const releases = createReleases(path.join(dir, 'run'), { keep: 3 });
    const published: string[] = [];
    for (let n = 1; n <= 3; n += 1) {
      write('index.html', `home v${n}`);
      published.push(releases.publish(build).release);
    }
    const clock = mock.method(Date, 'now', () => Number(path.basename(published[0]).split('-')[0]) - 3_600_000);
    try {
      write('index.html', 'home v4');
      const fourth = releases.publish(build);
      await fourth.pruned;
      assert.deepEqual(
        releaseFolders(dir),
        [published[1], published[2], fourth.release].map((release) => path.basename(release)),
      );
      assert.equal(read(published[2], 'index.html'), 'home v3', 'the release live before is as it was');
      write('index.html', 'home v5');
      const fifth = releases.publish(build);
      assert.equal(read(published[2], 'index.html'), 'home v3');
      assert.equal(read(fourth.release, 'index.html'), 'home v4');
      assert.equal(read(releases.currentDir(), 'index.html'), 'home v5');
      assert.equal(fs.existsSync(published[1]), false, 'the oldest by publishing order was brought up to date');
      assert.ok(path.basename(fifth.release) > path.basename(fourth.release));
    } finally {
      clock.mock.restore();
    }
  });

  it('fails a publish it cannot copy in one line, leaving the live release and no half-made one', () => {
    for (const keep of [2, 3]) {
      const { dir, build, write } = setUp();
      const releases = createReleases(path.join(dir, 'run'), { keep });
      write('index.html', 'home v1');
      for (let n = 0; n < keep; n += 1) releases.publish(build);
      const live = fs.realpathSync(releases.currentDir());
      write('index.html', 'home v2');
      // What no release may hold: a link to a folder (a file the build cannot copy).
      fs.symlinkSync(os.tmpdir(), path.join(build, 'elsewhere'));
      assert.throws(() => releases.publish(build), /EISDIR|illegal operation on a directory/);
      assert.equal(fs.realpathSync(releases.currentDir()), live);
      assert.equal(read(releases.currentDir(), 'index.html'), 'home v1');
      assert.deepEqual(
        fs.readdirSync(path.join(dir, 'run', 'sites')).filter((name) => name.startsWith('.')),
        [],
        `keeping ${keep}`,
      );
    }
  });

  it('opened again after a publish was killed half-way: the last complete release stays live, the leftovers go', () => {
    const { dir, build, write, releases } = setUp();
    write('index.html', 'home v1');
    const complete = releases.publish(build).release;
    // What a kill leaves mid-publish: a release half copied, the new link not yet renamed.
    const sites = path.join(dir, 'run', 'sites');
    fs.mkdirSync(path.join(sites, '.partial-99999999999999-4242', 'news'), { recursive: true });
    fs.writeFileSync(path.join(sites, '.partial-99999999999999-4242', 'index.html'), 'home v2, half');
    fs.symlinkSync(path.join(sites, '.partial-99999999999999-4242'), path.join(dir, 'run', '.current-4242'));

    const reopened = createReleases(path.join(dir, 'run'), { keep: 2 });
    assert.deepEqual(reopened.removedLeftovers.sort(), ['.current-4242', path.join('sites', '.partial-99999999999999-4242')]);
    assert.deepEqual(fs.readdirSync(sites), [path.basename(complete)]);
    assert.equal(fs.realpathSync(reopened.currentDir()), fs.realpathSync(complete));
    assert.equal(read(reopened.currentDir(), 'index.html'), 'home v1');

    write('index.html', 'home v2');
    const { release } = reopened.publish(build);
    assert.equal(read(reopened.currentDir(), 'index.html'), 'home v2');
    assert.equal(fs.readdirSync(sites).filter((name) => name.startsWith('.')).length, 0);
    assert.equal(fs.realpathSync(reopened.currentDir()), fs.realpathSync(release));
    assert.equal(releases.hasRelease(), true);
  });

  it('opened again after a publish was killed while it brought an old release up to date: that release goes, the live one stays', () => {
    const { dir, build, write, releases } = setUp();
    write('index.html', 'home v1');
    write('about/index.html', 'about');
    releases.publish(build);
    const live = releases.publish(build).release;
    // The oldest release, renamed to be brought up to date, and killed half-way.
    const [oldest] = releaseFolders(dir).filter((name) => name !== path.basename(live));
    const sites = path.join(dir, 'run', 'sites');
    fs.renameSync(path.join(sites, oldest), path.join(sites, '.partial-99999999999999-4242'));
    fs.rmSync(path.join(sites, '.partial-99999999999999-4242', 'about'), { recursive: true });

    const reopened = createReleases(path.join(dir, 'run'), { keep: 2 });
    assert.deepEqual(reopened.removedLeftovers, [path.join('sites', '.partial-99999999999999-4242')]);
    assert.equal(fs.realpathSync(reopened.currentDir()), fs.realpathSync(live));
    write('index.html', 'home v2');
    const { release, files } = reopened.publish(build);
    assert.deepEqual(files, { copied: 1, kept: 1 }, 'made anew from the live release');
    assert.equal(read(release, 'about/index.html'), 'about');
    assert.equal(read(live, 'index.html'), 'home v1');
  });
});

describe('listing a build folder', () => {
  const sorted = (listing: ReturnType<typeof listTree>) => [...listing].sort(([a], [b]) => (a < b ? -1 : 1));
  /** The folders (relative to root) that `list` reads. */
  const foldersRead = <T>(root: string, list: () => T) => {
    const readdir = mock.method(fs, 'readdirSync');
    try {
      const result = list();
      return { result, read: readdir.mock.calls.map((call) => path.relative(root, String(call.arguments[0]))).sort() };
    } finally {
      readdir.mock.restore();
    }
  };
  /** Past the margin within which a folder read may have changed unseen in the same tick of the clock. */
  const settle = () => new Promise((resolve) => setTimeout(resolve, 1_100));

  it('lists what a walk lists after every kind of change, reading again only the folders whose entries changed', async () => {
    const { build, write } = setUp();
    const place = placer(build, write);
    const files = ['news/berita-satu/index.html', 'news/berita-dua/index.html', 'tetap/a.html', 'ubah/b.html'];
    for (const file of [...files, 'ganti/c.html', 'pulih/d.html', 'index.html']) write(file, `${file} v1`);
    fs.mkdirSync(path.join(build, 'kosong'));
    await settle();
    const first = listBuild(build);
    assert.deepEqual(sorted(first.listing), sorted(listTree(build)));

    place('news/berita-tiga/index.html', 'added'); // a folder and a file added
    fs.rmSync(path.join(build, 'news', 'berita-satu'), { recursive: true }); // a folder removed
    write('ubah/b.html', 'rewritten in place, longer than before'); // its folder's entries unchanged
    place('ganti', 'a file where a folder was');
    fs.renameSync(path.join(build, 'kosong'), path.join(build, 'kosong-baru'));
    // A file added, and the folder's times set back as a restore from a backup does (rsync -a).
    const { mtime } = fs.statSync(path.join(build, 'pulih'));
    write('pulih/e.html', 'restored');
    fs.utimesSync(path.join(build, 'pulih'), mtime, mtime);
    const { result: second, read } = foldersRead(build, () => listBuild(build, first.reads));
    assert.deepEqual(sorted(second.listing), sorted(listTree(build)));
    assert.ok(second.listing.has('pulih/e.html'));
    const changed = ['', 'kosong-baru', 'news', 'news/berita-tiga', 'pulih'];
    assert.deepEqual(read, changed, 'tetap, ubah and news/berita-dua are not read');
    assert.equal((second.listing.get('ubah/b.html') as { size: number }).size, 'rewritten in place, longer than before'.length);

    // Read just after they changed, they are read once more; then no folder is.
    await settle();
    const { result: third, read: readThird } = foldersRead(build, () => listBuild(build, second.reads));
    assert.deepEqual(readThird, changed);
    const { result: fourth, read: readFourth } = foldersRead(build, () => listBuild(build, third.reads));
    assert.deepEqual(readFourth, [], 'nothing changed: no folder read');
    assert.deepEqual(sorted(fourth.listing), sorted(second.listing));
  });

  it('reads again a folder that changed within a second of its reading, even when its change time is the one read', () => {
    const { build, write } = setUp();
    write('news/berita-satu/index.html', 'v1');
    const first = listBuild(build); // news changed just now
    write('news/berita-dua/index.html', 'added');
    // As when the change falls in the tick of the file system's clock in which the folder was read.
    const read = first.reads.get('news');
    assert.ok(read);
    const before = new Map(first.reads).set('news', { ...read, ctimeMs: fs.statSync(path.join(build, 'news')).ctimeMs });
    assert.deepEqual(sorted(listBuild(build, before).listing), sorted(listTree(build)));
  });
});
