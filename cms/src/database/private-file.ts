import fs from 'node:fs';
import path from 'node:path';

/**
 * A file only the CMS's user may read or write (0600), in a folder only it may enter when it makes
 * the folder (0700): the SQLite database holds contact messages, people's names, e-mail addresses
 * and phone numbers. Made before SQLite opens it (an empty file is an empty database), so it is
 * never readable by others, not even for a moment; an existing one gets the mode too, with its
 * journals (SQLite gives those the database's mode when it makes them).
 */
export function ensurePrivateFile(file: string): string {
  fs.mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  fs.closeSync(fs.openSync(file, 'a', 0o600));
  for (const each of [file, `${file}-wal`, `${file}-shm`, `${file}-journal`]) {
    if (fs.existsSync(each)) fs.chmodSync(each, 0o600);
  }
  return file;
}
