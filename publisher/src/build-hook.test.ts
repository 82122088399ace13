/** The build hook's rules, with fake builds: run with `node --test scripts/`. */
import assert from 'node:assert/strict';
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { afterEach, beforeEach, describe, it, mock } from 'node:test';
import type { BuildRecord, BuildTrigger } from '@site/contracts/build';
import { BuildError, createBuildHook, secretMatches } from './build-hook.ts';
import { createBuildHistory } from './build-history.ts';
import { createReleases } from './releases.ts';

const servers: http.Server[] = [];
afterEach(() =>
  Promise.all(
    servers.splice(0).map((server) => {
      server.closeAllConnections();
      return new Promise((resolve) => server.close(resolve));
    }),
  ),
);

/** Serves a hook on a free 127.0.0.1 port; returns its URL. */
async function serve(hook: ReturnType<typeof createBuildHook>) {
  const server = http.createServer(hook.handler);
  servers.push(server);
  await new Promise((resolve) => server.listen(0, '127.0.0.1', () => resolve(undefined)));
  const address = server.address() as AddressInfo;
  return `http://127.0.0.1:${address.port}`;
}

const post = (url: string, headers: Record<string, string> = {}) =>
  fetch(`${url}/build`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...headers },
    body: '{"event":"entry.publish"}',
  });

const quiet = () => undefined;

/** A hook whose record lives in a throwaway folder. */
const historyDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-history-'));
let historyCount = 0;
const newHistory = () => createBuildHistory(path.join(historyDir, `builds-${(historyCount += 1)}.json`));
const hookWith = (
  options: Omit<Parameters<typeof createBuildHook>[0], 'history'> & { history?: ReturnType<typeof createBuildHistory> },
) => createBuildHook({ history: newHistory(), ...options });
const get = (url: string, headers: Record<string, string> = {}) => fetch(`${url}/builds`, { headers });

describe('build hook authentication', () => {
  it('refuses requests without the secret or with a wrong one', async () => {
    let builds = 0;
    const hook = hookWith({ secret: 's3cret', build: async () => void (builds += 1), debounceMs: 10, log: quiet });
    const url = await serve(hook);
    assert.equal((await post(url)).status, 401);
    assert.equal((await post(url, { Authorization: 'Bearer wrong' })).status, 401);
    assert.equal((await post(url, { Authorization: 'Bearer s3cre' })).status, 401);
    await hook.idle();
    assert.equal(builds, 0);
  });

  it('compares a presented secret in constant time, whatever its length', async () => {
    const compare = mock.method(crypto, 'timingSafeEqual');
    try {
      const hook = hookWith({ secret: 's3cret', build: async () => undefined, debounceMs: 10, log: quiet });
      const url = await serve(hook);
      for (const presented of ['s3cre', 's3cret-and-more', 'wrong!']) {
        compare.mock.resetCalls();
        assert.equal((await post(url, { Authorization: `Bearer ${presented}` })).status, 401);
        // Every refusal went through one fixed-length comparison (digests), not a string compare
        // that stops at the first differing character or at a length mismatch.
        assert.equal(compare.mock.callCount(), 1, presented);
        const [a, b] = compare.mock.calls[0].arguments;
        assert.equal(a.byteLength, 32);
        assert.equal(b.byteLength, 32);
      }
    } finally {
      compare.mock.restore();
    }
  });

  it('accepts the secret as a bearer token or in X-Build-Hook-Secret', async () => {
    let builds = 0;
    const hook = hookWith({ secret: 's3cret', build: async () => void (builds += 1), debounceMs: 10, log: quiet });
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
    assert.throws(() => hookWith({ secret: '', build: async () => undefined }), /BUILD_HOOK_SECRET/);
  });
});

