// @ts-check
/** `npm run develop`: the CMS plus `gatsby develop` on 127.0.0.1:8000 (GraphiQL at /___graphql). */
import path from 'node:path';
import { DEVELOP_PORT, HOST, ROOT, quietEnv } from './lib/config.mjs';
import { startCms } from './lib/cms.mjs';
import { startService } from './lib/processes.mjs';

// SITE_URL: the CMS's "Open preview" opens the develop server's /preview page.
const cms = await startCms({ env: { SITE_URL: `http://${HOST}:${DEVELOP_PORT}` } });
const gatsby = startService(
  path.join(ROOT, 'node_modules', '.bin', 'gatsby'),
  ['develop', '-H', HOST, '-p', String(DEVELOP_PORT)],
  {
    cwd: ROOT,
    env: quietEnv({ STRAPI_URL: cms.url }),
  },
);
console.log(
  `\n  Site (develop)  http://${HOST}:${DEVELOP_PORT}/\n  GraphiQL        http://${HOST}:${DEVELOP_PORT}/___graphql\n  CMS admin       ${cms.url}/admin\n`,
);

let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await gatsby.stop();
  await cms.stop();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
gatsby.child.on('exit', stop);
