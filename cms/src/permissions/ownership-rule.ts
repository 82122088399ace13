/**
 * The ownership rule, as pure logic: what an admin must be allowed on each existing version of a
 * document before a write to it goes ahead. document-ownership.ts applies it to every write the
 * document service makes for an admin's request, whichever route asked for it.
 *
 * - The versions a write names (its language, or every language for `*`) need the action's own
 *   right: update to save or discard, delete to delete, publish to publish or unpublish, read to
 *   copy (clone).
 * - A new language version needs the right to create, and to read every version the document
 *   already has: one adds a language only to a document one may read.
 * - The other languages' versions are left alone, unless the write changes them (a field the
 *   languages share is written into every language): those the admin may not update are guarded,
 *   compared before and after the write, and a change to one undoes the write.
 */

export type WriteAction = 'create' | 'update' | 'delete' | 'publish' | 'unpublish' | 'discardDraft' | 'clone';
export const WRITE_ACTIONS: ReadonlySet<string> = new Set<WriteAction>([
  'create',
  'update',
  'delete',
  'publish',
  'unpublish',
  'discardDraft',
  'clone',
]);

export type Right = 'read' | 'create' | 'update' | 'delete' | 'publish';

/** One existing version (a database row) of the document, and what the admin may do to it. */
export interface VersionRights {
  id: number;
  /** Null for a type with one language. */
  locale: string | null;
  may: Record<Right, boolean>;
}

export interface OwnershipDecision {
  /** The right missing on a version, when the write is refused before it is made. */
  refused: { right: Right; locale: string | null } | null;
  /** The rows of other languages the write must leave as they are. */
  guarded: number[];
}

const RIGHT_OF: Record<WriteAction, Right> = {
  create: 'update',
  update: 'update',
  discardDraft: 'update',
  delete: 'delete',
  publish: 'publish',
  unpublish: 'publish',
  clone: 'read',
};

/**
 * `locales`: the languages the write names (`*` for all of them); null for a type with one
 * language, whose every version the write names. `canCreate`: the admin's right to create on the type.
 */
export function ownershipDecision(
  action: WriteAction,
  locales: readonly string[] | '*' | null,
  versions: readonly VersionRights[],
  canCreate: boolean,
): OwnershipDecision {
  const named = (version: VersionRights) =>
    locales === null || locales === '*' || version.locale === null || locales.includes(version.locale);
  const targets = versions.filter(named);
  const others = versions.filter((version) => !named(version));
  const refuse = (right: Right, version: VersionRights | null): OwnershipDecision => ({
    refused: { right, locale: version?.locale ?? null },
    guarded: [],
  });
  // A write that adds a language to an existing document (create with its documentId, or update
  // of a language it lacks).
  const addsLanguage = (action === 'create' || action === 'update') && targets.length === 0 && versions.length > 0;
  if (addsLanguage) {
    if (!canCreate) return refuse('create', null);
    const unreadable = versions.find((version) => !version.may.read);
    if (unreadable) return refuse('read', unreadable);
  }
  const right = RIGHT_OF[action];
  const forbidden = targets.find((version) => !version.may[right]);
  if (forbidden) return refuse(right, forbidden);
  return { refused: null, guarded: others.filter((version) => !version.may.update).map((version) => version.id) };
}

const RIGHT_WORDS: Record<'id' | 'en', Record<Right, string>> = {
  id: { read: 'membaca', create: 'membuat', update: 'mengubah', delete: 'menghapus', publish: 'menerbitkan' },
  en: { read: 'read', create: 'create', update: 'change', delete: 'delete', publish: 'publish' },
};

/** The one line an editor reads when a write is refused, in their language. */
export function ownershipMessage(refusal: OwnershipDecision['refused'] | 'shared-fields', language: 'id' | 'en'): string {
  if (refusal === 'shared-fields')
    return language === 'id'
      ? 'Perubahan ini juga mengubah versi bahasa lain yang tidak boleh Anda ubah (kolom yang sama di semua bahasa, seperti tanggal, slug atau gambar). Tidak ada yang disimpan.'
      : 'This change also changes another language’s version you may not change (a field all languages share, such as the date, slug or picture). Nothing was saved.';
  const right = RIGHT_WORDS[language][refusal?.right ?? 'update'];
  const where = refusal?.locale ? ` (${refusal.locale})` : '';
  return language === 'id'
    ? `Anda tidak boleh ${right} dokumen ini${where}: dokumen ini milik orang lain. Tidak ada yang disimpan.`
    : `You may not ${right} this document${where}: it is someone else’s. Nothing was saved.`;
}

/** The one line an editor reads when a save names another document than the one it saves. */
/** A `documentId` in a write's data must be a document's id, as text: any other form (a list) named a document past the checks. */
export const documentIdFormProblem = (documentId: unknown): boolean =>
  documentId !== undefined && documentId !== null && (typeof documentId !== 'string' || documentId === '');

export const documentIdFormMessage = (language: 'id' | 'en'): string =>
  language === 'id'
    ? 'documentId harus berupa id satu dokumen (teks). Tidak ada yang disimpan.'
    : 'documentId must be one document’s id, as text. Nothing was saved.';

/**
 * A new document named by a documentId no document has: a deleted one's, whose history (and its
 * owner's drafts) the maker would hold. Only History's recovery brings a documentId back.
 */
export const unknownDocumentIdMessage = (language: 'id' | 'en'): string =>
  language === 'id'
    ? 'Dokumen baru tidak dapat memakai documentId dokumen yang tidak ada (misalnya yang sudah dihapus): kembalikan dokumen terhapus dari Riwayat & aktivitas → Dihapus. Tidak ada yang disimpan.'
    : 'A new document cannot take the documentId of a document that does not exist (a deleted one, say): recover a deleted document from History & activity → Deleted. Nothing was saved.';

export const documentMoveMessage = (language: 'id' | 'en'): string =>
  language === 'id'
    ? 'Sebuah versi tidak dapat dipindahkan ke dokumen lain: documentId yang dikirim bukan milik dokumen yang disimpan. Tidak ada yang disimpan.'
    : 'A version cannot be moved into another document: the documentId sent is not the one of the document saved. Nothing was saved.';
