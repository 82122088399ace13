// @ts-check
/**
 * Which page shows a CMS document: the build writes this map (gatsby-node.ts, to
 * CONTENT_PAGES_FILE) as `{ [uid]: { [documentId | '*']: { [language]: path } } }`; '*' is a
 * single type's one document. The build record links the live page of what was published.
 */
import fs from 'node:fs';

/** @typedef {Record<string, Record<string, Record<string, string>>>} ContentPages */

export function readContentPages(/** @type {string} */ file) {
  try {
    return /** @type {ContentPages} */ (JSON.parse(fs.readFileSync(file, 'utf8')));
  } catch {
    return /** @type {ContentPages} */ ({});
  }
}

/**
 * The path of the page showing a document in a language (the default language's when that
 * language has none), or null.
 * @param {ContentPages} pages
 * @param {{ model?: string, documentId?: string, locale?: string }} document
 */
export function pageOf(pages, { model, documentId, locale }) {
  const byDocument = model ? pages[model] : undefined;
  const languages = byDocument ? (byDocument[documentId ?? ''] ?? byDocument['*']) : undefined;
  if (!languages) return null;
  return (locale && languages[locale]) || Object.values(languages)[0] || null;
}
