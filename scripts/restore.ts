/**
 * `npm run restore -- FILE`: brings the CMS to the state a backup of `npm run backup` holds,
 * through Strapi's own `strapi import` (BACKUP_KEY decrypts it). It replaces the content, media
 * and settings of the CMS configured here (DATABASE_*, CMS_PUBLIC_DIR, the same environment the
 * CMS runs with); admin users stay those of this CMS. Nothing changes when the file is not a
 * backup or the key is another: said at once, from the file's first block, before Strapi starts.
 * The CMS must be stopped; when it starts again its build token is the one the backup's CMS had
 * (ENCRYPTION_KEY must be the same), so the static host's token works.
 */
import fs from 'node:fs';
import { utils } from '@strapi/data-transfer';
import {
  NOT_A_BACKUP,
  backupKeyProblem,
  opensAsBackup,
  readBackupHead,
  restoreFileProblem,
  transferFailure,
} from './lib/backup-files.ts';
import { ensureUploadsDir, runStrapiTransfer } from './lib/cms.ts';
import { CMS_PORT, HOST } from '@site/runtime/config';

const fail = (message: string) => {
  console.error(`✖ ${message}`);
  process.exit(1);
};

const file = process.argv[2];
const key = process.env.BACKUP_KEY;
const problem = restoreFileProblem(file, (name) => fs.statSync(name, { throwIfNoEntry: false })) ?? backupKeyProblem(key);
if (problem || !file || !key) fail(problem ?? 'nothing to restore');
else {
  const read = readBackupHead(file);
  if ('problem' in read) fail(read.problem);
  // Not a backup, or another key: said at once, not after Strapi's boot (its import would refuse it too).
  else if (!opensAsBackup(read.head, utils.encryption.createDecryptionCipher(key))) fail(`nothing was restored: ${NOT_A_BACKUP}`);
  const cmsUrl = `http://${HOST}:${CMS_PORT}`;
  const running = await fetch(`${cmsUrl}/_health`, { signal: AbortSignal.timeout(2000) }).then(
    (response) => response.status < 500,
    () => false,
  );
  if (running) fail(`the CMS is running on ${cmsUrl}: stop it first, then restore and start it again`);
  ensureUploadsDir();

  const started = Date.now();
  console.log(`› Restoring the CMS from ${file}…`);
  const { code, lines, logFile } = await runStrapiTransfer('import', ['--file', fs.realpathSync(file), '--key', key, '--force']);
  if (code !== 0) fail(`nothing was restored: ${transferFailure(lines)}${logFile ? ` (details: ${logFile})` : ''}`);
  console.log(
    `✔ Restored in ${((Date.now() - started) / 1000).toFixed(1)} s. Start the CMS (npm start, npm run cms): the site is built from what the backup held.`,
  );
}
