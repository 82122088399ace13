/**
 * Boots the real stack once for all end-to-end specs (scripts/lib/stack.ts, as npm start does):
 * a fresh CMS (new SQLite database, seeded on first boot, publishing calls the build hook), the build
 * hook, a first build published as a release, the site served on 127.0.0.1 — plus a stand-in
 * for the captcha verifier.
 */
import fs from 'node:fs';
import path from 'node:path';
import http from 'node:http';
import { exitIfPortsTaken } from '@site/runtime/ports';
import { useChromiumOrExit } from '../scripts/lib/browser.ts';
import { startPostgres } from '../scripts/lib/postgres.ts';
import { registeredRoutes } from '../scripts/lib/cms.ts';
import { startStack } from '../scripts/lib/stack.ts';
import globalTeardown, { type E2EState } from './global-teardown.ts';
import { openAdminSession } from './admin-session.ts';
import { createStackSwitch } from './stack-switch.ts';
import { createHookLink } from './hook-link.ts';
import {
  E2E_ADMIN,
  E2E_BUILD_ENV,
  E2E_CAPTCHA,
  E2E_CAPTCHA_PORT,
  E2E_STACK_SWITCH_PORT,
  E2E_CMS_PORT,
  E2E_DATA_DIR,
  E2E_DATABASE,
  E2E_HOOK_LINK_PORT,
  E2E_HOOK_PORT,
  E2E_LINKS_PORT,
  E2E_HOOK_SECRET,
  E2E_MAIL,
  E2E_PG_PORT,
  E2E_PORTS,
  E2E_PREVIEW_SECRET,
  E2E_RUN_DIR,
  E2E_SERVER,
  E2E_SITE_PORT,
  E2E_SMTP_PORT,
  E2E_TOKEN_FILE,
  stackSwitchUrl,
  cmsUrl,
  hookLinkUrl,
  hookUrl,
  siteUrl,
} from './environment.ts';
import { BUCKETS, bucketEnv, bucketUrl, startBucketServer } from './media-bucket.ts';

const listen = (server: http.Server, port: number) =>
  new Promise<http.Server>((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));

/** Stands in for Google's siteverify: only the e2e token passes. */
const captchaVerifier = () =>
  http.createServer((request, response) => {
    let body = '';
    request.on('data', (chunk) => (body += chunk));
    request.on('end', () => {
      const form = new URLSearchParams(body);
      const success = form.get('secret') === E2E_CAPTCHA.secret && form.get('response') === E2E_CAPTCHA.validToken;
      response.writeHead(200, { 'Content-Type': 'application/json' }).end(JSON.stringify({ success, score: success ? 0.9 : 0 }));
    });
  });

/**
 * Starts everything; when any step fails, stops what the earlier steps started (Jest runs no
 * teardown after a failed setup) before reporting the failure.
 */
export default async function globalSetup() {
  try {
    await setUp();
  } catch (error) {
    await globalTeardown();
    throw error;
  }
}

