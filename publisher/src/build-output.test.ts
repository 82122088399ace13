import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { failureSummary, outputLines } from './build-output.ts';
import { describeTrigger, triggerFromBody } from './build-trigger.ts';

describe('a build’s output', () => {
  it('sums up a failure in one line', () => {
    const lines = outputLines(`success load gatsby config - 0.04s

 ERROR #11331  API.NODE.VALIDATION

Invalid plugin options for "gatsby-source-strapi-i18n":
- The CMS refused the request /api/news-items (HTTP 401). Set STRAPI_TOKEN to a read-only API token of this CMS.

not finished load plugins - 0.2s`);
    assert.equal(
      failureSummary(lines, 1),
      'Invalid plugin options for "gatsby-source-strapi-i18n": - The CMS refused the request /api/news-items (HTTP 401). Set STRAPI_TOKEN to a read-only API token of this CMS.',
    );
    assert.equal(failureSummary(['killed'], 137), 'gatsby build exited with code 137');
  });

  it('names the error that stopped the build, not the workers that ended with it', () => {
    const lines = outputLines(
      [
        'info Sourcing from the CMS',
        ' ERROR #11321 PLUGIN',
        'Cannot reach the CMS at http://127.0.0.1:1341: connect ECONNREFUSED 127.0.0.1:1341',
        'not finished source and transform nodes - 2.1s',
        ' ERROR  UNHANDLED REJECTION Worker exited before finishing task',
        '  Error: Worker exited before finishing task',
        '  - index.js:205:41',
      ].join('\n'),
    );
    assert.equal(failureSummary(lines, 1), 'Cannot reach the CMS at http://127.0.0.1:1341: connect ECONNREFUSED 127.0.0.1:1341');
    assert.equal(
      failureSummary(outputLines(' ERROR  UNHANDLED REJECTION Worker exited before finishing task\n'), 1),
      'ERROR UNHANDLED REJECTION Worker exited before finishing task',
    );
  });

  it('reads the failure as Gatsby reports it in CI too', () => {
    const lines = outputLines(`success load gatsby config - 0.04s
error Invalid plugin options for "gatsby-source-strapi-i18n":
- The CMS refused the request /api/news-items (HTTP 401). Set STRAPI_TOKEN to a read-only API token of this CMS.
not finished load plugins - 0.2s`);
    assert.equal(
      failureSummary(lines, 1),
      'Invalid plugin options for "gatsby-source-strapi-i18n": - The CMS refused the request /api/news-items (HTTP 401). Set STRAPI_TOKEN to a read-only API token of this CMS.',
    );
  });
});

describe('what asked for a build', () => {
  it('is read from Strapi’s webhook payload', () => {
    const body = JSON.stringify({
      event: 'entry.publish',
      uid: 'api::news.news',
      model: 'news',
      entry: { documentId: 'd1', locale: 'en', title: 'x' },
    });
    assert.deepEqual(triggerFromBody(body), { kind: 'publish', model: 'api::news.news', documentId: 'd1', locale: 'en' });
    assert.equal(describeTrigger(triggerFromBody(body)), 'publish api::news.news d1 (en)');
    assert.equal(
      triggerFromBody(JSON.stringify({ event: 'entry.unpublish', uid: 'api::about.about', entry: {} })).kind,
      'unpublish',
    );
    assert.equal(triggerFromBody(JSON.stringify({ event: 'media.update', media: {} })).kind, 'media');
  });

  it('says a schedule made the change when the CMS says so, and only then', () => {
    const body = { event: 'entry.unpublish', uid: 'api::news.news', entry: { documentId: 'd1', locale: 'id' } };
    const scheduled = triggerFromBody(JSON.stringify({ ...body, scheduled: true }));
    assert.deepEqual(scheduled, { kind: 'unpublish', model: 'api::news.news', documentId: 'd1', locale: 'id', scheduled: true });
    assert.equal(describeTrigger(scheduled), 'unpublish api::news.news d1 (id) as scheduled');
    assert.equal(triggerFromBody(JSON.stringify({ ...body, scheduled: 'yes' })).scheduled, undefined);
  });

  it('is a manual rebuild when the admin asks', () => {
    assert.deepEqual(triggerFromBody('{"trigger":"manual","by":"editor@example.com"}'), {
      kind: 'manual',
      by: 'editor@example.com',
    });
  });

  it('still asks for a build when the body says nothing usable, and says so', () => {
    assert.deepEqual(triggerFromBody('not json'), { kind: 'content', note: 'request body is not JSON' });
    assert.deepEqual(triggerFromBody(''), { kind: 'content', note: 'empty request body' });
    assert.deepEqual(triggerFromBody('{"event":"entry.publish","uid":"plugin::foo.bar","entry":{}}'), {
      kind: 'publish',
      model: 'plugin::foo.bar',
      note: 'unknown model plugin::foo.bar',
    });
    assert.equal(triggerFromBody('{"event":"something.else"}').note, 'unknown event something.else');
    // A name every object has is no event: the body says what it likes, the hook knows six events.
    for (const event of ['toString', 'constructor', '__proto__', 'hasOwnProperty']) {
      assert.deepEqual(triggerFromBody(JSON.stringify({ event, uid: 'api::news.news' })), {
        kind: 'content',
        note: `unknown event ${event}`,
      });
    }
  });
});
