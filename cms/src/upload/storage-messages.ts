/**
 * What the editor reads when the media bucket fails while a file is saved or deleted: the file's
 * fate and what to do, no technical detail. The CMS answers in the language the editor chose in
 * their profile; and since the upload dialog looks each English answer up as
 * `upload.apiError.<message>` (src/admin/app.tsx registers these), an editor whose admin shows
 * Indonesian without that choice reads it in Indonesian there too.
 */

/** What went wrong with a request to the bucket. */
export type BucketFailure = 'unreachable' | 'refused' | 'missing' | 'misconfigured' | 'failed';
type Action = 'saved' | 'deleted';

const FATE: Record<Action, { en: string; id: string }> = {
  saved: { en: 'The file was not saved', id: 'Berkas tidak disimpan' },
  deleted: { en: 'The file was not deleted', id: 'Berkas tidak dihapus' },
};

const WHY: Record<BucketFailure, { en: string; id: string }> = {
  unreachable: {
    en: "the media storage cannot be reached. Try again in a moment; if it keeps failing, tell the site's administrator.",
    id: 'penyimpanan media tidak dapat dihubungi. Coba lagi sebentar lagi; jika terus gagal, beri tahu administrator situs.',
  },
  refused: {
    en: "the media storage refused the CMS's access keys. Tell the site's administrator.",
    id: 'penyimpanan media menolak kunci akses CMS. Beri tahu administrator situs.',
  },
  missing: {
    en: "the media storage's bucket does not exist. Tell the site's administrator.",
    id: 'bucket penyimpanan media tidak ada. Beri tahu administrator situs.',
  },
  misconfigured: {
    en: "the media storage refused the CMS's settings. Tell the site's administrator.",
    id: 'penyimpanan media menolak pengaturan CMS. Beri tahu administrator situs.',
  },
  failed: {
    en: "the media storage answered with an error. Try again in a moment; if it keeps failing, tell the site's administrator.",
    id: 'penyimpanan media menjawab dengan galat. Coba lagi sebentar lagi; jika terus gagal, beri tahu administrator situs.',
  },
};

/** The sentence, in English (the CMS's answer) or Indonesian. */
export function storageMessage(failure: BucketFailure, action: Action, language: 'en' | 'id' = 'en'): string {
  return `${FATE[action][language]}: ${WHY[failure][language]}`;
}

/** Every sentence's Indonesian, keyed as the admin's upload dialog looks the English one up. */
export function storageMessagesIndonesian(): Record<string, string> {
  const entries = (Object.keys(WHY) as BucketFailure[]).flatMap((failure) =>
    (Object.keys(FATE) as Action[]).map((action) => [
      `upload.apiError.${storageMessage(failure, action)}`,
      storageMessage(failure, action, 'id'),
    ]),
  );
  return Object.fromEntries(entries);
}
