import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { SearchIndexError, hasSearchIndex, indexSite, indexSummary } from '@site/deploy/search-index';

/**
 * After every build, Pagefind indexes the built pages into `public/pagefind` (deploy/search-index.ts):
 * one index per language, of the content the layouts mark `data-pagefind-body`.
 * The build hook asks for the index once the pages are live (`indexAfterRelease`: its builds set
 * SITE_SEARCH_INDEX=after-release): a
 * publish's page then goes live without waiting for the index of every page (~10 s at 10,000
 * articles a language), and the hook puts the new index in the live release seconds later. A
 * build with no index yet to keep (the first) indexes here all the same.
 */
export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({ indexAfterRelease: Joi.boolean().default(false) });

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ reporter }, options: PluginOptions) => {
  const publicDir = path.resolve('public');
  if (options.indexAfterRelease === true && hasSearchIndex(publicDir)) {
    reporter.info('Site search: indexed once the pages are live (the build hook)');
    return;
  }
  try {
    const report = await indexSite(publicDir, path.resolve('.cache', 'pagefind-next'));
    reporter.info(`Site search: ${indexSummary(report)}`);
  } catch (error) {
    if (!(error instanceof SearchIndexError)) throw error;
    reporter.panicOnBuild(error.message);
  }
};
