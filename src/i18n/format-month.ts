import { LANGUAGE_TAGS, type Language } from './languages';

// A module of its own: only the news list's pages load it (beside formatDate it went into every
// page's bundle that shows a date). A month's name is the same in British and American English.
/** `2026-10` → `Oktober 2026` (id) or `October 2026` (en); `{ year: false }`: `Oktober`. */
export function formatMonth(month: string, language: Language, { year = true }: { year?: boolean } = {}): string {
  const date = new Date(`${month}-01T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return month;
  return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
    month: 'long',
    ...(year ? { year: 'numeric' } : {}),
    timeZone: 'UTC',
  }).format(date);
}
