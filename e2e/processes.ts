import { execa } from 'execa';
import type { ChildProcess } from 'node:child_process';

/**
 * Processes the specs start (the build hook, a second CMS, `gatsby develop`, the bench scripts),
 * on execa: a process runs beside the specs, its output kept, and is stopped with a grace period.
 * What is ours: stopping a whole process group (one started with `group`: Strapi, Gatsby's
 * workers), as runtime/src/processes.ts does for the scripts.
 */
export interface StartedProcess {
  child: ChildProcess;
  /** What it wrote so far, stdout and stderr together. */
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
  /** SIGTERM (to its whole process group when started as one), SIGKILL after `graceMs`; resolves once it has ended. */
  stop: (graceMs?: number) => Promise<void>;
}

/** Signals a process group; one that has already ended (its exit not yet reported) is no error. */
function signal(pid: number, group: boolean, name: NodeJS.Signals): void {
  try {
    process.kill(group ? -pid : pid, name);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/**
 * Starts a command without blocking this process; `group` puts it in a process group of its own,
 * so stopping it stops what it started.
 */
export function startProcess(
  command: string,
  args: string[],
  { cwd, env = {}, group = false }: { cwd: string; env?: Record<string, string>; group?: boolean },
): StartedProcess {
  const child = execa(command, args, { cwd, env, detached: group, all: true, buffer: false, reject: false, stdin: 'ignore' });
  let output = '';
  child.all?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = child.then((result) => result.exitCode ?? null);
  const endedWithin = (ms: number) =>
    Promise.race([exited.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms).unref())]);
  return {
    child,
    output: () => output,
    exited,
    async stop(graceMs = 10_000) {
      if (!child.pid || child.exitCode !== null || child.signalCode !== null) return;
      signal(child.pid, group, 'SIGTERM');
      if (await endedWithin(graceMs)) return;
      signal(child.pid, group, 'SIGKILL');
      await endedWithin(5000);
    },
  };
}

/** Starts a Node.js script (the project's own: scripts/build-hook.ts, bench/lighthouse.ts…). */
export const startNode = (args: string[], options: { cwd: string; env?: Record<string, string> }): StartedProcess =>
  startProcess(process.execPath, args, options);

/** Runs a Node.js script to its end; resolves with its exit code (null when a signal ended it, named), and its output. */
export async function runNode(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number | null; signal: string | null; output: string }> {
  const result = await execa(process.execPath, args, { ...options, all: true, reject: false, stdin: 'ignore' });
  return { code: result.exitCode ?? null, signal: result.signal ?? null, output: result.all ?? '' };
}
