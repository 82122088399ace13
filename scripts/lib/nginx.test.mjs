// @ts-check
import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { othersCanRead } from './nginx.mjs';

test('a site in a private directory is not readable by nginx’s usual worker user', () => {
  const parent = fs.mkdtempSync(path.join(os.tmpdir(), 'nginx-site-')); // mkdtemp: 0700
  const site = path.join(parent, 'public');
  fs.mkdirSync(site, { mode: 0o755 });
  fs.chmodSync(site, 0o755);
  assert.equal(othersCanRead(site), false);
  fs.chmodSync(parent, 0o755);
  assert.equal(othersCanRead(site), true);
  // A release link that does not exist yet is judged by where it will be.
  assert.equal(othersCanRead(path.join(site, 'current')), true);
  fs.rmSync(parent, { recursive: true, force: true });
});
