import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { writeBuildOutcome } from '@site/contracts/build-outcome';
import { pagesWrittenSince } from './pages-written';

/**
 * The build's own account of a build that succeeded: how many pages' HTML it wrote, counted from
 * the files (a page whose HTML is at least as new as the build's start), written to the file the
 * build hook named (BUILD_OUTCOME_FILE). Its failures are written where they happen (the CMS source
 * plugin, scripts/build.ts); see contracts/src/build.ts.
 */

/** When this build started: file times are compared with it (a coarse file system rounds down). */
let started = Date.now();

export const onPreInit: GatsbyNode['onPreInit'] = () => {
  started = Math.floor(Date.now() / 1000) * 1000;
};

export const onPostBuild: GatsbyNode['onPostBuild'] = ({ getNodesByType }) => {
  const paths = getNodesByType('SitePage').map((page) => String(page.path));
  writeBuildOutcome({ ok: true, pages: pagesWrittenSince(path.resolve('public'), paths, started) });
};
