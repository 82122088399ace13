// @ts-check
/** The build hook's rules, with fake builds: run with `node --test scripts/`. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, it } from 'node:test';
import { createBuildHook, secretMatches } from './build-hook.mjs';
import { createReleases } from './releases.mjs';

/** @type {http.Server[]} */
const servers = [];
afterEach(() =>
  Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  ),
);

/** Serves a hook on a free 127.0.0.1 port; returns its URL. */
async function serve(/** @type {ReturnType<typeof createBuildHook>} */ hook) {
  const server = http.createServer(hook.handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = /** @type {import('node:net').AddressInfo} */ (server.address());
  return `http://127.0.0.1:${address.port}`;
}

const post = (/** @type {string} */ url, /** @type {Record<string, string>} */ headers = {}) =>
  fetch(`${url}/build`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{"event":"entry.publish"}',
  });

const quiet = () => undefined;

describe('build hook authentication', () => {
  it('refuses requests without the secret or with a wrong one, in constant time', async () => {
    let builds = 0;
    const hook = createBuildHook({ secret: 's3cret', build: async () => void (builds += 1), debounceMs: 10, log: quiet });
    const url = await serve(hook);
    assert.equal((await post(url)).status, 401);
    assert.equal((await post(url, { Authorization: 'Bearer wrong' })).status, 401);
    assert.equal((await post(url, { Authorization: 'Bearer s3cre' })).status, 401);
    await hook.idle();
    assert.equal(builds, 0);
  });

  it('accepts the secret as a bearer token or in X-Build-Hook-Secret', async () => {
    let builds = 0;
    const hook = createBuildHook({ secret: 's3cret', build: async () => void (builds += 1), debounceMs: 10, log: quiet });
    const url = await serve(hook);
    assert.equal((await post(url, { Authorization: 'Bearer s3cret' })).status, 202);
    await hook.idle();
    assert.equal((await post(url, { 'X-Build-Hook-Secret': 's3cret' })).status, 202);
    await hook.idle();
    assert.equal(builds, 2);
  });

  it('compares secrets exactly', () => {
    assert.equal(secretMatches('abc', 'abc'), true);
    assert.equal(secretMatches('abcd', 'abc'), false);
    assert.equal(secretMatches('', ''), false);
  });

  it('cannot be created without a secret', () => {
    assert.throws(() => createBuildHook({ secret: '', build: async () => undefined }), /BUILD_HOOK_SECRET/);
  });
});

describe('build hook coalescing', () => {
  it('turns a burst of 20 publishes into at most 2 builds, never two at once', async () => {
    let builds = 0;
    let concurrent = 0;
    let maxConcurrent = 0;
    const build = async () => {
      builds += 1;
      concurrent += 1;
      maxConcurrent = Math.max(maxConcurrent, concurrent);
      await new Promise((resolve) => setTimeout(resolve, 150));
      concurrent -= 1;
    };
    const hook = createBuildHook({ secret: 'x', build, debounceMs: 50, log: quiet });
    const url = await serve(hook);
    for (let i = 0; i < 20; i += 1) {
      assert.equal((await post(url, { Authorization: 'Bearer x' })).status, 202);
      await new Promise((resolve) => setTimeout(resolve, i === 9 ? 80 : 5)); // a pause mid-burst starts a build
    }
    await hook.idle();
    assert.ok(builds >= 1 && builds <= 2, `expected 1 or 2 builds, got ${builds}`);
    assert.equal(maxConcurrent, 1);
    assert.equal(hook.stats.requests, 20);
  });

  it('runs one more build for publishes that arrive during a build', async () => {
    let builds = 0;
    const hook = createBuildHook({
      secret: 'x',
      build: async () => {
        builds += 1;
        await new Promise((resolve) => setTimeout(resolve, 100));
      },
      debounceMs: 10,
      log: quiet,
    });
    hook.trigger();
    await new Promise((resolve) => setTimeout(resolve, 40)); // the first build is running now
    hook.trigger();
    hook.trigger();
    await hook.idle();
    assert.equal(builds, 2);
  });
});

describe('failed builds', () => {
  it('keep the last good site live and are reported', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const output = path.join(dir, 'public');
    const releases = createReleases(path.join(dir, 'run'));
    let fail = false;
    let version = 0;
    const build = async () => {
      version += 1;
      fs.mkdirSync(output, { recursive: true });
      fs.writeFileSync(path.join(output, 'index.html'), `version ${version}`);
      if (fail) throw new Error('gatsby build exited with code 1');
      releases.publish(output);
    };
    /** @type {string[]} */
    const lines = [];
    const hook = createBuildHook({ secret: 'x', build, debounceMs: 5, log: (line) => lines.push(line) });
    const live = () => fs.readFileSync(path.join(releases.currentDir(), 'index.html'), 'utf8');

    hook.trigger();
    await hook.idle();
    assert.equal(live(), 'version 1');

    fail = true;
    hook.trigger();
    await hook.idle();
    assert.equal(live(), 'version 1');
    assert.equal(hook.stats.failures, 1);
    assert.ok(lines.some((line) => line.includes('FAILED, the last good site stays live')));

    fail = false;
    hook.trigger();
    await hook.idle();
    assert.equal(live(), 'version 3');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('swap the served folder atomically and keep only a few releases', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const output = path.join(dir, 'public');
    fs.mkdirSync(output);
    const releases = createReleases(path.join(dir, 'run'), { keep: 2 });
    for (let i = 1; i <= 4; i += 1) {
      fs.writeFileSync(path.join(output, 'index.html'), `v${i}`);
      releases.publish(output);
      assert.equal(fs.readFileSync(path.join(releases.currentDir(), 'index.html'), 'utf8'), `v${i}`);
      assert.ok(fs.lstatSync(releases.currentDir()).isSymbolicLink());
    }
    assert.equal(fs.readdirSync(path.join(dir, 'run', 'sites')).length, 2);
    fs.rmSync(dir, { recursive: true, force: true });
  });
});

describe('releases', () => {
  it('publishes releases through an absolute symlink even from a relative folder', () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const cwd = process.cwd();
    process.chdir(dir);
    try {
      fs.mkdirSync('public');
      fs.writeFileSync(path.join('public', 'index.html'), 'ok');
      const releases = createReleases('run');
      releases.publish('public');
      assert.ok(path.isAbsolute(fs.readlinkSync(releases.currentDir())));
      assert.equal(fs.readFileSync(path.join(releases.currentDir(), 'index.html'), 'utf8'), 'ok');
    } finally {
      process.chdir(cwd);
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
