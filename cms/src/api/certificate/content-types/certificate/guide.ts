import { field, picture, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Certificate content type (api::certificate.certificate), beside the schema
 * it explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Sertifikat', 'Certificate'),
  fields: {
    title: title(text('Nama sertifikat di halaman Sertifikat.', 'The certificate’s name on the Certificates page.')),
    issuer: field(
      text('Penerbit', 'Issuer'),
      text('Lembaga yang menerbitkan sertifikat.', 'The body that issued the certificate.'),
      text('mis. Bureau Veritas', 'e.g. Bureau Veritas'),
    ),
    year: field(
      text('Tahun', 'Year'),
      text(
        'Tahun terbit; sertifikat terbaru tampil lebih dulu. Sama untuk kedua bahasa.',
        'The year it was issued; the newest show first. The same in both languages.',
      ),
      text('2024', '2024'),
    ),
    image: picture(
      text('Gambar sertifikat', 'Certificate picture'),
      text('Pindaian atau foto sertifikat.', 'A scan or photo of the certificate.'),
    ),
    description: field(
      text('Keterangan', 'Description'),
      text('Lingkup sertifikat, di bawah namanya.', 'What the certificate covers, below its name.'),
    ),
  },
  list: { columns: ['title', 'issuer', 'year'], sortBy: 'year', sortOrder: 'DESC' },
} satisfies ModelGuide;
