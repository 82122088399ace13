import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CMS_DIR, CMS_PORT, HOST, quietEnv } from '@site/runtime/config';
import { AlreadySaid, run, runReadingLines, startService, waitForHttp } from '@site/runtime/processes';
import { ENVIRONMENT_REFUSED } from '@site/contracts/environment';
import { isTransferLog } from './backup-files.ts';

const STRAPI_BIN = path.join(CMS_DIR, 'node_modules', '.bin', 'strapi');
export const strapiBin = () =>
  fs.existsSync(STRAPI_BIN) ? STRAPI_BIN : path.join(CMS_DIR, '..', 'node_modules', '.bin', 'strapi');

/** Newest modification time under a folder (schema, config and bootstrap sources). */
function newestMtime(dir: string) {
  let newest = 0;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs);
  }
  return newest;
}

/**
 * Compiles the CMS (TypeScript and admin panel) when it was never built or its sources changed.
 * Aborting `signal` stops the compiler, and this fails.
 */
export async function buildCmsIfNeeded(signal: AbortSignal | undefined = undefined) {
  const marker = path.join(CMS_DIR, 'dist', 'build', 'index.html');
  const sources = Math.max(newestMtime(path.join(CMS_DIR, 'src')), newestMtime(path.join(CMS_DIR, 'config')));
  if (fs.existsSync(marker) && fs.statSync(marker).mtimeMs > sources) return;
  console.log('› Building the CMS (admin panel and TypeScript), once…');
  const code = await run(strapiBin(), ['build'], { cwd: CMS_DIR, env: quietEnv({ NODE_ENV: 'production' }), signal });
  signal?.throwIfAborted();
  if (code === ENVIRONMENT_REFUSED) throw new AlreadySaid('the CMS refused its environment');
  if (code !== 0) throw new Error(`strapi build failed with exit code ${code}`);
}

/**
 * Makes the folder the local upload provider writes to (`<CMS_PUBLIC_DIR>/uploads`): Strapi refuses
 * to start, and its import to restore, without it.
 * @param env the CMS's settings, over the environment
 */
export function ensureUploadsDir(env: Record<string, string | undefined> = {}) {
  const publicDir = path.resolve(CMS_DIR, env.CMS_PUBLIC_DIR || process.env.CMS_PUBLIC_DIR || 'public');
  fs.mkdirSync(path.join(publicDir, 'uploads'), { recursive: true });
}

/** The diagnostic logs of Strapi's data transfers in the CMS folder (names). */
const transferLogs = () => fs.readdirSync(CMS_DIR).filter(isTransferLog);

/**
 * Runs Strapi's data transfer CLI (`strapi export` for `npm run backup`, `strapi import` for
 * `npm run restore`) on the CMS the environment configures, its stage lines (`✔ entities: …`)
 * printed as progress; resolves with its exit code, every line it wrote and, when it failed, its
 * diagnostic log file (null after a success: removed). CMS_DATA_TRANSFER
 * tells the CMS's bootstrap which one loads it (src/index.ts).
 */
export async function runStrapiTransfer(command: 'export' | 'import', args: string[]) {
  await buildCmsIfNeeded();
  const logsBefore = new Set(transferLogs());
  const result = await runReadingLines(
    strapiBin(),
    [command, ...args],
    { cwd: CMS_DIR, env: quietEnv({ NODE_ENV: 'production', CMS_DATA_TRANSFER: command }) },
    (line) => {
      if (/^[✔✖] /.test(line)) console.log(`  ${line}`);
    },
  );
  // Strapi writes a diagnostic log beside the CMS on every run (export_<time>.log): kept when the
  // run failed (it has the details), removed when it succeeded, so daily backups do not pile logs
  // up in cms/.
  const logFile = transferLogs().find((name) => !logsBefore.has(name));
  if (!logFile) return { ...result, logFile: null };
  if (result.code === 0) {
    fs.rmSync(path.join(CMS_DIR, logFile), { force: true });
    return { ...result, logFile: null };
  }
  return { ...result, logFile: path.join(CMS_DIR, logFile) };
}

/** How long a CMS's boot may take without seeding (a first boot on PostgreSQL under load: ~100 s). */
const CMS_BOOT_MS = 180_000;
/** A generated article's share of a first boot that seeds a scale archive (measured: 18 ms at 1,000, 33 ms at 10,000, both languages). */
const SEEDING_MS_PER_ARTICLE = 100;

