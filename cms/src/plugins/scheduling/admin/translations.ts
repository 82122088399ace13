/**
 * The Schedule panel's texts in the admin's languages (ICU messages, react-intl). English is the
 * admin's fallback; Indonesian must name every key English has (the type says so).
 */
export const en = {
  'scheduling.panel.title': 'Schedule',
  'scheduling.intro': 'Times are Jakarta time (WIB). At that time the site is rebuilt by itself.',
  'scheduling.publish.label': 'Publish at (WIB)',
  'scheduling.unpublish.label': 'Unpublish at (WIB)',
  'scheduling.publish.date': 'Publishing date',
  'scheduling.publish.time': 'Publishing time (WIB)',
  'scheduling.unpublish.date': 'Unpublishing date',
  'scheduling.unpublish.time': 'Unpublishing time (WIB)',
  'scheduling.clear': 'Clear the date',
  'scheduling.publish.submit': 'Schedule publishing',
  'scheduling.unpublish.submit': 'Schedule unpublishing',
  'scheduling.publish.set': 'Publishes by itself on {time}',
  'scheduling.unpublish.set': 'Unpublishes by itself on {time}',
  'scheduling.publish.cancel': 'Cancel scheduled publishing',
  'scheduling.unpublish.cancel': 'Cancel scheduled unpublishing',
  'scheduling.load-failed': 'The schedules could not be loaded.',
  'scheduling.error.bad-time': 'Enter a date and a time.',
  'scheduling.error.past': 'That time has passed: choose a time from now on.',
  'scheduling.error.not-scheduled-type': 'This content type cannot be scheduled.',
  'scheduling.error.no-document': 'Save this version first: there is nothing to publish yet.',
  'scheduling.error.not-published': 'This version is not published: there is nothing to unpublish.',
  'scheduling.error.already-scheduled': 'This is scheduled already: cancel that schedule first.',
  'scheduling.error.failed': 'The schedule could not be saved.',
};

export type SchedulingMessage = keyof typeof en;

export const id: Record<SchedulingMessage, string> = {
  'scheduling.panel.title': 'Jadwal',
  'scheduling.intro': 'Waktu dalam WIB (Jakarta). Pada waktu itu situs dibangun ulang dengan sendirinya.',
  'scheduling.publish.label': 'Terbitkan pada (WIB)',
  'scheduling.unpublish.label': 'Batalkan terbit pada (WIB)',
  'scheduling.publish.date': 'Tanggal terbit',
  'scheduling.publish.time': 'Jam terbit (WIB)',
  'scheduling.unpublish.date': 'Tanggal batal terbit',
  'scheduling.unpublish.time': 'Jam batal terbit (WIB)',
  'scheduling.clear': 'Kosongkan tanggal',
  'scheduling.publish.submit': 'Jadwalkan terbit',
  'scheduling.unpublish.submit': 'Jadwalkan batal terbit',
  'scheduling.publish.set': 'Terbit dengan sendirinya pada {time}',
  'scheduling.unpublish.set': 'Batal terbit dengan sendirinya pada {time}',
  'scheduling.publish.cancel': 'Batalkan jadwal terbit',
  'scheduling.unpublish.cancel': 'Batalkan jadwal batal terbit',
  'scheduling.load-failed': 'Jadwal tidak dapat dimuat.',
  'scheduling.error.bad-time': 'Isi tanggal dan jam.',
  'scheduling.error.past': 'Waktu itu sudah lewat: pilih waktu mulai sekarang.',
  'scheduling.error.not-scheduled-type': 'Jenis konten ini tidak dapat dijadwalkan.',
  'scheduling.error.no-document': 'Simpan versi ini dulu: belum ada yang bisa diterbitkan.',
  'scheduling.error.not-published': 'Versi ini belum terbit: tidak ada yang bisa dibatalkan.',
  'scheduling.error.already-scheduled': 'Sudah ada jadwal: batalkan jadwal itu dulu.',
  'scheduling.error.failed': 'Jadwal tidak dapat disimpan.',
};
