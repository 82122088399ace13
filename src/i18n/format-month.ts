import type { Language } from './languages';
import { MONTH_NAMES } from './month-names';

// A module of its own: only the news list's pages load it.
/** `2026-10` → `Oktober 2026` (id) or `October 2026` (en); `{ year: false }`: `Oktober`. */
export function formatMonth(month: string, language: Language, { year = true }: { year?: boolean } = {}): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  const name = MONTH_NAMES[language][date.getUTCMonth()] ?? month;
  return year ? `${name} ${date.getUTCFullYear()}` : name;
}
