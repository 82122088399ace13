import { field, text } from '../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Position component (organization.position), beside the schema it explains:
 * its name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Jabatan', 'Position'),
  fields: {
    title: field(
      text('Jabatan', 'Position'),
      text(
        'Wajib. Nama jabatan dalam bahasa versi ini; maks. 120 karakter.',
        "Required. The position's name in this version's language; at most 120 characters.",
      ),
      text('mis. Direktur Operasional', 'e.g. Operations Director'),
    ),
    level: field(
      text('Level', 'Level'),
      text(
        'Wajib. 1 untuk pucuk pimpinan, 2 untuk yang melapor kepadanya, dan seterusnya sampai 6.',
        'Required. 1 for the head, 2 for those reporting to them, and so on down to 6.',
      ),
      text('1', '1'),
    ),
    holder: field(
      text('Pejabat', 'Holder'),
      text(
        'Nama orang yang menjabat (opsional); tampil di bawah jabatan. Bila sama dengan nama seseorang di Manajemen perusahaan ini (versi bahasa yang sama), nama itu menautkan ke halamannya.',
        "The name of the person holding it (optional); shown below the position. When it is the name of someone in this company's Management (same language version), it links to their page.",
      ),
    ),
  },
} satisfies ModelGuide;
