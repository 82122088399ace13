import {
  company,
  field,
  formerAddresses,
  order,
  picture,
  richText,
  slug,
  text,
} from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Management content type (api::management.management), beside the schema it
 * explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Manajemen', 'Management'),
  fields: {
    name: field(
      text('Nama', 'Name'),
      text(
        'Wajib. Nama lengkap, di daftar manajemen dan halaman pribadinya.',
        'Required. The full name, on the management list and the person’s own page.',
      ),
    ),
    slug: slug(
      text(
        'Wajib. Alamat halaman pribadinya: /management-etsi/<slug>. Bila diubah setelah terbit, alamat lama diarahkan ke yang baru.',
        'Required. The address of the person’s own page: /management-etsi/<slug>. Changed after publishing, the old address redirects to the new one.',
      ),
    ),
    formerSlugs: formerAddresses(),
    position: field(
      text('Jabatan', 'Position'),
      text(
        'Wajib. Jabatan dalam bahasa versi ini, di bawah nama.',
        "Required. The position in this version's language, below the name.",
      ),
      text('mis. Direktur Utama', 'e.g. President Director'),
    ),
    description: richText(
      text('Profil', 'Profile'),
      text('Riwayat singkat di halaman pribadinya.', 'A short biography on the person’s own page.'),
    ),
    photo: picture(
      text('Foto', 'Photo'),
      text('Foto wajah; nama orang itu menjadi teks alternatifnya.', 'A portrait; the person’s name is its alternative text.'),
    ),
    company: company(
      text('Wajib. Halaman manajemen tempat orang ini tampil.', 'Required. The management page this person shows on.'),
    ),
    order: order(text('daftar manajemen perusahaannya', 'their company’s management list')),
  },
  order: ['name', 'position', 'company', 'slug', 'photo', 'description', 'order', 'formerSlugs'],
  list: { columns: ['name', 'position', 'company', 'order'], sortBy: 'order', sortOrder: 'ASC' },
} satisfies ModelGuide;
