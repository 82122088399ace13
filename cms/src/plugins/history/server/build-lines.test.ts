import { queuedBuild, type BuildRecord } from '@site/contracts/build';
import { buildLines } from './build-lines';

const build = (overrides: Partial<BuildRecord>): BuildRecord => ({
  ...queuedBuild(41, { kind: 'publish', model: 'api::news.news', documentId: 'abc', locale: 'id' }, '2026-11-29T03:00:00.000Z'),
  ...overrides,
});

describe('a build in the activity log', () => {
  it('is nothing while queued, its start once building, and its end once ended, each under a key of its own', () => {
    expect(buildLines(build({}))).toEqual([]);
    const started = buildLines(build({ state: 'building', startedAt: '2026-11-29T03:00:01.000Z' }));
    expect(started.map(({ action, key }) => [action, key])).toEqual([
      ['build.started', 'build-41-2026-11-29T03:00:00.000Z-start'],
    ]);
    const ended = buildLines(
      build({ state: 'published', startedAt: '2026-11-29T03:00:01.000Z', finishedAt: '2026-11-29T03:00:05.000Z', pages: 12 }),
    );
    expect(ended.map(({ action, subject, at }) => [action, subject, at])).toEqual([
      ['build.started', '#41', '2026-11-29T03:00:01.000Z'],
      ['build.published', '#41: 12', '2026-11-29T03:00:05.000Z'],
    ]);
  });

  it('names who asked: the editor of a rebuild, the schedule, else the system', () => {
    const failed = { state: 'failed' as const, startedAt: 'x', finishedAt: 'y', error: 'Gatsby stopped' };
    expect(buildLines(build({ ...failed, trigger: { kind: 'manual', by: 'Sari Wulandari' } }))[1]).toMatchObject({
      action: 'build.failed',
      by: { name: 'Sari Wulandari' },
      subject: '#41: Gatsby stopped',
    });
    expect(buildLines(build({ ...failed, trigger: { kind: 'publish', scheduled: true } }))[1].by.name).toBe('Jadwal');
    expect(buildLines(build(failed))[1].by.name).toBe('Sistem');
  });
});
