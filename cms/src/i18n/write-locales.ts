/**
 * The languages a document service call names: `*` (every language: null), a list, or one —
 * the default language when it names none (as Strapi reads it). One reading for every rule that
 * looks at a write: ownership, History, the checks before publishing.
 */
export function writeLocales(locale: unknown, defaultLocale: string): string[] | null {
  if (locale === '*') return null;
  if (Array.isArray(locale)) return locale.filter((code): code is string => typeof code === 'string');
  return [typeof locale === 'string' && locale ? locale : defaultLocale];
}
