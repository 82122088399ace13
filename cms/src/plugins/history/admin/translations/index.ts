import enMessages from './en.json';
import idMessages from './id.json';

/**
 * The History plugin's texts in the admin's languages (ICU messages, react-intl), one JSON file
 * per language. English is the admin's fallback; Indonesian must name every key English has (the
 * type says so).
 */
export const en = enMessages;

export type HistoryMessage = keyof typeof en;

export const id: Record<HistoryMessage, string> = idMessages;
