import enMessages from './en.json';
import idMessages from './id.json';

/** The live-preview panel's texts. */
export const en = enMessages;

export type LivePreviewMessage = keyof typeof en;

export const id: Record<LivePreviewMessage, string> = idMessages;
