import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { copyCheckout } from './checkout-copy.ts';

test('a copy of the checkout holds its working tree, not what git ignores, and links the installed packages', () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'checkout-'));
  const git = (...args: string[]) => execFileSync('git', args, { cwd: root, stdio: 'ignore' });
  const write = (file: string, text: string) => {
    fs.mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    fs.writeFileSync(path.join(root, file), text);
  };
  git('init', '-q');
  write('.gitignore', 'node_modules/\n/public/\ncms/dist/\n');
  write('src/page.ts', 'committed');
  write('src/gone.ts', 'committed, then deleted');
  git('add', '.');
  git('-c', 'user.email=ci@example.com', '-c', 'user.name=CI', 'commit', '-qm', 'first');
  write('src/page.ts', 'changed, not committed');
  write('src/new.ts', 'not added yet');
  fs.rmSync(path.join(root, 'src', 'gone.ts'));
  write('public/index.html', 'a build');
  write('node_modules/react/index.js', 'a package');
  // A workspace, as npm links it: the copy's own, not the checkout's.
  write('runtime/src/config.ts', 'the runtime');
  fs.mkdirSync(path.join(root, 'node_modules', '@site'), { recursive: true });
  fs.symlinkSync('../../runtime', path.join(root, 'node_modules', '@site', 'runtime'));
  write('cms/dist/build/index.html', 'the admin');
  const built = new Date('2026-11-25T10:00:00Z');
  fs.utimesSync(path.join(root, 'cms', 'dist', 'build', 'index.html'), built, built);

  const dest = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'copy-')), 'checkout');
  fs.mkdirSync(dest);
  fs.writeFileSync(path.join(dest, 'left-over'), 'from an earlier copy');
  const { files } = copyCheckout(root, dest);

  const read = (file: string) => fs.readFileSync(path.join(dest, file), 'utf8');
  assert.equal(read('src/page.ts'), 'changed, not committed');
  assert.equal(read('src/new.ts'), 'not added yet');
  assert.equal(fs.existsSync(path.join(dest, 'src', 'gone.ts')), false);
  assert.equal(fs.existsSync(path.join(dest, 'public')), false);
  assert.equal(fs.existsSync(path.join(dest, 'left-over')), false);
  assert.equal(
    fs.realpathSync(path.join(dest, 'node_modules', 'react')),
    fs.realpathSync(path.join(root, 'node_modules', 'react')),
  );
  assert.equal(read('node_modules/react/index.js'), 'a package');
  assert.equal(fs.realpathSync(path.join(dest, 'node_modules', '@site', 'runtime')), fs.realpathSync(path.join(dest, 'runtime')));
  assert.equal(fs.statSync(path.join(dest, 'cms', 'dist', 'build', 'index.html')).mtimeMs, built.getTime());
  assert.equal(files, 4); // .gitignore, src/page.ts, src/new.ts, runtime/src/config.ts
});
