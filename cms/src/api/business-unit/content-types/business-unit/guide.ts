import { alt, field, order, picture, richText, slug, text, website } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Business unit content type (api::business-unit.business-unit), beside the
 * schema it explains: its name in the admin, and every field's label, help and example in
 * Indonesian and English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Unit bisnis', 'Business unit'),
  fields: {
    name: field(
      text('Nama', 'Name'),
      text(
        'Wajib. Nama unit bisnis di halaman Unit Bisnis dan beranda.',
        'Required. The business unit’s name on the Business units page and the home page.',
      ),
    ),
    slug: slug(
      text(
        'Wajib. Penanda unit bisnis di halaman Unit Bisnis: /business-unit#<slug>.',
        'Required. The business unit’s anchor on the Business units page: /business-unit#<slug>.',
      ),
    ),
    summary: field(
      text('Ringkasan', 'Summary'),
      text('Satu atau dua kalimat di kartu unit bisnis.', "One or two sentences on the business unit's card."),
    ),
    description: richText(
      text('Deskripsi', 'Description'),
      text('Uraian lengkap di halaman Unit Bisnis.', 'The full description on the Business units page.'),
    ),
    logo: picture(text('Logo', 'Logo'), text('Logo unit bisnis di kartunya.', "The business unit's logo on its card.")),
    image: picture(text('Gambar', 'Picture'), text('Foto kegiatan unit bisnis.', "A photo of the business unit's work.")),
    imageAlt: alt(text('gambar', 'picture')),
    website: website(
      text('Situs web unit bisnis, ditautkan dari kartunya.', "The business unit's own website, linked from its card."),
    ),
    order: order(text('daftar unit bisnis', 'the list of business units')),
  },
  order: ['name', 'slug', 'summary', 'description', 'logo', 'image', 'imageAlt', 'website', 'order'],
  list: { columns: ['name', 'order', 'website'], sortBy: 'order', sortOrder: 'ASC' },
} satisfies ModelGuide;
