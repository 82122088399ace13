import { field, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Redirect content type (api::redirect.redirect), beside the schema it
 * explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Pengalihan', 'Redirect'),
  fields: {
    from: field(
      text('Alamat lama', 'Old address'),
      text(
        'Wajib. Alamat di situs ini yang dipindahkan, diawali /: pengunjungnya diarahkan (301) ke alamat baru. Tidak boleh halaman yang ada, alamat baru itu sendiri, atau membentuk putaran.',
        'Required. The address on this site that moved, starting with /: its visitors are sent on (301) to the new address. Not an existing page, not the new address itself, never in a loop.',
      ),
      text('/promo-2025', '/en/promo-2025'),
    ),
    to: field(
      text('Alamat baru', 'New address'),
      text(
        'Wajib. Alamat di situs ini (diawali /) atau alamat lengkap di tempat lain (https://…).',
        'Required. An address on this site (starting with /) or a full address elsewhere (https://…).',
      ),
      text('/news/promo-2026', '/en/news/promo-2026'),
    ),
    note: {
      ...field(
        text('Catatan', 'Note'),
        text(
          'Untuk editor saja: mengapa alamat ini dipindahkan. Tidak tampil di situs.',
          'For editors only: why this address moved. Not shown on the site.',
        ),
      ),
      editorOnly: true,
    },
  },
  list: { columns: ['from', 'to', 'updatedAt'], sortBy: 'updatedAt', sortOrder: 'DESC' },
} satisfies ModelGuide;
