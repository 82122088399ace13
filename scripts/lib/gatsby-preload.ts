/**
 * Preloaded into `gatsby build` by scripts/build.ts (`node --import`): reuse Gatsby's compiled
 * gatsby-config/gatsby-node when their sources have not changed (gatsby-compile-cache.ts), and
 * do not parse again the source files that held no query at the last build
 * (gatsby-query-cache.ts). Gatsby's workers inherit the flag; they compile and extract nothing,
 * so only the main process patches.
 */
import { reuseCompiledGatsbyFiles } from './gatsby-compile-cache.ts';
import { skipQueryFreeFiles } from './gatsby-query-cache.ts';

if (process.env.GATSBY_WORKER_ID === undefined) {
  const root = process.cwd();
  const whenInitialising = () => {
    if (!skipQueryFreeFiles(root)) console.warn('info this Gatsby has no FileParser: every file is parsed for queries');
  };
  if (!reuseCompiledGatsbyFiles(root, { whenInitialising })) {
    console.warn('info this Gatsby has no compileGatsbyFiles export: gatsby files are compiled on every build');
  }
}
