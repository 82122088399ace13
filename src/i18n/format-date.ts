import type { Language } from './languages';

/** Day-month-year in both languages (British English order reads naturally next to Indonesian). */
const DATE_LOCALES: Record<Language, string> = { id: 'id-ID', en: 'en-GB' };

/** `2026-10-28` → `28 Oktober 2026` (id) or `28 October 2026` (en); dates are calendar days in Jakarta. */
export function formatDate(isoDate: string | null | undefined, language: Language): string {
  if (!isoDate) return '';
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(DATE_LOCALES[language], {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(date);
}
