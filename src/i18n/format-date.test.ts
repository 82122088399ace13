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

  it('writes every day of every month as Intl does for id-ID and en-GB, without making an Intl formatter', () => {
    const intl = { id: 'id-ID', en: 'en-GB' } as const;
    const expected = Object.fromEntries(
      Object.entries(intl).map(([language, locale]) => [
        language,
        new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
      ]),
    );
    const made = jest.spyOn(Intl, 'DateTimeFormat');
    for (const language of ['id', 'en'] as const) {
      for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2027, 0, 1); day += 86_400_000) {
        const iso = new Date(day).toISOString();
        expect(formatDate(iso.slice(0, 10), language)).toBe(expected[language]?.format(day));
        expect(formatDate(iso, language)).toBe(expected[language]?.format(day));
      }
    }
    expect(made).not.toHaveBeenCalled();
    made.mockRestore();
  });
});
