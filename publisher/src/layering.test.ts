import assert from 'node:assert/strict';
import fs from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { ROOT } from '@site/runtime/config';

/** What each workspace below the scripts may import of the repository: nothing imports upwards. */
const MAY_IMPORT: Record<string, readonly string[]> = {
  'runtime/src': ['@site/contracts'],
  'publisher/src': ['@site/contracts', '@site/runtime', '@site/deploy'],
};

const importsOf = (file: string): string[] =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import\()\s*'([^']+)'/g)].map((match) => match[1]);

test('runtime imports only the contracts, the publisher only the contracts, runtime and deploy', () => {
  const checked: string[] = [];
  for (const [folder, allowed] of Object.entries(MAY_IMPORT)) {
    for (const name of fs.readdirSync(path.join(ROOT, folder)).filter((file) => file.endsWith('.ts'))) {
      for (const specifier of importsOf(path.join(ROOT, folder, name))) {
        const repository = specifier.startsWith('@site/') || specifier.startsWith('..');
        if (!repository) continue;
        const ok = allowed.some((workspace) => specifier === workspace || specifier.startsWith(`${workspace}/`));
        assert.ok(ok, `${folder}/${name} imports ${specifier}`);
        checked.push(specifier);
      }
    }
  }
  assert.ok(checked.length > 10);
});
