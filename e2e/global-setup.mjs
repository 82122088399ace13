// @ts-check
/**
 * Boots the real stack once for all end-to-end specs: a fresh CMS (new SQLite database, seeded
 * on first boot), a production build of the site from it, and the site served on 127.0.0.1.
 */
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, quietEnv } from '../scripts/lib/config.mjs';
import { startCms } from '../scripts/lib/cms.mjs';
import { run } from '../scripts/lib/processes.mjs';
import { createStaticServer } from '../scripts/lib/static-server.mjs';
import { E2E_CMS_PORT, E2E_DATA_DIR, E2E_SITE_PORT, E2E_TOKEN_FILE, cmsUrl, siteUrl } from './environment.mjs';

export default async function globalSetup() {
  const started = Date.now();
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });

  const cms = await startCms({
    port: E2E_CMS_PORT,
    quiet: !process.env.E2E_VERBOSE,
    env: {
      DATABASE_FILENAME: path.join(E2E_DATA_DIR, 'data.db'),
      BUILD_TOKEN_FILE: E2E_TOKEN_FILE,
    },
  });
  /** @type {any} globalThis carries the handles from setup to teardown (same process). */
  const state = globalThis;
  state.__E2E_CMS__ = cms;
  console.log(`\n[e2e] CMS ready on ${cmsUrl} after ${Math.round((Date.now() - started) / 1000)} s`);

  const buildStarted = Date.now();
  const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
    cwd: ROOT,
    env: quietEnv({
      STRAPI_URL: cmsUrl,
      STRAPI_TOKEN_FILE: E2E_TOKEN_FILE,
      STRAPI_TOKEN: '',
      SITE_URL: 'https://www.example.co.id',
    }),
    stdio: process.env.E2E_VERBOSE ? 'inherit' : 'ignore',
  });
  if (code !== 0) throw new Error(`the site build failed (exit ${code}); run with E2E_VERBOSE=1 to see why`);
  console.log(`[e2e] site built in ${Math.round((Date.now() - buildStarted) / 1000)} s`);

  const server = createStaticServer({ getRoot: () => path.join(ROOT, 'public'), cmsUrl });
  await new Promise((resolve) => server.listen(E2E_SITE_PORT, '127.0.0.1', () => resolve(undefined)));
  state.__E2E_SERVER__ = server;
  // The specs (same process, run in band) find the stack through these.
  process.env.E2E_SITE_URL = siteUrl;
  process.env.E2E_CMS_URL = cmsUrl;
  process.env.E2E_TOKEN_FILE = E2E_TOKEN_FILE;
}
