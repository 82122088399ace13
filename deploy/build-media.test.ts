import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { removeStaleMedia, staleMediaFolders } from './build-media.ts';

const live = 'a'.repeat(32);
const deleted = 'b'.repeat(32);

describe('the pictures a build holds', () => {
  it('are the folders of the files its nodes hold: a deleted upload’s folder goes, nothing else', () => {
    const entries = [
      { name: live, isDirectory: true },
      { name: deleted, isDirectory: true },
      { name: 'logo-0123456789abcdef0123.svg', isDirectory: false },
      { name: 'fonts', isDirectory: true },
      { name: 'c'.repeat(32), isDirectory: false },
    ];
    assert.deepEqual(staleMediaFolders(entries, new Set([live])), [deleted]);
  });

  it('are removed from the build folder, files of the bundle kept', () => {
    const publicDir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-media-'));
    try {
      for (const digest of [live, deleted]) {
        fs.mkdirSync(path.join(publicDir, 'static', digest, '1a2b3'), { recursive: true });
        fs.writeFileSync(path.join(publicDir, 'static', digest, '1a2b3', 'sampul-berita.webp'), 'webp');
      }
      fs.writeFileSync(path.join(publicDir, 'static', 'logo-0123456789abcdef0123.svg'), '<svg/>');
      assert.deepEqual(removeStaleMedia(publicDir, new Set([live])), [deleted]);
      assert.deepEqual(fs.readdirSync(path.join(publicDir, 'static')).sort(), [live, 'logo-0123456789abcdef0123.svg'].sort());
      assert.deepEqual(removeStaleMedia(path.join(publicDir, 'none'), new Set()), []);
    } finally {
      fs.rmSync(publicDir, { recursive: true, force: true });
    }
  });
});
