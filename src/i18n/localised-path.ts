import { languageOfPath, languagePrefix } from '@site/contracts/site-paths';
import { LANGUAGES, type Language } from './languages';

/**
 * The path of a page in a language: Indonesian has no prefix, English lives under /en
 * (contracts/src/site-paths.ts). `localisedPath('/about', 'en')` is `/en/about`; the English home is `/en`.
 */
export function localisedPath(path: string, language: Language): string {
  const clean = normalisePath(path);
  const prefix = languagePrefix(language);
  return prefix && clean === '/' ? prefix : `${prefix}${clean}`;
}

/** Splits a site path into its language and the language-neutral path. */
export function splitLanguage(pathname: string): { language: Language; path: string } {
  const clean = normalisePath(pathname);
  const language = languageOfPath(clean);
  return { language, path: normalisePath(clean.slice(languagePrefix(language).length)) };
}

/** Leading slash, no trailing slash (except the root), no duplicate slashes. */
export function normalisePath(path: string): string {
  const joined = `/${path}`.replace(/\/{2,}/g, '/');
  return joined.length > 1 ? joined.replace(/\/$/, '') : joined;
}

/** The same page in every language, for hreflang alternates and the language switcher. */
export const alternatePaths = (path: string): Array<{ language: Language; path: string }> =>
  LANGUAGES.map((language) => ({ language, path: localisedPath(path, language) }));
