import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { hookSettled } from './hook';
import { ROOT, copySite } from './site-copy';
import { buildTokenFile, cmsUrl } from './urls';

/**
 * Backups that restore: `npm run backup` of the e2e CMS (seeded, and changed by the specs before),
 * `npm run restore` of that file into a fresh, empty CMS. The restored CMS answers every type in
 * both languages as the original does, to the build token the site already holds, serves the same
 * media bytes, and the site built from it has the same pages as the live one.
 */
const RESTORE_PORT = Number(process.env.E2E_RESTORE_CMS_PORT || 1348);
const restoredUrl = `http://127.0.0.1:${RESTORE_PORT}`;
const WORK = path.join(ROOT, '.run', 'e2e', 'backup');
const RESTORED_DATA = path.join(WORK, 'restored-cms');
const BACKUP_KEY = 'e2e-backup-key-that-is-long-enough';

interface Outcome {
  code: number | null;
  output: string;
}

function runNode(args: string[], env: Record<string, string>, cwd = ROOT): Promise<Outcome> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { cwd, env: { ...process.env, ...env } });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The restored CMS's settings: its own database, uploads folder, token file; no seed, no hook. */
const restoredCmsEnv = {
  DATABASE_FILENAME: path.join(RESTORED_DATA, 'data.db'),
  CMS_PUBLIC_DIR: path.join(RESTORED_DATA, 'public'),
  BUILD_TOKEN_FILE: path.join(RESTORED_DATA, 'build-token'),
  BUILD_HOOK_URL: '',
  SEED: 'false',
  CMS_PORT: String(RESTORE_PORT),
};

const script = (name: string, args: string[], env: Record<string, string>) =>
  runNode([path.join(ROOT, 'scripts', `${name}.mjs`), ...args], { BACKUP_KEY, ...env });

