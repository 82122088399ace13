/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { replaceFolder } from './replace-folder';

/** Writes `files` (relative path → content) below a fresh folder `name` of `root`. */
function folderWith(root: string, name: string, files: Record<string, string>): string {
  const dir = path.join(root, name);
  for (const [file, content] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), content);
  }
  fs.mkdirSync(dir, { recursive: true });
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

describe('replaceFolder (the search index written afresh, put in place)', () => {
  let root: string;
  beforeEach(() => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'replace-folder-'));
  });
  afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

  it('leaves a file with the same bytes as it was, moves a new or changed one in, removes what is gone', () => {
    const target = folderWith(root, 'pagefind', {
      'pagefind-entry.json': '{"v":1}',
      'fragment/id_aaa.pf_fragment': 'same',
      'fragment/id_bbb.pf_fragment': 'a deleted article',
      'index/id_ccc.pf_index': 'words',
      'old/only.txt': 'a folder left empty',
    });
    const keptFile = path.join(target, 'fragment', 'id_aaa.pf_fragment');
    const before = fs.statSync(keptFile);
    const fresh = folderWith(root, 'next', {
      'pagefind-entry.json': '{"v":2}',
      'fragment/id_aaa.pf_fragment': 'same',
      'fragment/id_ddd.pf_fragment': 'a new article',
      'index/id_ccc.pf_index': 'words, more', // same name, other bytes
    });

    expect(replaceFolder(fresh, target)).toEqual({ written: 3, kept: 1, removed: 2 });
    expect(contents(target)).toEqual({
      'pagefind-entry.json': '{"v":2}',
      'fragment/id_aaa.pf_fragment': 'same',
      'fragment/id_ddd.pf_fragment': 'a new article',
      'index/id_ccc.pf_index': 'words, more',
    });
    const after = fs.statSync(keptFile);
    expect([after.ino, after.mtimeMs]).toEqual([before.ino, before.mtimeMs]);
    expect(fs.existsSync(path.join(target, 'old'))).toBe(false);
    expect(fs.existsSync(fresh)).toBe(false);
  });

  it('fills a target that does not exist yet, and replaces a folder where a file now is', () => {
    const fresh = folderWith(root, 'next', { 'a.txt': 'A', 'b/c.txt': 'C' });
    expect(replaceFolder(fresh, path.join(root, 'new'))).toEqual({ written: 2, kept: 0, removed: 0 });
    expect(contents(path.join(root, 'new'))).toEqual({ 'a.txt': 'A', 'b/c.txt': 'C' });

    const target = folderWith(root, 'target', { 'x/inside.txt': 'was a folder' });
    expect(replaceFolder(folderWith(root, 'next2', { x: 'now a file' }), target)).toEqual({ written: 1, kept: 0, removed: 0 });
    expect(contents(target)).toEqual({ x: 'now a file' });

    expect(replaceFolder(folderWith(root, 'next3', { 'x/y/z.txt': 'a folder again' }), target)).toEqual({
      written: 1,
      kept: 0,
      removed: 0,
    });
    expect(contents(target)).toEqual({ 'x/y/z.txt': 'a folder again' });
  });
});
