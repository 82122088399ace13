import type { Language } from './languages';

/**
 * Month names as Intl writes them for the site's date form (id-ID and en-GB: day month year,
 * British English order reads naturally next to Indonesian); format-date.test.ts holds them to
 * Intl. Written out because the first Intl.DateTimeFormat a page makes loads the language's
 * locale data: ~15 ms of the hydration of every page with a date (~60 ms on a mid-range phone).
 */
const MONTHS: Readonly<Record<Language, readonly string[]>> = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

/** `2026-10-28` → `28 Oktober 2026` (id) or `28 October 2026` (en); dates are calendar days in Jakarta. */
export function formatDate(isoDate: string | null | undefined, language: Language): string {
  if (!isoDate) return '';
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTHS[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
