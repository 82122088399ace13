import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from './config.ts';

/** Runs an entry point with `env` added; it must stop at once, print nothing but `line` and exit 1. */
function expectRefused(script: string, env: Record<string, string>, line: string) {
  const run = spawnSync(process.execPath, [path.join(ROOT, 'scripts', script)], {
    env: { ...process.env, ...env },
    encoding: 'utf8',
    timeout: 20_000,
  });
  assert.equal(run.status, 1, script);
  assert.equal(run.stderr.trim(), line, script);
  assert.equal(run.stdout, '', script);
}

test('a script given a port or an address that cannot be right says so in one line and starts nothing', () => {
  for (const script of ['serve.ts', 'build-hook.ts', 'start.ts']) {
    expectRefused(
      script,
      { SITE_PORT: 'http', STRAPI_URL: 'localhost:1337', HOOK_PORT: '1459', CMS_PORT: '1460' },
      '✖ The environment is not usable: SITE_PORT must be a port number (1–65535), not "http"; STRAPI_URL must be an http(s) address, not "localhost:1337".',
    );
  }
});

test('npm run build given a value the site’s build cannot use says so in one line and builds nothing', () => {
  expectRefused(
    'build.ts',
    { GATSBY_RECAPTCHA_VERSION: 'v3', STRAPI_FULL_SYNC: 'yes', STRAPI_TOKEN: 'secret-token' },
    '✖ The environment is not usable: GATSBY_RECAPTCHA_VERSION must be 2 or 3, not "v3"; STRAPI_FULL_SYNC must be 0 or 1, not "yes".',
  );
});

test('the build hook given a catch-up interval that is not a number says so instead of asking the CMS every millisecond', () => {
  expectRefused(
    'build-hook.ts',
    { BUILD_HOOK_CATCH_UP_MS: '30s', BUILD_HOOK_DEBOUNCE_MS: '-1', HOOK_PORT: '1461' },
    '✖ The environment is not usable: BUILD_HOOK_DEBOUNCE_MS must be a whole number of at least 0, not "-1"; BUILD_HOOK_CATCH_UP_MS must be a whole number of at least 100, not "30s".',
  );
});
