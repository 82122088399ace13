/**
 * `npm run develop`: the CMS plus `gatsby develop` on 127.0.0.1:8000 (GraphiQL at /___graphql).
 * The develop server passes /api and /uploads to the CMS (gatsby-config.ts `proxy`), so the
 * WhatsApp button, the contact form and the preview work as on the built site. Every change the
 * CMS would announce to the build hook (a publish, an unpublish, a picture replaced) it announces
 * to the develop server's refresh endpoint instead, which sources it again without a restart; the
 * endpoint takes only the CMS's own announcements (GATSBY_REFRESH_TOKEN, a secret of this run).
 * BUILD_HOOK_URL, when set, names another hook.
 */
import crypto from 'node:crypto';
import path from 'node:path';
import { CMS_PORT, DEVELOP_PORT, HOST, ROOT, environmentOrExit, quietEnv } from '@site/runtime/config';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { failureLine, startService, stopOnSignals, waitForHttp } from '@site/runtime/processes';
import { developRefresh } from './lib/develop-refresh.ts';
import { startStack } from './lib/stack.ts';
import { SiteBuildEnvironment } from '@site/contracts/environment';

// What the site's builds will read, checked before anything starts: one line, not a failed build.
environmentOrExit(SiteBuildEnvironment);
await exitIfPortsTaken({ CMS_PORT, DEVELOP_PORT });

const developUrl = `http://${HOST}:${DEVELOP_PORT}`;
// Ctrl-C at any moment stops what started: the CMS while it boots, then Gatsby and the CMS.
const life = stopOnSignals();
try {
  // SITE_URL: the admin's "Open preview" opens the develop server's /preview page.
  const refreshSecret = crypto.randomBytes(24).toString('base64url');
  const refresh = developRefresh(developUrl, refreshSecret);
  const { cms, tokenFile } = await life.track(
    startStack({
      withSite: false,
      cmsEnv: { SITE_URL: developUrl, ...refresh.cmsEnv },
      hookSecret: refreshSecret,
      signal: life.signal,
    }),
    (stack) => stack.stop,
  );
  const gatsby = startService(
    path.join(ROOT, 'node_modules', '.bin', 'gatsby'),
    ['develop', '-H', HOST, '-p', String(DEVELOP_PORT)],
    {
      cwd: ROOT,
      env: quietEnv({ STRAPI_URL: cms.url, STRAPI_TOKEN_FILE: tokenFile, ...refresh.gatsbyEnv }),
    },
  );
  life.onStop(() => gatsby.stop());
  gatsby.child.on('exit', (code) => {
    if (!life.stopping) void life.exit(code ?? 1);
  });
  // The banner once the develop server answers on its port, not before.
  await life.track(
    waitForHttp(`${developUrl}/___graphql`, { timeoutMs: 600_000, isAlive: () => gatsby.child.exitCode === null }),
  );
  console.log(
    `\n  Site (develop)  ${developUrl}/\n  GraphiQL        ${developUrl}/___graphql\n  CMS admin       ${cms.url}/admin\n\n  Publishing in the CMS sources the change again here; reload the page to see it. Ctrl-C stops.\n`,
  );
} catch (error) {
  if (!life.stopping) {
    const line = failureLine(error);
    if (line) console.error(line);
    await life.exit(1);
  }
}
