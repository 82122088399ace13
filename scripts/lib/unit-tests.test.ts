import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '@site/runtime/config';
import { NODE_TEST_FOLDERS, nodeTestFiles, splitByRunner } from './unit-tests.ts';

test('a test file named to npm run test:unit goes to the runner of its folder', () => {
  assert.deepEqual(
    splitByRunner([
      'publisher/src/build-hook.test.ts',
      './contracts/src/environment.test.ts',
      'cms/config/local-secrets.test.ts',
      'src/routes.test.ts',
      'cms/src/site-origins.test.ts',
      'whatsapp',
    ]),
    {
      node: ['publisher/src/build-hook.test.ts', './contracts/src/environment.test.ts', 'cms/config/local-secrets.test.ts'],
      jest: ['src/routes.test.ts', 'cms/src/site-origins.test.ts', 'whatsapp'],
    },
  );
});

test('every test file of the checkout is run by one runner: Node’s in its folders, Jest’s in its roots', () => {
  const jestRoots = ['src', 'cms/src', 'plugins'];
  const found = (folder: string) =>
    (fs.readdirSync(path.join(ROOT, folder), { recursive: true }) as string[])
      .filter((file) => /\.test\.tsx?$/.test(file) && !file.includes('node_modules'))
      .map((file) => path.join(folder, file));
  const everywhere = ['scripts', 'bench', 'deploy', 'contracts', 'cms/config', ...jestRoots].flatMap(found);
  const byJest = jestRoots.flatMap(found);
  const byNode = nodeTestFiles(ROOT);
  // entry-points.test.ts runs in its own step of npm test (it starts the real stack).
  const unrun = everywhere.filter(
    (file) => !byJest.includes(file) && !byNode.includes(file) && file !== 'scripts/entry-points.test.ts',
  );
  assert.deepEqual(unrun, []);
  assert.ok(NODE_TEST_FOLDERS.every((folder) => byNode.some((file) => file.startsWith(`${folder}/`))));
});
