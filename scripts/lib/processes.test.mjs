// @ts-check
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';

const alive = (/** @type {number} */ pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
};

/**
 * A process tree as the build hook makes one: a parent (the hook) starts a child (scripts/build.mjs)
 * that runs a long command (Gatsby) with `run`; the child watches for the parent's end with
 * `whenOrphaned` unless told not to. Resolves with the parent and the pids the child and the
 * command print.
 */
async function processTree(/** @type {boolean} */ watching) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
  const child = path.join(dir, 'child.mjs');
  const processes = pathToFileURL(path.join(import.meta.dirname, 'processes.mjs')).href;
  fs.writeFileSync(
    child,
    `import { run, whenOrphaned } from ${JSON.stringify(processes)};
const orphaned = new AbortController();
if (${watching}) whenOrphaned(() => orphaned.abort(), 100);
console.log('child', process.pid);
process.exitCode = await run(process.execPath, ['-e', 'console.log("command", process.pid); setInterval(() => {}, 1000)'], { signal: orphaned.signal });
`,
  );
  const parent = spawn(
    process.execPath,
    [
      '-e',
      `require('node:child_process').spawn(process.execPath, [${JSON.stringify(child)}], { stdio: 'inherit' }); setInterval(() => {}, 1000)`,
    ],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  /** @type {Record<string, number>} */
  const pids = {};
  for await (const line of readline.createInterface({ input: /** @type {import('node:stream').Readable} */ (parent.stdout) })) {
    const [name, pid] = line.split(' ');
    pids[name] = Number(pid);
    if (pids.child && pids.command) break;
  }
  return { parent, child: pids.child, command: pids.command };
}

const gone = async (/** @type {number[]} */ pids, timeoutMs = 5000) => {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    if (pids.every((pid) => !alive(pid))) return true;
  }
  return false;
};

describe('a build whose build hook is killed', () => {
  it('stops with what it ran, instead of writing on beside the hook started again', async () => {
    const { parent, child, command } = await processTree(true);
    parent.kill('SIGKILL');
    assert.equal(await gone([child, command]), true, 'the orphaned build and its command are still running');
  });

  it('would run on without the watch (what the test above guards against)', async () => {
    const { parent, child, command } = await processTree(false);
    parent.kill('SIGKILL');
    assert.equal(await gone([child, command], 1500), false);
    process.kill(command, 'SIGKILL');
    assert.equal(await gone([child, command]), true);
  });
});
