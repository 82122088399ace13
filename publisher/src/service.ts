/**
 * The publishing service, assembled once: the site builder and its releases, the build hook with
 * its record of builds, and the content version it watches for a missed publish. `npm start`'s
 * stack (scripts/lib/stack.ts) and the standalone hook (`npm run build-hook`) both start it here.
 */
import http from 'node:http';
import path from 'node:path';
import { buildToken } from '@site/contracts/build-token';
import { ROOT } from '@site/runtime/config';
import { createBuildHook } from './build-hook.ts';
import { createBuildHistory } from './build-history.ts';
import { contentVersionOf } from './content-version.ts';
import { RUN_DIR, createSiteBuilder } from './site-builder.ts';

export interface PublisherOptions {
  /** the CMS the builds read */
  strapiUrl: string;
  /** the hook's secret (BUILD_HOOK_SECRET) */
  secret: string;
  /** the site's public address, for the sitemap and feeds */
  siteUrl: string;
  /** releases and the build record (default SITE_RUN_DIR) */
  runDir?: string;
  /** more build settings (STRAPI_TOKEN or STRAPI_TOKEN_FILE, GATSBY_…): the hook reads the token as the build does */
  buildEnv?: Record<string, string>;
  /** how long publishing must be quiet before a build starts */
  debounceMs: number;
  /** the waits before a failed build is tried again (build-retry.ts) */
  retryDelaysMs?: number[];
  quiet?: boolean;
  log?: (line: string) => void;
  /** aborted: a build that runs stops */
  signal?: AbortSignal;
}

/** The hook, listening: its service and the function that closes it. */
export interface OpenHook {
  hook: ReturnType<typeof createBuildHook>;
  close: () => Promise<void>;
}

/** Listens with `server` on host:port; resolves with the function that closes it. */
export const listen = (server: http.Server, port: number, host: string) =>
  new Promise<() => Promise<void>>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () =>
      resolve(() => {
        server.closeAllConnections();
        return new Promise((done) => server.close(() => done(undefined)));
      }),
    );
  });

/**
 * The publisher: its site builder (with the releases it publishes to) and `open`, which starts the
 * build hook on host:port with the record kept in runDir (so a hook opened again goes on from it).
 */
export function createPublisher({
  strapiUrl,
  secret,
  siteUrl,
  runDir = RUN_DIR,
  buildEnv = {},
  debounceMs,
  retryDelaysMs,
  quiet = false,
  log = (line) => console.log(line),
  signal,
}: PublisherOptions) {
  const site = createSiteBuilder({ quiet, runDir, signal, siteUrl, env: { STRAPI_URL: strapiUrl, ...buildEnv } });
  // A hook killed while publishing left a release half copied: `current` still names the last
  // complete one, and the build it was running is tried again (catch-up).
  if (site.releases.removedLeftovers.length > 0) {
    log(`[build-hook] removed what a publish cut off half-way left: ${site.releases.removedLeftovers.join(', ')}`);
  }
  const open = async (port: number, host: string): Promise<OpenHook> => {
    const hook = createBuildHook({
      secret,
      build: site.build,
      history: createBuildHistory(path.join(runDir, 'builds.json')),
      debounceMs,
      retryDelaysMs,
      // The build's token, by the build's own rule (contracts/src/build-token.ts), read when asked.
      contentVersion: contentVersionOf(strapiUrl, () =>
        buildToken(
          {
            STRAPI_TOKEN: buildEnv.STRAPI_TOKEN ?? process.env.STRAPI_TOKEN,
            STRAPI_TOKEN_FILE: buildEnv.STRAPI_TOKEN_FILE ?? process.env.STRAPI_TOKEN_FILE,
          },
          ROOT,
        ),
      ),
      log,
    });
    return { hook, close: await listen(http.createServer(hook.handler), port, host) };
  };
  return { site, open };
}