describe('build hook coalescing', () => {
  // The debounce runs on fake timers: each step is exact, so each count is too.
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  /** Moves the fake clock on by `ms`, then lets the promises that timers settled run. */
  const advance = async (ms: number) => {
    mock.timers.tick(ms);
    for (let i = 0; i < 10; i += 1) await new Promise(setImmediate);
  };

  /** A build taking `ms` on the fake clock, counting how many run and how many at once. */
  const countedBuild = (ms: number) => {
    const counts = { builds: 0, concurrent: 0, maxConcurrent: 0 };
    const build = async () => {
      counts.builds += 1;
      counts.concurrent += 1;
      counts.maxConcurrent = Math.max(counts.maxConcurrent, counts.concurrent);
      await new Promise((resolve) => setTimeout(resolve, ms));
      counts.concurrent -= 1;
    };
    return { counts, build };
  };

  it('waits for a quiet moment: a burst of requests 5 ms apart gives one build, after the last', async () => {
    const { counts, build } = countedBuild(100);
    const hook = hookWith({ secret: 'x', build, debounceMs: 50, log: quiet });
    for (let i = 0; i < 20; i += 1) {
      hook.trigger();
      await advance(5);
    }
    await advance(40); // 45 ms after the last request: still waiting
    assert.equal(counts.builds, 0);
    await advance(10);
    assert.equal(counts.builds, 1);
    await advance(100);
    await hook.idle();
    assert.equal(counts.builds, 1);
    assert.deepEqual(
      hook.builds().map((record) => record.requests),
      [20],
    );
  });

  it('gives exactly one more build for the requests that arrive during a build, never two at once', async () => {
    const { counts, build } = countedBuild(150);
    const hook = hookWith({ secret: 'x', build, debounceMs: 50, log: quiet });
    for (let i = 0; i < 10; i += 1) {
      hook.trigger();
      await advance(5);
    }
    await advance(80); // a pause mid-burst: the first build starts
    assert.equal(counts.builds, 1);
    for (let i = 0; i < 10; i += 1) {
      hook.trigger(); // during the first build
      await advance(5);
    }
    assert.equal(counts.builds, 1);
    await advance(150); // the first build ends; the second waits for the quiet moment
    await advance(50);
    assert.equal(counts.builds, 2);
    await advance(150);
    await hook.idle();
    assert.equal(counts.builds, 2);
    assert.equal(counts.maxConcurrent, 1);
    assert.deepEqual(
      hook.builds().map((record) => record.requests),
      [10, 10],
    );
  });
});

describe('a request joining a waiting build', () => {
  beforeEach(() => mock.timers.enable({ apis: ['setTimeout'] }));
  afterEach(() => mock.timers.reset());

  // Every pair of kinds: the waiting build ends up doing what the one that asks more asks.
  const kinds = ['catch-up', 'publish', 'media', 'manual', 'retry', 'start'] as const;
  const asksMore = { 'catch-up': 0, publish: 1, media: 1, manual: 2, retry: 2, start: 3 };
  for (const waiting of kinds) {
    for (const joining of kinds) {
      const expected = asksMore[joining] > asksMore[waiting] ? joining : waiting;
      it(`${joining} joining a waiting ${waiting}: the build is a ${expected}`, async () => {
        const built: BuildTrigger[] = [];
        const hook = hookWith({ secret: 'x', build: async (trigger) => void built.push(trigger), debounceMs: 50, log: quiet });
        const cause = (kind: (typeof kinds)[number]): BuildTrigger =>
          kind === 'retry'
            ? { kind, attempt: 2 }
            : kind === 'publish'
              ? { kind, model: 'api::news.news', documentId: 'doc-1', locale: 'id' }
              : { kind };
        hook.trigger(cause(waiting));
        hook.trigger(cause(joining));
        mock.timers.tick(60);
        await hook.idle();
        assert.deepEqual(built, [cause(expected)]);
        assert.deepEqual(
          hook.builds().map(({ trigger, requests }) => [trigger, requests]),
          [[cause(expected), 2]],
        );
      });
    }
  }
});

