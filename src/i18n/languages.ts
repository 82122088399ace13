import { LANGUAGES, type Language } from '../site-paths.mjs';

/** The site's languages (src/site-paths.mjs): Indonesian is the default and the fallback, English lives under /en. */
export { DEFAULT_LANGUAGE, LANGUAGES } from '../site-paths.mjs';
export type { Language } from '../site-paths.mjs';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tags for Open Graph and date formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = { id: 'id-ID', en: 'en-US' };
