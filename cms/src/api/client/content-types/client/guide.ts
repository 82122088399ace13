import { field, order, picture, text, website } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Client content type (api::client.client), beside the schema it explains:
 * its name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Klien', 'Client'),
  fields: {
    name: field(
      text('Nama', 'Name'),
      text(
        'Wajib. Nama klien; juga teks alternatif logonya. Sama untuk kedua bahasa.',
        "Required. The client's name; also its logo's alternative text. The same in both languages.",
      ),
    ),
    logo: picture(
      text('Logo', 'Logo'),
      text('Logo klien di halaman Klien dan beranda.', "The client's logo on the Clients page and the home page."),
    ),
    website: website(text('Situs web klien, ditautkan dari logonya.', "The client's website, linked from its logo.")),
    sector: field(
      text('Sektor', 'Sector'),
      text('Bidang usaha klien, di bawah namanya.', "The client's line of business, below its name."),
      text('mis. Minyak dan gas', 'e.g. Oil and gas'),
    ),
    order: order(text('daftar klien', 'the list of clients')),
  },
  list: { columns: ['name', 'sector', 'order'], sortBy: 'order', sortOrder: 'ASC' },
} satisfies ModelGuide;
