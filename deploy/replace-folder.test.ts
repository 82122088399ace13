import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, it } from 'node:test';
import { replaceFolder } from './replace-folder.ts';

let root = '';
/** Writes `files` (relative path → content) below a fresh folder `name` of the test's folder. */
function folderWith(name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  fs.mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  return dir;
}

/** Relative path → content of every file below `dir`. */
const contents = (dir: string) =>
  Object.fromEntries(
    fs
      .readdirSync(dir, { withFileTypes: true, recursive: true })
      .filter((entry) => entry.isFile())
      .map((entry) => path.join(entry.parentPath, entry.name))
      .map((file) => [path.relative(dir, file), fs.readFileSync(file, 'utf8')]),
  );

const INDEX_BEFORE = {
  'pagefind-entry.json': '{"v":1}',
  'fragment/id_aaa.pf_fragment': 'same',
  'fragment/id_bbb.pf_fragment': 'a deleted article',
  'index/id_ccc.pf_index': 'words',
  'old/only.txt': 'a folder left empty',
};
const INDEX_AFTER = {
  'pagefind-entry.json': '{"v":2}',
  'fragment/id_aaa.pf_fragment': 'same',
  'fragment/id_ddd.pf_fragment': 'a new article',
  'index/id_ccc.pf_index': 'words, more', // same name, other bytes
};

describe('replaceFolder (a search index written afresh, put in place)', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-folder-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  for (const mode of ['move', 'copy'] as const) {
    it(`${mode}: leaves a file with the same bytes as it was, puts a new or changed one in, removes what is gone`, () => {
      const target = folderWith('pagefind', INDEX_BEFORE);
      const keptFile = path.join(target, 'fragment', 'id_aaa.pf_fragment');
      const before = fs.statSync(keptFile);
      const changedFile = path.join(target, 'index', 'id_ccc.pf_index');
      // Another release shares the changed file (a hard link): it must keep its bytes.
      const shared = path.join(root, 'shared.pf_index');
      fs.linkSync(changedFile, shared);
      const fresh = folderWith('next', INDEX_AFTER);
      const freshTime = fs.statSync(path.join(fresh, 'index', 'id_ccc.pf_index')).mtimeMs;

      assert.deepEqual(replaceFolder(fresh, target, { mode, last: ['pagefind-entry.json'] }), {
        written: 3,
        kept: 1,
        removed: 2,
      });
      assert.deepEqual(contents(target), INDEX_AFTER);
      const after = fs.statSync(keptFile);
      assert.deepEqual([after.ino, after.mtimeMs], [before.ino, before.mtimeMs]);
      assert.equal(fs.readFileSync(shared, 'utf8'), 'words');
      // To the millisecond, as a release's quick check compares (a copy keeps it to the microsecond).
      assert.ok(Math.abs(fs.statSync(changedFile).mtimeMs - freshTime) < 1, 'a file put in keeps its time');
      assert.equal(fs.existsSync(path.join(target, 'old')), false);
      assert.equal(fs.existsSync(fresh), mode === 'copy');
      if (mode === 'copy') assert.deepEqual(contents(fresh), INDEX_AFTER);
      assert.deepEqual(
        fs.readdirSync(target, { recursive: true }).filter((name) => String(name).includes('.incoming-')),
        [],
      );
    });
  }

  it('puts the files named last in after all the others', () => {
    const target = folderWith('pagefind', INDEX_BEFORE);
    const fresh = folderWith('next', INDEX_AFTER);
    const order: string[] = [];
    const rename = fs.renameSync;
    fs.renameSync = (from: fs.PathLike, to: fs.PathLike) => {
      order.push(path.relative(target, String(to)));
      rename(from, to);
    };
    try {
      replaceFolder(fresh, target, { last: ['pagefind-entry.json'] });
    } finally {
      fs.renameSync = rename;
    }
    assert.equal(order.at(-1), 'pagefind-entry.json');
    assert.equal(order.length, 3);
  });

  it('fills a target that does not exist yet, and replaces a folder where a file now is, and back', () => {
    assert.deepEqual(replaceFolder(folderWith('next', { 'a.txt': 'A', 'b/c.txt': 'C' }), path.join(root, 'new')), {
      written: 2,
      kept: 0,
      removed: 0,
    });
    assert.deepEqual(contents(path.join(root, 'new')), { 'a.txt': 'A', 'b/c.txt': 'C' });

    const target = folderWith('target', { 'x/inside.txt': 'was a folder' });
    replaceFolder(folderWith('next2', { x: 'now a file' }), target);
    assert.deepEqual(contents(target), { x: 'now a file' });
    replaceFolder(folderWith('next3', { 'x/y/z.txt': 'a folder again' }), target);
    assert.deepEqual(contents(target), { 'x/y/z.txt': 'a folder again' });
  });
});

describe('replaceFolder and symbolic links', () => {
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-folder-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  for (const mode of ['move', 'copy'] as const) {
    it(`${mode}: never follows a link in the target: removes the link, not what it points at`, () => {
      const outside = folderWith('outside', { precious: 'keep me' });
      const target = folderWith('pagefind', { 'a.txt': 'A' });
      fs.symlinkSync(outside, path.join(target, 'sub'));
      fs.symlinkSync(path.join(outside, 'precious'), path.join(target, 'b.txt'));
      const fresh = folderWith('next', { 'a.txt': 'A', 'b.txt': 'B', 'sub/new.txt': 'N' });

      assert.deepEqual(replaceFolder(fresh, target, { mode }), { written: 2, kept: 1, removed: 0 });
      assert.deepEqual(contents(outside), { precious: 'keep me' });
      assert.deepEqual(contents(target), { 'a.txt': 'A', 'b.txt': 'B', 'sub/new.txt': 'N' });
      assert.equal(fs.lstatSync(path.join(target, 'sub')).isDirectory(), true);

      fs.symlinkSync(outside, path.join(target, 'gone'));
      replaceFolder(folderWith('next2', { 'a.txt': 'A' }), target, { mode });
      assert.deepEqual(fs.readdirSync(target), ['a.txt']);
      assert.deepEqual(contents(outside), { precious: 'keep me' });
    });
  }
});
