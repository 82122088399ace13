import assert from 'node:assert/strict';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import { BUILD_OUTCOME_FILE, clearBuildOutcome, outcomeFile, readBuildOutcome, writeBuildOutcome } from './build-outcome.ts';

const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'build-outcome-'));

describe('the build’s outcome file', () => {
  it('is written by the build and read back by the hook, as the contract says', () => {
    const file = path.join(dir, 'ok', 'outcome.json');
    writeBuildOutcome({ ok: true, pages: 12 }, file);
    assert.deepEqual(readBuildOutcome(file), { ok: true, pages: 12 });
    clearBuildOutcome(file);
    assert.equal(readBuildOutcome(file), null);
  });

  it('keeps the first failure: what fails after it is a consequence', () => {
    const file = path.join(dir, 'first.json');
    writeBuildOutcome({ ok: false, code: 'cms-unreachable', message: 'Cannot reach the CMS' }, file);
    writeBuildOutcome({ ok: false, code: 'build-failed', message: 'Worker exited before finishing task' }, file);
    writeBuildOutcome({ ok: true, pages: 3 }, file);
    assert.deepEqual(readBuildOutcome(file), { ok: false, code: 'cms-unreachable', message: 'Cannot reach the CMS' });
  });

  it('refuses to write what is not an outcome, and reads nothing from a file that holds none', () => {
    const file = path.join(dir, 'bad.json');
    assert.throws(() => writeBuildOutcome({ ok: false, code: 'oops', message: 'x' } as never, file));
    assert.throws(() => writeBuildOutcome({ ok: true, pages: -1 }, file));
    assert.equal(fs.existsSync(file), false);
    for (const text of ['', '{', '{"ok":true}', '{"ok":false,"code":"build-failed","message":""}', '[]']) {
      fs.writeFileSync(file, text);
      assert.equal(readBuildOutcome(file), null, text);
    }
  });

  it('is written only where the hook named a file', () => {
    assert.equal(outcomeFile({}), null);
    assert.equal(outcomeFile({ [BUILD_OUTCOME_FILE]: '/x/outcome.json' }), '/x/outcome.json');
    const before = fs.readdirSync(dir);
    writeBuildOutcome({ ok: true, pages: 1 }, null);
    assert.deepEqual(fs.readdirSync(dir), before);
  });
});
