import path from 'node:path';
import type { GatsbyNode, PluginOptions } from 'gatsby';
import { simpleSitemapAndIndex } from 'sitemap';
import { nodesOfTypeIn, type NodesOfType } from '../build-store';

/**
 * The XML sitemap: `sitemap-index.xml` naming its parts (`sitemap-0.xml`, … of at most
 * ENTRIES_A_FILE entries each), written by the `sitemap` library after every build. Which pages,
 * with which alternates and dates, is the site's (the `entries` option, src/sitemap/): this plugin
 * gives it Gatsby's node store and writes what it returns.
 */
export interface XmlSitemapOptions {
  /** The site's public address, without a trailing slash. */
  siteUrl: string;
  /** The sitemap's entries, from the nodes of each type in Gatsby's store. */
  entries: (nodesOfType: NodesOfType) => SitemapItem[];
}

/** One page of the sitemap: its absolute address, last change and language alternates. */
interface SitemapItem {
  url: string;
  lastmod?: string;
  links: Array<{ lang: string; url: string }>;
}

/** Entries a file: below the protocol's 50,000, as gatsby-plugin-sitemap had it. */
const ENTRIES_A_FILE = 45_000;

export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'] = ({ Joi }) =>
  Joi.object({
    siteUrl: Joi.string()
      .uri({ scheme: ['http', 'https'] })
      .required(),
    entries: Joi.function().required(),
  });

export const onPostBuild: GatsbyNode['onPostBuild'] = async ({ getNodesByType, store }, pluginOptions: PluginOptions) => {
  const options = pluginOptions as unknown as XmlSitemapOptions; // checked by pluginOptionsSchema
  await simpleSitemapAndIndex({
    hostname: options.siteUrl,
    // The library takes a folder below the working directory only (Gatsby runs in the site's).
    destinationDir: path.relative(process.cwd(), path.resolve('public')),
    publicBasePath: '/',
    sourceData: options.entries(nodesOfTypeIn({ store, getNodesByType })),
    limit: ENTRIES_A_FILE,
    gzip: false,
  });
};
