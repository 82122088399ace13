import { spawn } from 'node:child_process';

/**
 * Runs a Node.js script (the project's own: bench/lighthouse.mjs, scripts/backup.mjs, gatsby's
 * CLI) without blocking this process, which serves the site under test; resolves with its exit
 * code and its output, stdout and stderr together.
 */
export function runNode(
  args: string[],
  { cwd, env = {} }: { cwd: string; env?: Record<string, string> },
): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}
