import enMessages from './en.json';
import idMessages from './id.json';

/** The checks panel's texts (the findings themselves come from the CMS in both languages). */
export const en = enMessages;

export type ChecksMessage = keyof typeof en;

export const id: Record<ChecksMessage, string> = idMessages;
