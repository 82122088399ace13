/**
 * `npm run typegen`: regenerates src/gatsby-types.d.ts (the types of every page query) with a
 * build against a throwaway CMS on CMS_PORT + 30, so it needs nothing running. Commit the result:
 * `npm test` fails when the committed file differs from what the build generates.
 */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_DIR, CMS_PORT, ROOT, quietEnv } from '@site/runtime/config';
import { run } from '@site/runtime/processes';
import { startStack } from './lib/stack.ts';

const dataDir = path.join(CMS_DIR, '.tmp', 'typegen');
fs.rmSync(dataDir, { recursive: true, force: true });
fs.mkdirSync(dataDir, { recursive: true });
console.log('› Starting a throwaway CMS for the build that generates the types…');
const { cms, tokenFile, stop } = await startStack({
  ports: { cms: CMS_PORT + 30 },
  dataDir,
  withSite: false,
  quiet: true,
  cmsEnv: { BUILD_HOOK_URL: '' },
});
let code = 1;
try {
  code = await run(process.execPath, [path.join(ROOT, 'scripts', 'build.ts')], {
    cwd: ROOT,
    env: quietEnv({ STRAPI_URL: cms.url, STRAPI_TOKEN: '', STRAPI_TOKEN_FILE: tokenFile }),
  });
} finally {
  await stop();
}
console.log(code === 0 ? '✔ src/gatsby-types.d.ts is up to date with the page queries.' : '✖ The build failed: see above.');
process.exit(code);
