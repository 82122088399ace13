import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { waitFor } from './wait-for';

const ROOT = path.join(__dirname, '..');

/** A CMS started the way a server starts it, `npm run cms` (scripts/cms.mjs), with its output kept. */
export interface CmsProcess {
  url: string;
  child: ChildProcess;
  output: () => string;
  /** Resolves with the exit code once the process has ended. */
  exited: Promise<number | null>;
  stop: () => Promise<void>;
}

/** Signals a process group; one that has already ended (its exit not yet reported) is no error. */
function signalGroup(pid: number, signal: NodeJS.Signals): void {
  try {
    process.kill(-pid, signal);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
  }
}

/** Whether something still accepts connections on a port of 127.0.0.1. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port });
    socket.setTimeout(1000);
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('timeout', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

export function startCmsProcess(port: number, env: Record<string, string>): CmsProcess {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs')], {
    cwd: ROOT,
    detached: true,
    env: { ...process.env, NODE_ENV: 'production', CMS_PORT: String(port), STRAPI_TELEMETRY_DISABLED: 'true', ...env },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => (output += chunk));
  child.stderr?.on('data', (chunk) => (output += chunk));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    url: `http://127.0.0.1:${port}`,
    child,
    output: () => output,
    exited,
    /**
     * Stops the whole process group and resolves once its server no longer listens: Strapi runs
     * in a child of scripts/cms.mjs and may still answer for a moment after that has exited (a
     * CMS started again on the port must not find the old one answering its health check).
     */
    async stop() {
      if (!child.pid) return;
      const stopped = async () => child.exitCode !== null && !(await listening(port));
      signalGroup(child.pid, 'SIGTERM');
      try {
        await waitFor('the CMS stopped', stopped, { timeoutMs: 15_000, intervalMs: 250 });
      } catch {
        signalGroup(child.pid, 'SIGKILL');
        await waitFor('the CMS killed', stopped, { timeoutMs: 5_000, intervalMs: 250 });
      }
    },
  };
}

/** Waits until a CMS answers its health check; fails early with its output when it stops. */
export async function healthy(cms: CmsProcess, timeoutMs = 300_000): Promise<void> {
  await waitFor(
    `the CMS on ${cms.url} healthy`,
    async () => (await fetch(`${cms.url}/_health`, { signal: AbortSignal.timeout(2000) })).status === 204,
    {
      timeoutMs,
      intervalMs: 1000,
      stopIf: () => (cms.child.exitCode !== null ? 'it stopped' : null),
      detail: () => cms.output().slice(-3000),
    },
  );
}
