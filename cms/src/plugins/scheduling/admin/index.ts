import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { PLUGIN_ID } from '../names';
import { SchedulePanel } from './SchedulePanel';
import { en, id } from './translations';

const TRANSLATIONS: Record<string, Record<string, string>> = { en, id };

interface ContentManagerApis {
  addEditViewSidePanel(panels: PanelComponent[]): void;
}

/** A plugin's apis are typed loosely (Record<string, unknown>): whether these are the Content Manager's. */
const hasSidePanels = (apis: Record<string, unknown>): apis is Record<string, unknown> & ContentManagerApis =>
  typeof apis.addEditViewSidePanel === 'function';

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
    const { apis } = app.getPlugin('content-manager');
    if (!hasSidePanels(apis)) throw new Error('The Content Manager offers no edit-view side panels');
    apis.addEditViewSidePanel([SchedulePanel]);
  },
  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => ({ locale, data: TRANSLATIONS[locale] ?? {} }));
  },
};
