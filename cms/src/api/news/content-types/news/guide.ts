import {
  alt,
  field,
  formerAddresses,
  picture,
  richText,
  seo,
  slug,
  text,
  title,
} from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the News content type (api::news.news), beside the schema it explains: its
 * name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Berita', 'News'),
  fields: {
    title: title(
      text(
        'Judul berita di halaman berita, daftar berita, hasil pencarian dan umpan RSS.',
        'The article’s heading on its page, the news list, search results and the RSS feed.',
      ),
    ),
    slug: slug(
      text(
        'Wajib. Alamat halaman berita: /news/<slug>. Bila diubah setelah terbit, alamat lama diarahkan ke yang baru.',
        'Required. The article page’s address: /news/<slug>. Changed after publishing, the old address redirects to the new one.',
      ),
    ),
    formerSlugs: formerAddresses(),
    date: field(
      text('Tanggal', 'Date'),
      text(
        'Wajib. Tanggal berita (WIB); berita terbaru tampil lebih dulu. Sama untuk kedua bahasa.',
        'Required. The article’s date (Jakarta time); the newest show first. The same in both languages.',
      ),
    ),
    excerpt: field(
      text('Ringkasan', 'Excerpt'),
      text(
        'Satu atau dua kalimat di daftar berita, hasil pencarian situs dan umpan RSS; maks. 400 karakter.',
        'One or two sentences on the news list, in site search results and the RSS feed; at most 400 characters.',
      ),
    ),
    cover: picture(
      text('Gambar sampul', 'Cover picture'),
      text(
        'Gambar di atas berita dan di kartunya di daftar berita.',
        'The picture above the article and on its card in the news list.',
      ),
    ),
    coverAlt: alt(text('gambar sampul', 'cover picture')),
    body: richText(text('Isi berita', 'Article text'), text('Isi berita lengkap.', 'The full article.')),
    seo: seo(),
  },
  order: ['title', 'slug', 'date', 'excerpt', 'cover', 'coverAlt', 'body', 'seo', 'formerSlugs'],
  list: { columns: ['title', 'date', 'slug'], sortBy: 'date', sortOrder: 'DESC' },
} satisfies ModelGuide;
