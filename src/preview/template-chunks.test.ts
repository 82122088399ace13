/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import { PREVIEW_TEMPLATES } from './templates';

/**
 * The preview imports each public template under the name of the chunk Gatsby builds for its
 * public pages (src/preview/templates.ts), so webpack loads that very chunk. The names are
 * Gatsby's own (its internal generateComponentChunkName): asked of the installed Gatsby here, so a
 * Gatsby that names its chunks otherwise fails this test instead of quietly duplicating the
 * templates' code into new chunks.
 */
describe('the templates a preview loads', () => {
  it('are the very chunks the installed Gatsby builds for the public pages', () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's internals are CommonJS, loaded only here
    const { generateComponentChunkName } = require('gatsby/dist/utils/js-chunk-names') as {
      generateComponentChunkName: (componentPath: string) => string;
    };
    const source = fs.readFileSync(path.join(__dirname, 'templates.ts'), 'utf8');
    const imports = [...source.matchAll(/webpackChunkName: "([^"]+)" \*\/\s*'\.\.\/templates\/([a-z-]+)'/g)];
    expect(imports.map(([, , template]) => template).sort()).toEqual(Object.keys(PREVIEW_TEMPLATES).sort());
    for (const [, chunkName, template] of imports) {
      // Gatsby names a component's chunk by its path from the site's folder (here `/`, as Gatsby
      // does before a build has set its own).
      expect(chunkName).toBe(generateComponentChunkName(`/src/templates/${template}.tsx`));
    }
  });
});
