/** The site's languages: Indonesian is the default and the fallback, English lives under /en. */
export const LANGUAGES = ['id', 'en'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'id';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** BCP 47 tags for Open Graph and date formatting. */
export const LANGUAGE_TAGS: Record<Language, string> = { id: 'id-ID', en: 'en-US' };
