import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import net, { type AddressInfo } from 'node:net';
import path from 'node:path';
import { test } from 'node:test';
import { HOST, ROOT } from '@site/runtime/config';
import { nginxBinary } from './nginx.ts';
import { takenPortsLine } from '@site/runtime/ports';
import { freePort } from '@site/runtime/processes';

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

/** Each entry point and the ports it listens on (its variables), as runtime/src/ports.ts checks them. */
const LISTENS = {
  'start.ts': ['CMS_PORT', 'SITE_PORT', 'HOOK_PORT'],
  'develop.ts': ['CMS_PORT', 'DEVELOP_PORT'],
  'cms.ts': ['CMS_PORT'],
  'serve.ts': ['SITE_PORT'],
  'build-hook.ts': ['HOOK_PORT'],
  ...(nginxBinary() ? { 'serve-nginx.ts': ['SITE_PORT'] } : {}),
} as const;

test('a script whose port another program holds says so in one line naming the variable, and starts nothing', async () => {
  const holder = net.createServer();
  await new Promise<void>((resolve) => holder.listen(0, HOST, resolve));
  const held = (holder.address() as AddressInfo).port;
  try {
    for (const [script, variables] of Object.entries(LISTENS)) {
      for (const variable of variables) {
        const free = Object.fromEntries(await Promise.all(variables.map(async (name) => [name, String(await freePort())])));
        expectRefused(
          script,
          { ...free, [variable]: String(held) },
          `✖ ${variable}=${held}: this port is taken on ${HOST} by another program. Stop it, or set ${variable} to a free port.`,
        );
      }
    }
  } finally {
    holder.close();
  }
});

test('the taken ports are named together, each with its variable', async () => {
  const holders = [net.createServer(), net.createServer()];
  await Promise.all(holders.map((holder) => new Promise<void>((resolve) => holder.listen(0, HOST, resolve))));
  const [cms, site] = holders.map((holder) => (holder.address() as AddressInfo).port);
  try {
    assert.equal(
      await takenPortsLine({ CMS_PORT: cms, SITE_PORT: site, HOOK_PORT: await freePort() }),
      `✖ CMS_PORT=${cms}, SITE_PORT=${site}: these ports are taken on ${HOST} by another program. Stop it, or set CMS_PORT, SITE_PORT to a free port.`,
    );
    assert.equal(await takenPortsLine({ HOOK_PORT: await freePort() }), null);
  } finally {
    holders.forEach((holder) => holder.close());
  }
});
