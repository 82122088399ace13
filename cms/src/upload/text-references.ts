/**
 * Whether a text shows a media file by its address, however the address is written. A browser
 * reads a Markdown or HTML address with its character references decoded (`&#105;`) and Markdown's
 * backslash escapes removed, resolves `./` and `../`, and the server decodes percent-escapes
 * (`%69`) before it looks for the file: each spelling shows the same file. What stays is the
 * file's stored name (its hash, in every size's name too), which `asAddressesRead` brings back.
 */
import { decodeHTML } from 'entities';

/**
 * The text with what a browser and a server decode in an address decoded: references, backslash
 * escapes, the tabs and line breaks a browser takes out of any address (the third attack wrote
 * one into a file's name), percent-escapes of ASCII.
 */
export function asAddressesRead(text: string): string {
  const unescaped = decodeHTML(text)
    .replace(/\\([!-/:-@[-`{-~])/g, '$1')
    .replace(/[\t\n\r]/g, '');
  return unescaped.replace(/%([0-7][0-9a-f])/gi, (_escape, hex: string) => String.fromCharCode(Number.parseInt(hex, 16)));
}

/** What may hide a file's name in a text from a plain search for it: a text without any holds the name as written, or not at all. */
export const ESCAPE_MARKS = ['%', '&', '\\', '\t', '\n', '\r'] as const;

/**
 * Whether `text` shows one of the files stored as `hashes` (Strapi's `hash`: a file's name in the
 * uploads folder or bucket, without extension); the text is decoded once, whatever their number.
 */
export function showsFiles(text: string, hashes: readonly string[]): boolean {
  if (hashes.some((hash) => text.includes(hash))) return true;
  const read = asAddressesRead(text);
  return hashes.some((hash) => read.includes(hash));
}

/** Whether `text` shows the file stored as `hash`. */
export const showsFile = (text: string, hash: string): boolean => showsFiles(text, [hash]);
