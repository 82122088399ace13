/** What the project's local plugins share of the admin's APIs: edit-view panels and their texts. */
import type { StrapiApp } from '@strapi/strapi/admin';
import type { PanelComponent } from '@strapi/content-manager/strapi-admin';

interface ContentManagerApis {
  addEditViewSidePanel(panels: PanelComponent[]): void;
}

/** A plugin's apis are typed loosely (Record<string, unknown>): whether these are the Content Manager's. */
const hasSidePanels = (apis: Record<string, unknown>): apis is Record<string, unknown> & ContentManagerApis =>
  typeof apis.addEditViewSidePanel === 'function';

/** Adds panels to the Content Manager's edit view (a plugin's admin bootstrap); fails loudly if it offers none. */
export function addEditViewSidePanels(app: StrapiApp, panels: PanelComponent[]): void {
  const { apis } = app.getPlugin('content-manager');
  if (!hasSidePanels(apis)) throw new Error('The Content Manager offers no edit-view side panels');
  apis.addEditViewSidePanel(panels);
}

/** A plugin's texts in the admin's languages, as Strapi asks for them (English where one is missing). */
export const translationsFor =
  (translations: Record<string, Record<string, string>>) =>
  async ({ locales }: { locales: string[] }) =>
    locales.map((locale) => ({ locale, data: translations[locale] ?? {} }));
