import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { buildToken } from './build-token.ts';

test("the build's token: STRAPI_TOKEN, else the file named, else the local CMS's, read when asked", () => {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'build-token-'));
  const named = path.join(root, 'named-token');
  assert.equal(buildToken({}, root), undefined);
  fs.mkdirSync(path.join(root, 'cms', '.tmp'), { recursive: true });
  fs.writeFileSync(path.join(root, 'cms', '.tmp', 'build-token'), 'local\n');
  assert.equal(buildToken({}, root), 'local');
  assert.equal(buildToken({ STRAPI_TOKEN_FILE: named }, root), undefined);
  fs.writeFileSync(named, 'named');
  assert.equal(buildToken({ STRAPI_TOKEN_FILE: named }, root), 'named');
  assert.equal(buildToken({ STRAPI_TOKEN: 'set', STRAPI_TOKEN_FILE: named }, root), 'set');
  fs.writeFileSync(named, '  \n');
  assert.equal(buildToken({ STRAPI_TOKEN_FILE: named }, root), undefined);
  fs.rmSync(root, { recursive: true, force: true });
});
