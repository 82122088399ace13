/**
 * The Translations widget's texts in the admin's languages (ICU messages, react-intl). English is
 * the admin's fallback; Indonesian must name every key English has (the type says so).
 */
export const en = {
  'translation-status.widget.title': 'Translations',
  'translation-status.load-failed': 'What needs translating could not be loaded.',
  'translation-status.all-done': 'Every published document has an up-to-date English version.',
  'translation-status.list': 'Documents to translate into English',
  'translation-status.missing': '{count, plural, one {# without English} other {# without English}}',
  'translation-status.outdated': '{count, plural, one {# English version older} other {# English versions older}}',
  'translation-status.gap.missing': 'No English version published',
  'translation-status.gap.outdated': 'Indonesian changed since the English version',
  'translation-status.untitled': '(untitled)',
  'translation-status.translate': 'Translate {title} into English',
  'translation-status.more': '{count, plural, one {# more in the list} other {# more in the list}}',
};

export type TranslationStatusMessage = keyof typeof en;

export const id: Record<TranslationStatusMessage, string> = {
  'translation-status.widget.title': 'Terjemahan',
  'translation-status.load-failed': 'Daftar yang perlu diterjemahkan tidak dapat dimuat.',
  'translation-status.all-done': 'Semua dokumen yang terbit sudah punya versi bahasa Inggris yang mutakhir.',
  'translation-status.list': 'Dokumen yang perlu diterjemahkan ke bahasa Inggris',
  'translation-status.missing': '{count} belum berbahasa Inggris',
  'translation-status.outdated': '{count} versi bahasa Inggris tertinggal',
  'translation-status.gap.missing': 'Belum ada versi bahasa Inggris yang terbit',
  'translation-status.gap.outdated': 'Versi Indonesia berubah setelah versi bahasa Inggris',
  'translation-status.untitled': '(tanpa judul)',
  'translation-status.translate': 'Terjemahkan {title} ke bahasa Inggris',
  'translation-status.more': '{count} lainnya di daftar',
};
