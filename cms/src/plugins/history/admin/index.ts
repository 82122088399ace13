import type { StrapiApp } from '@strapi/strapi/admin';
import { ClockCounterClockwise } from '@strapi/icons';
import { PLUGIN_ID } from '../names';
import { addEditViewSidePanels, translationsFor } from '../../admin-apis';
import { HistoryPanel } from './HistoryPanel';
import { en, id } from './translations';

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
    addEditViewSidePanels(app, [HistoryPanel]);
  },
  registerTrads: translationsFor({ en, id }),
};
