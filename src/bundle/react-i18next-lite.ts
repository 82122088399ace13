/**
 * What the browser bundle runs in react-i18next's place: the provider gatsby-plugin-react-i18next's
 * wrapPageElement renders and the `useTranslation` hook the site's components and the plugin's
 * `useI18next` call, over the instance of ./i18next-lite.ts. A page is rendered in one language
 * and changing language is a navigation to another page, so the hook needs no subscription.
 */
import { createContext, createElement, useContext, type ReactNode } from 'react';
import type { I18nLite } from './i18next-lite';
import type { Translate } from '../i18n/translator';

const I18nContext = createContext<I18nLite | null>(null);

export function I18nextProvider({ i18n, children }: { i18n: I18nLite; children?: ReactNode }) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

const untranslated: Translate = (key) => key;

/** `{ t, i18n, ready }`, as react-i18next's hook gives them (a component outside the provider gets keys). */
export function useTranslation(): { t: Translate; i18n: I18nLite | null; ready: boolean } {
  const i18n = useContext(I18nContext);
  return { t: i18n?.t ?? untranslated, i18n, ready: i18n !== null };
}
