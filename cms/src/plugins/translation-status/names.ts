/**
 * The Translations plugin's names, shared by its admin and server sides: its admin API lives at
 * /translation-status. The site's languages: documents are written in Indonesian first (the
 * default), then translated into English.
 */
export const PLUGIN_ID = 'translation-status';
export const SOURCE_LOCALE = 'id';
export const TARGET_LOCALE = 'en';

/** The language a version in `locale` is read beside: English beside Indonesian, and the other way round. */
export const otherLanguage = (locale: string): string => (locale === SOURCE_LOCALE ? TARGET_LOCALE : SOURCE_LOCALE);

/** What GET /translation-status answers: per content type the editor may read, what needs translating. */
export interface TranslationStatus {
  types: TypeStatus[];
}

export interface TypeStatus {
  uid: string;
  name: string;
  kind: 'collectionType' | 'singleType';
  missing: number;
  outdated: number;
  /** The documents, newest Indonesian change first (at most DOCUMENTS_PER_TYPE). */
  documents: TranslationGap[];
}

export interface TranslationGap {
  documentId: string;
  title: string | null;
  /** `missing`: no English version is published; `outdated`: the Indonesian one changed after it. */
  gap: 'missing' | 'outdated';
  /** When the Indonesian version was last changed. */
  changedAt: string;
}

export const DOCUMENTS_PER_TYPE = 5;

/** What GET /translation-status/fields answers: each own field of one language against the other's. */
export interface FieldStandings {
  sourceLocale: string;
  fields: Record<
    string,
    {
      /** `newer-in-source`: the other language's field changed after this one; `unknown`: History holds no change of it. */
      standing: 'newer-in-source' | 'up-to-date' | 'unknown';
      sourceChangedAt: string | null;
      changedAt: string | null;
    }
  >;
}
