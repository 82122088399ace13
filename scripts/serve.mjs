// @ts-check
/** Serves the built site (public/) on 127.0.0.1:9000, with /api passed to the CMS. */
import path from 'node:path';
import { HOST, ROOT, SITE_PORT, STRAPI_URL } from './lib/config.mjs';
import { createStaticServer } from './lib/static-server.mjs';

const root = path.join(ROOT, 'public');
const server = createStaticServer({ getRoot: () => root, cmsUrl: process.env.GATSBY_CMS_URL ? undefined : STRAPI_URL });
server.listen(SITE_PORT, HOST, () => console.log(`Site: http://${HOST}:${SITE_PORT}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
