import { cmsEnvironment } from '../../../environment';
import { retentionAt } from './retention';

describe('retention', () => {
  it('keeps by default what a company would: 500 versions a language, a year of versions, two years of log', () => {
    const now = new Date('2026-11-29T00:00:00.000Z');
    expect(retentionAt(now, cmsEnvironment({}))).toEqual({
      versionsKept: 500,
      versionsBefore: new Date('2025-11-29T00:00:00.000Z'),
      logBefore: new Date('2024-11-29T00:00:00.000Z'),
    });
  });

  it('takes its settings from the environment, and refuses a log kept less than a year', () => {
    const env = cmsEnvironment({ HISTORY_VERSIONS_KEPT: '20', HISTORY_DAYS: '30', ACTIVITY_LOG_DAYS: '400' });
    expect(retentionAt(new Date('2026-11-29T00:00:00.000Z'), env)).toMatchObject({
      versionsKept: 20,
      versionsBefore: new Date('2026-10-30T00:00:00.000Z'),
    });
    expect(() => cmsEnvironment({ ACTIVITY_LOG_DAYS: '30' })).toThrow(/ACTIVITY_LOG_DAYS/);
  });
});