let restoredCms: ChildProcess | null = null;
/** `npm run cms` with the restored CMS's settings; resolves when it is healthy. */
async function startRestoredCms(): Promise<void> {
  const child = spawn(process.execPath, [path.join(ROOT, 'scripts', 'cms.mjs')], {
    cwd: ROOT,
    detached: true,
    stdio: 'ignore',
    env: { ...process.env, ...restoredCmsEnv },
  });
  restoredCms = child;
  const deadline = Date.now() + 240_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm run cms exited with ${child.exitCode}`);
    const healthy = await fetch(`${restoredUrl}/_health`, { signal: AbortSignal.timeout(2000) }).then(
      (response) => response.status === 204,
      () => false,
    );
    if (healthy) return;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`the restored CMS did not start on ${restoredUrl}`);
}

async function stopRestoredCms(): Promise<void> {
  const child = restoredCms;
  restoredCms = null;
  if (!child?.pid || child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, 'SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 20_000))]);
  if (child.exitCode === null) process.kill(-child.pid, 'SIGKILL');
}

const token = () => fs.readFileSync(buildTokenFile, 'utf8').trim();
async function getJson(base: string, pathAndQuery: string): Promise<{ status: number; body: unknown }> {
  const response = await fetch(`${base}${pathAndQuery}`, { headers: { Authorization: `Bearer ${token()}` } });
  return { status: response.status, body: await response.json() };
}

/** A REST answer without what a restore may renumber (database ids). */
const withoutIds = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(withoutIds);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([key]) => key !== 'id')
        .map(([key, inner]) => [key, withoutIds(inner)]),
    );
  }
  return value;
};

/** Every content type's REST path and whether it has languages, from the CMS's schema files. */
function contentTypes(): Array<{ path: string; localized: boolean }> {
  const apiDir = path.join(ROOT, 'cms', 'src', 'api');
  return fs.readdirSync(apiDir).flatMap((api) => {
    const typesDir = path.join(apiDir, api, 'content-types');
    if (!fs.existsSync(typesDir)) return [];
    return fs.readdirSync(typesDir).map((type) => {
      const schema = JSON.parse(fs.readFileSync(path.join(typesDir, type, 'schema.json'), 'utf8')) as {
        kind: string;
        info: { singularName: string; pluralName: string };
        pluginOptions?: { i18n?: { localized?: boolean } };
      };
      const name = schema.kind === 'singleType' ? schema.info.singularName : schema.info.pluralName;
      return { path: `/api/${name}`, localized: Boolean(schema.pluginOptions?.i18n?.localized) };
    });
  });
}

/** The HTML pages of a built site, as paths. */
function pagesOf(dir: string): string[] {
  return (fs.readdirSync(dir, { recursive: true }) as string[])
    .filter((file) => file.endsWith('.html') && !file.startsWith('~partytown'))
    .sort();
}

beforeAll(() => {
  fs.rmSync(WORK, { recursive: true, force: true });
  fs.mkdirSync(RESTORED_DATA, { recursive: true });
});

afterAll(async () => {
  await stopRestoredCms();
  fs.rmSync(WORK, { recursive: true, force: true });
}, 60_000);

describe('npm run backup and npm run restore', () => {
  it('bring a fresh CMS to the state of the backup, build token and media included, and the site builds the same pages', async () => {
    await hookSettled(); // the live site shows what the CMS holds
    const file = path.join(WORK, 'cms.tar.gz.enc');
    const backup = await script('backup', [file], { DATABASE_FILENAME: path.join(path.dirname(buildTokenFile), 'data.db') });
    expect(backup.output).toMatch(/✔ Backup written/);
    expect(backup.code).toBe(0);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    console.log(`[e2e] ${backup.output.trim().split('\n').at(-1)}`);

    // A fresh CMS: empty, with a build token of its own.
    await startRestoredCms();
    expect((await getJson(restoredUrl, '/api/news-items?locale=id')).status).toBe(401);
    const ownToken = fs.readFileSync(restoredCmsEnv.BUILD_TOKEN_FILE, 'utf8').trim();
    const empty = await fetch(`${restoredUrl}/api/news-items?locale=id`, { headers: { Authorization: `Bearer ${ownToken}` } });
    expect(((await empty.json()) as { data: unknown[] }).data).toEqual([]);
    // Not under a running CMS.
    const refusedWhileRunning = await script('restore', [file], restoredCmsEnv);
    expect(refusedWhileRunning.code).toBe(1);
    expect(refusedWhileRunning.output.trim()).toBe(
      `✖ the CMS is running on ${restoredUrl}: stop it first, then restore and start it again`,
    );
    await stopRestoredCms();

    const restore = await script('restore', [file], restoredCmsEnv);
    expect(restore.output).toMatch(/✔ Restored in/);
    expect(restore.code).toBe(0);
    console.log(`[e2e] ${restore.output.trim().split('\n').at(-1)}`);

    // Not a backup, or another key: one line, and the restored content stays (compared below).
    const garbage = path.join(WORK, 'garbage.tar.gz.enc');
    fs.writeFileSync(garbage, crypto.randomBytes(4096));
    for (const [args, key] of [
      [[garbage], BACKUP_KEY],
      [[file], 'another-key-that-is-long-enough'],
    ] as const) {
      const refused = await script('restore', [...args], { ...restoredCmsEnv, BACKUP_KEY: key });
      expect(refused.code).toBe(1);
      expect(refused.output).toContain(
        '✖ nothing was restored: the file is not a backup, or it was written with another BACKUP_KEY',
      );
      expect(refused.output).not.toMatch(/\n\s+at /); // no stack trace
    }
    await startRestoredCms();

    // Every type in both languages, answered to the site's build token as before.
    for (const type of contentTypes()) {
      for (const locale of type.localized ? ['id', 'en'] : ['id']) {
        const query = `${type.path}?locale=${locale}&populate=*&pagination[pageSize]=100&sort=documentId`;
        const [original, restored] = await Promise.all([getJson(cmsUrl, query), getJson(restoredUrl, query)]);
        expect({ query, status: restored.status }).toEqual({ query, status: original.status });
        expect(withoutIds(restored.body)).toEqual(withoutIds(original.body));
      }
    }

    // A media file's bytes.
    const home = (await getJson(cmsUrl, '/api/home?locale=id&populate=*')).body as { data: Record<string, unknown> };
    const media = Object.values(home.data).find(
      (value): value is { url: string } => typeof value === 'object' && value !== null && 'url' in value,
    );
    expect(media?.url).toMatch(/^\/uploads\//);
    const [originalBytes, restoredBytes] = await Promise.all(
      [cmsUrl, restoredUrl].map(async (base) => Buffer.from(await (await fetch(`${base}${media?.url}`)).arrayBuffer())),
    );
    expect(restoredBytes.length).toBeGreaterThan(0);
    expect(restoredBytes.equals(originalBytes)).toBe(true);

    // The site built from the restored CMS has the pages of the live one.
    const site = copySite('backup/site');
    const build = await runNode(
      [
        '--import',
        `file://${path.join(ROOT, 'scripts', 'lib', 'gatsby-preload.mjs')}`,
        path.join(ROOT, 'node_modules', 'gatsby', 'cli.js'),
        'build',
      ],
      {
        STRAPI_URL: restoredUrl,
        STRAPI_TOKEN: token(),
        SITE_URL: 'https://www.example.co.id',
        GATSBY_TELEMETRY_DISABLED: '1',
        NODE_ENV: 'production',
      },
      site,
    );
    if (build.code !== 0) console.log(build.output.slice(-4000));
    expect(build.code).toBe(0);
    const live = pagesOf(path.join(ROOT, '.run', 'e2e', 'current'));
    expect(live.length).toBeGreaterThan(50);
    expect(pagesOf(path.join(site, 'public'))).toEqual(live);
  }, 900_000);
});
