import type { StrapiApp } from '@strapi/strapi/admin';
import { addEditViewSidePanels, translationsFor } from '../../admin-apis';
import { ChecksPanel } from './ChecksPanel';
import { en, id } from './translations';

/** The admin side of the checks before publishing: the edit view's panel, in each editor's language. */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'publish-checks', name: 'Publish checks' });
  },
  bootstrap(app: StrapiApp) {
    addEditViewSidePanels(app, [ChecksPanel]);
  },
  registerTrads: translationsFor({ en, id }),
};
