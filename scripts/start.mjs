// @ts-check
/**
 * `npm start`: the CMS on 127.0.0.1:1337 (seeded on first boot), a build of the site from it,
 * the site served on 127.0.0.1:9000, and the build hook on 127.0.0.1:9001 that republishes the
 * site when editors publish. Ctrl-C stops everything.
 */
import http from 'node:http';
import { HOOK_PORT, HOST, SITE_PORT } from './lib/config.mjs';
import { createBuildHook } from './lib/build-hook.mjs';
import { startCms } from './lib/cms.mjs';
import { buildHookSecret, createSiteBuilder } from './lib/site-builder.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const started = Date.now();
/** @type {Array<() => Promise<unknown> | unknown>} */
const cleanups = [];
let stopping = false;

async function stopAll(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log('\n› Stopping…');
  for (const cleanup of cleanups.reverse()) await cleanup();
  process.exit(code);
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

const listen = (/** @type {http.Server} */ server, /** @type {number} */ port) =>
  new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, HOST, () => resolve(undefined));
    cleanups.push(() => new Promise((done) => server.close(() => done(undefined))));
  });

try {
  const secret = buildHookSecret();
  const localSiteUrl = process.env.SITE_URL || `http://${HOST}:${SITE_PORT}`;
  const hookUrl = process.env.BUILD_HOOK_URL || `http://${HOST}:${HOOK_PORT}/build`;

  console.log('› Starting the CMS…');
  // TRUST_PROXY: the site server below passes /api to the CMS with the visitor's address.
  // SITE_URL: where "Open preview" in the admin points (the site served below, /preview).
  const cms = await startCms({
    env: { BUILD_HOOK_URL: hookUrl, BUILD_HOOK_SECRET: secret, TRUST_PROXY: 'true', SITE_URL: localSiteUrl },
  });
  cleanups.push(() => cms.stop());
  cms.child.on('exit', () => {
    if (!stopping) {
      console.error('✖ The CMS stopped unexpectedly.');
      stopAll(1);
    }
  });

  const site = createSiteBuilder({ env: { STRAPI_URL: cms.url } });
  // Every build, the first one included, goes through the hook's queue: never two at once.
  const hook = createBuildHook({ secret, build: site.build, debounceMs: Number(process.env.BUILD_HOOK_DEBOUNCE_MS || 2000) });
  await listen(http.createServer(hook.handler), HOOK_PORT);

  if (process.env.SKIP_BUILD !== '1' || !site.releases.hasRelease()) {
    console.log('› Building the site from the CMS…');
    hook.trigger();
    await hook.idle();
    if (!site.releases.hasRelease()) throw new Error('the first site build failed; see the messages above');
  }

  await listen(createStaticServer({ getRoot: site.releases.currentDir, cmsUrl: cms.url, adminOrigin: cms.url }), SITE_PORT);

  console.log(`
  ✔ Ready in ${Math.round((Date.now() - started) / 1000)} s

    Site (Indonesian)   http://${HOST}:${SITE_PORT}/
    Site (English)      http://${HOST}:${SITE_PORT}/en
    CMS admin           ${cms.url}/admin
    CMS content API     ${cms.url}/api
    Build hook          ${hookUrl} (POST, secret in BUILD_HOOK_SECRET or .run/hook-secret)

  Publishing in the CMS rebuilds and republishes the site. Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
