/**
 * Backup size and round-trip time: `npm run backup` of a throwaway seeded CMS, then
 * `npm run restore` of that file into a CMS that has never started (its own database and uploads
 * folder), and the restored CMS started to count what it answers.
 *
 *   node bench/backup.ts                                    # seeded site
 *   SEED_EXTRA_NEWS=2000 node bench/backup.ts scale-2000    # +2,000 articles per language
 *
 * Writes bench/results/backup[-<name>].json.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { startCms } from '../scripts/lib/cms.ts';
import { ROOT } from '@site/runtime/config';
import { run } from '@site/runtime/processes';
import { freshBenchDataDir, startBenchCms } from './lib/stack.ts';

const name = process.argv[2] || 'seeded';
const extra = process.env.SEED_EXTRA_NEWS || '0';
const RESTORED_PORT = 1359;
const key = crypto.randomBytes(24).toString('base64url');

/** Runs one of the project's scripts as an operator would; resolves with the seconds it took. */
const timed = async (args: string[], env: Record<string, string>) => {
  const started = Date.now();
  const code = await run(process.execPath, args, { cwd: ROOT, env: { ...process.env, BACKUP_KEY: key, ...env } });
  if (code !== 0) throw new Error(`${args.join(' ')} exited with ${code}`);
  return (Date.now() - started) / 1000;
};

/** How many Indonesian and English news articles a CMS publishes, by its build token. */
const newsCounts = async (url: string, tokenFile: string) => {
  const token = fs.readFileSync(tokenFile, 'utf8').trim();
  const count = async (locale: string) => {
    const response = await fetch(`${url}/api/news-items?locale=${locale}&pagination[pageSize]=1`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    return (await response.json()).meta.pagination.total;
  };
  return { id: await count('id'), en: await count('en') };
};

const source = await startBenchCms({ name: `backup-${name}`, env: { SEED_EXTRA_NEWS: extra } });
console.log(`CMS booted and seeded (+${extra} articles per language) in ${source.bootSeconds.toFixed(1)} s`);
const target = freshBenchDataDir(`backup-${name}-restored`);
const file = path.join(target, '..', `backup-${name}.tar.gz.enc`);
fs.rmSync(file, { force: true });
const targetEnv = {
  DATABASE_FILENAME: path.join(target, 'data.db'),
  CMS_PUBLIC_DIR: path.join(target, 'public'),
  BUILD_TOKEN_FILE: path.join(target, 'build-token'),
  CMS_PORT: String(RESTORED_PORT),
  BUILD_HOOK_URL: '',
  SEED: 'false',
};
try {
  const before = await newsCounts(source.url, source.tokenFile);
  const backupSeconds = await timed([path.join(ROOT, 'scripts', 'backup.ts'), file], {
    DATABASE_FILENAME: path.join(path.dirname(source.tokenFile), 'data.db'),
  });
  const bytes = fs.statSync(file).size;
  const restoreSeconds = await timed([path.join(ROOT, 'scripts', 'restore.ts'), file], targetEnv);
  const restored = await startCms({ port: RESTORED_PORT, env: targetEnv, quiet: true });
  let after;
  try {
    after = await newsCounts(restored.url, source.tokenFile); // the source's build token
  } finally {
    await restored.stop();
  }
  const result = {
    name,
    extraArticlesPerLanguage: Number(extra),
    measuredAt: new Date().toISOString(),
    backupBytes: bytes,
    backupMegabytes: Math.round((bytes / 1024 / 1024) * 10) / 10,
    backupSeconds,
    restoreSeconds,
    newsBefore: before,
    newsAfterRestore: after,
  };
  if (JSON.stringify(before) !== JSON.stringify(after))
    throw new Error(`restored news ${JSON.stringify(after)} ≠ ${JSON.stringify(before)}`);
  console.log(JSON.stringify(result, null, 2));
  fs.mkdirSync(path.join(ROOT, 'bench', 'results'), { recursive: true });
  fs.writeFileSync(
    path.join(ROOT, 'bench', 'results', `backup${name === 'seeded' ? '' : `-${name}`}.json`),
    `${JSON.stringify(result, null, 2)}\n`,
  );
} finally {
  await source.stop();
  fs.rmSync(file, { force: true });
  fs.rmSync(target, { recursive: true, force: true });
}
