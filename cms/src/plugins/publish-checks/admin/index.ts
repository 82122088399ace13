import type { StrapiApp } from '@strapi/strapi/admin';
import { addEditViewSidePanels, replaceDocumentAction, translationsFor } from '../../admin-apis';
import { ChecksPanel } from './ChecksPanel';
import { withChecks } from './PublishWithChecks';
import { en, id } from './translations';

/** The admin side of the checks before publishing: the edit view's panel and the Publish button's dialog, in each editor's language. */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'publish-checks', name: 'Publish checks' });
  },
  bootstrap(app: StrapiApp) {
    addEditViewSidePanels(app, [ChecksPanel]);
    replaceDocumentAction(app, 'publish', withChecks);
  },
  registerTrads: translationsFor({ en, id }),
};