async function setUp() {
  const started = Date.now();
  const verbose = Boolean(process.env.E2E_VERBOSE);
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.rmSync(E2E_RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  /** globalThis carries the handles from setup to teardown (same process). */
  const state = globalThis as typeof globalThis & E2EState;
  state.__E2E_STOP__ = [];

  // The browser first: a machine where none can run stops here, in one line, before the stack.
  const browser = await useChromiumOrExit('e2e');
  console.log(`e2e: Chromium ${browser.version} (${browser.source}: ${browser.path})`);
  // Then the ports: one taken (nginx's workers outlived a run that was killed) is one line here.
  await exitIfPortsTaken(E2E_PORTS);

  const captcha = await listen(captchaVerifier(), E2E_CAPTCHA_PORT);
  state.__E2E_STOP__.push(() => new Promise((resolve) => captcha.close(resolve)));

  let databaseEnv: Record<string, string> = {};
  let mediaEnv: Record<string, string> = {};
  let buildEnv: Record<string, string> = E2E_BUILD_ENV;
  let postgresAdminUrl = '';
  const switches: Record<string, () => Promise<string | void>> = {};
  if (E2E_DATABASE === 'postgres') {
    const postgres = await startPostgres({ port: E2E_PG_PORT, quiet: !verbose });
    state.__E2E_STOP__.push(() => postgres.stop());
    databaseEnv = { DATABASE_CLIENT: 'postgres', DATABASE_URL: await postgres.createDatabase('cms_e2e') };
    postgresAdminUrl = postgres.url('postgres');
    switches['/__postgres/restart'] = () => postgres.restart();
    // Its CMS instances keep their media in a bucket of a real S3 API server, as several machines would.
    const bucketServer = await startBucketServer(path.join(E2E_DATA_DIR, 'bucket'));
    state.__E2E_STOP__.push(() => bucketServer.stop());
    Object.assign(switches, { '/__bucket/stop': bucketServer.stop, '/__bucket/start': bucketServer.start });
    mediaEnv = bucketEnv(BUCKETS.live);
    buildEnv = { ...buildEnv, MEDIA_URL: bucketUrl(BUCKETS.live) };
  }

  // The CMS reaches the build hook through a link the specs can cut (a hook that is down).
  const link = await listen(createHookLink(`http://127.0.0.1:${E2E_HOOK_PORT}`), E2E_HOOK_LINK_PORT);
  state.__E2E_STOP__.push(() => new Promise((resolve) => link.close(resolve)));

  const stack = await startStack({
    ports: { cms: E2E_CMS_PORT, site: E2E_SITE_PORT, hook: E2E_HOOK_PORT },
    dataDir: E2E_DATA_DIR,
    runDir: E2E_RUN_DIR,
    hookSecret: E2E_HOOK_SECRET,
    server: E2E_SERVER,
    debounceMs: 1000,
    catchUpMs: 3000,
    // A build that failed in a way that may pass is tried again after 2 s, then 4 s.
    retryDelaysMs: [2000, 4000],
    quiet: !verbose,
    cmsEnv: {
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RECAPTCHA_SECRET: E2E_CAPTCHA.secret,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${E2E_CAPTCHA_PORT}/verify`,
      BUILD_HOOK_URL: `${hookLinkUrl}/build`,
      SITE_URL: siteUrl,
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
      SMTP_HOST: '127.0.0.1',
      SMTP_PORT: String(E2E_SMTP_PORT),
      SMTP_SECURE: 'false',
      MAIL_FROM: E2E_MAIL.from,
      CONTACT_NOTIFY_TO: E2E_MAIL.notifyTo,
      CONTACT_MAIL_RETRY_SECONDS: '2',
      LINK_CHECK_ALLOW: `127.0.0.1:${E2E_LINKS_PORT}`,
      ...databaseEnv,
      ...mediaEnv,
    },
    buildEnv,
  });
  state.__E2E_STOP__.push(() => stack.stop());
  const { hookControl } = stack;
  if (!hookControl) throw new Error('the e2e stack started without its build hook');
  Object.assign(switches, {
    '/__cms/stop': stack.cmsProcess.stop,
    '/__cms/start': stack.cmsProcess.start,
    '/__hook/stop': hookControl.stop,
    '/__hook/start': hookControl.start,
  });
  const stackSwitch = await listen(createStackSwitch(switches), E2E_STACK_SWITCH_PORT);
  state.__E2E_STOP__.push(() => new Promise((resolve) => stackSwitch.close(resolve)));
  console.log(
    `\n[e2e] CMS (${E2E_DATABASE}), first build and site (${E2E_SERVER}) ready on ${siteUrl} after ${Math.round((Date.now() - started) / 1000)} s`,
  );

  // One admin session for every spec's admin API calls (Strapi limits logins per address), renewed
  // here: specs ask the stack switch for its token (e2e/admin-session.ts).
  const adminSession = await openAdminSession(cmsUrl, E2E_ADMIN);
  switches['/__admin/token'] = adminSession.token;

  // Every route the CMS registers, read from Strapi itself (e2e/admin-routes.spec.ts holds each to a table).
  const routesFile = path.join(E2E_DATA_DIR, 'routes.json');
  fs.writeFileSync(routesFile, JSON.stringify(await registeredRoutes()));

  // The specs (same process, run in band) find the stack through these.
  Object.assign(process.env, {
    E2E_SITE_URL: siteUrl,
    E2E_CMS_URL: cmsUrl,
    E2E_TOKEN_FILE,
    E2E_HOOK_URL: hookUrl,
    E2E_HOOK_SECRET,
    E2E_ADMIN_EMAIL: E2E_ADMIN.email,
    E2E_ADMIN_PASSWORD: E2E_ADMIN.password,
    E2E_CAPTCHA_TOKEN: E2E_CAPTCHA.validToken,
    E2E_PREVIEW_SECRET,
    E2E_SMTP_PORT: String(E2E_SMTP_PORT),
    E2E_LINKS_PORT: String(E2E_LINKS_PORT),
    E2E_HOOK_LINK_URL: hookLinkUrl,
    E2E_STACK_SWITCH_URL: stackSwitchUrl,
    E2E_DATABASE,
    E2E_SERVER,
    E2E_PG_ADMIN_URL: postgresAdminUrl,
    E2E_MAIL_TO: E2E_MAIL.notifyTo,
    E2E_RUN_DIR,
    E2E_BUILD_ENV: JSON.stringify(buildEnv),
    E2E_MEDIA: mediaEnv.UPLOAD_PROVIDER === 's3' ? 'bucket' : 'disk',
    E2E_ROUTES_FILE: routesFile,
  });
}
