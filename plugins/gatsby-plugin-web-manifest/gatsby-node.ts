/**
 * gatsby-plugin-manifest's Node APIs, as they are: option checks and defaults, then the manifest
 * and the icons drawn from `icon` after bootstrap.
 */
export { onPostBootstrap, onPreInit, pluginOptionsSchema } from 'gatsby-plugin-manifest/gatsby-node';
