import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { z } from 'zod';
import {
  CmsEnvironment,
  DEFAULT_BUILD_TOKEN_FILE,
  DEFAULT_CMS_URL,
  DEFAULT_SITE_URL,
  EnvironmentError,
  ScriptsEnvironment,
  SiteBuildEnvironment,
  readEnvironment,
} from './environment.ts';

describe('the scripts’ environment', () => {
  it('gives every variable its default when unset or empty', () => {
    for (const env of [{}, { CMS_PORT: '', SITE_URL: '' }]) {
      assert.deepEqual(readEnvironment(ScriptsEnvironment, env), {
        BUILD_HOOK_DEBOUNCE_MS: 500,
        BUILD_HOOK_CATCH_UP_MS: 30_000,
        SITE_RUN_DIR: undefined,
        BUILD_TOKEN_FILE: '.tmp/build-token',
        SKIP_BUILD: '0',
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

describe('the CMS’s and the build’s environment', () => {
  const problem = (read: () => unknown) => {
    try {
      read();
      return null;
    } catch (error) {
      return error instanceof EnvironmentError ? error.message : String(error);
    }
  };

  it('take one default for the site’s address, the CMS’s and the build token’s file', () => {
    const cms = readEnvironment(CmsEnvironment, {});
    const build = readEnvironment(SiteBuildEnvironment, { SITE_URL: '' });
    assert.equal(cms.SITE_URL, DEFAULT_SITE_URL);
    assert.equal(build.SITE_URL, DEFAULT_SITE_URL);
    assert.equal(build.STRAPI_URL, DEFAULT_CMS_URL);
    assert.equal(cms.BUILD_TOKEN_FILE, DEFAULT_BUILD_TOKEN_FILE);
    assert.equal(cms.SEED, true);
    assert.equal(cms.CMS_DATA_TRANSFER, undefined);
    assert.equal(readEnvironment(CmsEnvironment, { CMS_DATA_TRANSFER: 'export' }).CMS_DATA_TRANSFER, 'export');
  });

  it('refuse every value that cannot be right, each variable named, in one line', () => {
    const rows: Array<[Record<string, string>, RegExp]> = [
      [{ PORT: '13x7' }, /PORT must be a port number/],
      [{ CONTACT_RATE_LIMIT: '0' }, /CONTACT_RATE_LIMIT must be a whole number of at least 1, not "0"/],
      [{ CONTACT_RATE_WINDOW_MS: '10m' }, /CONTACT_RATE_WINDOW_MS must be a whole number/],
      [{ SEED_EXTRA_NEWS: '-5' }, /SEED_EXTRA_NEWS must be a whole number of at least 0/],
      [{ SEED: 'no' }, /SEED must be true or false, not "no"/],
      [{ TRUST_PROXY: 'yes' }, /TRUST_PROXY must be true or false/],
      [{ DATABASE_CLIENT: 'mysql' }, /DATABASE_CLIENT must be sqlite or postgres, not "mysql"/],
      [{ UPLOAD_PROVIDER: 'gcs' }, /UPLOAD_PROVIDER must be local or s3/],
      [{ RECAPTCHA_MIN_SCORE: '5' }, /RECAPTCHA_MIN_SCORE must be a score from 0 to 1/],
      [{ SITE_URL: 'www.example.co.id' }, /SITE_URL must be an http\(s\) address/],
      [{ S3_ENDPOINT: 'minio:9000' }, /S3_ENDPOINT must be an http\(s\) address/],
      [{ CMS_DATA_TRANSFER: 'backup' }, /CMS_DATA_TRANSFER must be export or import/],
    ];
    for (const [env, expected] of rows) {
      const message = problem(() => readEnvironment(CmsEnvironment, env));
      assert.match(message ?? 'accepted', expected, JSON.stringify(env));
      assert.doesNotMatch(message ?? '', /\n/);
    }
    const both = problem(() => readEnvironment(CmsEnvironment, { PORT: '0', SEED: 'maybe' })) ?? '';
    assert.match(both, /PORT .*; SEED /);
    assert.match(problem(() => readEnvironment(SiteBuildEnvironment, { GATSBY_RECAPTCHA_VERSION: '4' })) ?? '', /must be 2 or 3/);
  });

  it('read what deployments write: spaces for unset, TRUE, Strapi’s bracketed lists, a relative public address', () => {
    const read = readEnvironment(CmsEnvironment, {
      HOST: '  ',
      RECAPTCHA_MIN_SCORE: ' ',
      MAIL_FROM: '   ',
      S3_FORCE_PATH_STYLE: 'TRUE',
      TRUST_PROXY: ' False ',
      SMTP_SECURE: 'true',
      PUBLIC_URL: '/cms/',
      CORS_ORIGINS: '["https://www.mercusuar.co.id", "https://mercusuar.co.id"]',
    });
    assert.equal(read.HOST, '127.0.0.1');
    assert.equal(read.RECAPTCHA_MIN_SCORE, 0.5);
    assert.equal(read.MAIL_FROM, 'Mercusuar Group website <no-reply@localhost>');
    assert.equal(read.S3_FORCE_PATH_STYLE, true);
    assert.equal(read.TRUST_PROXY, false);
    assert.equal(read.SMTP_SECURE, true);
    assert.equal(read.PUBLIC_URL, '/cms');
    assert.deepEqual(read.CORS_ORIGINS, ['https://www.mercusuar.co.id', 'https://mercusuar.co.id']);
    assert.deepEqual(readEnvironment(CmsEnvironment, { CORS_ORIGINS: 'https://a.id, https://b.id,' }).CORS_ORIGINS, [
      'https://a.id',
      'https://b.id',
    ]);
    assert.equal(readEnvironment(CmsEnvironment, {}).SMTP_SECURE, undefined);
    assert.match(
      problem(() => readEnvironment(CmsEnvironment, { PUBLIC_URL: 'cms.example.id' })) ?? '',
      /PUBLIC_URL must be an http\(s\) address or a path/,
    );
  });

  it('never show a secret’s value, even refused', () => {
    const Secret = z.object({ SMTP_PASSWORD: z.string().min(100), GATSBY_RECAPTCHA_SITE_KEY: z.string().min(100) });
    const message = problem(() => readEnvironment(Secret, { SMTP_PASSWORD: 'hunter2', GATSBY_RECAPTCHA_SITE_KEY: 'abc' })) ?? '';
    assert.match(message, /SMTP_PASSWORD .*not \(hidden\)/);
    assert.doesNotMatch(message, /hunter2|abc/);
    // A password in an address, whatever it holds (an @, a /), is cut from the refused value.
    for (const address of ['https://minio:p@ssw0rd@minio.internal:9000x', 'https://admin:se/cret@x:99999', 'http://u:p@h:0']) {
      const refused = problem(() => readEnvironment(CmsEnvironment, { S3_ENDPOINT: address })) ?? '';
      assert.match(refused, /S3_ENDPOINT .*"https?:\/\/…@/, address);
      assert.doesNotMatch(refused, /ssw0rd|cret|u:p/, address);
    }
  });
});
