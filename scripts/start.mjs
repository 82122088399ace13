// @ts-check
/**
 * `npm start`: the CMS on 127.0.0.1:1337 (seeded on first boot), a build of the site from it,
 * the site served on 127.0.0.1:9000. Ctrl-C stops everything.
 */
import path from 'node:path';
import { HOST, ROOT, SITE_PORT, quietEnv } from './lib/config.mjs';
import { startCms } from './lib/cms.mjs';
import { run } from './lib/processes.mjs';
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

try {
  console.log('› Starting the CMS…');
  const cms = await startCms();
  cleanups.push(() => cms.stop());
  cms.child.on('exit', () => {
    if (!stopping) {
      console.error('✖ The CMS stopped unexpectedly.');
      stopAll(1);
    }
  });

  if (process.env.SKIP_BUILD !== '1') {
    console.log('› Building the site from the CMS…');
    const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
      cwd: ROOT,
      env: quietEnv({ STRAPI_URL: cms.url }),
    });
    if (code !== 0) throw new Error(`the site build failed (exit code ${code})`);
  }

  const server = createStaticServer({ getRoot: () => path.join(ROOT, 'public'), cmsUrl: cms.url });
  await new Promise((resolve) => server.listen(SITE_PORT, HOST, () => resolve(undefined)));
  cleanups.push(() => new Promise((resolve) => server.close(() => resolve(undefined))));

  console.log(`
  ✔ Ready in ${Math.round((Date.now() - started) / 1000)} s

    Site (Indonesian)   http://${HOST}:${SITE_PORT}/
    Site (English)      http://${HOST}:${SITE_PORT}/en
    CMS admin           ${cms.url}/admin
    CMS content API     ${cms.url}/api

  Press Ctrl-C to stop.
`);
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  await stopAll(1);
}
