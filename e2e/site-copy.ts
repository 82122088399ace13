import fs from 'node:fs';
import path from 'node:path';

export const ROOT = path.join(__dirname, '..');

/**
 * A copy of the site's sources in `.run/e2e/<name>` (node_modules and cms linked), for a Gatsby
 * run of its own: its .cache and public/ never touch the build the other specs serve.
 */
export function copySite(name: string): string {
  const copy = path.join(ROOT, '.run', 'e2e', name);
  fs.rmSync(copy, { recursive: true, force: true });
  fs.mkdirSync(copy, { recursive: true });
  for (const entry of ['src', 'plugins', 'locales', 'static', 'deploy']) {
    fs.cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
  }
  for (const file of [
    'gatsby-config.ts',
    'gatsby-node.ts',
    'gatsby-browser.tsx',
    'gatsby-ssr.tsx',
    'package.json',
    'tsconfig.json',
    '.babelrc',
  ]) {
    fs.copyFileSync(path.join(ROOT, file), path.join(copy, file));
  }
  for (const link of ['node_modules', 'cms']) fs.symlinkSync(path.join(ROOT, link), path.join(copy, link));
  return copy;
}
