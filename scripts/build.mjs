// @ts-check
/**
 * `npm run build`: gatsby build against STRAPI_URL. Checks first that the CMS answers and
 * accepts the token, so a broken CMS fails loudly instead of producing an empty site.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, ROOT, STRAPI_URL, quietEnv } from './lib/config.mjs';
import { run } from './lib/processes.mjs';

const token = process.env.STRAPI_TOKEN || readTokenFile();

function readTokenFile() {
  const file = process.env.STRAPI_TOKEN_FILE || path.join(CMS_DIR, '.tmp', 'build-token');
  return fs.existsSync(file) ? fs.readFileSync(file, 'utf8').trim() : '';
}

/** @returns {Promise<string | null>} what is wrong with the CMS, or null when it is ready */
async function checkCms() {
  try {
    const health = await fetch(`${STRAPI_URL}/_health`, { signal: AbortSignal.timeout(10_000) });
    if (!health.ok) return `the CMS at ${STRAPI_URL} is unhealthy (GET /_health answered ${health.status})`;
  } catch (error) {
    return `the CMS at ${STRAPI_URL} is unreachable (${error instanceof Error ? error.message : error}). Start it with "npm start", or set STRAPI_URL`;
  }
  if (!token) return 'no build token: set STRAPI_TOKEN, or start the local CMS once so it writes cms/.tmp/build-token';
  const probe = await fetch(`${STRAPI_URL}/api/footer`, {
    headers: { Authorization: `Bearer ${token}` },
    signal: AbortSignal.timeout(10_000),
  });
  if (probe.status === 401 || probe.status === 403)
    return `the CMS refused the build token (HTTP ${probe.status}); set STRAPI_TOKEN to a valid read-only token`;
  if (probe.status >= 500) return `the CMS answers with errors (GET /api/footer answered ${probe.status})`;
  return null;
}

const problem = await checkCms();
if (problem) {
  console.error(`\n✖ Build stopped: ${problem}.\n`);
  process.exit(1);
}
const code = await run(path.join(ROOT, 'node_modules', '.bin', 'gatsby'), ['build', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: quietEnv({ STRAPI_URL, STRAPI_TOKEN: token }),
});
process.exit(code);
