// @ts-check
import fs from 'node:fs';
import path from 'node:path';

/**
 * Served sites as releases: every good build is copied to `<dir>/sites/<id>` and the `current`
 * symlink is swapped to it with one rename, so visitors always get a complete site, old or new.
 * @param {string} dir
 */
export function createReleases(dir, { keep = 3 } = {}) {
  dir = path.resolve(dir); // the symlink must point at an absolute path
  const sites = path.join(dir, 'sites');
  const current = path.join(dir, 'current');
  return {
    /** The folder the server serves (follows the symlink on each call). */
    currentDir: () => current,
    hasRelease: () => fs.existsSync(current),
    /** Copies a finished build and makes it live atomically; returns the release folder. */
    publish(/** @type {string} */ buildDir) {
      fs.mkdirSync(sites, { recursive: true });
      const release = path.join(sites, `${Date.now()}-${process.pid}`);
      fs.cpSync(buildDir, release, { recursive: true });
      const link = path.join(dir, `.current-${process.pid}`);
      fs.rmSync(link, { force: true });
      fs.symlinkSync(release, link);
      fs.renameSync(link, current);
      const old = fs.readdirSync(sites).sort().slice(0, -keep);
      for (const name of old) fs.rmSync(path.join(sites, name), { recursive: true, force: true });
      return release;
    },
  };
}
