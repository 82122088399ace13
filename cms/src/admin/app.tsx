import { ArrowsCounterClockwise } from '@strapi/icons';
import type { StrapiApp } from '@strapi/strapi/admin';
import { READ_ACTION } from './site-builds/constants';
import * as siteBuilds from './site-builds/translations';

/**
 * The admin panel, in English and Indonesian (each editor picks one in their profile), with a
 * "Site builds" widget on the homepage for roles allowed to see builds.
 */
export default {
  config: {
    locales: ['id'],
    translations: { en: siteBuilds.en, id: siteBuilds.id },
  },
  register(app: StrapiApp) {
    app.widgets.register({
      id: 'site-builds',
      icon: ArrowsCounterClockwise,
      title: { id: 'site-builds.widget.title', defaultMessage: 'Site builds' },
      component: async () => (await import('./site-builds/SiteBuildsWidget')).default,
      permissions: [{ action: READ_ACTION }],
    });
  },
  bootstrap() {},
};
