import fs from 'node:fs';
import { generateHtmlPath } from 'gatsby-core-utils';

/**
 * How many of these pages' HTML files were written at or after `since` (ms): the pages this build
 * rendered. A page's file is where Gatsby writes it (gatsby-core-utils' `generateHtmlPath`: the
 * path as it is, `index.html` inside unless it ends in .html).
 */
export function pagesWrittenSince(publicDir: string, pagePaths: Iterable<string>, since: number): number {
  let written = 0;
  for (const pagePath of pagePaths) {
    try {
      if (fs.statSync(generateHtmlPath(publicDir, pagePath)).mtimeMs >= since) written += 1;
    } catch {
      // A page without HTML (a client-only route): not written.
    }
  }
  return written;
}
