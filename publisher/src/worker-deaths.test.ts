import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { after, describe, it } from 'node:test';
import { readBuildOutcome, writeBuildOutcome } from '@site/contracts/build-outcome';
import { ROOT } from '@site/runtime/config';
import { deathMessage } from './worker-deaths.ts';

/** gatsby-worker, as Gatsby resolves it. */
const GATSBY_WORKER = createRequire(path.join(ROOT, 'node_modules', 'gatsby', 'package.json')).resolve('gatsby-worker');

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'worker-deaths-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

// A worker of Gatsby's own pool (gatsby-worker, as the build's HTML renderer starts it): one task
// that ends, one that never does (once it has started, it writes the file it is given), and its
// process id.
fs.writeFileSync(
  path.join(dir, 'worker.cjs'),
  'exports.pid = () => process.pid;\nexports.done = () => "done";\n' +
    'exports.hang = (started) => { require("node:fs").writeFileSync(started, ""); return new Promise(() => {}); };\n',
);

/**
 * Runs `body` in a process that loads worker-deaths.ts as scripts/build.ts has Gatsby load it,
 * with a pool of one worker, and answers the outcome the process wrote (null: none).
 */
function inBuild(name: string, body: string, before?: () => void) {
  const outcome = path.join(dir, `${name}.json`);
  fs.rmSync(outcome, { force: true });
  before?.();
  const script = path.join(dir, `${name}.cjs`);
  fs.writeFileSync(
    script,
    `const { WorkerPool } = require(${JSON.stringify(GATSBY_WORKER)});
const { execFileSync } = require('node:child_process');
const pool = new WorkerPool(${JSON.stringify(path.join(dir, 'worker.cjs'))}, { numWorkers: 1, env: {} });
(async () => {
${body}
})().then(() => process.exit(0), (error) => { console.error(error.message); process.exit(1); });
`,
  );
  const run = spawnSync(
    process.execPath,
    [`--import=${pathToFileURL(path.join(import.meta.dirname, 'worker-deaths.ts')).href}`, script],
    {
      env: { ...process.env, BUILD_OUTCOME_FILE: outcome },
      encoding: 'utf8',
      timeout: 60_000,
    },
  );
  return { status: run.status, stderr: run.stderr, outcome: readBuildOutcome(outcome), file: outcome };
}

/**
 * A body for inBuild: the worker is killed (SIGKILL) once it works on a task that never ends, which
 * the build then awaits. Once it works: killed while the task is still being sent, the pool fails on
 * the pipe (EPIPE) instead.
 */
const killedWhileWorking = (name: string) => `const pid = await pool.single.pid();
const started = ${JSON.stringify(path.join(dir, `${name}-started`))};
const task = pool.single.hang(started);
while (!require('node:fs').existsSync(started)) await new Promise((resolve) => setTimeout(resolve, 10));
execFileSync('kill', ['-KILL', String(pid)]);
await task;`;

describe("a Gatsby worker's death (worker-deaths.ts, loaded into gatsby build)", () => {
  it('killed from outside while it works (the out-of-memory killer): the build’s outcome is killed', () => {
    const { status, stderr, outcome } = inBuild('killed', killedWhileWorking('killed'));
    assert.equal(status, 1);
    assert.match(stderr, /Worker exited before finishing task/);
    assert.deepEqual(outcome, { ok: false, code: 'killed', message: deathMessage('SIGKILL') });
  });

  it('ended by the build when its work is done: no outcome', () => {
    const { status, outcome } = inBuild(
      'ended',
      `if ((await pool.single.done()) !== 'done') throw new Error('the worker did not answer');
await Promise.all(pool.end());`,
    );
    assert.equal(status, 0);
    assert.equal(outcome, null);
  });

  it('killed after the build failed for another reason: that reason stands', () => {
    const file = path.join(dir, 'earlier.json');
    const { status, outcome } = inBuild('earlier', killedWhileWorking('earlier'), () =>
      writeBuildOutcome({ ok: false, code: 'cms-unreachable', message: 'the CMS did not answer' }, file),
    );
    assert.equal(status, 1);
    assert.deepEqual(outcome, { ok: false, code: 'cms-unreachable', message: 'the CMS did not answer' });
  });
});
