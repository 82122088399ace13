/**
 * Where the unit tests live and what runs them: Jest (jsdom, ts-jest: jest.config.mjs) for the
 * site, its plugins and the CMS's code; Node's own runner for the programs Node runs as they are
 * (the scripts, publishing, the runtime helpers, the benches' logic, deploy/, the contracts, the
 * CMS's configuration).
 */
import fs from 'node:fs';
import path from 'node:path';

/** The folders whose `*.test.ts` files Node's runner runs (not Jest). */
export const NODE_TEST_FOLDERS = [
  'scripts/lib',
  'publisher/src',
  'runtime/src',
  'bench/lib',
  'deploy',
  'contracts/src',
  'cms/config',
];

/** Every test file of Node's runner, relative to `root`. */
export const nodeTestFiles = (root: string): string[] =>
  NODE_TEST_FOLDERS.flatMap((folder) =>
    fs
      .readdirSync(path.join(root, folder))
      .filter((file) => file.endsWith('.test.ts'))
      .map((file) => path.join(folder, file)),
  );

/** Which of `files` (paths relative to the checkout) Node's runner runs, and which Jest does. */
export function splitByRunner(files: string[]): { node: string[]; jest: string[] } {
  const isNodeTest = (file: string) => {
    const relative = path.normalize(file);
    return NODE_TEST_FOLDERS.some((folder) => relative.startsWith(`${folder}${path.sep}`) || relative === folder);
  };
  return { node: files.filter(isNodeTest), jest: files.filter((file) => !isNodeTest(file)) };
}
