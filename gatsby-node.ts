/**
 * The site's Gatsby Node APIs, one concern a file (src/gatsby-node/): the pages, the news lists'
 * root field, keeping the last build's page nodes and the webpack configuration. What a server or
 * host needs beside the pages is plugins/gatsby-plugin-deploy-files's, the build's outcome for the
 * build hook plugins/gatsby-plugin-build-outcome's.
 */
export { createPages } from './src/gatsby-node/create-pages';
export { createResolvers } from './src/gatsby-node/news-resolvers';
export { sourceNodes } from './src/gatsby-node/keep-pages';
export { onCreateWebpackConfig } from './src/gatsby-node/webpack';
