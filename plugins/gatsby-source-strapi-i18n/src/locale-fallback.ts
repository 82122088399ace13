/**
 * Every page exists in every language, but editors may not have translated every document.
 * For each document and each site language, pick the version in that language or, failing
 * that, the fallback language's version; `contentLanguage` says which one was picked.
 */
export interface LocalisedEntry {
  documentId: string;
  locale: string;
}

export type Localised<T> = T & { language: string; contentLanguage: string };

export function localiseDocuments<T extends LocalisedEntry>(
  entries: readonly T[],
  languages: readonly string[],
  fallbackLanguage: string,
): Array<Localised<T>> {
  const byDocument = new Map<string, Map<string, T>>();
  for (const entry of entries) {
    const versions = byDocument.get(entry.documentId) ?? new Map<string, T>();
    versions.set(entry.locale, entry);
    byDocument.set(entry.documentId, versions);
  }

  const result: Array<Localised<T>> = [];
  for (const versions of byDocument.values()) {
    for (const language of languages) {
      const picked = versions.get(language) ?? versions.get(fallbackLanguage);
      if (picked) result.push({ ...picked, language, contentLanguage: picked.locale });
    }
  }
  return result;
}
