import { field, picture, text } from '../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the SEO component (shared.seo), beside the schema it explains: its name in the
 * admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('SEO', 'SEO'),
  fields: {
    metaTitle: field(
      text('Judul SEO', 'SEO title'),
      text(
        'Judul di hasil mesin pencari dan pratinjau tautan; maks. 70 karakter. Kosong = judul halaman.',
        "The title in search results and link previews; at most 70 characters. Empty = the page's title.",
      ),
    ),
    metaDescription: field(
      text('Deskripsi SEO', 'SEO description'),
      text(
        'Kalimat di bawah judul di hasil mesin pencari; maks. 160 karakter.',
        'The sentence below the title in search results; at most 160 characters.',
      ),
    ),
    shareImage: picture(
      text('Gambar pratinjau', 'Share picture'),
      text(
        'Gambar pratinjau tautan di media sosial dan aplikasi pesan.',
        'The link preview picture in social media and messaging apps.',
      ),
    ),
  },
} satisfies ModelGuide;
