import { formatDate } from './format-date';
import { formatMonth } from './format-month';

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

describe('formatMonth', () => {
  it('names a month of the archive in each language, with or without its year', () => {
    expect(formatMonth('2026-10', 'id')).toBe('Oktober 2026');
    expect(formatMonth('2026-10', 'en')).toBe('October 2026');
    expect(formatMonth('2026-02', 'id', { year: false })).toBe('Februari');
    expect(formatMonth('2025-12', 'en', { year: false })).toBe('December');
  });
});