describe('the record of builds', () => {
  it('answers GET /builds with the secret only, newest first', async () => {
    const hook = hookWith({
      secret: 's',
      build: async () => ({ pages: 4, pageUrl: 'http://site/news/a' }),
      debounceMs: 5,
      log: quiet,
    });
    const url = await serve(hook);
    assert.equal((await get(url)).status, 401);
    assert.equal((await get(url, { Authorization: 'Bearer nope' })).status, 401);
    const body = JSON.stringify({ event: 'entry.publish', uid: 'api::news.news', entry: { documentId: 'd1', locale: 'id' } });
    await fetch(`${url}/build`, { method: 'POST', headers: { Authorization: 'Bearer s' }, body });
    await hook.idle();
    hook.trigger({ kind: 'manual', by: 'editor@example.com' });
    await hook.idle();
    const response = await get(url, { Authorization: 'Bearer s' });
    assert.equal(response.status, 200);
    const { builds } = (await response.json()) as { builds: BuildRecord[] };
    assert.deepEqual(
      builds.map(({ id, state, trigger, pages, pageUrl }) => ({ id, state, trigger, pages, pageUrl })),
      [
        {
          id: 2,
          state: 'published',
          trigger: { kind: 'manual', by: 'editor@example.com' },
          pages: 4,
          pageUrl: 'http://site/news/a',
        },
        {
          id: 1,
          state: 'published',
          trigger: { kind: 'publish', model: 'api::news.news', documentId: 'd1', locale: 'id' },
          pages: 4,
          pageUrl: 'http://site/news/a',
        },
      ],
    );
    for (const build of builds) {
      assert.ok(
        Date.parse(build.queuedAt) <= Date.parse(build.startedAt ?? '') &&
          Date.parse(build.startedAt ?? '') <= Date.parse(build.finishedAt ?? ''),
      );
      assert.equal(typeof build.durationMs, 'number');
    }
  });

  it('builds anyway, and says why, when the request body is not JSON', async () => {
    let builds = 0;
    const lines: string[] = [];
    const hook = hookWith({ secret: 's', build: async () => void (builds += 1), debounceMs: 5, log: (line) => lines.push(line) });
    const url = await serve(hook);
    assert.equal(
      (await fetch(`${url}/build`, { method: 'POST', headers: { Authorization: 'Bearer s' }, body: '<xml/>' })).status,
      202,
    );
    await hook.idle();
    assert.equal(builds, 1);
    assert.equal(hook.builds()[0].trigger.note, 'request body is not JSON');
    assert.ok(lines.some((line) => line.includes('building anyway')));
  });

  it('keeps the reason and the end of the output of a failed build', async () => {
    const hook = hookWith({
      secret: 's',
      build: async () => {
        throw new BuildError('The CMS refused the request (HTTP 401)', 'token-refused', ['line 1', 'ERROR the CMS refused']);
      },
      debounceMs: 5,
      log: quiet,
    });
    hook.trigger({ kind: 'start' });
    await hook.idle();
    assert.deepEqual(
      (({ state, error, errorCode, transient, logTail }) => ({ state, error, errorCode, transient, logTail }))(hook.builds()[0]),
      {
        state: 'failed',
        error: 'The CMS refused the request (HTTP 401)',
        errorCode: 'token-refused',
        transient: false,
        logTail: ['line 1', 'ERROR the CMS refused'],
      },
    );
  });

  it('survives a restart, keeps the last 50, and marks builds cut off by the restart as failed', async () => {
    const file = path.join(historyDir, 'restart.json');
    const history = createBuildHistory(file);
    const hook = createBuildHook({ secret: 's', build: async () => undefined, history, debounceMs: 1, log: quiet });
    for (let i = 0; i < 52; i += 1) {
      hook.trigger({ kind: 'manual' });
      await hook.idle();
    }
    createBuildHistory(file).request({ kind: 'publish' }); // queued when the hook "stops"
    const reloaded = createBuildHistory(file).list();
    assert.equal(reloaded.length, 50);
    assert.equal(reloaded[0].id, 53);
    assert.equal(reloaded[0].state, 'failed');
    assert.match(reloaded[0].error ?? '', /interrupted/);
    assert.equal(reloaded[0].errorCode, 'interrupted');
    assert.equal(reloaded[1].state, 'published');
    assert.equal(reloaded.at(-1)?.id, 4);
  });

  it('reads a record kept before error codes: a build the hook’s stop cut off is still retried at once', () => {
    const file = path.join(historyDir, 'before-codes.json');
    const old = {
      id: 4,
      state: 'failed',
      trigger: { kind: 'publish', model: 'api::news.news' },
      requests: 1,
      queuedAt: '2026-11-24T10:00:00.000Z',
      startedAt: '2026-11-24T10:00:01.000Z',
      finishedAt: '2026-11-24T10:00:09.000Z',
      durationMs: 8000,
      pages: null,
      pageUrl: null,
      error: 'interrupted: the build hook stopped',
      logTail: [],
      contentVersion: '2026-11-24T10:00:00.000Z',
      transient: true,
    };
    const killed = { ...old, id: 3, error: 'gatsby build was killed (SIGKILL) before it finished' };
    fs.writeFileSync(file, JSON.stringify({ builds: [old, killed] }));
    const [interrupted, earlier] = createBuildHistory(file).list();
    assert.equal(interrupted.errorCode, 'interrupted');
    assert.equal(earlier.errorCode, undefined);
    assert.equal(earlier.transient, true);
    assert.equal(createBuildHistory(file).transientFailures().errorCode, 'interrupted');
  });

  it('reads back only what is a build record: a hand-edited or truncated file loses the rest, never the hook', () => {
    const file = path.join(historyDir, 'edited.json');
    const history = createBuildHistory(file);
    history.request({ kind: 'manual' });
    history.request({ kind: 'publish' }); // joins the queued one
    const [good] = JSON.parse(fs.readFileSync(file, 'utf8')).builds;
    const kept = { ...good, id: 7, state: 'published' };
    fs.writeFileSync(file, JSON.stringify({ builds: [{ ...good, id: 9, state: 'exploded' }, { id: 8 }, 'text', kept] }));
    assert.deepEqual(
      createBuildHistory(file)
        .list()
        .map((build) => build.id),
      [7],
    );
    for (const broken of ['{"builds": 3}', '{"builds":[', '[]', 'null']) {
      fs.writeFileSync(file, broken);
      assert.deepEqual(createBuildHistory(file).list(), [], broken);
    }
  });

  it('builds the publish a killed hook was building as soon as it runs again, without the retry wait', async () => {
    const file = path.join(historyDir, 'killed.json');
    const before = createBuildHook({
      secret: 's',
      build: async () => undefined,
      history: createBuildHistory(file),
      debounceMs: 1,
      contentVersion: async () => 'v1',
      log: quiet,
    });
    before.trigger({ kind: 'start' });
    await before.idle();
    // A publish (content v2) was building when the hook was killed: its record says building.
    const history = createBuildHistory(file);
    history.start(history.request({ kind: 'publish', model: 'api::news.news' }).id, 'v2');
    let built = 0;
    const after = createBuildHook({
      secret: 's',
      build: async () => void (built += 1),
      history: createBuildHistory(file),
      debounceMs: 1,
      contentVersion: async () => 'v2',
      retryDelaysMs: [60_000, 300_000], // what a build killed on its own would wait
      log: quiet,
    });
    assert.equal(after.builds()[0].transient, true);
    assert.equal(await after.catchUp(), true);
    await after.idle();
    assert.deepEqual((({ state, trigger }) => ({ state, kind: trigger.kind, attempt: trigger.attempt }))(after.builds()[0]), {
      state: 'published',
      kind: 'retry',
      attempt: 2,
    });
    assert.equal(built, 1);
  });
});

