/**
 * The rules of `npm run backup` and `npm run restore`: which key, which file, and what a failed
 * transfer says (pure, but for reading a backup's first block). scripts/backup.ts and
 * scripts/restore.ts run Strapi's own export/import.
 */
import fs from 'node:fs';
import path from 'node:path';

/** What Strapi's export writes (tar, gzip, AES) and its import reads back by the file's name. */
export const BACKUP_EXTENSION = '.tar.gz.enc';
/** The shortest BACKUP_KEY accepted: a key anyone can guess protects nothing. */
export const MIN_KEY_LENGTH = 16;

/** What is wrong with BACKUP_KEY, in one line, or null. */
export function backupKeyProblem(key: string | undefined) {
  if (!key) {
    return 'BACKUP_KEY is not set: backups are encrypted with it (keep it apart from the backups, e.g. in a password manager)';
  }
  if (key.length < MIN_KEY_LENGTH) return `BACKUP_KEY is too short: at least ${MIN_KEY_LENGTH} characters`;
  return null;
}

/** `backups/cms-2026-11-24T10-49-46Z.tar.gz.enc`: sorts by time, no characters a file system refuses. */
export function defaultBackupPath(now: Date, dir: string) {
  const stamp = now
    .toISOString()
    .replace(/\.\d+Z$/, 'Z')
    .replaceAll(':', '-');
  return path.join(dir, `cms-${stamp}${BACKUP_EXTENSION}`);
}

/** Where to write a backup asked for by name: the name with the extension Strapi adds. */
export function backupTarget(file: string) {
  const full = file.endsWith(BACKUP_EXTENSION) ? file : `${file}${BACKUP_EXTENSION}`;
  // Strapi's export appends the extension itself.
  return { file: full, exportBase: full.slice(0, -BACKUP_EXTENSION.length) };
}

/**
 * What is wrong with the file `npm run restore` was given, in one line, or null.
 * @param stat fs.statSync without throwing
 */
export function restoreFileProblem(file: string | undefined, stat: (file: string) => { isFile(): boolean } | undefined) {
  if (!file) return `usage: npm run restore -- FILE (a backup written by npm run backup, *${BACKUP_EXTENSION})`;
  const found = stat(file);
  if (!found) return `${file}: no such file`;
  if (!found.isFile()) return `${file} is not a file`;
  if (!file.endsWith(BACKUP_EXTENSION)) return `${file} is not a backup of npm run backup (those end in ${BACKUP_EXTENSION})`;
  return null;
}

/** Why a restore refuses a file before Strapi reads it, and Strapi's own refusal, in the operator's words. */
export const NOT_A_BACKUP = 'the file is not a backup, or it was written with another BACKUP_KEY';

/** How much of a file `opensAsBackup` reads: one AES block. */
export const BACKUP_HEAD_BYTES = 16;
/** How every gzip stream starts (RFC 1952: ID1, ID2, CM = deflate), and so every backup once decrypted. */
const GZIP_START = Buffer.from([0x1f, 0x8b, 0x08]);

/**
 * Whether a file's first block, decrypted with a key's cipher (Strapi's, as its export encrypts),
 * starts as the gzip stream every backup is: false for a file that is not a backup, or a backup
 * written with another key (a chance of 1 in 16 million that another key passes, and Strapi's
 * import refuses it). It lets `npm run restore` refuse at once, rather than after Strapi's boot.
 * @param head the file's first bytes (BACKUP_HEAD_BYTES of them, fewer if the file is shorter)
 */
export function opensAsBackup(
  head: Uint8Array,
  decipher: { setAutoPadding(on: boolean): unknown; update(data: Uint8Array): Buffer },
) {
  if (head.length < BACKUP_HEAD_BYTES) return false;
  decipher.setAutoPadding(false);
  return decipher.update(head.subarray(0, BACKUP_HEAD_BYTES)).subarray(0, GZIP_START.length).equals(GZIP_START);
}

/**
 * A file's first BACKUP_HEAD_BYTES bytes (fewer if it is shorter), or why they cannot be read in
 * one line (not readable by this user: a backup is written mode 600). Opened without waiting: a
 * file swapped for a pipe since it was checked gives nothing, rather than a wait for a writer.
 */
export function readBackupHead(file: string): { head: Buffer } | { problem: string } {
  const head = Buffer.alloc(BACKUP_HEAD_BYTES);
  let fd: number | undefined;
  try {
    fd = fs.openSync(file, fs.constants.O_RDONLY | fs.constants.O_NONBLOCK);
    return { head: head.subarray(0, fs.readSync(fd, head, 0, BACKUP_HEAD_BYTES, null)) };
  } catch (error) {
    return { problem: `${file} cannot be read (${(error as NodeJS.ErrnoException).code ?? String(error)})` };
  } finally {
    if (fd !== undefined) fs.closeSync(fd);
  }
}

/**
 * The one line that says why Strapi's export or import failed, from its output: its `[FATAL]`
 * or `error:` diagnostic (without the timestamp), else its last line.
 */
export function transferFailure(lines: string[]) {
  const diagnostics = lines
    .map((line) => line.replace(/^\[[^\]]*\]\s*/, '').trim())
    .filter((line) => /^error:|\[FATAL\]/i.test(line));
  const last = [...lines].reverse().find((line) => line.trim()) ?? 'no output';
  // The CMS's own refusals (a bucket it cannot use) start with its ✖: the script adds its own.
  const reason = (diagnostics[0] ?? last)
    .replace(/^error:\s*/i, '')
    .replace(/^\[FATAL\]\s*/, '')
    .replace(/^✖\s*/, '');
  if (/Key is incorrect or the file .* is not a valid Strapi data file/.test(reason)) {
    return NOT_A_BACKUP;
  }
  return reason;
}

/** Whether a file name is one of the diagnostic logs Strapi's export and import write in the CMS folder. */
export const isTransferLog = (name: string) => /^(export|import)_\d+\.log$/.test(name);
