/**
 * Stopping `npm start` (and `npm run develop`, `npm run cms` while the CMS boots) at any moment
 * stops everything it started: the real scripts, a real CMS (its own process group) and a real
 * first build, on ports of their own (CMS 1350, site 9050, hook 9051, develop 9052) with a
 * throwaway database, build token and release folder. Each process of the run
 * carries a marker in its environment: none may be left once the script has exited. Linux (/proc).
 *
 *   node --test scripts/entry-points.test.ts      # npm test runs it once, before the end-to-end tests
 */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { after, describe, it } from 'node:test';
import { ROOT, quietEnv } from '@site/runtime/config';

const PORTS = { cms: 1350, site: 9050, hook: 9051, develop: 9052 };
const work = fs.mkdtempSync(path.join(os.tmpdir(), 'entry-points-'));
const marker = `ENTRY_POINT_TEST=${crypto.randomUUID()}`;

/** The processes (pid and command line) whose environment carries this run's marker. */
function markedProcesses() {
  const found: Array<{ pid: number; command: string }> = [];
  for (const entry of fs.readdirSync('/proc')) {
    if (!/^\d+$/.test(entry) || Number(entry) === process.pid) continue;
    try {
      if (!fs.readFileSync(`/proc/${entry}/environ`, 'latin1').split('\0').includes(marker)) continue;
      const command = fs.readFileSync(`/proc/${entry}/cmdline`, 'latin1').split('\0').join(' ').trim();
      found.push({ pid: Number(entry), command });
    } catch {
      // gone meanwhile, or not ours to read
    }
  }
  return found;
}

/** Whether something accepts connections on a 127.0.0.1 port. */
const listening = (port: number) =>
  new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/** Checks every 200 ms until `check` holds; false after the timeout. */
async function eventually(check: () => boolean | Promise<boolean>, timeoutMs: number) {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 200))) {
    if (await check()) return true;
  }
  return check();
}

/** An entry point's script (`npm start`'s by default) in a process group of its own (as a terminal runs it), its output kept. */
function npmStart(script = 'start.ts', env: Record<string, string> = {}) {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', script)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: quietEnv({
      [marker.split('=')[0]]: marker.split('=')[1],
      CMS_PORT: String(PORTS.cms),
      SITE_PORT: String(PORTS.site),
      HOOK_PORT: String(PORTS.hook),
      DEVELOP_PORT: String(PORTS.develop),
      DATABASE_FILENAME: path.join(work, 'data.db'),
      BUILD_TOKEN_FILE: path.join(work, 'build-token'),
      SITE_RUN_DIR: path.join(work, 'run'),
      BUILD_HOOK_URL: '',
      BUILD_HOOK_SECRET: 'entry-points-test',
      SITE_URL: `http://127.0.0.1:${PORTS.site}`,
      ...env,
    }),
  });
  const lines: string[] = [];
  for (const stream of [child.stdout, child.stderr])
    readline.createInterface({ input: stream }).on('line', (line) => lines.push(line));
  const exited = new Promise((resolve) => child.once('exit', (code, signal) => resolve(code ?? signal)));
  const output = () => lines.slice(-40).join('\n');
  return { child, lines, exited, output };
}

/** After the stop: the script exited by itself, cleanly, and left nothing of its run behind. */
async function expectEverythingStopped(started: ReturnType<typeof npmStart>) {
  const code = await Promise.race([
    started.exited,
    new Promise((resolve) => setTimeout(() => resolve('still running'), 60_000).unref()),
  ]);
  assert.equal(code, 0, `it did not exit cleanly:\n${started.output()}`);
  assert.ok(
    await eventually(() => markedProcesses().length === 0, 10_000),
    `left running:\n${JSON.stringify(markedProcesses(), null, 1)}`,
  );
  for (const port of Object.values(PORTS)) assert.equal(await listening(port), false, `port ${port} still answers`);
}

after(() => {
  for (const { pid } of markedProcesses()) process.kill(pid, 'SIGKILL'); // a failed test's leftovers
  fs.rmSync(work, { recursive: true, force: true });
});

describe('a wrong environment', () => {
  // One row per program and kind of value; each run says every wrong variable of its row.
  for (const [command, script, env, expected] of [
    [
      'npm run cms',
      'cms.ts',
      { CONTACT_RATE_LIMIT: '0', SEED: 'no', SMTP_PASSWORD: 'hunter2' },
      'CONTACT_RATE_LIMIT must be a whole number of at least 1, not "0"; SEED must be true or false, not "no"',
    ],
    [
      'npm run cms',
      'cms.ts',
      { SITE_URL: 'www.mercusuar.co.id' },
      'SITE_URL must be an http(s) address, not "www.mercusuar.co.id"',
    ],
  ] as const) {
    it(`${command}: stops at once, saying in one line what is wrong (${Object.keys(env).join(', ')})`, async () => {
      const started = npmStart(script, env);
      const code = await Promise.race([
        started.exited,
        new Promise((resolve) => setTimeout(() => resolve('running'), 120_000).unref()),
      ]);
      if (code === 'running') process.kill(-(started.child.pid as number), 'SIGKILL');
      assert.equal(code, 1, started.output());
      const said = started.lines.filter((line) => line.includes(expected));
      assert.equal(said.length, 1, `not said once:\n${started.output()}`);
      assert.match(said[0], /^✖ The environment is not usable: /);
      // That line alone: npm run cms adds none of its own about the CMS that stopped.
      assert.deepEqual(
        started.lines.filter((line) => line.startsWith('✖')),
        said,
      );
      assert.doesNotMatch(started.output(), /^\s+at |hunter2/m);
      assert.ok(await eventually(() => markedProcesses().length === 0, 10_000), 'left running');
    });
  }
});

describe('stopped at any moment', () => {
  it('npm start: stops its first build (Gatsby too) and the CMS on SIGTERM to npm start alone', async () => {
    const started = npmStart();
    const building = await eventually(() => started.lines.some((line) => line.includes('build 1 started')), 420_000);
    assert.ok(building, `the first build did not start:\n${started.output()}`);
    // The build runs: its script and Gatsby.
    assert.ok(
      await eventually(() => markedProcesses().some(({ command }) => command.includes('gatsby')), 30_000),
      `no Gatsby process:\n${started.output()}`,
    );
    process.kill(started.child.pid as number, 'SIGTERM');
    await expectEverythingStopped(started);
    assert.ok(
      started.lines.some((line) => line.includes('interrupted')),
      started.output(),
    );
  });

  for (const [command, script] of [
    ['npm start', 'start.ts'],
    ['npm run develop', 'develop.ts'],
    ['npm run cms', 'cms.ts'],
  ]) {
    it(`${command}: stops the CMS while it boots on Ctrl-C (SIGINT to the terminal’s process group)`, async () => {
      const started = npmStart(script);
      const booting = await eventually(
        () => markedProcesses().some(({ command: line }) => /strapi/.test(line) && /\bstart\b/.test(line)),
        120_000,
      );
      assert.ok(booting, `the CMS did not start:\n${started.output()}`);
      assert.equal(await listening(PORTS.cms), false, 'the CMS is up already: this test needs it booting');
      process.kill(-(started.child.pid as number), 'SIGINT');
      await expectEverythingStopped(started);
    });
  }
});
