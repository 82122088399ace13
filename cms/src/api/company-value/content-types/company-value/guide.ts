import { PAGE_IMAGE, alt, field, picture, richText, seo, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Company value content type (api::company-value.company-value), beside the
 * schema it explains: its name in the admin, and every field's label, help and example in
 * Indonesian and English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Nilai perusahaan', 'Company value'),
  fields: {
    title: title(text('Judul halaman Nilai Perusahaan.', 'The Company values page heading.')),
    intro: richText(text('Pengantar', 'Introduction'), text('Teks di atas daftar nilai.', 'Text above the list of values.')),
    values: field(
      text('Nilai-nilai', 'Values'),
      text(
        'Satu butir per nilai, dalam urutan tampilnya. Tambah dengan tombol di bawah.',
        'One item per value, in the order they show. Add one with the button below.',
      ),
    ),
    image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
    imageAlt: alt(text('gambar', 'picture')),
    seo: seo(),
  },
} satisfies ModelGuide;
