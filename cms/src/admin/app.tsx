import { ENGLISH_CHANGES, strapiIndonesian } from './translations';
import { storageMessagesIndonesian } from '../upload/storage-messages';

/**
 * The admin panel in English and Indonesian: each editor picks one in their profile. Strapi's own
 * texts in Indonesian come from ./translations (one file per Strapi package); the project's own
 * admin texts live with the plugin that shows them (src/plugins/<name>/admin), and the CMS's own
 * answers the admin shows by their English text with the code that answers them.
 */
export default {
  config: {
    locales: ['id'],
    translations: { en: ENGLISH_CHANGES, id: { ...strapiIndonesian(), ...storageMessagesIndonesian() } },
  },
  bootstrap() {},
};
