import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import zlib from 'node:zlib';
import { utils } from '@strapi/data-transfer';
import {
  BACKUP_HEAD_BYTES,
  backupKeyProblem,
  opensAsBackup,
  readBackupHead,
  backupTarget,
  defaultBackupPath,
  isTransferLog,
  restoreFileProblem,
  transferFailure,
} from './backup-files.ts';

test('a backup key must be set and long enough', () => {
  assert.match(backupKeyProblem(undefined) ?? '', /BACKUP_KEY is not set/);
  assert.match(backupKeyProblem('') ?? '', /BACKUP_KEY is not set/);
  assert.match(backupKeyProblem('short') ?? '', /at least 16 characters/);
  assert.equal(backupKeyProblem('a-long-enough-backup-key'), null);
});

test('backups are named by the time they were taken, with the extension Strapi reads back', () => {
  assert.equal(defaultBackupPath(new Date('2026-11-24T10:49:46.123Z'), 'backups'), 'backups/cms-2026-11-24T10-49-46Z.tar.gz.enc');
  assert.deepEqual(backupTarget('/srv/b/site'), { file: '/srv/b/site.tar.gz.enc', exportBase: '/srv/b/site' });
  assert.deepEqual(backupTarget('/srv/b/site.tar.gz.enc'), { file: '/srv/b/site.tar.gz.enc', exportBase: '/srv/b/site' });
});

test('restore says in one line what is wrong with its file', () => {
  const file = { isFile: () => true };
  const folder = { isFile: () => false };
  assert.match(restoreFileProblem(undefined, () => file) ?? '', /^usage: npm run restore -- FILE/);
  assert.equal(
    restoreFileProblem('gone.tar.gz.enc', () => undefined),
    'gone.tar.gz.enc: no such file',
  );
  assert.equal(
    restoreFileProblem('backups', () => folder),
    'backups is not a file',
  );
  assert.match(restoreFileProblem('notes.txt', () => file) ?? '', /is not a backup of npm run backup/);
  assert.equal(
    restoreFileProblem('b.tar.gz.enc', () => file),
    null,
  );
});

test("a failed transfer is Strapi's diagnostic, said plainly", () => {
  assert.equal(
    transferFailure([
      '? The import will delete your existing data! Are you sure you want to proceed? Yes',
      "[2026-11-24 10:49:46.961] error: [FATAL] Key is incorrect or the file '/tmp/b.tar.gz.enc' is not a valid Strapi data file.",
      'Import process failed.',
    ]),
    'the file is not a backup, or it was written with another BACKUP_KEY',
  );
  assert.equal(
    transferFailure([
      '[2026-11-24 10:50:00.000] error: [FATAL] The source schema does not match the destination',
      'Import process failed.',
    ]),
    'The source schema does not match the destination',
  );
  assert.equal(
    transferFailure([
      '[2026-11-26 11:00:00.000] error: ✖ the media bucket "media" at http://127.0.0.1:9 cannot be reached (ECONNREFUSED): check S3_ENDPOINT',
    ]),
    'the media bucket "media" at http://127.0.0.1:9 cannot be reached (ECONNREFUSED): check S3_ENDPOINT',
  );
  assert.equal(transferFailure(['starting', 'Export process failed.', '']), 'Export process failed.');
  assert.equal(transferFailure([]), 'no output');
});

test("Strapi's diagnostic logs are told apart from the CMS's other files", () => {
  assert.equal(isTransferLog('export_1795537901916.log'), true);
  assert.equal(isTransferLog('import_1795537923613.log'), true);
  assert.equal(isTransferLog('server.log'), false);
  assert.equal(isTransferLog('export_notes.log'), false);
});

test('a file opens as a backup with the key it was written with, and with no other', () => {
  const key = 'a-long-enough-backup-key';
  // What Strapi's export writes: a gzip stream (of a tar archive), encrypted with its cipher for the key.
  const encrypt = (bytes: Buffer, withKey: string) => {
    const cipher = utils.encryption.createEncryptionCipher(withKey);
    return Buffer.concat([cipher.update(bytes), cipher.final()]);
  };
  const backup = encrypt(zlib.gzipSync(Buffer.from('configuration/ entities/ links/ assets/'.repeat(50))), key);
  const opens = (file: Buffer, withKey: string) =>
    opensAsBackup(file.subarray(0, BACKUP_HEAD_BYTES), utils.encryption.createDecryptionCipher(withKey));

  assert.equal(opens(backup, key), true);
  assert.equal(opens(backup, 'another-long-enough-backup-key'), false);
  // Not a backup: a plain archive, an encrypted file that is not gzip, a file shorter than a block.
  assert.equal(opens(zlib.gzipSync(Buffer.from('not encrypted'.repeat(10))), key), false);
  assert.equal(opens(encrypt(Buffer.from('{"not":"a backup"}'.repeat(10)), key), key), false);
  assert.equal(opens(backup.subarray(0, BACKUP_HEAD_BYTES - 1), key), false);
  assert.equal(opens(Buffer.alloc(0), key), false);
});

test('a backup’s first block is read, or why it cannot be is said in one line, without waiting on a pipe', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-head-'));
  try {
    const file = path.join(dir, 'cms.tar.gz.enc');
    fs.writeFileSync(file, Buffer.from('0123456789abcdefXYZ'));
    assert.deepEqual(readBackupHead(file), { head: Buffer.from('0123456789abcdef') });
    fs.writeFileSync(file, Buffer.from('short'));
    assert.deepEqual(readBackupHead(file), { head: Buffer.from('short') });
    // A file swapped for a named pipe after its checks, with no writer: nothing read (so not a
    // backup), where a blocking open would wait for a writer for ever.
    const pipe = path.join(dir, 'pipe.tar.gz.enc');
    execFileSync('mkfifo', [pipe]);
    assert.deepEqual(readBackupHead(pipe), { head: Buffer.alloc(0) });
    assert.deepEqual(readBackupHead(path.join(dir, 'gone.tar.gz.enc')), {
      problem: `${path.join(dir, 'gone.tar.gz.enc')} cannot be read (ENOENT)`,
    });
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
});
