import type { StrapiApp } from '@strapi/strapi/admin';
import { PLUGIN_ID } from '../names';
import { addEditViewSidePanels, translationsFor } from '../../admin-apis';
import { SchedulePanel } from './SchedulePanel';
import { en, id } from './translations';

/**
 * The admin side of Scheduling: the edit view's "Schedule" panel, in the language each editor
 * chose for the admin. (strapi-plugin-publisher's own panel, whose times follow the computer's
 * time zone and whose schedules know no language, is switched off in config/plugins.ts.)
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Scheduling' });
  },
  bootstrap(app: StrapiApp) {
    addEditViewSidePanels(app, [SchedulePanel]);
  },
  registerTrads: translationsFor({ en, id }),
};
