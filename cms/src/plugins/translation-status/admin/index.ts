import { Earth } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { PLUGIN_ID } from '../names';
import { en, id } from './translations';
import { addEditViewSidePanels, registerHomepageWidget, translationsFor } from '../../admin-apis';
import { OtherLanguagePanel } from './OtherLanguagePanel';

/**
 * The admin side of Translations: a "Translations" widget on the admin homepage, and the edit
 * view's panel with the other language's text beside each field, in the language each editor
 * chose for the admin (English or Indonesian).
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Translations' });
    registerHomepageWidget(app, {
      id: 'gaps',
      pluginId: PLUGIN_ID,
      icon: Earth,
      titleKey: 'translation-status.widget.title',
      en,
      component: async () => (await import('./TranslationsWidget')).default,
    });
  },
  bootstrap(app: StrapiApp) {
    addEditViewSidePanels(app, [OtherLanguagePanel]);
  },
  registerTrads: translationsFor({ en, id }),
};
