import net from 'node:net';
import path from 'node:path';
import { startProcess, type StartedProcess } from './processes';
import { waitFor } from './wait-for';

const ROOT = path.join(__dirname, '..');

/** A CMS started the way a server starts it, `npm run cms` (scripts/cms.ts), with its output kept. */
export interface CmsProcess extends StartedProcess {
  url: string;
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
  const started = startProcess(process.execPath, [path.join(ROOT, 'scripts', 'cms.ts')], {
    cwd: ROOT,
    group: true,
    env: { NODE_ENV: 'production', CMS_PORT: String(port), STRAPI_TELEMETRY_DISABLED: 'true', ...env },
  });
  return {
    ...started,
    url: `http://127.0.0.1:${port}`,
    /**
     * Stops the whole process group and resolves once its server no longer listens: Strapi runs
     * in a child of scripts/cms.ts and may still answer for a moment after that has exited (a
     * CMS started again on the port must not find the old one answering its health check).
     */
    async stop() {
      await started.stop(15_000);
      await waitFor('the CMS stopped listening', async () => !(await listening(port)), { timeoutMs: 5_000, intervalMs: 250 });
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
