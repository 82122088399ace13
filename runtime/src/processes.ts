/**
 * Starting and stopping processes, for every script, test runner and bench: execa runs them
 * (exit codes, output by line, cancellation by AbortSignal, a grace period before SIGKILL), and
 * p-wait-for waits until a server is ready. What is ours: stopping a whole process group (a
 * service started with `startService`), noticing that our parent is gone, and how an entry point
 * stops everything it started on Ctrl-C (`stopOnSignals`).
 */
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import os from 'node:os';
import { setTimeout as delay } from 'node:timers/promises';
import { stripVTControlCharacters } from 'node:util';
import { execa } from 'execa';
import pWaitFor from 'p-wait-for';

/** What a command is run with: `signal` stops it (SIGTERM, SIGKILL after `graceMs`). */
export type RunOptions = {
  cwd?: string;
  env?: NodeJS.ProcessEnv;
  signal?: AbortSignal;
  graceMs?: number;
  stdio?: import('execa').Options['stdio'];
  /** In a session (and process group) of its own: the terminal's Ctrl-C does not reach it. */
  detached?: boolean;
};

/** execa's options for ours: the environment given whole, cancelled by `signal`. */
const execaOptions = ({ signal, graceMs = 10_000, env, ...rest }: RunOptions) => ({
  ...rest,
  ...(env ? { env, extendEnv: false } : {}),
  ...(signal ? { cancelSignal: signal, forceKillAfterDelay: graceMs } : {}),
  reject: false,
});

/**
 * A finished process's exit code; killed by a signal: the shell's convention, 128 + the signal's
 * number (SIGKILL: 137). A command that could not start at all throws, saying why.
 */
function exitCodeOf(result: { exitCode?: number; signal?: string; shortMessage?: string }) {
  if (result.exitCode !== undefined) return result.exitCode;
  if (result.signal) return 128 + (os.constants.signals[result.signal as NodeJS.Signals] ?? 0);
  throw new Error(result.shortMessage ?? 'the command did not start');
}

/**
 * Runs a command to completion with its output read line by line (stdout and stderr, colours
 * removed): `onLine` sees each as it comes; resolves with the exit code, the signal that killed
 * it (or null) and every line.
 */
export async function runReadingLines(
  command: string,
  args: string[],
  options: RunOptions,
  onLine: (line: string) => void = () => undefined,
): Promise<{ code: number; signal: string | null; lines: string[] }> {
  const subprocess = execa(command, args, { ...execaOptions(options), stdin: 'ignore', all: true, buffer: false });
  const lines: string[] = [];
  for await (const raw of subprocess.iterable({ from: 'all' })) {
    const line = stripVTControlCharacters(String(raw));
    lines.push(line);
    onLine(line);
  }
  const result = await subprocess;
  return { code: exitCodeOf(result), signal: result.signal ?? null, lines };
}

/**
 * Runs a command to completion, output passed through; resolves with its exit code (also when
 * `options.signal` stopped it: 128 + its kill signal's number). `onStarted` is given its process
 * id (a bench samples its memory).
 */
export async function run(
  command: string,
  args: string[],
  options: RunOptions = {},
  onStarted: (pid: number) => void = () => undefined,
): Promise<number> {
  const subprocess = execa(command, args, { stdio: 'inherit', ...execaOptions(options) });
  if (subprocess.pid !== undefined) onStarted(subprocess.pid);
  return exitCodeOf(await subprocess);
}

/** `run`, its standard output also written to `file` (a test runner's report, counted afterwards). */
export async function runCopyingOutput(command: string, args: string[], options: RunOptions, file: string): Promise<number> {
  const result = await execa(command, args, {
    ...execaOptions(options),
    stdin: 'ignore',
    stdout: ['inherit', { file }],
    stderr: 'inherit',
  });
  return exitCodeOf(result);
}

/** Whether a process of this id exists (another user's included: only "no such process" is gone). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code !== 'ESRCH';
  }
}

/**
 * Calls `onOrphaned` once the process that started this one is gone — killed, say, by the
 * out-of-memory killer — so this one stops what it started instead of racing the parent's
 * successor (Linux tells no child of its parent's death; its id is checked every `intervalMs`).
 */
export function whenOrphaned(onOrphaned: () => void, intervalMs = 1000) {
  const parent = process.ppid;
  const timer = setInterval(() => {
    if (isAlive(parent)) return;
    clearInterval(timer);
    onOrphaned();
  }, intervalMs);
  timer.unref();
}

