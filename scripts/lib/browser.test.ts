import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import { BrowserError, NO_BROWSER, debianPackageOf, findChromium, packagedChromiumRuns } from './browser.ts';

test('CHROMIUM_PATH wins when it names a file', async () => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'browser-')), 'chrome');
  fs.writeFileSync(file, '');
  assert.deepEqual(await findChromium({ CHROMIUM_PATH: file }), { path: file, source: 'CHROMIUM_PATH' });
});

test('a CHROMIUM_PATH that does not exist is one line saying what to do', async () => {
  await assert.rejects(findChromium({ CHROMIUM_PATH: '/nowhere/chromium' }), (error) => {
    assert.ok(error instanceof BrowserError);
    assert.match(
      error.message,
      /^CHROMIUM_PATH=\/nowhere\/chromium does not exist: install Chrome or Chromium .* or set CHROMIUM_PATH/,
    );
    assert.ok(!error.message.includes('\n'));
    return true;
  });
});

test('the packaged Chromium is an option on Linux x64 only', () => {
  assert.equal(packagedChromiumRuns('linux', 'x64'), true);
  assert.equal(packagedChromiumRuns('linux', 'arm64'), false);
  assert.equal(packagedChromiumRuns('darwin', 'x64'), false);
});

test('a missing shared library names the Debian package that brings it', () => {
  assert.equal(debianPackageOf('libnss3.so'), 'libnss3');
  assert.equal(debianPackageOf('libnssutil3.so'), 'libnss3');
  assert.equal(debianPackageOf('libdbus-1.so.3'), 'libdbus-1-3');
  assert.equal(debianPackageOf('libfoo.so.7'), 'libfoo');
});

const nothingInstalled = { system: () => undefined };

test('without CHROMIUM_PATH a system Chromium wins over the packaged one', async () => {
  const found = await findChromium(
    {},
    { ...nothingInstalled, system: () => '/usr/bin/chromium', packaged: () => assert.fail('unpacked') },
  );
  assert.deepEqual(found, { path: '/usr/bin/chromium', source: 'system' });
});

test('without a system Chromium, Linux x64 unpacks the packaged one', async () => {
  const found = await findChromium(
    {},
    { ...nothingInstalled, platform: 'linux', arch: 'x64', packaged: async () => '/tmp/chromium' },
  );
  assert.deepEqual(found, { path: '/tmp/chromium', source: 'npm package @sparticuz/chromium' });
});

test('where no browser can run, the answer is one line saying what to install or set', async () => {
  for (const where of [
    { ...nothingInstalled, platform: 'darwin', arch: 'arm64' },
    {
      ...nothingInstalled,
      platform: 'linux',
      arch: 'x64',
      packaged: async () => {
        throw new Error('ENOSPC: no space left on device\n    at unpack');
      },
    },
  ]) {
    await assert.rejects(findChromium({}, where), (error) => {
      assert.ok(error instanceof BrowserError);
      assert.ok(!error.message.includes('\n'), error.message);
      assert.match(error.message, /apt-get install chromium\) or set CHROMIUM_PATH/);
      return true;
    });
  }
});

test('npm test stops at once, in one line, when the browser cannot be found', () => {
  const root = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
  const run = spawnSync(process.execPath, ['scripts/test.ts'], {
    cwd: root,
    env: { ...process.env, CHROMIUM_PATH: '/nowhere/chromium' },
    encoding: 'utf8',
    timeout: 60_000,
  });
  assert.equal(run.status, 1);
  assert.equal(run.stdout, ''); // no step ran
  assert.equal(run.stderr.trim(), `npm test: CHROMIUM_PATH=/nowhere/chromium does not exist: ${NO_BROWSER}`);
});
