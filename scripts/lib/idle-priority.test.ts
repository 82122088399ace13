import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import pWaitFor from 'p-wait-for';
import { isAlive } from '@site/runtime/processes';
import { AUTOGROUP_REFUSED, IDLE_NICE, runAtIdlePriority } from './idle-priority.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-priority-'));
/** Processes a test started through a caller, killed at the end whatever the test's outcome. */
const started: number[] = [];
after(() => {
  for (const pid of started) if (isAlive(pid)) process.kill(pid, 'SIGKILL');
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Fields of /proc/PID/stat after the command’s name: [3] is the session, [16] the nice value. */
const SHOW = 'read -r stat < /proc/self/stat; echo "${stat##*) }"; cat /proc/self/autogroup 2>/dev/null || echo none; echo $$';

describe('a command run at idle priority', () => {
  it('runs in a session of its own at nice 19, its session’s autogroup at nice 19 or its output saying the kernel refused', async () => {
    const logFile = path.join(dir, 'show.log');
    assert.equal(await runAtIdlePriority('sh', ['-c', SHOW], { logFile }), 0);
    const lines = fs.readFileSync(logFile, 'utf8').trim().split('\n');
    const [stat, autogroup, pid] = lines.slice(-3);
    const fields = stat.split(' ');
    assert.equal(fields[16], String(IDLE_NICE), 'nice');
    assert.equal(fields[3], pid, 'the session it leads');
    assert.notEqual(fields[3], String(process.pid));
    if (autogroup !== 'none') {
      const refused = lines[0] === AUTOGROUP_REFUSED;
      assert.ok(refused || autogroup.endsWith(`nice ${IDLE_NICE}`), `autogroup: ${autogroup}, output: ${lines[0]}`);
    }
  });

  it('gives its exit code, and appends to the log', async () => {
    const logFile = path.join(dir, 'code.log');
    fs.writeFileSync(logFile, 'before\n');
    assert.equal(await runAtIdlePriority('sh', ['-c', 'echo gagal >&2; exit 3'], { logFile }), 3);
    assert.match(fs.readFileSync(logFile, 'utf8'), /^before\n(.*\n)?gagal\n$/);
  });

  // Its session gets no signal of the caller's process group (Ctrl-C): the caller stops it, and
  // every process of it (here a shell and the sleep it waits for), however the caller ends.
  const endings: Record<string, { code: string; signal?: NodeJS.Signals }> = {
    'Ctrl-C (SIGINT)': { code: '', signal: 'SIGINT' },
    SIGTERM: { code: '', signal: 'SIGTERM' },
    'a closed terminal (SIGHUP)': { code: '', signal: 'SIGHUP' },
    'Ctrl-\\ (SIGQUIT)': { code: '', signal: 'SIGQUIT' },
    'an exit': { code: 'setTimeout(() => process.exit(4), 300);' },
    'an uncaught error': { code: "setTimeout(() => { throw new Error('gagal'); }, 300);" },
  };
  for (const [ending, { code, signal }] of Object.entries(endings)) {
    it(`is stopped with its caller on ${ending}`, async () => {
      const pidFile = path.join(dir, `sleeper-${started.length}.pid`);
      const caller = spawn(
        process.execPath,
        [
          '--input-type=module',
          '-e',
          `const { runAtIdlePriority } = await import(${JSON.stringify(path.join(import.meta.dirname, 'idle-priority.ts'))});
const waiting = runAtIdlePriority('sh', ['-c', 'sleep 60 & echo $! > ${pidFile}; wait'], { logFile: ${JSON.stringify(path.join(dir, 'sleep.log'))} });
${code}
await waiting;`,
        ],
        { stdio: 'ignore' },
      );
      await pWaitFor(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '', { timeout: 10_000 });
      const sleeper = Number(fs.readFileSync(pidFile, 'utf8'));
      started.push(sleeper);
      const exited = new Promise<number | null>((resolve) => caller.once('exit', (exitCode) => resolve(exitCode)));
      if (signal) caller.kill(signal);
      await exited;
      for (let waited = 0; isAlive(sleeper) && waited < 5000; waited += 100) await delay(100);
      assert.equal(isAlive(sleeper), false, 'the command’s child, in the session of its own, was stopped too');
    });
  }
});
