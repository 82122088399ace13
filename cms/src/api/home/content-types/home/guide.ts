import { alt, field, picture, richText, seo, text, title } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Home content type (api::home.home), beside the schema it explains: its
 * name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Beranda', 'Home'),
  fields: {
    heroTitle: title(text('Judul besar di bagian atas beranda.', 'The large heading at the top of the home page.')),
    heroSubtitle: field(
      text('Subjudul', 'Subtitle'),
      text(
        'Kalimat di bawah judul besar; juga deskripsi beranda untuk mesin pencari bila SEO kosong.',
        "The sentence below the heading; also the home page's description for search engines when SEO is empty.",
      ),
    ),
    heroImage: picture(
      text('Gambar utama', 'Hero picture'),
      text('Gambar lebar di bagian atas beranda.', 'The wide picture at the top of the home page.'),
    ),
    heroImageAlt: alt(text('gambar utama', 'hero picture')),
    intro: richText(
      text('Pengantar', 'Introduction'),
      text(
        'Teks di bawah bagian atas; berita, unit bisnis dan klien terbaru tampil sesudahnya.',
        'Text below the top section; the latest news, business units and clients follow it.',
      ),
    ),
    seo: seo(),
  },
} satisfies ModelGuide;
