// @ts-check
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { ROOT, quietEnv } from './config.mjs';
import { run } from './processes.mjs';
import { createReleases } from './releases.mjs';

/** Where releases of the served site and local runtime files live (git-ignored). */
export const RUN_DIR = path.join(ROOT, '.run');

/** BUILD_HOOK_SECRET, or one generated once for this checkout. */
export function buildHookSecret() {
  if (process.env.BUILD_HOOK_SECRET) return process.env.BUILD_HOOK_SECRET;
  const file = path.join(RUN_DIR, 'hook-secret');
  if (!fs.existsSync(file)) {
    fs.mkdirSync(RUN_DIR, { recursive: true });
    fs.writeFileSync(file, crypto.randomBytes(24).toString('hex'), { mode: 0o600 });
  }
  return fs.readFileSync(file, 'utf8').trim();
}

/**
 * Builds the site (incrementally: Gatsby keeps .cache and public/) and publishes it as a new
 * release; a failed build throws and the live release stays.
 * @param {{ env?: Record<string, string>, quiet?: boolean, runDir?: string }} [options]
 */
export function createSiteBuilder({ env = {}, quiet = false, runDir = RUN_DIR } = {}) {
  const releases = createReleases(runDir);
  return {
    releases,
    async build() {
      const code = await run(process.execPath, [path.join(ROOT, 'scripts', 'build.mjs')], {
        cwd: ROOT,
        env: quietEnv(env),
        stdio: quiet ? 'ignore' : 'inherit',
      });
      if (code !== 0) throw new Error(`gatsby build exited with code ${code}`);
      releases.publish(path.join(ROOT, 'public'));
    },
  };
}
