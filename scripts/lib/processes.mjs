// @ts-check
import { spawn } from 'node:child_process';
import os from 'node:os';
import readline from 'node:readline';
import { stripVTControlCharacters } from 'node:util';

/**
 * A finished process's exit code; killed by a signal: the shell's convention, 128 + the signal's
 * number (SIGKILL: 137).
 * @param {number | null} code
 * @param {NodeJS.Signals | null} signal
 */
const exitCodeOf = (code, signal) => code ?? (signal ? 128 + (os.constants.signals[signal] ?? 0) : 0);

/**
 * Runs a command to completion with its output read line by line (stdout and stderr, colours
 * removed): `onLine` sees each as it comes; resolves with the exit code and every line.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} options
 * @param {(line: string) => void} [onLine]
 * @returns {Promise<{ code: number, lines: string[] }>}
 */
export function runReadingLines(command, args, options, onLine = () => undefined) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...options, stdio: ['ignore', 'pipe', 'pipe'] });
    /** @type {string[]} */
    const lines = [];
    const read = (/** @type {import('node:stream').Readable} */ stream) =>
      readline.createInterface({ input: stream }).on('line', (raw) => {
        const line = stripVTControlCharacters(raw);
        lines.push(line);
        onLine(line);
      });
    if (child.stdout) read(child.stdout);
    if (child.stderr) read(child.stderr);
    child.on('error', reject);
    child.on('close', (code, signal) => resolve({ code: exitCodeOf(code, signal), lines }));
  });
}

/**
 * Calls `onOrphaned` once the process that started this one is gone — killed, say, by the
 * out-of-memory killer — so this one stops what it started instead of racing the parent's
 * successor (Linux tells no child of its parent's death; its id is checked every `intervalMs`).
 */
export function whenOrphaned(/** @type {() => void} */ onOrphaned, intervalMs = 1000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    try {
      process.kill(parent, 0);
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ESRCH') return; // alive, another user's
      clearInterval(timer);
      onOrphaned();
    }
  }, intervalMs);
  timer.unref();
}

/**
 * Runs a command to completion, output passed through; resolves with its exit code (also when
 * `options.signal` stopped it: 128 + its kill signal's number).
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.on('error', (error) => {
      if (error.name !== 'AbortError') reject(error); // aborted: its exit follows
    });
    child.on('exit', (code, signal) => resolve(exitCodeOf(code, signal)));
  });
}

/**
 * Starts a long-running command in its own process group, so stopping it stops its children too.
 * @param {string} command
 * @param {string[]} args
 * @param {import('node:child_process').SpawnOptions} [options]
 */
export function startService(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, ...options });
  let exited = false;
  child.on('exit', () => {
    exited = true;
  });
  return {
    child,
    /** Stops the whole process group: SIGTERM (or `signal`), then SIGKILL after a grace period. */
    async stop(graceMs = 8000, /** @type {NodeJS.Signals} */ signal = 'SIGTERM') {
      if (exited || child.pid === undefined) return;
      const pid = child.pid;
      const kill = (/** @type {NodeJS.Signals} */ sent) => {
        try {
          process.kill(-pid, sent);
        } catch {
          // already gone
        }
      };
      kill(signal);
      const deadline = Date.now() + graceMs;
      while (!exited && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
      if (exited) return;
      kill('SIGKILL');
      // Resolve once it is gone (its port free), not while the kill is still on its way.
      for (const killDeadline = Date.now() + 5000; !exited && Date.now() < killDeadline;) {
        await new Promise((r) => setTimeout(r, 100));
      }
    },
  };
}

/**
 * Polls a URL until it answers with one of the expected statuses.
 * @param {string} url
 * @param {{ timeoutMs?: number, statuses?: number[], isAlive?: () => boolean }} [options]
 */
export async function waitForHttp(url, { timeoutMs = 180_000, statuses = [200, 204], isAlive = () => true } = {}) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (!isAlive()) throw new Error(`The process behind ${url} exited before it was ready`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (statuses.includes(response.status)) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${url} did not become ready within ${Math.round(timeoutMs / 1000)} s`);
}

/**
 * How an entry point (npm start, develop, cms, build-hook, serve…) stops what it started, at any
 * moment: the first SIGINT (Ctrl-C) or SIGTERM aborts `signal` — whatever is still starting with
 * it stops what it started and fails — waits for what `starting` tracks to settle, runs the
 * `onStop` functions (last registered first), and exits. A second Ctrl-C while that runs is told
 * to wait: leaving the CMS running in its own process group is what this prevents.
 * @param {{ log?: (line: string) => void, exit?: (code: number) => void }} [options]
 */
export function stopOnSignals({ log = (line) => console.log(line), exit = (code) => process.exit(code) } = {}) {
  const controller = new AbortController();
  /** @type {Array<() => unknown>} */
  const stops = [];
  /** @type {Promise<unknown>[]} */
  const pending = [];
  /** @type {Promise<void> | null} */
  let shutdown = null;
  const stopAll = (/** @type {number} */ code) => {
    shutdown ??= (async () => {
      controller.abort(new Error('stopped'));
      await Promise.allSettled(pending);
      for (const stop of stops.splice(0).reverse()) {
        try {
          await stop();
        } catch (error) {
          log(`✖ while stopping: ${error instanceof Error ? error.message : error}`);
        }
      }
      exit(code);
    })();
    return shutdown;
  };
  const onSignal = (/** @type {NodeJS.Signals} */ signal) => {
    if (shutdown) return log(`› Still stopping (${signal} again): waiting for everything started to stop…`);
    log('\n› Stopping…');
    void stopAll(0);
  };
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  return {
    /** Aborted once a stop is asked for: pass it to whatever starts. */
    signal: controller.signal,
    /** Registers what to stop; after a stop began, stops it at once. */
    onStop(/** @type {() => unknown} */ stop) {
      if (shutdown) void Promise.resolve().then(stop);
      else stops.push(stop);
    },
    /**
     * Tracks something starting: a stop waits for it to settle (having stopped what it started),
     * and `stopOf` its result is registered before anything else sees it.
     * @template T
     * @param {Promise<T>} starting
     * @param {(started: T) => () => unknown} [stopOf]
     * @returns {Promise<T>}
     */
    track(starting, stopOf) {
      const tracked = starting.then((started) => {
        if (stopOf) stops.push(stopOf(started));
        return started;
      });
      pending.push(tracked.catch(() => undefined));
      return tracked;
    },
    /** Stops everything and exits with `code` (a failure, the CMS gone). */
    exit: (/** @type {number} */ code) => stopAll(code),
    /** Whether a stop was asked for. */
    get stopping() {
      return shutdown !== null;
    },
  };
}
