import { spawn, type ChildProcess } from 'node:child_process';

/**
 * Processes the specs start, on Node's child_process: the specs run in Jest's CommonJS runtime,
 * which cannot load the ES-module-only execa the scripts use (scripts/lib/processes.mjs).
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
 * Starts a command without blocking this process (which serves the site under test); `group`
 * puts it in a process group of its own, so stopping it stops what it started (Strapi, Gatsby's
 * workers).
 */
export function startProcess(
  command: string,
  args: string[],
  { cwd, env = {}, group = false }: { cwd: string; env?: Record<string, string>; group?: boolean },
): StartedProcess {
  const child = spawn(command, args, { cwd, detached: group, env: { ...process.env, ...env } });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
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

/** Starts a Node.js script (the project's own: scripts/build-hook.mjs, bench/lighthouse.mjs…). */
export const startNode = (args: string[], options: { cwd: string; env?: Record<string, string> }): StartedProcess =>
  startProcess(process.execPath, args, options);

/** Runs a Node.js script to its end; resolves with its exit code and its output. */
export async function runNode(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  const started = startNode(args, options);
  const code = await started.exited;
  return { code, output: started.output() };
}
