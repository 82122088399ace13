/**
 * The generated types are committed, and must be what their generators write now:
 * - src/gatsby-types.d.ts, the types of every page query, written by the end-to-end build that ran
 *   before this (regenerate: `npm run typegen`);
 * - cms/types/generated, the types of every content type and component, which type Strapi's
 *   document service in cms/src; regenerated here from the schemas (`npm run typegen:cms`).
 */
import { spawnSync } from 'node:child_process';
import { strapiBin } from './lib/cms.ts';
import { CMS_DIR, ROOT, quietEnv } from '@site/runtime/config';

const GENERATED = [
  { files: 'src/gatsby-types.d.ts', regenerate: 'npm run typegen' },
  { files: 'cms/types/generated', regenerate: 'npm run typegen:cms' },
];

const strapi = spawnSync(strapiBin(), ['ts:generate-types', '--silent'], { cwd: CMS_DIR, env: quietEnv(), encoding: 'utf8' });
if (strapi.status !== 0) {
  console.error(`${strapi.stdout}${strapi.stderr}✖ Strapi could not generate the CMS's types (see above).`);
  process.exit(1);
}

let stale = 0;
for (const { files, regenerate } of GENERATED) {
  const diff = spawnSync('git', ['diff', '--stat', '--exit-code', '--', files], { cwd: ROOT, encoding: 'utf8' });
  const untracked = spawnSync('git', ['ls-files', '--others', '--exclude-standard', '--', files], {
    cwd: ROOT,
    encoding: 'utf8',
  });
  if (diff.error || diff.status === 128) {
    console.error(`✖ Cannot compare ${files} with git (${diff.error?.message ?? diff.stderr.trim()}).`);
    process.exit(1);
  }
  if (diff.status !== 0 || untracked.stdout.trim()) {
    stale += 1;
    console.error(`${diff.stdout}${untracked.stdout}✖ ${files} differs from what is generated now: commit it (${regenerate}).`);
  } else {
    console.log(`✔ ${files} matches what is generated now.`);
  }
}
process.exit(stale === 0 ? 0 : 1);
