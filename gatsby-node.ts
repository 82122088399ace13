/**
 * The site's Gatsby Node APIs, one concern a file (src/gatsby-node/): the pages, keeping the last
 * build's page nodes and the webpack configuration. What a server or host needs beside the pages
 * is plugins/gatsby-plugin-deploy-files's, the build's outcome for the build hook
 * plugins/gatsby-plugin-build-outcome's.
 */
export { createPages } from './src/gatsby-node/create-pages';
export { sourceNodes } from './src/gatsby-node/keep-pages';
export { onCreateWebpackConfig } from './src/gatsby-node/webpack';
