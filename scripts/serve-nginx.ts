/**
 * `npm run serve:nginx`: Debian's nginx in the foreground with deploy/nginx.conf on SITE_PORT,
 * serving the current build (the published release, else public/), /api and /uploads passed to
 * STRAPI_URL. `-- --https` adds Strict-Transport-Security (behind a TLS-terminating proxy).
 * `-- --redirects-only` renders the configuration and takes the current release's redirects in
 * (when `nginx -t` accepts them), then exits: for a system nginx, before `systemctl reload nginx`.
 */
import fs from 'node:fs';
import path from 'node:path';
import { originOf } from '@site/deploy/headers';
import { CMS_ADMIN_URL, GATSBY_CMS_URL, ROOT, SITE_PORT, STRAPI_URL } from '@site/runtime/config';
import { NGINX_MISSING, nginxBinary, prepareNginx, startNginx } from './lib/nginx.ts';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { failureLine, stopOnSignals } from '@site/runtime/processes';
import { RUN_DIR } from '@site/publisher/site-builder';

if (!nginxBinary()) {
  console.error(`✖ ${NGINX_MISSING}`);
  process.exit(1);
}
const release = path.join(RUN_DIR, 'current');
const siteRoot = fs.existsSync(release) ? release : path.join(ROOT, 'public');
const options = {
  port: SITE_PORT,
  siteRoot,
  cmsUrl: STRAPI_URL,
  runDir: path.join(RUN_DIR, 'nginx'),
  adminOrigin: originOf(CMS_ADMIN_URL ?? GATSBY_CMS_URL ?? STRAPI_URL),
  https: process.argv.includes('--https'),
};
if (process.argv.includes('--redirects-only')) {
  const { adopted, confFile } = prepareNginx(options);
  if (adopted)
    console.log(`✔ nginx's redirects are those of ${path.relative(ROOT, siteRoot)} (${path.relative(ROOT, confFile)})`);
  process.exit(adopted ? 0 : 1);
}
await exitIfPortsTaken({ SITE_PORT });
const life = stopOnSignals();
try {
  const nginx = await life.track(startNginx(options), (nginx) => nginx.stop);
  console.log(
    `\n  Site (nginx)  ${nginx.url}/   serving ${path.relative(ROOT, siteRoot)}, configuration ${path.relative(ROOT, nginx.confFile)}\n`,
  );
} catch (error) {
  if (!life.stopping) {
    const line = failureLine(error);
    if (line) console.error(line);
    await life.exit(1);
  }
}
