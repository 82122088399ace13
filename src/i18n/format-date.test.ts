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

/** Intl's own formatter for a site language, as the dates were written before the table. */
const INTL_LOCALES = { id: 'id-ID', en: 'en-GB' } as const;
const intl = (language: 'id' | 'en', options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat(INTL_LOCALES[language], { ...options, timeZone: 'UTC' });

describe('dates without Intl', () => {
  it('writes every day of two years as Intl does, in both languages, without making an Intl formatter', () => {
    const formats = {
      id: intl('id', { day: 'numeric', month: 'long', year: 'numeric' }),
      en: intl('en', { day: 'numeric', month: 'long', year: 'numeric' }),
    };
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (const language of ['id', 'en'] as const) {
      for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString();
        expect([iso, formatDate(iso.slice(0, 10), language)]).toEqual([iso, formats[language].format(day)]);
        expect([iso, formatDate(iso, language)]).toEqual([iso, formats[language].format(day)]);
      }
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });

  it('names every month as Intl does, with and without its year', () => {
    for (const language of ['id', 'en'] as const) {
      const withYear = intl(language, { month: 'long', year: 'numeric' });
      const alone = intl(language, { month: 'long' });
      for (let month = 1; month <= 12; month += 1) {
        const key = `2026-${String(month).padStart(2, '0')}`;
        const day = Date.UTC(2026, month - 1, 1);
        expect([key, formatMonth(key, language)]).toEqual([key, withYear.format(day)]);
        expect([key, formatMonth(key, language, { year: false })]).toEqual([key, alone.format(day)]);
      }
    }
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
