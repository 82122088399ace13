import fs from 'node:fs';
import path from 'node:path';

/** The HTML file Gatsby writes for a page path: `/` → index.html, `/news/x` → news/x/index.html, `/404.html` as is. */
export const htmlFileOf = (publicDir: string, pagePath: string): string =>
  pagePath.endsWith('.html') ? path.join(publicDir, pagePath) : path.join(publicDir, decodeURIComponent(pagePath), 'index.html');

/** How many of these pages' HTML files were written at or after `since` (ms): the pages this build rendered. */
export function pagesWrittenSince(publicDir: string, pagePaths: Iterable<string>, since: number): number {
  let written = 0;
  for (const pagePath of pagePaths) {
    try {
      if (fs.statSync(htmlFileOf(publicDir, pagePath)).mtimeMs >= since) written += 1;
    } catch {
      // A page without HTML (a client-only route): not written.
    }
  }
  return written;
}
