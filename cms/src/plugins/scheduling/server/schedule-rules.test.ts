/**
 * @jest-environment node
 */
import { scheduleRefusal, type ScheduleFacts } from './schedule-rules';

const now = new Date('2026-11-25T02:00:00Z'); // 09:00 in Jakarta
const facts = (overrides: Partial<ScheduleFacts> = {}): ScheduleFacts => ({
  now,
  scheduledTypeName: (uid) => (uid === 'api::news.news' ? 'News' : null),
  hasDraft: true,
  isPublished: true,
  otherScheduleAt: null,
  ...overrides,
});
const request = (overrides: Record<string, unknown> = {}) => ({
  mode: 'publish',
  executeAt: '2026-11-26T02:00:00.000Z',
  entitySlug: 'api::news.news',
  entityId: 'abc',
  locale: 'id',
  ...overrides,
});

describe('a schedule an editor saves', () => {
  it('is accepted for a time ahead, on a type with draft & publish', () => {
    expect(scheduleRefusal(request(), facts())).toBeNull();
    expect(scheduleRefusal(request({ mode: 'unpublish', executeAt: '2026-11-25T02:01:00Z' }), facts())).toBeNull();
  });

  it('is refused for a time in the past, saying when that was in Jakarta time', () => {
    expect(scheduleRefusal(request({ executeAt: '2026-11-25T01:00:00Z' }), facts())).toEqual({
      code: 'past',
      message: '25 Nov 2026, 08:00 WIB is in the past: choose a time from now on.',
    });
  });

  it('is accepted for the next minute while ten seconds of this one are left, not after', () => {
    const at = (seconds: number) => request({ executeAt: new Date(now.getTime() + seconds * 1000).toISOString() });
    expect(scheduleRefusal(at(10), facts())).toBeNull();
    expect(scheduleRefusal(at(9), facts())?.code).toBe('past');
    expect(scheduleRefusal(at(0), facts())?.code).toBe('past');
  });

  it('is refused on a type without draft & publish, or without a time or a mode', () => {
    expect(scheduleRefusal(request({ entitySlug: 'api::contact-message.contact-message' }), facts())?.code).toBe(
      'not-scheduled-type',
    );
    expect(scheduleRefusal(request({ executeAt: 'tomorrow at nine' }), facts())?.code).toBe('bad-time');
    expect(scheduleRefusal(request({ mode: 'delete' }), facts())?.code).toBe('bad-mode');
  });

  it('is refused with nothing to publish or unpublish, and beside another of the same kind', () => {
    expect(scheduleRefusal(request(), facts({ hasDraft: false }))?.code).toBe('no-document');
    expect(scheduleRefusal(request({ mode: 'unpublish' }), facts({ isPublished: false }))?.code).toBe('not-published');
    expect(scheduleRefusal(request(), facts({ otherScheduleAt: new Date('2026-11-27T03:30:00Z') }))).toEqual({
      code: 'already-scheduled',
      message: 'This News is already scheduled to publish at 27 Nov 2026, 10:30 WIB: change or cancel that schedule.',
    });
  });
});
