import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { after, describe, it } from 'node:test';
import pWaitFor from 'p-wait-for';
import { IDLE_NICE, runAtIdlePriority } from './idle-priority.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'idle-priority-'));
after(() => fs.rmSync(dir, { recursive: true, force: true }));

/** Fields of /proc/PID/stat after the command’s name: [3] is the session, [16] the nice value. */
const SHOW = 'read -r stat < /proc/self/stat; echo "${stat##*) }"; cat /proc/self/autogroup 2>/dev/null || echo none; echo $$';
const hasAutogroups = fs.existsSync('/proc/self/autogroup');

describe('a command run at idle priority', () => {
  it('runs in a session of its own, at nice 19, its session’s autogroup at nice 19, its output in the log', async () => {
    const logFile = path.join(dir, 'show.log');
    const code = await runAtIdlePriority('sh', ['-c', SHOW], { logFile });
    assert.equal(code, 0);
    const [stat, autogroup, pid] = fs.readFileSync(logFile, 'utf8').trim().split('\n');
    const fields = stat.split(' ');
    assert.equal(fields[16], String(IDLE_NICE), 'nice');
    assert.equal(fields[3], pid, 'the session it leads');
    assert.notEqual(fields[3], String(process.pid));
    if (hasAutogroups) assert.match(autogroup, new RegExp(`nice ${IDLE_NICE}$`));
  });

  it('gives its exit code, and appends to the log', async () => {
    const logFile = path.join(dir, 'code.log');
    fs.writeFileSync(logFile, 'before\n');
    assert.equal(await runAtIdlePriority('sh', ['-c', 'echo gagal >&2; exit 3'], { logFile }), 3);
    assert.equal(fs.readFileSync(logFile, 'utf8'), 'before\ngagal\n');
  });

  it('is stopped with its caller: Ctrl-C does not reach another session, so the caller stops it', async () => {
    const pidFile = path.join(dir, 'sleeper.pid');
    const caller = spawn(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { runAtIdlePriority } = await import(${JSON.stringify(path.join(import.meta.dirname, 'idle-priority.ts'))});
await runAtIdlePriority('sh', ['-c', 'echo $$ > ${pidFile}; exec sleep 60'], { logFile: ${JSON.stringify(path.join(dir, 'sleep.log'))} });`,
      ],
      { stdio: 'ignore' },
    );
    await pWaitFor(() => fs.existsSync(pidFile) && fs.readFileSync(pidFile, 'utf8').trim() !== '', { timeout: 10_000 });
    const sleeper = Number(fs.readFileSync(pidFile, 'utf8'));
    const exited = new Promise<NodeJS.Signals | null>((resolve) => caller.once('exit', (_, signal) => resolve(signal)));
    caller.kill('SIGINT');
    assert.equal(await exited, 'SIGINT', 'the caller ends as Ctrl-C ends it');
    const alive = () => {
      try {
        process.kill(sleeper, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let waited = 0; alive() && waited < 5000; waited += 100) await delay(100);
    assert.equal(alive(), false, 'the command in its own session was stopped too');
  });
});
