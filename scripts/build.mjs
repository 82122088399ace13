// @ts-check
/**
 * `npm run build`: gatsby build against STRAPI_URL. Checks first that the CMS answers, so an
 * unreachable CMS stops the build within seconds. The build's own source step
 * (src/cms/source/settings.ts) finds the token (STRAPI_TOKEN, else cms/.tmp/build-token) and stops
 * with a clear message when the CMS refuses it or answers with errors.
 */
import path from 'node:path';
import { ROOT, STRAPI_URL, quietEnv } from './lib/config.mjs';
import { run } from './lib/processes.mjs';

/** @returns {Promise<string | null>} what is wrong with the CMS, or null when it answers */
async function checkCms() {
  try {
    const health = await fetch(`${STRAPI_URL}/_health`, { signal: AbortSignal.timeout(10_000) });
    return health.ok ? null : `the CMS at ${STRAPI_URL} is unhealthy (GET /_health answered ${health.status})`;
  } catch (error) {
    return `the CMS at ${STRAPI_URL} is unreachable (${error instanceof Error ? error.message : error}). Start it with "npm start", or set STRAPI_URL`;
  }
}

const problem = await checkCms();
if (problem) {
  console.error(`\n✖ Build stopped: ${problem}.\n`);
  process.exit(1);
}
const code = await run(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['build', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: quietEnv({ STRAPI_URL }),
});
process.exit(code);
