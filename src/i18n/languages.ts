import { LANGUAGES, type Language } from '@site/contracts/site-paths';

/** The site's languages (contracts/src/site-paths.ts): Indonesian is the default and the fallback, English lives under /en. */
export { DEFAULT_LANGUAGE, LANGUAGES } from '@site/contracts/site-paths';
export type { Language } from '@site/contracts/site-paths';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tags for Open Graph and date formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = { id: 'id-ID', en: 'en-US' };
