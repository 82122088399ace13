import { spawn, type ChildProcess } from 'node:child_process';

/** A Node.js process started by a spec, its output (stdout and stderr together) kept. */
export interface NodeProcess {
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code (null when killed by a signal) once the process has ended. */
  exited: Promise<number | null>;
}

/**
 * Starts a Node.js script (the project's own: scripts/build-hook.mjs, bench/lighthouse.mjs, gatsby's
 * CLI) without blocking this process, which serves the site under test.
 */
export function startNode(args: string[], { cwd, env = {} }: { cwd: string; env?: Record<string, string> }): NodeProcess {
  const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', (code) => resolve(code));
  });
  return { child, output: () => output, exited };
}

/** Runs a Node.js script to its end; resolves with its exit code and its output. */
export async function runNode(
  args: string[],
  options: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  const started = startNode(args, options);
  const code = await started.exited;
  return { code, output: started.output() };
}
