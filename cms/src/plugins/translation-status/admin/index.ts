import { Earth } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { PLUGIN_ID } from '../names';
import { en, id } from './translations';
import { translationsFor } from '../../admin-apis';

/**
 * The admin side of Translations: a "Translations" widget on the admin homepage, in the language
 * each editor chose for the admin (English or Indonesian).
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Translations' });
    app.widgets.register({
      id: 'gaps',
      pluginId: PLUGIN_ID,
      icon: Earth,
      title: { id: 'translation-status.widget.title', defaultMessage: en['translation-status.widget.title'] },
      component: async () => (await import('./TranslationsWidget')).default,
    });
  },
  registerTrads: translationsFor({ en, id }),
};
