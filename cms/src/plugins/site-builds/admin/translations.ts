/**
 * The Site builds widget's texts in the admin's languages (ICU messages, react-intl). English is
 * the admin's fallback; Indonesian must name every key English has (the type says so).
 */
export const en = {
  'site-builds.widget.title': 'Site builds',
  'site-builds.load-failed': 'The build record could not be loaded.',
  'site-builds.hook.not-configured':
    'No build hook with a build record is configured (BUILD_HOOK_URL): the site is built elsewhere.',
  'site-builds.hook.refused': 'The build hook refused the CMS: the CMS and the hook have different secrets (BUILD_HOOK_SECRET).',
  'site-builds.hook.http-error': 'The build hook answered with an error (HTTP {detail}).',
  'site-builds.hook.unreachable': 'The build hook cannot be reached ({detail}): the site is not rebuilt until it runs again.',
  'site-builds.rebuild': 'Rebuild now',
  'site-builds.rebuild.sent': 'Rebuild requested.',
  'site-builds.rebuild.refused': 'The rebuild could not be requested.',
  'site-builds.empty': 'No builds yet.',
  'site-builds.list': 'Last builds',
  'site-builds.pages': '{count, plural, one {# page} other {# pages}}',
  'site-builds.live-page': 'View the live page',
  'site-builds.state.queued': 'Queued',
  'site-builds.state.building': 'Building',
  'site-builds.state.published': 'Published',
  'site-builds.state.failed': 'Failed',
  'site-builds.kind.publish': 'Published',
  'site-builds.kind.unpublish': 'Unpublished',
  'site-builds.kind.delete': 'Deleted',
  'site-builds.kind.media': 'Media changed',
  'site-builds.kind.content': 'Content changed',
  'site-builds.kind.manual': 'Rebuild requested',
  'site-builds.kind.start': 'Site started',
  'site-builds.kind.catch-up': 'Caught up with the CMS',
  'site-builds.kind.retry': 'Tried again',
  'site-builds.trigger.by': 'by {by}',
  'site-builds.trigger.scheduled': 'as scheduled',
  'site-builds.trigger.attempt': '(attempt {attempt} of {max})',
  'site-builds.trigger.more': '+ {count} more',
  'site-builds.duration.seconds': '{seconds} s',
  'site-builds.duration.minutes': '{minutes} min {seconds} s',
  'site-builds.current.building': 'Building now ({trigger})',
  'site-builds.current.queued': 'A build is queued',
  'site-builds.current.failed': 'The last build failed',
  'site-builds.current.failed-kept': 'The last build failed: the site published before it stays live',
  'site-builds.current.retrying':
    'The last build failed; it is tried again automatically (attempt {next} of {max} within minutes)',
  'site-builds.current.retrying-kept':
    'The last build failed: the site published before it stays live; it is tried again automatically (attempt {next} of {max} within minutes)',
  'site-builds.current.gave-up': 'The last build failed {max} times; publish again or press Rebuild now once the cause is fixed',
  'site-builds.current.gave-up-kept':
    'The last build failed {max} times: the site published before it stays live; publish again or press Rebuild now once the cause is fixed',
  'site-builds.current.up-to-date': 'The site is up to date',
  'site-builds.current.none': 'No build yet',
};

export type SiteBuildsMessage = keyof typeof en;

export const id: Record<SiteBuildsMessage, string> = {
  'site-builds.widget.title': 'Pembaruan situs',
  'site-builds.load-failed': 'Catatan pembaruan situs tidak dapat dimuat.',
  'site-builds.hook.not-configured':
    'Tidak ada build hook yang mencatat pembaruan (BUILD_HOOK_URL): situs dibangun di tempat lain.',
  'site-builds.hook.refused': 'Build hook menolak CMS: rahasia CMS dan hook berbeda (BUILD_HOOK_SECRET).',
  'site-builds.hook.http-error': 'Build hook menjawab dengan galat (HTTP {detail}).',
  'site-builds.hook.unreachable':
    'Build hook tidak dapat dihubungi ({detail}): situs tidak diperbarui sampai hook berjalan lagi.',
  'site-builds.rebuild': 'Bangun ulang sekarang',
  'site-builds.rebuild.sent': 'Pembangunan ulang diminta.',
  'site-builds.rebuild.refused': 'Pembangunan ulang tidak dapat diminta.',
  'site-builds.empty': 'Belum ada pembaruan.',
  'site-builds.list': 'Pembaruan terakhir',
  'site-builds.pages': '{count} halaman',
  'site-builds.live-page': 'Lihat halaman yang tayang',
  'site-builds.state.queued': 'Dalam antrean',
  'site-builds.state.building': 'Sedang dibangun',
  'site-builds.state.published': 'Terbit',
  'site-builds.state.failed': 'Gagal',
  'site-builds.kind.publish': 'Diterbitkan',
  'site-builds.kind.unpublish': 'Batal diterbitkan',
  'site-builds.kind.delete': 'Dihapus',
  'site-builds.kind.media': 'Media diubah',
  'site-builds.kind.content': 'Konten diubah',
  'site-builds.kind.manual': 'Pembangunan ulang diminta',
  'site-builds.kind.start': 'Situs dijalankan',
  'site-builds.kind.catch-up': 'Menyusul perubahan di CMS',
  'site-builds.kind.retry': 'Dicoba lagi',
  'site-builds.trigger.by': 'oleh {by}',
  'site-builds.trigger.scheduled': 'sesuai jadwal',
  'site-builds.trigger.attempt': '(percobaan {attempt} dari {max})',
  'site-builds.trigger.more': '+ {count} lainnya',
  'site-builds.duration.seconds': '{seconds} dtk',
  'site-builds.duration.minutes': '{minutes} mnt {seconds} dtk',
  'site-builds.current.building': 'Sedang dibangun ({trigger})',
  'site-builds.current.queued': 'Ada pembaruan dalam antrean',
  'site-builds.current.failed': 'Pembaruan terakhir gagal',
  'site-builds.current.failed-kept': 'Pembaruan terakhir gagal: situs yang terbit sebelumnya tetap tayang',
  'site-builds.current.retrying':
    'Pembaruan terakhir gagal; dicoba lagi secara otomatis (percobaan {next} dari {max} dalam beberapa menit)',
  'site-builds.current.retrying-kept':
    'Pembaruan terakhir gagal: situs yang terbit sebelumnya tetap tayang; dicoba lagi secara otomatis (percobaan {next} dari {max} dalam beberapa menit)',
  'site-builds.current.gave-up':
    'Pembaruan terakhir gagal {max} kali; terbitkan lagi atau tekan Bangun ulang sekarang setelah penyebabnya diperbaiki',
  'site-builds.current.gave-up-kept':
    'Pembaruan terakhir gagal {max} kali: situs yang terbit sebelumnya tetap tayang; terbitkan lagi atau tekan Bangun ulang sekarang setelah penyebabnya diperbaiki',
  'site-builds.current.up-to-date': 'Situs sudah mutakhir',
  'site-builds.current.none': 'Belum ada pembaruan',
};
