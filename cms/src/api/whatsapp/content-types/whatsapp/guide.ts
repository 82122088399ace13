import { field, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Whatsapp content type (api::whatsapp.whatsapp), beside the schema it
 * explains: its name in the admin, and every field's label, help and example in Indonesian and
 * English. cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('WhatsApp', 'Whatsapp'),
  fields: {
    number: field(
      text('Nomor WhatsApp', 'WhatsApp number'),
      text(
        'Nomor tombol WhatsApp di setiap halaman: awali dengan 0 atau 62, hanya angka. Nomor lain menyembunyikan tombol. Sama untuk kedua bahasa.',
        'The number of the WhatsApp button on every page: starting with 0 or 62, digits only. Any other number hides the button. The same in both languages.',
      ),
      text('081234567890', '081234567890'),
    ),
    initialMessage: field(
      text('Pesan pembuka', 'First message'),
      text(
        'Teks yang sudah terisi saat pengunjung membuka WhatsApp, dalam bahasa versi ini; maks. 500 karakter.',
        "The text already written when a visitor opens WhatsApp, in this version's language; at most 500 characters.",
      ),
      text('Halo, saya ingin bertanya tentang layanan Anda.', "Hello, I'd like to ask about your services."),
    ),
  },
} satisfies ModelGuide;
