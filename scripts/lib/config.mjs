// @ts-check
/** Ports, addresses and paths every script (and the tests) agree on: DESIGN.md's contract. */
import fs from 'node:fs';
import path from 'node:path';
import { parseEnv } from 'node:util';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

// An optional .env at the root (see .env.example); real environment variables win.
const envFile = path.join(ROOT, '.env');
if (fs.existsSync(envFile)) {
  for (const [key, value] of Object.entries(parseEnv(fs.readFileSync(envFile, 'utf8')))) process.env[key] ??= value;
}
export const CMS_DIR = path.join(ROOT, 'cms');
export const HOST = '127.0.0.1';
export const CMS_PORT = Number(process.env.CMS_PORT || 1337);
export const SITE_PORT = Number(process.env.SITE_PORT || 9000);
export const HOOK_PORT = Number(process.env.HOOK_PORT || 9001);
export const DEVELOP_PORT = Number(process.env.DEVELOP_PORT || 8000);
export const STRAPI_URL = (process.env.STRAPI_URL || `http://${HOST}:${CMS_PORT}`).replace(/\/+$/, '');

/** Environment every child process gets: no telemetry, anywhere. */
export const quietEnv = (/** @type {Record<string, string | undefined>} */ extra = {}) => ({
  ...process.env,
  GATSBY_TELEMETRY_DISABLED: '1',
  STRAPI_TELEMETRY_DISABLED: 'true',
  NEXT_TELEMETRY_DISABLED: '1',
  ...extra,
});
