import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { createReleases } from './releases.ts';

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

    assert.deepEqual(files, { copied: 2, linked: 2 });
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

  it('never shares a file with the build folder, which the next build rewrites in place', () => {
    const { build, write, releases } = setUp();
    write('index.html', 'home v1');
    const first = releases.publish(build).release;
    releases.publish(build);
    write('index.html', 'home v2'); // in place, as Gatsby writes
    assert.equal(read(first, 'index.html'), 'home v1');
    assert.equal(read(releases.currentDir(), 'index.html'), 'home v1');
  });

  it('keeps the newest releases; removing old ones leaves the shared files of the live one', async () => {
    const { dir, build, write, releases } = setUp();
    write('index.html', 'home');
    for (let n = 1; n <= 4; n += 1) {
      write('count.txt', String(n).repeat(n));
      await releases.publish(build).pruned;
    }
    assert.equal(fs.readdirSync(path.join(dir, 'run', 'sites')).length, 2);
    assert.equal(read(releases.currentDir(), 'index.html'), 'home');
    assert.equal(read(releases.currentDir(), 'count.txt'), '4444');
  });

  it('publishes a folder where the previous release had a file of that name', () => {
    const { build, write, releases } = setUp();
    write('feed', 'a file');
    releases.publish(build);
    fs.rmSync(path.join(build, 'feed'));
    write('feed/index.html', 'now a page');
    const { release } = releases.publish(build);
    assert.equal(read(release, 'feed/index.html'), 'now a page');
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
    assert.equal(fs.realpathSync(reopened.currentDir()), complete);
    assert.equal(read(reopened.currentDir(), 'index.html'), 'home v1');

    write('index.html', 'home v2');
    const { release } = reopened.publish(build);
    assert.equal(read(reopened.currentDir(), 'index.html'), 'home v2');
    assert.equal(fs.readdirSync(sites).filter((name) => name.startsWith('.')).length, 0);
    assert.equal(fs.realpathSync(reopened.currentDir()), release);
    assert.equal(releases.hasRelease(), true);
  });

  it('drops from the release what the build deleted', () => {
    const { build, write, releases } = setUp();
    write('news/old/index.html', 'old');
    releases.publish(build);
    fs.rmSync(path.join(build, 'news', 'old'), { recursive: true });
    const second = releases.publish(build).release;
    assert.equal(fs.existsSync(path.join(second, 'news', 'old')), false);
  });
});
