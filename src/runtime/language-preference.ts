import { splitLanguage } from '../i18n/localised-path';
import { PREFERENCE_KEY } from '../i18n/preference';
import { languagePrefix } from '@site/contracts/site-paths';

/**
 * Runs in <head> on the home page only, before anything renders: a visitor whose stored choice is
 * English lands on /en instead of /. It is the site's only redirect. Kept as a string because it is
 * inlined into the HTML (no bundle to wait for, so no flash of the Indonesian page).
 */
export const HOME_REDIRECT_SCRIPT = `try{if(location.pathname==='/'&&localStorage.getItem('${PREFERENCE_KEY}')==='en')location.replace('${languagePrefix('en')}'+location.search+location.hash)}catch(e){}`;

/** The language-setting step of every navigation: the first page a visitor sees sets the stored language if none is stored. */
export function rememberFirstLanguage(pathname: string, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  if (storage.getItem(PREFERENCE_KEY)) return;
  storage.setItem(PREFERENCE_KEY, splitLanguage(pathname).language);
}
