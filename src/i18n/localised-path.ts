import { DEFAULT_LANGUAGE, LANGUAGES, isLanguage, type Language } from './languages';

/**
 * The path of a page in a language: Indonesian has no prefix, English lives under /en.
 * `localisedPath('/about', 'en')` is `/en/about`; the English home is `/en`.
 */
export function localisedPath(path: string, language: Language): string {
  const clean = normalisePath(path);
  if (language === DEFAULT_LANGUAGE) return clean;
  return clean === '/' ? `/${language}` : `/${language}${clean}`;
}

/** Splits a site path into its language and the language-neutral path. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const clean = normalisePath(pathname);
  const [, first, ...rest] = clean.split('/');
  if (first !== DEFAULT_LANGUAGE && isLanguage(first)) {
    return { language: first, path: normalisePath(`/${rest.join('/')}`) };
  }
  return { language: DEFAULT_LANGUAGE, path: clean };
}

/** Leading slash, no trailing slash (except the root), no duplicate slashes. */
export function normalisePath(path: string): string {
  const joined = `/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** The same page in every language, for hreflang alternates and the language switcher. */
export const alternatePaths = (path: string): Array<{ language: Language; path: string }> =>
  LANGUAGES.map((language) => ({ language, path: localisedPath(path, language) }));
