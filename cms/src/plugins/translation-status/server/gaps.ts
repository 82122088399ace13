import { SOURCE_LOCALE, TARGET_LOCALE, type TranslationGap } from '../names';

/** A published version of a document in one language, as the database holds it. */
export interface PublishedVersion {
  documentId: string;
  locale: string;
  updatedAt: string | Date;
  title?: unknown;
}

const time = (value: string | Date): number => new Date(value).getTime();

/**
 * The documents whose Indonesian version is published and whose English one is not (missing), or
 * was changed before the Indonesian one (outdated); newest Indonesian change first. A document
 * published in English only needs nothing from an Indonesian editor and is left out.
 */
export function translationGaps(versions: readonly PublishedVersion[]): TranslationGap[] {
  const byDocument = new Map<string, Map<string, PublishedVersion>>();
  for (const version of versions) {
    const locales = byDocument.get(version.documentId) ?? new Map<string, PublishedVersion>();
    locales.set(version.locale, version);
    byDocument.set(version.documentId, locales);
  }
  const gaps: TranslationGap[] = [];
  for (const [documentId, locales] of byDocument) {
    const source = locales.get(SOURCE_LOCALE);
    if (!source) continue;
    const target = locales.get(TARGET_LOCALE);
    const gap = !target ? 'missing' : time(target.updatedAt) < time(source.updatedAt) ? 'outdated' : null;
    if (!gap) continue;
    const title = typeof source.title === 'string' && source.title.trim() ? source.title.trim() : null;
    gaps.push({ documentId, title, gap, changedAt: new Date(source.updatedAt).toISOString() });
  }
  return gaps.sort((a, b) => time(b.changedAt) - time(a.changedAt));
}
