import { isLanguage, type Language } from './languages';

/** The visitor's language choice: `localStorage.lang` and a `lang` cookie (365 days, path /). */
export const PREFERENCE_KEY = 'lang';
export const PREFERENCE_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function storeLanguagePreference(language: Language): void {
  try {
    window.localStorage.setItem(PREFERENCE_KEY, language);
  } catch {
    // storage can be disabled (private mode); the cookie still carries the choice
  }
  document.cookie = `${PREFERENCE_KEY}=${language}; Max-Age=${PREFERENCE_COOKIE_MAX_AGE}; Path=/; SameSite=Lax`;
}

export function storedLanguagePreference(): Language | null {
  try {
    const stored = window.localStorage.getItem(PREFERENCE_KEY);
    if (isLanguage(stored)) return stored;
  } catch {
    // fall through to the cookie
  }
  const cookie = document.cookie.split('; ').find((part) => part.startsWith(`${PREFERENCE_KEY}=`));
  const value = cookie?.slice(PREFERENCE_KEY.length + 1);
  return isLanguage(value) ? value : null;
}
