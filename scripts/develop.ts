/**
 * `npm run develop`: the CMS plus `gatsby develop` on 127.0.0.1:8000 (GraphiQL at /___graphql).
 * The develop server passes /api and /uploads to the CMS (gatsby-config.ts `proxy`), so the
 * WhatsApp button, the contact form and the preview work as on the built site. After an edit in
 * the CMS, `POST /__refresh` sources it again without a restart (Gatsby's refresh endpoint).
 */
import path from 'node:path';
import { DEVELOP_PORT, HOST, ROOT, environmentOrExit, quietEnv } from './lib/config.ts';
import { failureLine, startService, stopOnSignals } from './lib/processes.ts';
import { startStack } from './lib/stack.ts';
import { SiteBuildEnvironment } from '@site/contracts/environment';

// What the site's builds will read, checked before anything starts: one line, not a failed build.
environmentOrExit(SiteBuildEnvironment);

const developUrl = `http://${HOST}:${DEVELOP_PORT}`;
// Ctrl-C at any moment stops what started: the CMS while it boots, then Gatsby and the CMS.
const life = stopOnSignals();
try {
  // SITE_URL: the admin's "Open preview" opens the develop server's /preview page.
  const { cms, tokenFile } = await life.track(
    startStack({ withSite: false, cmsEnv: { SITE_URL: developUrl }, signal: life.signal }),
    (stack) => stack.stop,
  );
  const gatsby = startService(
    path.join(ROOT, 'node_modules', '.bin', 'gatsby'),
    ['develop', '-H', HOST, '-p', String(DEVELOP_PORT)],
    {
      cwd: ROOT,
      env: quietEnv({ STRAPI_URL: cms.url, STRAPI_TOKEN_FILE: tokenFile, ENABLE_GATSBY_REFRESH_ENDPOINT: 'true' }),
    },
  );
  life.onStop(() => gatsby.stop());
  gatsby.child.on('exit', (code) => {
    if (!life.stopping) void life.exit(code ?? 1);
  });
  console.log(
    `\n  Site (develop)  ${developUrl}/\n  GraphiQL        ${developUrl}/___graphql\n  Source again    curl -X POST ${developUrl}/__refresh\n  CMS admin       ${cms.url}/admin\n`,
  );
} catch (error) {
  if (!life.stopping) {
    const line = failureLine(error);
    if (line) console.error(line);
    await life.exit(1);
  }
}
