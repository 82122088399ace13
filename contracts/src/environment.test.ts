import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { EnvironmentError, ScriptsEnvironment, readEnvironment } from './environment.ts';

describe('the scripts’ environment', () => {
  it('gives every variable its default when unset or empty', () => {
    for (const env of [{}, { CMS_PORT: '', SITE_URL: '' }]) {
      assert.deepEqual(readEnvironment(ScriptsEnvironment, env), {
        CMS_PORT: 1337,
        SITE_PORT: 9000,
        HOOK_PORT: 9001,
        DEVELOP_PORT: 8000,
        STRAPI_URL: undefined,
        SITE_URL: undefined,
        CMS_ADMIN_URL: undefined,
        GATSBY_CMS_URL: undefined,
      });
    }
  });

  it('reads ports as numbers and addresses without their trailing slash', () => {
    const read = readEnvironment(ScriptsEnvironment, {
      CMS_PORT: '1400',
      HOOK_PORT: '65535',
      STRAPI_URL: 'http://cms.internal:1337/',
      SITE_URL: 'https://www.mercusuar.co.id//',
    });
    assert.equal(read.CMS_PORT, 1400);
    assert.equal(read.HOOK_PORT, 65535);
    assert.equal(read.STRAPI_URL, 'http://cms.internal:1337');
    assert.equal(read.SITE_URL, 'https://www.mercusuar.co.id');
  });

  it('takes any http(s) address a request can go to, the scheme in any case, IPv6 too', () => {
    const read = (STRAPI_URL: string) => readEnvironment(ScriptsEnvironment, { STRAPI_URL }).STRAPI_URL;
    assert.equal(read('HTTP://CMS.internal:1337/'), 'http://cms.internal:1337');
    assert.equal(read('http://[::1]:1337'), 'http://[::1]:1337');
    assert.equal(read('https://www.mercusuar.co.id/cms/'), 'https://www.mercusuar.co.id/cms');
  });

  it('refuses an address no request can go to, and shows no password, no second line and no endless value', () => {
    const problem = (STRAPI_URL: string) => {
      try {
        readEnvironment(ScriptsEnvironment, { STRAPI_URL });
        return null;
      } catch (error) {
        return error instanceof EnvironmentError ? error.message : String(error);
      }
    };
    assert.equal(
      problem('http://cms:99999'),
      'The environment is not usable: STRAPI_URL must be an http(s) address, not "http://cms:99999".',
    );
    assert.equal(
      problem('https://admin:s3cret@cms.internal'),
      'The environment is not usable: STRAPI_URL must not hold a user name or password, not "https://…@cms.internal".',
    );
    assert.equal(
      problem('http://cms:1337/?locale=id'),
      'The environment is not usable: STRAPI_URL must not hold a query or a fragment, not "http://cms:1337/?locale=id".',
    );
    assert.match(problem('http://cms:1337/#x') ?? '', /must not hold a query or a fragment/);
    const twoLines = problem('http://cms\nX-Evil: 1') ?? '';
    assert.doesNotMatch(twoLines, /\n/);
    const long = problem(`cms:${'1'.repeat(300)}`);
    assert.ok(long !== null && long.length < 200, long ?? 'accepted');
  });

  it('refuses what cannot be right in one line naming each variable, what it must be and what it was', () => {
    assert.throws(
      () =>
        readEnvironment(ScriptsEnvironment, {
          CMS_PORT: 'abc',
          SITE_PORT: '70000',
          HOOK_PORT: '9001.5',
          DEVELOP_PORT: '0',
          STRAPI_URL: 'cms:1337',
          SITE_URL: 'ftp://example.com',
        }),
      (error: unknown) => {
        assert.ok(error instanceof EnvironmentError);
        assert.equal(
          error.message,
          'The environment is not usable: CMS_PORT must be a port number (1–65535), not "abc"; ' +
            'SITE_PORT must be a port number (1–65535), not "70000"; HOOK_PORT must be a port number (1–65535), not "9001.5"; ' +
            'DEVELOP_PORT must be a port number (1–65535), not "0"; STRAPI_URL must be an http(s) address, not "cms:1337"; ' +
            'SITE_URL must be an http(s) address, not "ftp://example.com".',
        );
        assert.doesNotMatch(error.message, /\n/);
        return true;
      },
    );
  });
});
