import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { BUILD_ERROR_CODES, isTransient } from '@site/contracts/build';
import { retryDelay } from './build-retry.ts';

describe('which failed builds are tried again', () => {
  it('by code, every code of the contract: those that may pass, and not those of the content or the set-up', () => {
    const mayPass = BUILD_ERROR_CODES.filter((code) => isTransient(code));
    // The search index not written after a release: Pagefind killed or out of room, not the content.
    assert.deepEqual(mayPass, ['cms-unreachable', 'cms-unavailable', 'killed', 'interrupted', 'search-index-failed']);
    assert.equal(isTransient(null), false);
    assert.equal(isTransient(undefined), false);
  });

  it('wait longer after each failure, the last wait kept beyond the list', () => {
    assert.equal(retryDelay(2, [60_000, 300_000]), 60_000);
    assert.equal(retryDelay(3, [60_000, 300_000]), 300_000);
    assert.equal(retryDelay(4, [60_000, 300_000]), 300_000);
  });

  it('at once when the hook itself stopped mid-build: what interrupted it has passed', () => {
    assert.equal(retryDelay(2, [60_000, 300_000], 'interrupted'), 0);
    assert.equal(retryDelay(3, [60_000, 300_000], 'interrupted'), 0);
  });

  it('at once the first time a signal killed the build, then after each delay in turn', () => {
    assert.deepEqual(
      [2, 3, 4, 5].map((attempt) => retryDelay(attempt, [60_000, 300_000], 'killed')),
      [0, 60_000, 300_000, 300_000],
    );
  });

  it('after the first delay for every other failure that may pass', () => {
    for (const code of BUILD_ERROR_CODES.filter((code) => code !== 'interrupted' && code !== 'killed'))
      assert.equal(retryDelay(2, [60_000, 300_000], code), 60_000, code);
  });
});
