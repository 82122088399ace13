import { PAGE_IMAGE, alt, field, picture, richText, seo, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Career page content type (api::career-page.career-page), beside the schema
 * it explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Halaman karier', 'Career page'),
  fields: {
    title: title(text('Judul halaman Karir.', 'The Career page heading.')),
    intro: field(
      text('Pengantar', 'Introduction'),
      text('Paragraf pendek di atas daftar lowongan.', 'A short paragraph above the job openings.'),
    ),
    body: richText(
      text('Isi', 'Body'),
      text(
        'Teks di bawah daftar lowongan (budaya kerja, proses seleksi).',
        'Text below the job openings (work culture, hiring process).',
      ),
    ),
    image: picture(text('Gambar', 'Picture'), PAGE_IMAGE),
    imageAlt: alt(text('gambar', 'picture')),
    seo: seo(),
  },
} satisfies ModelGuide;
