/**
 * `npm start`: the CMS on 127.0.0.1:1337 (seeded on first boot), a build of the site from it,
 * the site served on 127.0.0.1:9000, and the build hook on 127.0.0.1:9001 that republishes the
 * site when editors publish. Ctrl-C stops everything.
 */
import { CMS_PORT, HOOK_PORT, HOST, SITE_PORT, SKIP_BUILD, environmentOrExit } from '@site/runtime/config';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { failureLine, stopOnSignals } from '@site/runtime/processes';
import { startStack } from './lib/stack.ts';
import { SiteBuildEnvironment } from '@site/contracts/environment';

// What the site's builds will read, checked before anything starts: one line, not a failed build.
environmentOrExit(SiteBuildEnvironment);
await exitIfPortsTaken({ CMS_PORT, SITE_PORT, HOOK_PORT });

const started = Date.now();
// Ctrl-C at any moment stops everything started so far: the CMS while it boots, the first build.
const life = stopOnSignals();

try {
  console.log('› Starting the CMS, then building the site from it…');
  const stack = await life.track(
    startStack({ firstBuild: SKIP_BUILD ? 'if-missing' : 'always', signal: life.signal }),
    (stack) => stack.stop,
  );
  stack.cms.child.on('exit', () => {
    if (!life.stopping) {
      console.error('✖ The CMS stopped unexpectedly.');
      void life.exit(1);
    }
  });
  console.log(`
  ✔ Ready in ${Math.round((Date.now() - started) / 1000)} s

    Site (Indonesian)   http://${HOST}:${SITE_PORT}/
    Site (English)      http://${HOST}:${SITE_PORT}/en
    CMS admin           ${stack.cms.url}/admin
    CMS content API     ${stack.cms.url}/api/news-items?locale=id
    Build hook          ${stack.hookUrl} (POST, secret in BUILD_HOOK_SECRET or .run/hook-secret)

  Publishing in the CMS rebuilds and republishes the site; "Open preview" shows drafts. Ctrl-C stops.
`);
} catch (error) {
  // Stopped while starting: startStack stopped what it had started, and the stop exits.
  if (!life.stopping) {
    const line = failureLine(error);
    if (line) console.error(line);
    await life.exit(1);
  }
}
