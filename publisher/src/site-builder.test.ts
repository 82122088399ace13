import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildEnvFor } from './site-builder.ts';

describe('a build by what triggered it', () => {
  it('lists only what changed and writes no query types for a publish', () => {
    assert.deepEqual(buildEnvFor({ kind: 'publish', model: 'api::news.news' }), { QUERY_TYPES_ON_BUILD: '0' });
    assert.deepEqual(buildEnvFor({ kind: 'catch-up' }), { QUERY_TYPES_ON_BUILD: '0' });
  });

  it('checks every document for "Rebuild now" and the first build of a run, which also writes the query types', () => {
    assert.deepEqual(buildEnvFor({ kind: 'manual', by: 'editor@example.com' }), {
      QUERY_TYPES_ON_BUILD: '0',
      STRAPI_FULL_SYNC: '1',
    });
    assert.deepEqual(buildEnvFor({ kind: 'start' }), { STRAPI_FULL_SYNC: '1' });
  });
});