describe('catching up with the CMS', () => {
  it('builds when the CMS changed after the last build, once, and not again for the same content', async () => {
    let version = '2026-11-22T10:00:00.000Z';
    let fail = false;
    const hook = hookWith({
      secret: 's',
      build: async () => {
        if (fail) throw new Error('broken content');
      },
      debounceMs: 1,
      contentVersion: async () => version,
      log: quiet,
    });
    assert.equal(await hook.catchUp(), true); // nothing built yet
    await hook.idle();
    assert.equal(hook.builds()[0].trigger.kind, 'catch-up');
    assert.equal(hook.builds()[0].contentVersion, version);
    assert.equal(await hook.catchUp(), false); // up to date

    version = '2026-11-22T10:05:00.000Z'; // a publish whose webhook never arrived
    fail = true;
    assert.equal(await hook.catchUp(), true);
    await hook.idle();
    assert.equal(hook.builds()[0].state, 'failed');
    assert.equal(await hook.catchUp(), false); // a failed build is not retried forever for the same content
  });

  it('does not take a build that could not ask the CMS for one that missed content', async () => {
    let version: string | null = 'v1';
    const hook = hookWith({
      secret: 's',
      build: async () => undefined,
      debounceMs: 1,
      contentVersion: async () => version,
      log: quiet,
    });
    hook.trigger({ kind: 'start' });
    await hook.idle();
    version = null; // the CMS refuses the token for a while
    hook.trigger({ kind: 'manual' });
    await hook.idle();
    version = 'v1';
    assert.equal(await hook.catchUp(), false);
  });

  it('does nothing while the CMS cannot say, or a build is on its way', async () => {
    const hook = hookWith({
      secret: 's',
      build: async () => undefined,
      debounceMs: 50,
      contentVersion: async () => null,
      log: quiet,
    });
    assert.equal(await hook.catchUp(), false);
    const busy = hookWith({
      secret: 's',
      build: async () => undefined,
      debounceMs: 50,
      contentVersion: async () => 'v',
      log: quiet,
    });
    busy.trigger({ kind: 'manual' });
    assert.equal(await busy.catchUp(), false);
    await busy.idle();
  });
});

