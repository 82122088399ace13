import type { GatsbyNode } from 'gatsby';
import { writeBuildOutcome } from '@site/contracts/build-outcome';
import { htmlFilesWrittenBy } from '../build-store';

/**
 * The build's own account of a build that succeeded: how many pages' HTML it wrote (rendered, or
 * rewritten with a new security policy: plugins/build-store.ts), written to the file the build
 * hook named (BUILD_OUTCOME_FILE).
 * Its failures are written where they happen (the CMS source plugin, scripts/build.ts); see
 * contracts/src/build.ts.
 */

let written: ReadonlySet<string> = new Set();

export const onPreInit: GatsbyNode['onPreInit'] = (args) => {
  written = htmlFilesWrittenBy(args);
};

export const onPostBuild: GatsbyNode['onPostBuild'] = () => {
  writeBuildOutcome({ ok: true, pages: written.size });
};
