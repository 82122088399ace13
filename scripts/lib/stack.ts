/**
 * The whole stack on 127.0.0.1, assembled in one place: the CMS, the publisher (the build hook with
 * its site builder and releases, as publisher/src/service.ts assembles it), the first build, and
 * the site server passing /api to the CMS.
 * `npm start`, the end-to-end setup and the benches start it here, each with its own ports,
 * data folder and release folder.
 */
import http from 'node:http';
import path from 'node:path';
import {
  BUILD_HOOK_CATCH_UP_MS,
  BUILD_HOOK_DEBOUNCE_MS,
  BUILD_TOKEN_FILE,
  CMS_PORT,
  HOOK_PORT,
  HOST,
  SITE_PORT,
  SITE_URL,
} from '@site/runtime/config';
import { createPublisher, listen as listenOn } from '@site/publisher/service';
import { RUN_DIR, buildHookSecret } from '@site/publisher/site-builder';
import { startCms } from './cms.ts';
import { startNginx } from './nginx.ts';
import { createStaticServer } from './static-server.ts';

export type StackOptions = {
  ports?: { cms?: number; site?: number; hook?: number };
  /** the CMS's SQLite database and build token (default cms/.tmp) */
  dataDir?: string;
  /** published releases (default .run) */
  runDir?: string;
  /** more CMS settings (first admin, captcha, database…) */
  cmsEnv?: Record<string, string>;
  /** more build settings (SITE_URL, GATSBY_…) */
  buildEnv?: Record<string, string>;
  /** default BUILD_HOOK_SECRET, else one generated for this checkout */
  hookSecret?: string;
  /** how long publishing must be quiet before a build starts */
  debounceMs?: number;
  /** how often the hook asks the CMS whether it missed a publish */
  catchUpMs?: number;
  /** the waits before a failed build is tried again (publisher/src/build-retry.ts) */
  retryDelaysMs?: number[];
  /** build before serving (default always) */
  firstBuild?: 'always' | 'if-missing' | 'never';
  /** start the build hook and the site server (default true) */
  withSite?: boolean;
  /** which server serves the site (default npm start's own) */
  server?: 'node' | 'nginx';
  /** keep the CMS's and builds' output off the terminal */
  quiet?: boolean;
  /** where the build hook reports (default the terminal, nowhere when quiet) */
  log?: (line: string) => void;
  /**
   * a stop asked for, at any moment: while the stack starts, what it
   * started is stopped (the CMS, a first build) and startStack fails; later, a build that runs stops
   */
  signal?: AbortSignal;
};

export async function startStack({
  ports = {},
  dataDir,
  runDir = RUN_DIR,
  cmsEnv = {},
  buildEnv = {},
  hookSecret = buildHookSecret(),
  debounceMs = BUILD_HOOK_DEBOUNCE_MS,
  catchUpMs = BUILD_HOOK_CATCH_UP_MS,
  retryDelaysMs,
  firstBuild = 'always',
  withSite = true,
  server = 'node',
  quiet = false,
  log = quiet ? () => undefined : (line) => console.log(line),
  signal,
}: StackOptions = {}) {
  const { cms: cmsPort = CMS_PORT, site: sitePort = SITE_PORT, hook: hookPort = HOOK_PORT } = ports;
  const siteUrl = `http://${HOST}:${sitePort}`;
  const hookUrl = `http://${HOST}:${hookPort}/build`;
  // A throwaway stack keeps its token in its data folder; otherwise BUILD_TOKEN_FILE, else cms/.tmp.
  const tokenFile = dataDir ? path.join(dataDir, 'build-token') : BUILD_TOKEN_FILE;
  const cleanups: Array<() => Promise<unknown> | unknown> = [];
  const stop = async () => {
    for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
  };
  /** Serves `server` on `port` until the stack stops. */
  const listen = async (server: http.Server, port: number) => {
    cleanups.push(await listenOn(server, port, HOST));
  };

  try {
    const cmsOptions = {
      port: cmsPort,
      quiet,
      signal,
      env: {
        ...(dataDir ? { DATABASE_FILENAME: path.join(dataDir, 'data.db') } : {}),
        BUILD_TOKEN_FILE: tokenFile,
        // With the site: its build hook, unless BUILD_HOOK_URL names another (a CMS alone: only that).
        BUILD_HOOK_URL: process.env.BUILD_HOOK_URL || (withSite ? hookUrl : ''),
        BUILD_HOOK_SECRET: hookSecret,
        // Where the admin's "Open preview" points: the site served below.
        SITE_URL: SITE_URL ?? siteUrl,
        // The site server below passes /api with the visitor's address (the contact rate limit);
        // a CMS alone trusts X-Forwarded-For only when TRUST_PROXY says so.
        ...(withSite ? { TRUST_PROXY: 'true' } : {}),
        ...cmsEnv,
      },
    };
    const cms = await startCms(cmsOptions);
    let running = cms;
    cleanups.push(() => running.stop());
    signal?.throwIfAborted();
    /** Stops the CMS and starts it again with the same settings (the fault tests: a CMS down, restarting). */
    const cmsProcess = {
      stop: () => running.stop(),
      start: async () => {
        running = await startCms(cmsOptions);
      },
    };
    if (!withSite) return { cms, cmsProcess, tokenFile, stop };

    const publisher = createPublisher({
      strapiUrl: cms.url,
      secret: hookSecret,
      siteUrl: SITE_URL ?? siteUrl,
      runDir,
      buildEnv: { STRAPI_TOKEN_FILE: tokenFile, ...buildEnv },
      debounceMs,
      retryDelaysMs,
      quiet,
      log,
      signal,
    });
    const { site } = publisher;
    /** The build hook on hookPort, reading its record from runDir (so one started again goes on from it). */
    const openHook = () => publisher.open(hookPort, HOST);
    let hookService = await openHook();
    cleanups.push(() => hookService.close());
    // Every build, the first one included, goes through the hook's queue: never two at once.
    if (firstBuild === 'always' || (firstBuild === 'if-missing' && !site.releases.hasRelease())) {
      hookService.hook.trigger({ kind: 'start' });
      await hookService.hook.idle();
      signal?.throwIfAborted(); // stopped during the first build: it was stopped with it
      if (!site.releases.hasRelease()) throw new Error('the first site build failed; see the messages above');
    }
    // From now on, a publish whose webhook never arrived is caught up within catchUpMs.
    let unwatch = hookService.hook.watchContent(catchUpMs);
    cleanups.push(() => unwatch());
    /**
     * Stops the build hook once its builds are done, and opens it again on the same record (the
     * fault tests: another hook process takes its port and its releases meanwhile).
     */
    const hookControl = {
      stop: async () => {
        unwatch();
        await hookService.hook.idle();
        await hookService.close();
      },
      start: async () => {
        hookService = await openHook();
        unwatch = hookService.hook.watchContent(catchUpMs);
      },
    };
    signal?.throwIfAborted();
    if (server === 'nginx') {
      const nginx = await startNginx({
        port: sitePort,
        siteRoot: site.releases.currentDir(),
        cmsUrl: cms.url,
        runDir: path.join(runDir, 'nginx'),
        adminOrigin: cms.url,
        quiet,
      });
      cleanups.push(() => nginx.stop());
    } else {
      await listen(createStaticServer({ getRoot: site.releases.currentDir, cmsUrl: cms.url, adminOrigin: cms.url }), sitePort);
    }
    return { cms, cmsProcess, tokenFile, site, hookControl, siteUrl, hookUrl, hookSecret, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
