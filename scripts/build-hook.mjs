// @ts-check
/**
 * `npm run build-hook`: the build hook alone (for a server where the CMS runs elsewhere):
 * an authenticated POST on 127.0.0.1:9001 rebuilds the site from STRAPI_URL and publishes it to
 * .run/current, which the web server serves.
 */
import http from 'node:http';
import { HOOK_PORT, HOST, STRAPI_URL } from './lib/config.mjs';
import { createBuildHook } from './lib/build-hook.mjs';
import { buildHookSecret, createSiteBuilder } from './lib/site-builder.mjs';

const site = createSiteBuilder({ env: { STRAPI_URL } });
const hook = createBuildHook({ secret: buildHookSecret(), build: site.build });
const server = http
  .createServer(hook.handler)
  .listen(HOOK_PORT, HOST, () => console.log(`Build hook: http://${HOST}:${HOOK_PORT}/build`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
