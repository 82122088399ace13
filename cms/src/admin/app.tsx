/**
 * The admin panel in English and Indonesian: each editor picks one in their profile. The
 * project's own admin texts live with the plugin that shows them (src/plugins/<name>/admin).
 */
export default {
  config: {
    locales: ['id'],
  },
  bootstrap() {},
};