/**
 * A hook whose every build fails with `error`, after a publish asked of it, on a clock the test
 * moves: `catchUpAfter(ms)` asks for a catch-up `ms` after the newest build finished.
 */
async function failingHook(error: BuildError) {
  let clock = Date.parse('2026-11-24T08:00:00.000Z');
  const counted = { failures: 0 };
  const hook = hookWith({
    secret: 's',
    build: async () => {
      counted.failures += 1;
      throw error;
    },
    debounceMs: 1,
    contentVersion: async () => 'v1',
    retryDelaysMs: [60_000, 300_000],
    now: () => clock,
    log: quiet,
  });
  hook.trigger({ kind: 'publish', model: 'api::news.news' });
  await hook.idle();
  return {
    hook,
    counted,
    catchUpAfter: (ms: number) => {
      clock = Date.parse(hook.builds()[0].finishedAt ?? '') + ms;
      return hook.catchUp();
    },
  };
}

describe('a build that failed in a way that may pass', () => {
  it('is tried again with growing waits, each attempt in the record, up to three builds, then left alone', async () => {
    const { hook, counted, catchUpAfter } = await failingHook(
      new BuildError('Cannot reach the CMS (ECONNREFUSED)', 'cms-unreachable'),
    );
    assert.equal(await catchUpAfter(59_000), false); // not yet: the first retry waits a minute
    assert.equal(await catchUpAfter(60_000), true);
    await hook.idle();
    assert.deepEqual(hook.builds()[0].trigger, { kind: 'retry', attempt: 2, note: 'Cannot reach the CMS (ECONNREFUSED)' });
    assert.equal(await catchUpAfter(299_000), false); // the second waits five
    assert.equal(await catchUpAfter(300_000), true);
    await hook.idle();
    assert.equal(hook.builds()[0].trigger.attempt, 3);
    assert.equal(await catchUpAfter(3_600_000), false); // three attempts: the hook gives up on this content
    assert.equal(counted.failures, 3);
    assert.deepEqual(
      hook.builds().map((build) => [build.state, build.transient]),
      [
        ['failed', true],
        ['failed', true],
        ['failed', true],
      ],
    );
  });

  it('killed by a signal, is tried again at once, without waiting for a catch-up, then with the waits', async () => {
    const { hook, counted, catchUpAfter } = await failingHook(
      new BuildError('gatsby build was killed (SIGKILL) before it finished', 'killed'),
    );
    // No catch-up asked: the retry ran as soon as the killed build ended.
    assert.equal(counted.failures, 2);
    assert.deepEqual(hook.builds()[0].trigger, {
      kind: 'retry',
      attempt: 2,
      note: 'gatsby build was killed (SIGKILL) before it finished',
    });
    assert.equal(await catchUpAfter(59_000), false); // killed again: now the first wait
    assert.equal(await catchUpAfter(60_000), true);
    await hook.idle();
    assert.equal(hook.builds()[0].trigger.attempt, 3);
    assert.equal(await catchUpAfter(3_600_000), false);
    assert.equal(counted.failures, 3);
  });

  it('is retried until it publishes, and the next failure counts afresh', async () => {
    let clock = 0;
    let fail = true;
    const hook = hookWith({
      secret: 's',
      build: async () => {
        if (fail)
          throw new BuildError(
            'Cannot reach the CMS at http://127.0.0.1:1337 (connect ECONNREFUSED 127.0.0.1:1337).',
            'cms-unreachable',
          );
      },
      debounceMs: 1,
      contentVersion: async () => 'v1',
      retryDelaysMs: [1000],
      now: () => clock,
      log: quiet,
    });
    hook.trigger({ kind: 'manual' });
    await hook.idle();
    fail = false; // the CMS is back
    clock = Date.parse(hook.builds()[0].finishedAt ?? '') + 1000;
    assert.equal(await hook.catchUp(), true);
    await hook.idle();
    assert.equal(hook.builds()[0].state, 'published');
    assert.equal(await hook.catchUp(), false);
  });

  it('is decided by the failure’s code, not its wording', async () => {
    for (const [message, code, transient] of [
      ['the CMS went away', 'cms-unreachable', true],
      ['Cannot reach the CMS (ECONNREFUSED), killed, timed out', 'build-failed', false],
    ] as const) {
      const hook = hookWith({
        secret: 's',
        build: async () => {
          throw new BuildError(message, code);
        },
        debounceMs: 1,
        log: quiet,
      });
      hook.trigger({ kind: 'manual' });
      await hook.idle();
      assert.equal(hook.builds()[0].transient, transient, message);
    }
  });

  it('is told apart from a failure of the content, which is not retried', async () => {
    const hook = hookWith({
      secret: 's',
      build: async () => {
        throw new BuildError('There was an error in your GraphQL query: Cannot query field "titel"', 'build-failed');
      },
      debounceMs: 1,
      contentVersion: async () => 'v1',
      retryDelaysMs: [0],
      log: quiet,
    });
    hook.trigger({ kind: 'manual' });
    await hook.idle();
    assert.equal(hook.builds()[0].transient, false);
    assert.equal(await hook.catchUp(), false);
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
    const lines: string[] = [];
    const hook = hookWith({ secret: 'x', build, debounceMs: 5, log: (line) => lines.push(line) });
    const live = () => fs.readFileSync(path.join(releases.currentDir(), 'index.html'), 'utf8');

    hook.trigger();
    await hook.idle();
    assert.equal(live(), 'version 1');

    fail = true;
    hook.trigger();
    await hook.idle();
    assert.equal(live(), 'version 1');
    assert.equal(hook.builds().filter((record) => record.state === 'failed').length, 1);
    assert.ok(lines.some((line) => line.includes('FAILED, the last good site stays live')));

    fail = false;
    hook.trigger();
    await hook.idle();
    assert.equal(live(), 'version 3');
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('swap the served folder atomically and keep only a few releases', async () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'releases-'));
    const output = path.join(dir, 'public');
    fs.mkdirSync(output);
    const releases = createReleases(path.join(dir, 'run'), { keep: 2 });
    for (let i = 1; i <= 4; i += 1) {
      fs.writeFileSync(path.join(output, 'index.html'), `v${i}`);
      // Builds are seconds apart (releases tell a rewritten file by its modification time).
      fs.utimesSync(path.join(output, 'index.html'), Date.now() / 1000 + i, Date.now() / 1000 + i);
      await releases.publish(output).pruned;
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
