/**
 * `npm run build-hook`: the build hook alone (for a server where the CMS runs elsewhere):
 * an authenticated POST /build on 127.0.0.1:9001 rebuilds the site from STRAPI_URL and publishes
 * it to .run/current (SITE_RUN_DIR/current), which the web server serves; GET /builds answers the
 * record of builds.
 */
import http from 'node:http';
import path from 'node:path';
import {
  BUILD_HOOK_CATCH_UP_MS,
  BUILD_HOOK_DEBOUNCE_MS,
  HOOK_PORT,
  HOST,
  SITE_URL,
  STRAPI_URL,
  environmentOrExit,
} from './lib/config.ts';
import { createBuildHook } from './lib/build-hook.ts';
import { createBuildHistory } from './lib/build-history.ts';
import { contentVersionOf } from './lib/content-version.ts';
import { exitIfPortsTaken } from './lib/ports.ts';
import { stopOnSignals } from './lib/processes.ts';
import { RUN_DIR, buildHookSecret, createSiteBuilder } from './lib/site-builder.ts';
import { SiteBuildEnvironment } from '@site/contracts/environment';

// What the site's builds will read, checked before anything starts: one line, not a failed build.
environmentOrExit(SiteBuildEnvironment);
await exitIfPortsTaken({ HOOK_PORT });

// Ctrl-C, SIGTERM: a build that runs stops (Gatsby first), and is built again when the hook runs again.
const life = stopOnSignals();
const site = createSiteBuilder({ env: { STRAPI_URL }, siteUrl: SITE_URL ?? '', signal: life.signal });
// A hook killed while publishing left a release half copied: `current` still names the last
// complete one, and the build it was running is tried again below (catch-up).
if (site.releases.removedLeftovers.length > 0) {
  console.log(`[build-hook] removed what a publish cut off half-way left: ${site.releases.removedLeftovers.join(', ')}`);
}
const hook = createBuildHook({
  secret: buildHookSecret(),
  build: site.build,
  history: createBuildHistory(path.join(RUN_DIR, 'builds.json')),
  debounceMs: BUILD_HOOK_DEBOUNCE_MS,
  contentVersion: contentVersionOf(STRAPI_URL, () => process.env.STRAPI_TOKEN),
});
// A publish whose webhook never arrived (this hook was down) is caught up within 30 s.
life.onStop(hook.watchContent(BUILD_HOOK_CATCH_UP_MS));
const server = http
  .createServer(hook.handler)
  .listen(HOOK_PORT, HOST, () => console.log(`Build hook: http://${HOST}:${HOOK_PORT}/build`));
life.onStop(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
