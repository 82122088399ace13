/** Serves the built site on 127.0.0.1:9000, with /api passed to the CMS. */
import fs from 'node:fs';
import path from 'node:path';
import { CMS_ADMIN_URL, GATSBY_CMS_URL, HOST, ROOT, SITE_PORT, STRAPI_URL } from '@site/runtime/config';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { stopOnSignals } from '@site/runtime/processes';
import { RUN_DIR } from '@site/publisher/site-builder';
import { createStaticServer } from './lib/static-server.ts';
import { originOf } from '@site/deploy/headers';

await exitIfPortsTaken({ SITE_PORT });

// The published release when there is one (build hook), otherwise the last `npm run build`.
const release = path.join(RUN_DIR, 'current');
const root = () => (fs.existsSync(release) ? release : path.join(ROOT, 'public'));
const server = createStaticServer({
  getRoot: root,
  cmsUrl: GATSBY_CMS_URL ? undefined : STRAPI_URL,
  // The CMS admin may frame preview pages: CMS_ADMIN_URL, else the CMS the browser talks to.
  adminOrigin: originOf(CMS_ADMIN_URL ?? GATSBY_CMS_URL ?? STRAPI_URL),
});
server.listen(SITE_PORT, HOST, () => console.log(`Site: http://${HOST}:${SITE_PORT}`));
stopOnSignals().onStop(() => {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(resolve));
});