/**
 * Starts a long-running command in its own process group, so stopping it stops its children too
 * (Strapi's workers, nginx's, Gatsby's).
 */
export function startService(command: string, args: string[], options: Omit<RunOptions, 'signal' | 'graceMs'> = {}) {
  const child = execa(command, args, { stdio: 'inherit', ...execaOptions(options), detached: true });
  let exited = false;
  const ended = child.then(() => {
    exited = true;
  });
  /** Signals the whole group; one that has already ended is no error. */
  const signalGroup = (pid: number, signal: NodeJS.Signals) => {
    try {
      process.kill(-pid, signal);
    } catch {
      // already gone
    }
  };
  /** Resolves true once the service has ended, false when `ms` passed first. */
  const endedWithin = (ms: number) => Promise.race([ended.then(() => true), delay(ms, false, { ref: false })]);
  return {
    child,
    /** Stops the whole process group: SIGTERM (or `signal`), then SIGKILL after a grace period. */
    async stop(graceMs = 8000, signal: NodeJS.Signals = 'SIGTERM') {
      if (exited || child.pid === undefined) return;
      signalGroup(child.pid, signal);
      if (await endedWithin(graceMs)) return;
      signalGroup(child.pid, 'SIGKILL');
      // Resolve once it is gone (its port free), not while the kill is still on its way.
      await endedWithin(5000);
    },
  };
}

/**
 * Polls a URL until it answers with one of the expected statuses; fails at once when the process
 * behind it is gone (`isAlive`).
 */
export async function waitForHttp(
  url: string,
  {
    timeoutMs = 180_000,
    statuses = [200, 204],
    isAlive = () => true,
  }: { timeoutMs?: number; statuses?: number[]; isAlive?: () => boolean } = {},
) {
  await pWaitFor(
    async () => {
      if (!isAlive()) throw new Error(`The process behind ${url} exited before it was ready`);
      try {
        return statuses.includes((await fetch(url, { signal: AbortSignal.timeout(2000) })).status);
      } catch {
        return false; // not up yet
      }
    },
    {
      interval: 500,
      timeout: { milliseconds: timeoutMs, message: `${url} did not become ready within ${Math.round(timeoutMs / 1000)} s` },
    },
  );
}

/**
 * How an entry point (npm start, develop, cms, build-hook, serve…) stops what it started, at any
 * moment: the first SIGINT (Ctrl-C) or SIGTERM aborts `signal` — whatever is still starting with
 * it stops what it started and fails — waits for what `starting` tracks to settle, runs the
 * `onStop` functions (last registered first), and exits. A second Ctrl-C while that runs is told
 * to wait: leaving the CMS running in its own process group is what this prevents.
 */
export function stopOnSignals({
  log = (line) => console.log(line),
  exit = (code) => process.exit(code),
}: { log?: (line: string) => void; exit?: (code: number) => void } = {}) {
  const controller = new AbortController();
  const stops: Array<() => unknown> = [];
  const pending: Promise<unknown>[] = [];
  let shutdown: Promise<void> | null = null;
  const stopAll = (code: number) => {
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
  const onSignal = (signal: NodeJS.Signals) => {
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
    onStop(stop: () => unknown) {
      if (shutdown) void Promise.resolve().then(stop);
      else stops.push(stop);
    },
    /**
     * Tracks something starting: a stop waits for it to settle (having stopped what it started),
     * and `stopOf` its result is registered before anything else sees it.
     */
    track<T>(starting: Promise<T>, stopOf?: (started: T) => () => unknown): Promise<T> {
      const tracked = starting.then((started) => {
        if (stopOf) stops.push(stopOf(started));
        return started;
      });
      pending.push(tracked.catch(() => undefined));
      return tracked;
    },
    /** Stops everything and exits with `code` (a failure, the CMS gone). */
    exit: (code: number) => stopAll(code),
    /** Whether a stop was asked for. */
    get stopping() {
      return shutdown !== null;
    },
  };
}

/** A port on 127.0.0.1 that nothing listens on now, for a server a test starts (nginx, PostgreSQL) that takes no port 0. */
export const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = net.createServer().once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });

/** A failure the program that failed has told the terminal already, in its own line: whoever catches it adds none. */
export class AlreadySaid extends Error {}

/** The line an entry point ends a failure with: none when the program that failed has said why. */
export const failureLine = (error: unknown): string | null =>
  error instanceof AlreadySaid ? null : `✖ ${error instanceof Error ? error.message : String(error)}`;
