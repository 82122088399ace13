import enMessages from './en.json';
import idMessages from './id.json';

/**
 * The Site builds widget's texts in the admin's languages, one JSON file per language as Strapi's own
 * plugins keep them (ICU messages, react-intl). English is the admin's fallback; Indonesian must
 * name every key English has (the type says so).
 */
export const en = enMessages;

export type SiteBuildsMessage = keyof typeof en;

export const id: Record<SiteBuildsMessage, string> = idMessages;
