// @ts-check
/** Where the end-to-end run puts its own CMS database, token and servers (never the developer's). */
import path from 'node:path';
import { CMS_DIR } from '../scripts/lib/config.mjs';

export const E2E_CMS_PORT = Number(process.env.E2E_CMS_PORT || 1347);
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT || 9010);
export const E2E_DATA_DIR = path.join(CMS_DIR, '.tmp', 'e2e');
export const E2E_TOKEN_FILE = path.join(E2E_DATA_DIR, 'build-token');
export const siteUrl = `http://127.0.0.1:${E2E_SITE_PORT}`;
export const cmsUrl = `http://127.0.0.1:${E2E_CMS_PORT}`;
