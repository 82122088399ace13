import { strapiIndonesian } from './translations';

/**
 * The admin panel in English and Indonesian: each editor picks one in their profile. Strapi's own
 * texts in Indonesian come from ./translations (one file per Strapi package); the project's own
 * admin texts live with the plugin that shows them (src/plugins/<name>/admin).
 */
export default {
  config: {
    locales: ['id'],
    translations: { id: strapiIndonesian() },
  },
  bootstrap() {},
};
