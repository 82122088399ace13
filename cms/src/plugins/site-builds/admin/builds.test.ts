/**
 * @jest-environment node
 */
import { createIntl } from 'react-intl';
import { BUILD_ERROR_CODES } from '@site/contracts/build-errors';
import { currentState, durationText, failureText, hookProblemText, triggerText, type SiteBuild } from './builds';
import { untranslated } from '../../../admin/translation-check';
import * as translations from './translations';

const intl = createIntl({ locale: 'en', messages: translations.en });
const indonesian = createIntl({ locale: 'id', messages: translations.id });

const build = (overrides: Partial<SiteBuild>): SiteBuild => ({
  id: 1,
  state: 'published',
  trigger: { kind: 'publish', model: 'api::news.news', locale: 'id' },
  requests: 1,
  queuedAt: '2026-11-22T10:00:00.000Z',
  startedAt: '2026-11-22T10:00:02.000Z',
  finishedAt: '2026-11-22T10:00:14.000Z',
  durationMs: 12_000,
  pages: 4,
  pageUrl: null,
  error: null,
  ...overrides,
});

describe('the Site builds widget', () => {
  it('says what asked for a build', () => {
    expect(triggerText(intl, build({}))).toBe('Published news (id)');
    expect(triggerText(intl, build({ trigger: { kind: 'manual', by: 'ana@example.com' } }))).toBe(
      'Rebuild requested by ana@example.com',
    );
    expect(
      triggerText(intl, build({ trigger: { kind: 'publish', model: 'api::terms-condition.terms-condition' }, requests: 3 })),
    ).toBe('Published terms condition + 2 more');
    const scheduled = build({ trigger: { kind: 'unpublish', model: 'api::news.news', locale: 'en', scheduled: true } });
    expect(triggerText(intl, scheduled)).toBe('Unpublished news (en) as scheduled');
    expect(triggerText(indonesian, scheduled)).toBe('Batal diterbitkan news (en) sesuai jadwal');
  });

  it('writes durations for people', () => {
    expect(durationText(intl, 12_345)).toBe('12.3 s');
    expect(durationText(intl, 95_000)).toBe('1 min 35 s');
    expect(durationText(intl, null)).toBe('');
  });

  it('sums up the state of the site', () => {
    expect(currentState(intl, [])).toBe('No build yet');
    expect(currentState(intl, [build({})])).toBe('The site is up to date');
    expect(currentState(intl, [build({ id: 2, state: 'failed', error: 'x' }), build({})])).toBe(
      'The last build failed: the site published before it stays live',
    );
    expect(currentState(intl, [build({ id: 2, state: 'building' }), build({})])).toBe('Building now (Published news (id))');
    expect(currentState(intl, [build({ id: 2, state: 'queued' }), build({})])).toBe('A build is queued');
  });

  it('says when a failed build is tried again, and when the hook has given up', () => {
    const killed = { state: 'failed' as const, error: 'gatsby build was killed (SIGKILL) before it finished', transient: true };
    expect(currentState(intl, [build({ id: 2, ...killed }), build({})])).toBe(
      'The last build failed: the site published before it stays live; it is tried again automatically (attempt 2 of 3 within minutes)',
    );
    const third = build({ id: 4, ...killed, trigger: { kind: 'retry', attempt: 3, note: killed.error } });
    expect(currentState(intl, [third, build({})])).toBe(
      'The last build failed 3 times: the site published before it stays live; publish again or press Rebuild now once the cause is fixed',
    );
    expect(triggerText(intl, third)).toBe('Tried again (attempt 3 of 3)');
  });

  it('speaks Indonesian to an editor who chose it, numbers included', () => {
    expect(triggerText(indonesian, build({ requests: 2 }))).toBe('Diterbitkan news (id) + 1 lainnya');
    expect(durationText(indonesian, 12_345)).toBe('12,3 dtk');
    expect(currentState(indonesian, [build({ id: 2, state: 'failed', error: 'x' }), build({})])).toBe(
      'Pembaruan terakhir gagal: situs yang terbit sebelumnya tetap tayang',
    );
    expect(currentState(indonesian, [build({})])).toBe('Situs sudah mutakhir');
  });

  it('has every English text in Indonesian, with the same placeholders', () => {
    expect(Object.keys(translations.id).sort()).toEqual(Object.keys(translations.en).sort());
    expect(untranslated(translations.en, translations.id)).toEqual([]);
  });
});

describe('why a build failed', () => {
  it('is said in the editor’s language for every error code of the build contract, the build’s own detail after it', () => {
    for (const code of BUILD_ERROR_CODES) {
      const failed = { error: 'connect ECONNREFUSED 127.0.0.1:1337', errorCode: code };
      for (const texts of [intl, indonesian]) {
        const text = failureText(texts, failed);
        expect(text).not.toContain('site-builds.error');
        expect(text.length).toBeGreaterThan(10);
        if (code !== 'interrupted') expect(text).toMatch(/: connect ECONNREFUSED 127\.0\.0\.1:1337$/);
      }
      expect(failureText(indonesian, failed)).not.toBe(failureText(intl, failed));
    }
    expect(failureText(indonesian, { error: 'gatsby build was killed (SIGKILL) before it finished', errorCode: 'killed' })).toBe(
      'Pembaruan dihentikan sebelum selesai (kehabisan memori, atau dihentikan operator): gatsby build was killed (SIGKILL) before it finished',
    );
    expect(failureText(indonesian, { error: 'interrupted: the build hook stopped', errorCode: 'interrupted' })).toBe(
      'Build hook berhenti saat pembaruan ini berjalan atau menunggu',
    );
  });

  it('is the build’s own line in a record written before error codes', () => {
    expect(failureText(indonesian, { error: 'The CMS refused the request (HTTP 401)' })).toBe(
      'The CMS refused the request (HTTP 401)',
    );
  });
});

describe('why the widget cannot show the builds', () => {
  it('is said in the editor’s language, with the hook’s own detail', () => {
    const down = {
      reachable: false,
      problem: 'unreachable',
      detail: 'connect ECONNREFUSED 127.0.0.1:9001',
      reason: 'x',
    } as const;
    expect(hookProblemText(indonesian, down)).toBe(
      'Build hook tidak dapat dihubungi (connect ECONNREFUSED 127.0.0.1:9001): situs tidak diperbarui sampai hook berjalan lagi.',
    );
    expect(hookProblemText(intl, down)).toMatch(/^The build hook cannot be reached \(connect ECONNREFUSED/);
    for (const problem of ['not-configured', 'refused', 'http-error', 'unreachable'] as const)
      expect(hookProblemText(indonesian, { ...down, problem, detail: '502' })).not.toMatch(
        /build hook (cannot|refused|answered)/,
      );
  });
});
