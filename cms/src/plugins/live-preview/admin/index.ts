import type { StrapiApp } from '@strapi/strapi/admin';
import { addEditViewSidePanels, translationsFor } from '../../admin-apis';
import { LivePreviewPanel } from './LivePreviewPanel';
import { en, id } from './translations';

/**
 * The live preview: the edit view's panel that shows the site's preview page of the draft beside
 * the form, following the form as the editor types. Admin code only; the preview page it frames
 * is the site's (src/preview), which shows the form's values only when its parent, the CMS admin,
 * sends them.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: 'live-preview', name: 'Live preview' });
  },
  bootstrap(app: StrapiApp) {
    addEditViewSidePanels(app, [LivePreviewPanel], { nearTop: true });
  },
  registerTrads: translationsFor({ en, id }),
};
