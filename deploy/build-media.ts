/**
 * The pictures a build holds are those of the files its content uses now. Gatsby's sharp writes
 * each upload's pictures into `public/static/<the file's content digest>/`, and never removes
 * them: an upload deleted or replaced in the CMS stayed on the site, in every release after, for
 * good. After each build, the folders of files no node holds any more go; a release made from the
 * build (publisher/src/releases.ts) then holds none of them.
 */
import fs from 'node:fs';
import path from 'node:path';

/** How sharp names a file's folder: its content digest (an MD5, in hexadecimal). */
const DIGEST_FOLDER = /^[0-9a-f]{32}$/;

/** The folders of `entries` (names in public/static) that belong to no file the build holds. */
export function staleMediaFolders(
  entries: Array<{ name: string; isDirectory: boolean }>,
  liveDigests: ReadonlySet<string>,
): string[] {
  return entries
    .filter(({ name, isDirectory }) => isDirectory && DIGEST_FOLDER.test(name) && !liveDigests.has(name))
    .map(({ name }) => name);
}

/** Removes them from `publicDir`; resolves with their names. */
export function removeStaleMedia(publicDir: string, liveDigests: ReadonlySet<string>): string[] {
  const staticDir = path.join(publicDir, 'static');
  if (!fs.existsSync(staticDir)) return [];
  const entries = fs
    .readdirSync(staticDir, { withFileTypes: true })
    .map((entry) => ({ name: entry.name, isDirectory: entry.isDirectory() }));
  const stale = staleMediaFolders(entries, liveDigests);
  for (const name of stale) fs.rmSync(path.join(staticDir, name), { recursive: true, force: true });
  return stale;
}
