// @ts-check
/**
 * `npm run cms`: the CMS alone on CMS_PORT (default 1337) — for a server where the site is
 * built and served elsewhere, for running several instances, for tests. Ctrl-C stops it.
 */
import { startStack } from './lib/stack.mjs';

// A stop asked for while Strapi starts stops Strapi too (it runs in a process group of its own).
const starting = new AbortController();
let stopping = false;
/** @type {(() => Promise<void>) | null} */
let stopStack = null;
const shutdown = async () => {
  stopping = true;
  if (!stopStack) return starting.abort();
  await stopStack();
  process.exit(0);
};
process.on('SIGINT', shutdown);
process.on('SIGTERM', shutdown);

try {
  const { cms, stop } = await startStack({ withSite: false, signal: starting.signal });
  stopStack = stop;
  console.log(`\n  CMS admin        ${cms.url}/admin\n  CMS content API  ${cms.url}/api\n`);
  cms.child.on('exit', (code) => {
    if (stopping) return;
    console.error(`✖ The CMS stopped (exit code ${code ?? 'none'}).`);
    process.exit(code || 1);
  });
} catch (error) {
  if (stopping) process.exit(0);
  console.error(`✖ ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
