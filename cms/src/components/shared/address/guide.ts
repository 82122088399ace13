import { field, text } from '../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Address component (shared.address), beside the schema it explains: its
 * name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Alamat', 'Address'),
  fields: {
    label: field(
      text('Nama kantor', 'Office name'),
      text('Judul alamat di footer.', 'The address heading in the footer.'),
      text('Kantor Pusat', 'Head office'),
    ),
    addressLine1: field(text('Alamat baris 1', 'Address line 1'), text('Gedung dan jalan.', 'Building and street.')),
    addressLine2: field(
      text('Alamat baris 2', 'Address line 2'),
      text('Kawasan atau kecamatan (opsional).', 'District (optional).'),
    ),
    addressLine3: field(
      text('Alamat baris 3', 'Address line 3'),
      text('Kota dan kode pos (opsional).', 'City and postcode (optional).'),
    ),
    phone: field(
      text('Telepon', 'Phone'),
      text('Ditautkan untuk menelepon dari ponsel.', 'Linked for calling from a phone.'),
      text('+62 21 555 0100', '+62 21 555 0100'),
    ),
    fax: field(
      text('Faks', 'Fax'),
      text('Nomor faks (opsional).', 'Fax number (optional).'),
      text('+62 21 555 0101', '+62 21 555 0101'),
    ),
    email: field(
      text('E-mail', 'E-mail'),
      text('Ditautkan untuk mengirim e-mail.', 'Linked for sending an e-mail.'),
      text('info@contoh.co.id', 'info@example.com'),
    ),
  },
} satisfies ModelGuide;
