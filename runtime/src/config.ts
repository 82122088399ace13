/** Ports, addresses and paths every script (and the tests) agree on: docs/architecture.md, Ports and variables. */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';
import { ScriptsEnvironment, environmentOrExit } from '@site/contracts/environment';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// An optional .env at the root (see .env.example); real environment variables win.
const envFile = path.join(ROOT, '.env');
if (fs.existsSync(envFile)) {
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(envFile, 'utf8')))) process.env[key] ??= value;
}

/** Each script reads an environment once through its schema (contracts/src/environment.ts). */
export { environmentOrExit };

/** The scripts' environment, read once. */
const environment = environmentOrExit(ScriptsEnvironment);

export const CMS_DIR = path.join(ROOT, 'cms');
export const HOST = '127.0.0.1';
export const { CMS_PORT, SITE_PORT, HOOK_PORT, DEVELOP_PORT } = environment;
export const STRAPI_URL = environment.STRAPI_URL ?? `http://${HOST}:${CMS_PORT}`;
/** The site's public address, where it is set (else each program's own: npm start's server). */
export const SITE_URL = environment.SITE_URL;
/** Where the admin runs, when it is not STRAPI_URL; where the browser reaches the CMS, when not the site's origin. */
export const { CMS_ADMIN_URL, GATSBY_CMS_URL } = environment;
/** The build hook's quiet moment and how often it asks the CMS what changed (ms). */
export const { BUILD_HOOK_DEBOUNCE_MS, BUILD_HOOK_CATCH_UP_MS } = environment;
/** Where the CMS writes the build token for a build on this machine. */
export const BUILD_TOKEN_FILE = path.resolve(ROOT, 'cms', environment.BUILD_TOKEN_FILE);
/** Where releases, the build record and runtime files live (default .run, git-ignored). */
export const SITE_RUN_DIR = path.resolve(ROOT, environment.SITE_RUN_DIR ?? '.run');
/** npm start serves the last release instead of building first. */
export const SKIP_BUILD = environment.SKIP_BUILD === '1';

/**
 * Node's cache of compiled modules, which every child process uses: a build loads some 3,000
 * modules in Gatsby and as many in its worker, and a CMS more. Node checks each entry against its
 * file's content; `gatsby clean` keeps it. It took a second and a half off a publish.
 */
const NODE_COMPILE_CACHE_DIR = path.join(ROOT, 'node_modules', '.cache', 'node-compile');

/** Environment every child process gets: no telemetry, anywhere; compiled modules kept. */
export const quietEnv = (extra: Record<string, string | undefined> = {}) => ({
  NODE_COMPILE_CACHE: NODE_COMPILE_CACHE_DIR,
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
});
