// @ts-check
/**
 * Boots the real stack once for all end-to-end specs: a fake captcha verifier, a fresh CMS (new
 * SQLite database, seeded on first boot, webhook to the build hook), the build hook, a first
 * build published as a release, and the site served on 127.0.0.1.
 */
import fs from 'node:fs';
import http from 'node:http';
import { createBuildHook } from '../scripts/lib/build-hook.mjs';
import { startCms } from '../scripts/lib/cms.mjs';
import { createSiteBuilder } from '../scripts/lib/site-builder.mjs';
import { createStaticServer } from '../scripts/lib/static-server.mjs';
import {
  E2E_ADMIN,
  E2E_CAPTCHA,
  E2E_CAPTCHA_PORT,
  E2E_CMS_PORT,
  E2E_DATA_DIR,
  E2E_HOOK_PORT,
  E2E_HOOK_SECRET,
  E2E_PREVIEW_SECRET,
  E2E_RUN_DIR,
  E2E_SITE_PORT,
  E2E_TOKEN_FILE,
  cmsUrl,
  hookUrl,
  siteUrl,
} from './environment.mjs';
import path from 'node:path';

const listen = (/** @type {http.Server} */ server, /** @type {number} */ port) =>
  new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));

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

export default async function globalSetup() {
  const started = Date.now();
  const verbose = Boolean(process.env.E2E_VERBOSE);
  fs.rmSync(E2E_DATA_DIR, { recursive: true, force: true });
  fs.rmSync(E2E_RUN_DIR, { recursive: true, force: true });
  fs.mkdirSync(E2E_DATA_DIR, { recursive: true });
  /** @type {any} globalThis carries the handles from setup to teardown (same process). */
  const state = globalThis;
  state.__E2E_STOP__ = [];

  const captcha = await listen(captchaVerifier(), E2E_CAPTCHA_PORT);
  state.__E2E_STOP__.push(() => new Promise((resolve) => captcha.close(resolve)));

  const cms = await startCms({
    port: E2E_CMS_PORT,
    quiet: !verbose,
    env: {
      DATABASE_FILENAME: path.join(E2E_DATA_DIR, 'data.db'),
      BUILD_TOKEN_FILE: E2E_TOKEN_FILE,
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
      RECAPTCHA_SECRET: E2E_CAPTCHA.secret,
      RECAPTCHA_VERIFY_URL: `http://127.0.0.1:${E2E_CAPTCHA_PORT}/verify`,
      TRUST_PROXY: 'true',
      BUILD_HOOK_URL: hookUrl,
      BUILD_HOOK_SECRET: E2E_HOOK_SECRET,
      SITE_URL: siteUrl,
      PREVIEW_SECRET: E2E_PREVIEW_SECRET,
    },
  });
  state.__E2E_STOP__.push(() => cms.stop());
  console.log(`\n[e2e] CMS ready on ${cmsUrl} after ${Math.round((Date.now() - started) / 1000)} s`);

  const site = createSiteBuilder({
    quiet: !verbose,
    runDir: E2E_RUN_DIR,
    env: {
      STRAPI_URL: cmsUrl,
      STRAPI_TOKEN_FILE: E2E_TOKEN_FILE,
      STRAPI_TOKEN: '',
      SITE_URL: 'https://www.example.co.id',
      GATSBY_RECAPTCHA_SITE_KEY: E2E_CAPTCHA.siteKey,
      GATSBY_RECAPTCHA_VERSION: '3',
    },
  });
  const hook = createBuildHook({
    secret: E2E_HOOK_SECRET,
    build: site.build,
    debounceMs: 1000,
    log: verbose ? console.log : () => undefined,
  });
  const hookServer = await listen(http.createServer(hook.handler), E2E_HOOK_PORT);
  state.__E2E_STOP__.push(() => new Promise((resolve) => hookServer.close(resolve)));

  const buildStarted = Date.now();
  hook.trigger();
  await hook.idle();
  if (!site.releases.hasRelease()) throw new Error('the first site build failed; run with E2E_VERBOSE=1 to see why');
  console.log(`[e2e] site built in ${Math.round((Date.now() - buildStarted) / 1000)} s`);

  const server = await listen(
    createStaticServer({ getRoot: site.releases.currentDir, cmsUrl, adminOrigin: cmsUrl }),
    E2E_SITE_PORT,
  );
  state.__E2E_STOP__.push(() => new Promise((resolve) => server.close(resolve)));

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
  });
}
