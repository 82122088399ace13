import { ArrowsCounterClockwise } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { PLUGIN_ID, READ_ACTION } from '../names';
import { en, id } from './translations';
import { registerHomepageWidget, translationsFor } from '../../admin-apis';

/**
 * The admin side of Site builds: a "Site builds" widget on the admin homepage for roles allowed to
 * see builds, in the language each editor chose for the admin (English or Indonesian).
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Site builds' });
    registerHomepageWidget(app, {
      id: 'builds',
      pluginId: PLUGIN_ID,
      icon: ArrowsCounterClockwise,
      titleKey: 'site-builds.widget.title',
      en,
      component: async () => (await import('./SiteBuildsWidget')).default,
      permissions: [{ action: READ_ACTION }],
    });
  },
  registerTrads: translationsFor({ en, id }),
};
