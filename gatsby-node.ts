/**
 * The site's Gatsby Node APIs, one concern a file (src/gatsby-node/): the pages, keeping the last
 * build's page nodes, the webpack configuration, and what a server or host needs beside the pages
 * (robots.txt, each page's security policy, `_headers`, the redirects: deploy/), written after
 * the build. The build's outcome for the build hook is plugins/gatsby-plugin-build-outcome's.
 */
export { createPages } from './src/gatsby-node/create-pages';
export { onPostBuild } from './src/gatsby-node/deploy-files';
export { sourceNodes } from './src/gatsby-node/keep-pages';
export { onCreateWebpackConfig } from './src/gatsby-node/webpack';
