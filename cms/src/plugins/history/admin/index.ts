import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';
import { ClockCounterClockwise } from '@strapi/icons';
import { PLUGIN_ID } from '../names';
import { HistoryPanel } from './HistoryPanel';
import { en, id } from './translations';

const TRANSLATIONS: Record<string, Record<string, string>> = { en, id };

interface ContentManagerApis {
  addEditViewSidePanel(panels: PanelComponent[]): void;
}

const hasSidePanels = (apis: Record<string, unknown>): apis is Record<string, unknown> & ContentManagerApis =>
  typeof apis.addEditViewSidePanel === 'function';

/**
 * The admin side of History: the edit view's "Riwayat" panel (versions, comparison, restore,
 * undo publish) and the "Riwayat & aktivitas" page (the activity log, the deleted documents), in
 * the language each editor chose for the admin. Admin code only: nothing of it reaches the site.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'History' });
    app.addMenuLink({
      to: `plugins/${PLUGIN_ID}`,
      icon: ClockCounterClockwise,
      intlLabel: { id: 'history.page.title', defaultMessage: en['history.page.title'] },
      Component: () => import('./HistoryPage'),
      permissions: [],
    });
  },
  bootstrap(app: StrapiApp) {
    const { apis } = app.getPlugin('content-manager');
    if (!hasSidePanels(apis)) throw new Error('The Content Manager offers no edit-view side panels');
    apis.addEditViewSidePanel([HistoryPanel]);
  },
  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => ({ locale, data: TRANSLATIONS[locale] ?? {} }));
  },
};
