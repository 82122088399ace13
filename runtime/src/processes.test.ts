import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { afterEach, describe, it } from 'node:test';
import { pathToFileURL } from 'node:url';
import { isAlive } from './processes.ts';

/**
 * A process tree as the build hook makes one: a parent (the hook) starts a child (scripts/build.ts)
 * that runs a long command (Gatsby) with `run`; the child watches for the parent's end with
 * `whenOrphaned` unless told not to. Resolves with the parent and the pids the child and the
 * command print.
 */
async function processTree(watching: boolean) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'orphan-'));
  const child = path.join(dir, 'child.mjs');
  const processes = pathToFileURL(path.join(import.meta.dirname, 'processes.ts')).href;
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
  const pids: Record<string, number> = {};
  for await (const line of readline.createInterface({ input: parent.stdout })) {
    const [name, pid] = line.split(' ');
    pids[name] = Number(pid);
    if (pids.child && pids.command) break;
  }
  started.push(...[parent.pid, pids.child, pids.command].flatMap((pid) => (pid ? [{ pid }] : [])));
  return { parent, child: pids.child, command: pids.command };
}

/**
 * What a test started, killed after it whatever it asserted: a failed assertion must not leave a
 * process that holds the test's pipe open, and with it the test run, for ever.
 */
const started: Array<{ pid: number; group?: boolean }> = [];
afterEach(() => {
  for (const { pid, group } of started.splice(0)) {
    try {
      process.kill(group ? -pid : pid, 'SIGKILL');
    } catch {
      // gone already
    }
  }
});

const gone = async (pids: number[], timeoutMs = 5000) => {
  for (const deadline = Date.now() + timeoutMs; Date.now() < deadline; await new Promise((r) => setTimeout(r, 50))) {
    if (pids.every((pid) => !isAlive(pid))) return true;
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

/**
 * An entry point as npm start is one: `stopOnSignals`, then something slow starting with its
 * signal — a service in a process group of its own (the CMS) that boots for a minute. With
 * `stopped: false` the starting does not stop its service on abort (the bug this guards against).
 * Resolves with the entry point, the service's pid and the lines it printed.
 */
async function entryPoint({ stoppedOnAbort }: { stoppedOnAbort: boolean }) {
  const processes = pathToFileURL(path.join(import.meta.dirname, 'processes.ts')).href;
  const script = `import { startService, stopOnSignals } from ${JSON.stringify(processes)};
const life = stopOnSignals();
life.onStop(() => console.log('stopped first registered'));
const starting = (async () => {
  // It takes half a second to stop, as a server closing its connections does; it says when it listens for the stop.
  const service = startService(process.execPath, ['-e', 'process.on("SIGTERM", () => setTimeout(() => process.exit(0), 500)); console.log("service ready"); setInterval(() => {}, 1000)'], { stdio: ['ignore', 'inherit', 'inherit'] });
  console.log('service', service.child.pid);
  await new Promise((resolve, reject) => {
    const booting = setTimeout(resolve, 60_000);
    life.signal.addEventListener('abort', async () => {
      clearTimeout(booting);
      if (${stoppedOnAbort}) await service.stop();
      reject(new Error('stopped while starting'));
    });
  });
  return service;
})();
await life.track(starting, (service) => service.stop).catch(() => console.log('start failed'));
`;
  const entry = spawn(process.execPath, ['--input-type=module', '-e', script], { stdio: ['ignore', 'pipe', 'inherit'] });
  if (entry.pid) started.push({ pid: entry.pid });
  const lines: string[] = [];
  const reader = readline.createInterface({ input: entry.stdout });
  const awaited: Array<{ matches: (line: string) => boolean; seen: (line: string) => void }> = [];
  reader.on('line', (line) => {
    lines.push(line);
    for (const wait of awaited.filter(({ matches }) => matches(line))) wait.seen(line);
  });
  /** Resolves with the first line printed that starts with `text` (or matches `text`). */
  const printed = (text: string | RegExp): Promise<string> => {
    const matches = (line: string) => (typeof text === 'string' ? line.startsWith(text) : text.test(line));
    const seen = lines.find(matches);
    return seen !== undefined ? Promise.resolve(seen) : new Promise((resolve) => awaited.push({ matches, seen: resolve }));
  };
  // Stopped before it listens for SIGTERM, a node process ends at once: the test waits until it
  // does, and until the entry point named it (two processes print on one pipe, in either order).
  await printed('service ready');
  const service = Number((await printed(/^service \d+$/)).split(' ')[1]);
  started.push({ pid: service, group: true });
  const exited = new Promise((resolve) => entry.once('exit', (code) => resolve(code)));
  return { entry, service, lines, printed, exited };
}

describe('Ctrl-C while an entry point starts', () => {
  it('stops the service starting in its own process group, then what was registered, and exits 0', async () => {
    const { entry, service, lines, printed, exited } = await entryPoint({ stoppedOnAbort: true });
    assert.equal(isAlive(service), true);
    entry.kill('SIGINT');
    await printed('› Stopping');
    entry.kill('SIGINT'); // impatient: a second Ctrl-C waits for the first
    assert.equal(await exited, 0);
    assert.equal(await gone([service]), true, 'the service is still running');
    assert.ok(lines.includes('stopped first registered'), lines.join('\n'));
    assert.ok(
      lines.some((line) => line.startsWith('› Still stopping')),
      lines.join('\n'),
    );
  });

  it('would leave the service running if the starting ignored the stop (what the test above guards against)', async () => {
    const { entry, service, exited } = await entryPoint({ stoppedOnAbort: false });
    entry.kill('SIGTERM');
    await exited;
    assert.equal(await gone([service], 1500), false);
    process.kill(-service, 'SIGKILL');
    assert.equal(await gone([service]), true);
  });
});
