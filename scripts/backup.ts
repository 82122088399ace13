/**
 * `npm run backup [-- FILE]`: one file holding all the CMS's content (every type, language and
 * draft, contact messages too), its media files and its settings, written by Strapi's own
 * `strapi export`, compressed and encrypted with BACKUP_KEY. Default file:
 * backups/cms-<time>.tar.gz.enc (mode 600). The CMS may keep running. It reads the database and
 * uploads folder the CMS is configured with (DATABASE_*, CMS_PUBLIC_DIR, the same environment).
 */
import fs from 'node:fs';
import path from 'node:path';
import { backupKeyProblem, backupTarget, defaultBackupPath, transferFailure } from './lib/backup-files.ts';
import { runStrapiTransfer } from './lib/cms.ts';
import { ROOT } from '@site/runtime/config';

const fail = (message: string) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

/** A path as the operator would type it: relative inside the working folder, else absolute. */
const shown = (file: string) => {
  const relative = path.relative(process.cwd(), file);
  return relative.startsWith('..') ? file : relative;
};

const key = process.env.BACKUP_KEY;
const keyProblem = backupKeyProblem(key);
if (keyProblem || !key) fail(keyProblem ?? 'BACKUP_KEY is not set');
else {
  const asked = process.argv[2];
  const { file, exportBase } = backupTarget(path.resolve(asked ?? defaultBackupPath(new Date(), path.join(ROOT, 'backups'))));
  if (fs.existsSync(file)) fail(`${file} exists already: name another file`);
  fs.mkdirSync(path.dirname(file), { recursive: true });

  const started = Date.now();
  console.log(`› Backing up the CMS to ${shown(file)}…`);
  // The key reaches Strapi's CLI as an argument, the only way it takes one without a prompt.
  const { code, lines, logFile } = await runStrapiTransfer('export', ['--file', exportBase, '--key', key]);
  if (code !== 0 || !fs.existsSync(file)) {
    fs.rmSync(file, { force: true });
    fail(`the backup failed: ${transferFailure(lines)}${logFile ? ` (details: ${logFile})` : ''}`);
  }
  fs.chmodSync(file, 0o600);
  const megabytes = (fs.statSync(file).size / 1024 / 1024).toFixed(1);
  console.log(
    `✔ Backup written: ${file} (${megabytes} MB, ${((Date.now() - started) / 1000).toFixed(1)} s). Restore with: npm run restore -- ${shown(file)}`,
  );
}
