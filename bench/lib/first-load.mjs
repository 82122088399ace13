// @ts-check
/**
 * What a first visit to a page of a build downloads: the app entry (runtime, framework, app) and
 * the page's component chunk group (its template and the shared chunks it needs), read from
 * Gatsby's own records in the build's public folder (webpack.stats.json, page-data).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

/** Pages that are not the public site: the editors' preview (its own code), Gatsby's development 404. */
const NOT_PUBLIC = /^\/(en\/)?preview$|^\/dev-404-page$/;

/** The first-load JavaScript of the pages of the build in `publicDir`. */
export function firstLoadOf(/** @type {string} */ publicDir) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  /** The JavaScript files of a named chunk group. @returns {string[]} */
  const groupAssets = (/** @type {string} */ name) =>
    (stats.namedChunkGroups?.[name]?.assets ?? [])
      .map((/** @type {{ name: string }} */ asset) => asset.name)
      .filter((/** @type {string} */ file) => file.endsWith('.js'));

  /** The chunk name of a page's template, from its public/page-data/<path>/page-data.json. */
  const templateChunk = (/** @type {string} */ page) => {
    const pageData = path.join(publicDir, 'page-data', page === '/' ? 'index' : page.replace(/^\/|\/$/g, ''), 'page-data.json');
    return /** @type {string} */ (JSON.parse(fs.readFileSync(pageData, 'utf8')).componentChunkName);
  };

  /** The scripts a first visit to `page` downloads. */
  const scripts = (/** @type {string} */ page) => [...new Set([...groupAssets('app'), ...groupAssets(templateChunk(page))])];

  /** Gzipped size of files of the build, in KiB. */
  const gzipKiB = (/** @type {string[]} */ files) =>
    files.reduce((total, file) => total + zlib.gzipSync(fs.readFileSync(path.join(publicDir, file)), { level: 9 }).length, 0) /
    1024;

  /** Every page of the build, as its path. */
  const pages = () =>
    fs
      .readdirSync(path.join(publicDir, 'page-data'), { recursive: true, encoding: 'utf8' })
      .filter((file) => file.endsWith('page-data.json'))
      .map((file) => {
        const dir = path.dirname(file).split(path.sep).join('/');
        return dir === 'index' ? '/' : `/${dir}`;
      })
      .filter((page) => !NOT_PUBLIC.test(page))
      .sort();

  return {
    groupAssets,
    templateChunk,
    scripts,
    pages,
    gzipKiB,
    /** First-load JavaScript of `page`, gzip KiB, one decimal. */
    kib: (/** @type {string} */ page) => Math.round(gzipKiB(scripts(page)) * 10) / 10,
  };
}
