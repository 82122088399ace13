// @ts-check
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { INTERRUPTED, isTransientFailure, retryDelay } from './build-retry.mjs';

describe('which failed builds are tried again', () => {
  it('those that may pass: killed, interrupted, the CMS unreachable, slow or overloaded', () => {
    for (const reason of [
      'gatsby build was killed (SIGKILL) before it finished',
      'interrupted: the build hook stopped',
      'Cannot reach the CMS at http://127.0.0.1:1337 (connect ECONNREFUSED 127.0.0.1:1337). Start it (npm start does) or set STRAPI_URL.',
      'The CMS answered HTTP 502 for /api/news-items: Bad Gateway',
      'The CMS answered HTTP 429 for /api/news-items: Too Many Requests',
      'Cannot reach the CMS at http://cms (The operation was aborted due to timeout).',
    ]) {
      assert.equal(isTransientFailure(reason), true, reason);
    }
  });

  it('not those of the content or the set-up, which would fail the same way again', () => {
    for (const reason of [
      'There was an error in your GraphQL query: Cannot query field "titel" on type "StrapiNews"',
      'The CMS refused the request /api/news-items (HTTP 401). Set STRAPI_TOKEN to a read-only API token of this CMS.',
      'The CMS answered HTTP 400 for /api/news-items: Invalid key titel',
      'gatsby build exited with code 1',
      null,
    ]) {
      assert.equal(isTransientFailure(reason), false, String(reason));
    }
  });

  it('wait longer after each failure, the last wait kept beyond the list', () => {
    assert.equal(retryDelay(2, [60_000, 300_000]), 60_000);
    assert.equal(retryDelay(3, [60_000, 300_000]), 300_000);
    assert.equal(retryDelay(4, [60_000, 300_000]), 300_000);
  });

  it('at once when the hook itself stopped mid-build: what interrupted it has passed', () => {
    assert.equal(retryDelay(2, [60_000, 300_000], INTERRUPTED), 0);
    assert.equal(retryDelay(2, [60_000, 300_000], 'gatsby build was killed (SIGKILL) before it finished'), 60_000);
  });
});
