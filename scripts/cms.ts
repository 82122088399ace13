/**
 * `npm run cms`: the CMS alone on CMS_PORT (default 1337) — for a server where the site is
 * built and served elsewhere, for running several instances, for tests. Ctrl-C stops it.
 */
import { CMS_PORT } from '@site/runtime/config';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { failureLine, stopOnSignals } from '@site/runtime/processes';
import { startStack } from './lib/stack.ts';

await exitIfPortsTaken({ CMS_PORT });

// A stop asked for while Strapi starts stops Strapi too (it runs in a process group of its own).
const life = stopOnSignals();

try {
  const { cms } = await life.track(startStack({ withSite: false, signal: life.signal }), (stack) => stack.stop);
  console.log(`\n  CMS admin        ${cms.url}/admin\n  CMS content API  ${cms.url}/api/news-items?locale=id\n`);
  cms.child.on('exit', (code) => {
    if (life.stopping) return;
    console.error(`✖ The CMS stopped (exit code ${code ?? 'none'}).`);
    void life.exit(code || 1);
  });
} catch (error) {
  if (!life.stopping) {
    const line = failureLine(error);
    if (line) console.error(line);
    await life.exit(1);
  }
}
