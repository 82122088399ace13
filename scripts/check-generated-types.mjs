// @ts-check
/**
 * After the end-to-end build: the committed src/gatsby-types.d.ts must be what the build
 * generated, so the types every template is checked against are the real ones.
 */
import { spawnSync } from 'node:child_process';
import { ROOT } from './lib/config.mjs';

const FILE = 'src/gatsby-types.d.ts';
const diff = spawnSync('git', ['diff', '--stat', '--exit-code', '--', FILE], { cwd: ROOT, encoding: 'utf8' });
if (diff.error || diff.status === 128) {
  console.error(`✖ Cannot compare ${FILE} with git (${diff.error?.message ?? diff.stderr.trim()}).`);
  process.exit(1);
}
if (diff.status !== 0) {
  console.error(`${diff.stdout}✖ ${FILE} differs from what the build generated: commit the regenerated file (npm run typegen).`);
  process.exit(1);
}
console.log(`✔ ${FILE} matches what the build generated.`);
