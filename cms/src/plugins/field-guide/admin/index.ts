import type { StrapiApp } from '@strapi/strapi/admin';
import { PLUGIN_ID } from '../names';
import { guideLanguage, guidedEditLayout, labelTranslations, modelOfPath, type EditLayout } from './layout';

/** The Content Manager's hook that lets a plugin change an edit view's layout before it renders. */
const MUTATE_EDIT_VIEW_LAYOUT = 'Admin/CM/pages/EditView/mutate-edit-view-layout';

/**
 * The admin side of the field guide: labels (the Content Manager's own translation keys), help
 * texts and examples in the language each editor chose for the admin. The edit view's hook is not
 * told which content type it shows: its address says it; the admin sets <html lang> to the
 * editor's language.
 */
export default {
  register(app: StrapiApp) {
    app.registerPlugin({ id: PLUGIN_ID, name: 'Field guide' });
  },
  bootstrap(app: StrapiApp) {
    app.registerHook(MUTATE_EDIT_VIEW_LAYOUT, <A extends { layout: EditLayout }>(args: A): A => ({
      ...args,
      layout: guidedEditLayout(args.layout, modelOfPath(window.location.pathname), document.documentElement.lang),
    }));
  },
  async registerTrads({ locales }: { locales: string[] }) {
    return locales.map((locale) => ({ locale, data: labelTranslations(guideLanguage(locale)) }));
  },
};
