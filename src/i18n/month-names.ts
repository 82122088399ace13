import type { Language } from './languages';

/**
 * Month names as Intl writes them in the site's dates (id-ID, and en-GB: day month year, British
 * English order reads naturally next to Indonesian); format-date.test.ts holds them to Intl.
 * Written out because the first Intl.DateTimeFormat a page makes loads the language's locale
 * data: 60–90 ms of a mid-range phone's main thread on every page that shows a date (issue 37).
 */
export const MONTH_NAMES: Readonly<Record<Language, readonly string[]>> = {
  id: ['Januari', 'Februari', 'Maret', 'April', 'Mei', 'Juni', 'Juli', 'Agustus', 'September', 'Oktober', 'November', 'Desember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};
