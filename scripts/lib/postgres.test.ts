/** The throwaway PostgreSQL of the tests, on Debian's real PostgreSQL. */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { postgresBinaries, startPostgres } from './postgres.ts';
import { freePort } from '@site/runtime/processes';

test(
  'a port another PostgreSQL holds (one a killed run left) is refused in one line, never used',
  { skip: !postgresBinaries() && 'PostgreSQL is not installed (apt-get install postgresql)', timeout: 120_000 },
  async () => {
    const port = await freePort();
    const left = await startPostgres({ port });
    try {
      await left.createDatabase('cms_e2e');
      await assert.rejects(startPostgres({ port }), (error: Error) => {
        assert.match(
          error.message,
          new RegExp(`^127\\.0\\.0\\.1:${port} is taken by another PostgreSQL \\(its data in /.+\\): stop it`),
        );
        assert.doesNotMatch(error.message, /\n/);
        return true;
      });
      // The server that holds the port is untouched.
      await assert.rejects(left.createDatabase('cms_e2e'), /already exists/);
    } finally {
      await left.stop();
    }
  },
);
