/**
 * Which page shows a CMS document: the build writes this map (gatsby-node.ts, to
 * CONTENT_PAGES_FILE) as `{ [uid]: { [documentId | '*']: { [language]: path } } }`; '*' is a
 * single type's one document. The build record links the live page of what was published.
 */
import fs from 'node:fs';

export type ContentPages = Record<string, Record<string, Record<string, string>>>;

export function readContentPages(file: string): ContentPages {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8')) as ContentPages;
  } catch {
    return {};
  }
}

/**
 * The path of the page showing a document in a language (the default language's when that
 * language has none), or null.
 */
export function pageOf(
  pages: ContentPages,
  { model, documentId, locale }: { model?: string; documentId?: string; locale?: string },
) {
  const byDocument = model ? pages[model] : undefined;
  const languages = byDocument ? (byDocument[documentId ?? ''] ?? byDocument['*']) : undefined;
  if (!languages) return null;
  return (locale && languages[locale]) || Object.values(languages)[0] || null;
}