/**
 * How long to wait for a CMS to answer its health check: its boot, plus the scale archive it seeds
 * before answering on a first boot (SEED_EXTRA_NEWS articles per language; 10,000 take minutes).
 */
export function cmsReadyWithinMs(env: Record<string, string | undefined>): number {
  const extra = Number(env.SEED_EXTRA_NEWS ?? process.env.SEED_EXTRA_NEWS ?? 0);
  return CMS_BOOT_MS + (Number.isFinite(extra) && extra > 0 ? extra * SEEDING_MS_PER_ARTICLE : 0);
}

/**
 * Starts Strapi on 127.0.0.1 and waits until it is healthy and the build token exists. Aborting
 * `signal` (a stop asked for while it starts) stops Strapi, and the wait fails; so does a CMS that
 * is not ready within `cmsReadyWithinMs` (it is stopped: nothing is left running).
 */
export async function startCms({
  port = CMS_PORT,
  env = {},
  quiet = false,
  signal,
}: { port?: number; env?: Record<string, string>; quiet?: boolean; signal?: AbortSignal } = {}) {
  await buildCmsIfNeeded(signal);
  // Strapi's local upload provider refuses to start without its folder.
  ensureUploadsDir(env);
  const service = startService(strapiBin(), ['start'], {
    cwd: CMS_DIR,
    env: quietEnv({ HOST, PORT: String(port), NODE_ENV: 'production', ...env }),
    stdio: quiet ? 'ignore' : 'inherit',
  });
  let stopping: Promise<void> | null = null;
  const stopOnAbort = () => {
    stopping = service.stop();
  };
  if (signal?.aborted) stopOnAbort();
  else signal?.addEventListener('abort', stopOnAbort, { once: true });
  let alive = true;
  let exitCode: number | null = null;
  service.child.on('exit', (code) => {
    alive = false;
    exitCode = code;
  });
  const url = `http://${HOST}:${port}`;
  try {
    await waitForHttp(`${url}/_health`, { isAlive: () => alive, timeoutMs: cmsReadyWithinMs(env) });
  } catch (error) {
    // Stopped while it started, or not ready in time: fail once Strapi is gone (its process group, its port).
    await (stopping ?? service.stop());
    if (exitCode === ENVIRONMENT_REFUSED) throw new AlreadySaid('the CMS refused its environment');
    throw error;
  }
  signal?.removeEventListener('abort', stopOnAbort);
  return { url, stop: service.stop, child: service.child };
}

/** Loads the compiled CMS without serving it and prints its routes (run by `registeredRoutes`, in the CMS folder). */
const LIST_ROUTES = `
const { createStrapi } = require('@strapi/strapi');
(async () => {
  const app = await createStrapi({ appDir: process.cwd(), distDir: require('node:path').join(process.cwd(), 'dist') }).load();
  const routes = app.server.mount().listRoutes()
    .flatMap((layer) => layer.methods.filter((method) => method !== 'HEAD').map((method) => ({ method, path: layer.path })));
  await app.destroy();
  process.stdout.write('\\nROUTES ' + JSON.stringify(routes) + '\\n');
  process.exit(0);
})().catch((error) => { console.error(error); process.exit(1); });
`;

/**
 * Every route the CMS registers (method and path: the admin's, every plugin's, the content
 * API's), read from Strapi itself: the compiled app loaded once on a throwaway SQLite database
 * (its bootstrap does no seeding: CMS_DATA_TRANSFER), the same configuration otherwise. For the
 * tests that hold every route to a table.
 * @param env the CMS's settings, over the environment
 */
export async function registeredRoutes(env: Record<string, string> = {}): Promise<Array<{ method: string; path: string }>> {
  await buildCmsIfNeeded();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'cms-routes-'));
  try {
    const { code, lines } = await runReadingLines(process.execPath, ['-e', LIST_ROUTES], {
      cwd: CMS_DIR,
      env: quietEnv({
        NODE_ENV: 'production',
        ...env,
        DATABASE_CLIENT: 'sqlite',
        DATABASE_FILENAME: path.join(dir, 'routes.db'),
        CMS_DATA_TRANSFER: 'import',
        SERVE_ADMIN_PANEL: 'false',
      }),
    });
    const listed = lines.find((line) => line.startsWith('ROUTES '));
    if (code !== 0 || !listed)
      throw new Error(`listing the CMS's routes failed (exit code ${code}): ${lines.slice(-5).join(' | ')}`);
    return JSON.parse(listed.slice('ROUTES '.length));
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
