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
export function firstLoadOf(publicDir: string) {
  const stats = JSON.parse(fs.readFileSync(path.join(publicDir, 'webpack.stats.json'), 'utf8'));
  /** The JavaScript files of a named chunk group. */
  const groupAssets = (name: string): string[] =>
    (stats.namedChunkGroups?.[name]?.assets ?? [])
      .map((asset: { name: string }) => asset.name)
      .filter((file: string) => file.endsWith('.js'));

  /** The chunk name of a page's template, from its public/page-data/<path>/page-data.json. */
  const templateChunk = (page: string) => {
    const pageData = path.join(publicDir, 'page-data', page === '/' ? 'index' : page.replace(/^\/|\/$/g, ''), 'page-data.json');
    return JSON.parse(fs.readFileSync(pageData, 'utf8')).componentChunkName as string;
  };

  /** The scripts a first visit to `page` downloads. */
  const scripts = (page: string) => [...new Set([...groupAssets('app'), ...groupAssets(templateChunk(page))])];

  /** Gzipped size of files of the build, in KiB. */
  const gzipKiB = (files: string[]) =>
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
    kib: (page: string) => Math.round(gzipKiB(scripts(page)) * 10) / 10,
  };
}
