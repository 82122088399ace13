// @ts-check
/**
 * Preloaded into `gatsby build` by scripts/build.mjs (`node --import`): reuse Gatsby's compiled
 * gatsby-config/gatsby-node when their sources have not changed (gatsby-compile-cache.mjs).
 * Gatsby's workers inherit the flag; they compile nothing, so only the main process patches.
 */
import { reuseCompiledGatsbyFiles } from './gatsby-compile-cache.mjs';

if (process.env.GATSBY_WORKER_ID === undefined && !reuseCompiledGatsbyFiles(process.cwd())) {
  console.warn('info this Gatsby has no compileGatsbyFiles export: gatsby files are compiled on every build');
}
