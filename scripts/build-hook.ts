/**
 * `npm run build-hook`: the build hook alone (for a server where the CMS runs elsewhere):
 * an authenticated POST /build on 127.0.0.1:9001 rebuilds the site from STRAPI_URL and publishes
 * it to .run/current (SITE_RUN_DIR/current), which the web server serves; GET /builds answers the
 * record of builds.
 */
import {
  BUILD_HOOK_CATCH_UP_MS,
  BUILD_HOOK_DEBOUNCE_MS,
  HOOK_PORT,
  HOST,
  SITE_URL,
  STRAPI_URL,
  environmentOrExit,
} from '@site/runtime/config';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { stopOnSignals } from '@site/runtime/processes';
import { createPublisher } from '@site/publisher/service';
import { buildHookSecret } from '@site/publisher/site-builder';
import { SiteBuildEnvironment } from '@site/contracts/environment';

// What the site's builds will read, checked before anything starts: one line, not a failed build.
environmentOrExit(SiteBuildEnvironment);
await exitIfPortsTaken({ HOOK_PORT });

// Ctrl-C, SIGTERM: a build that runs stops (Gatsby first), and is built again when the hook runs again.
const life = stopOnSignals();
const publisher = createPublisher({
  strapiUrl: STRAPI_URL,
  secret: buildHookSecret(),
  siteUrl: SITE_URL ?? '',
  debounceMs: BUILD_HOOK_DEBOUNCE_MS,
  signal: life.signal,
});
const { hook, close } = await publisher.open(HOOK_PORT, HOST);
console.log(`Build hook: http://${HOST}:${HOOK_PORT}/build`);
// A publish whose webhook never arrived (this hook was down) is caught up within 30 s.
life.onStop(hook.watchContent(BUILD_HOOK_CATCH_UP_MS));
life.onStop(close);
