import { PAGE_IMAGE, alt, field, picture, richText, seo, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Contact page content type (api::contact-page.contact-page), beside the
 * schema it explains: its name in the admin, and every field's label, help and example in
 * Indonesian and English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Halaman kontak', 'Contact page'),
  fields: {
    title: title(text('Judul halaman Hubungi Kami.', 'The Contact page heading.')),
    intro: field(
      text('Pengantar', 'Introduction'),
      text('Paragraf pendek di atas formulir kontak.', 'A short paragraph above the contact form.'),
    ),
    officeHours: field(
      text('Jam kantor', 'Office hours'),
      text('Tampil di samping alamat kantor.', 'Shown beside the office address.'),
      text('Senin–Jumat, 08.00–17.00 WIB', 'Monday–Friday, 8 am–5 pm (WIB)'),
    ),
    mapUrl: field(
      text('Tautan peta', 'Map link'),
      text(
        'Tautan "Lihat di peta" ke kantor (Google Maps, OpenStreetMap), dengan https://. Sama untuk kedua bahasa.',
        'The "See on the map" link to the office (Google Maps, OpenStreetMap), with https://. The same in both languages.',
      ),
      text('https://maps.google.com/?q=…', 'https://maps.google.com/?q=…'),
    ),
    body: richText(text('Isi', 'Body'), text('Teks tambahan di bawah formulir.', 'Further text below the form.')),
    image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
    imageAlt: alt(text('gambar', 'picture')),
    seo: seo(),
  },
} satisfies ModelGuide;
