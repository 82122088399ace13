import { field, text } from '../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Value item component (shared.value-item), beside the schema it explains:
 * its name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Butir nilai', 'Value item'),
  fields: {
    title: field(
      text('Nilai', 'Value'),
      text('Wajib. Nama nilai, sebagai judul butir.', "Required. The value's name, as the item's heading."),
      text('mis. Integritas', 'e.g. Integrity'),
    ),
    description: field(
      text('Keterangan', 'Description'),
      text('Satu atau dua kalimat yang menjelaskan nilai ini.', 'One or two sentences explaining this value.'),
    ),
    icon: field(
      text('Ikon', 'Icon'),
      text(
        'Nama ikon untuk desain mendatang; situs belum menampilkannya.',
        'An icon name for a future design; the site does not show it yet.',
      ),
    ),
  },
} satisfies ModelGuide;
