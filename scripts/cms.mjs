// @ts-check
/**
 * `npm run cms`: the CMS alone on CMS_PORT (default 1337) — for a server where the site is
 * built and served elsewhere, for running several instances, for tests. Ctrl-C stops it.
 */
import { startStack } from './lib/stack.mjs';

try {
  const { cms, stop } = await startStack({ withSite: false });
  console.log(`\n  CMS admin        ${cms.url}/admin\n  CMS content API  ${cms.url}/api\n`);
  let stopping = false;
  const shutdown = async () => {
    stopping = true;
    await stop();
    process.exit(0);
  };
  process.on('SIGINT', shutdown);
  process.on('SIGTERM', shutdown);
  cms.child.on('exit', (code) => {
    if (stopping) return;
    console.error(`✖ The CMS stopped (exit code ${code ?? 'none'}).`);
    process.exit(code || 1);
  });
} catch (error) {
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
