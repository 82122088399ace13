// @ts-check
/**
 * The Chromium the benches drive and its flags, from scripts/lib/chromium.json (which the
 * TypeScript end-to-end specs read too): CHROMIUM_PATH wins over the path there.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const settings = JSON.parse(fs.readFileSync(path.join(path.dirname(fileURLToPath(import.meta.url)), 'chromium.json'), 'utf8'));

/** @type {string[]} */
export const CHROMIUM_FLAGS = settings.flags;
export const chromiumPath = () => process.env.CHROMIUM_PATH || settings.path;
