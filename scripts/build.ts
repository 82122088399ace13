/**
 * `npm run build`: gatsby build against STRAPI_URL. The CMS source plugin
 * (plugins/gatsby-source-strapi-i18n) checks before any work that the CMS answers and accepts the
 * token (STRAPI_TOKEN, else cms/.tmp/build-token), and stops the build with a clear message and a
 * non-zero exit when it does not: a broken CMS never produces an empty site.
 *
 * Gatsby's compiled gatsby-config/gatsby-node are reused while their sources are unchanged, and
 * source files that held no GraphQL query are not parsed again while unchanged, and webpack's
 * bundles and HTML renderer are reused while no code, setting, package or output of theirs
 * changed, and a build that renders at most 50 pages renders them itself, without starting
 * Gatsby's worker: a publish rebuilds content, not code (patches/gatsby+5.16.1.patch, applied by
 * npm install). Each of its failures is written to the build's outcome file (BUILD_OUTCOME_FILE,
 * contracts/src/build-outcome.ts) where it happens: the source plugin's, Gatsby killed (here), one of
 * Gatsby's workers killed (publisher/src/worker-deaths.ts).
 */
import os from 'node:os';
import path from 'node:path';
import { outcomeFile, writeBuildOutcome } from '@site/contracts/build-outcome';
import { SiteBuildEnvironment } from '@site/contracts/environment';
import { ROOT, STRAPI_URL, environmentOrExit, quietEnv } from '@site/runtime/config';
import { run, whenOrphaned } from '@site/runtime/processes';

// What gatsby-config.ts will read, checked before Gatsby starts: one line, not Gatsby's error box.
environmentOrExit(SiteBuildEnvironment);

const gatsby = path.join(ROOT, 'node_modules', 'gatsby', 'cli.js');
// Started by the build hook, which is killed: Gatsby stops too, or it would go on writing public/
// while the hook, started again, builds there. Stopped (SIGTERM, Ctrl-C): Gatsby stops first.
const stop = new AbortController();
whenOrphaned(() => {
  console.error('error the build hook that started this build is gone: stopping it');
  stop.abort();
});
process.on('SIGINT', () => stop.abort());
process.on('SIGTERM', () => stop.abort());
const code = await run(process.execPath, [gatsby, 'build', ...process.argv.slice(2)], {
  cwd: ROOT,
  env: quietEnv({
    STRAPI_URL,
    // whatwg-url in the HTML renderer loads Node's punycode; its deprecation notice reached the
    // build's log as an "ERROR" from the worker. In a build the hook runs, a worker killed while it
    // works (the out-of-memory killer) is written as the build's outcome (publisher/src/worker-deaths.ts).
    NODE_OPTIONS: [
      process.env.NODE_OPTIONS,
      '--disable-warning=DEP0040',
      ...(outcomeFile() ? [`--import=${import.meta.resolve('@site/publisher/worker-deaths')}`] : []),
    ]
      .filter(Boolean)
      .join(' '),
  }),
  signal: stop.signal,
});
// The out-of-memory killer (or anyone) stopped Gatsby: say so, the build hook tries again.
const signal = Object.entries(os.constants.signals).find(([, number]) => code === 128 + number)?.[0];
if (signal) {
  const message = `gatsby build was killed (${signal}) before it finished`;
  console.error(`error ${message}`);
  writeBuildOutcome({ ok: false, code: stop.signal.aborted ? 'interrupted' : 'killed', message });
}
process.exit(code);
