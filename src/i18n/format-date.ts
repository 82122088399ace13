import type { Language } from './languages';
import { MONTH_NAMES } from './month-names';

/** `2026-10-28` → `28 Oktober 2026` (id) or `28 October 2026` (en); dates are calendar days in Jakarta. */
export function formatDate(isoDate: string | null | undefined, language: Language): string {
  if (!isoDate) return '';
  const date = new Date(isoDate.length === 10 ? `${isoDate}T00:00:00Z` : isoDate);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getUTCDate()} ${MONTH_NAMES[language][date.getUTCMonth()]} ${date.getUTCFullYear()}`;
}
