import enMessages from './en.json';
import idMessages from './id.json';

/**
 * The Translations widget's texts in the admin's languages, one JSON file per language as Strapi's own
 * plugins keep them (ICU messages, react-intl). English is the admin's fallback; Indonesian must
 * name every key English has (the type says so).
 */
export const en = enMessages;

export type TranslationStatusMessage = keyof typeof en;

export const id: Record<TranslationStatusMessage, string> = idMessages;
