import { formatDate } from './format-date';

describe('formatDate', () => {
  it('writes Indonesian month names', () => {
    expect(formatDate('2026-10-28', 'id')).toBe('28 Oktober 2026');
  });

  it('writes English month names', () => {
    expect(formatDate('2026-10-28', 'en')).toBe('28 October 2026');
  });

  it('gives an empty string for missing or invalid dates', () => {
    expect(formatDate(null, 'id')).toBe('');
    expect(formatDate('not a date', 'en')).toBe('');
  });
});
