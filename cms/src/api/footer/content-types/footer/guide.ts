import { field, picture, social, text } from '../../../../plugins/field-guide/guide/texts';
import type { ModelGuide } from '../../../../plugins/field-guide/guide/model-guide';

/**
 * The field guide of the Footer content type (api::footer.footer), beside the schema it explains:
 * its name in the admin, and every field's label, help and example in Indonesian and English.
 * cms/src/plugins/field-guide/guide/index.ts collects it with the others.
 */
export default {
  name: text('Kaki halaman', 'Footer'),
  fields: {
    youtube: social('YouTube', 'https://www.youtube.com/@…'),
    facebook: social('Facebook', 'https://www.facebook.com/…'),
    twitter: social('X (Twitter)', 'https://x.com/…'),
    instagram: social('Instagram', 'https://www.instagram.com/…'),
    tiktok: social('TikTok', 'https://www.tiktok.com/@…'),
    linkedin: social('LinkedIn', 'https://www.linkedin.com/company/…'),
    lighthouseLogo: picture(
      text('Logo sumber informasi', 'Source logo'),
      text(
        'Logo di footer yang menautkan ke kanal YouTube (tampil bila YouTube diisi).',
        'The footer logo that links to the YouTube channel (shown when YouTube is filled in).',
      ),
    ),
    address: field(
      text('Alamat kantor', 'Office address'),
      text(
        'Alamat, telepon, faks dan e-mail di footer setiap halaman.',
        "The address, phone, fax and e-mail in every page's footer.",
      ),
    ),
  },
} satisfies ModelGuide;
