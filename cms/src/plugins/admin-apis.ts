/** What the project's local plugins share of the admin's APIs: homepage widgets, edit-view panels and their texts. */
import { useQueryParams, type StrapiApp } from '@strapi/strapi/admin';
import type { DocumentActionComponent, PanelComponent } from '@strapi/content-manager/strapi-admin';
import { useIntl } from 'react-intl';

interface ContentManagerApis {
  addEditViewSidePanel(panels: PanelComponent[] | ((current: PanelComponent[]) => PanelComponent[])): void;
  addDocumentAction(actions: (current: DocumentActionComponent[]) => DocumentActionComponent[]): void;
}

/** A plugin's apis are typed loosely (Record<string, unknown>): whether these are the Content Manager's. */
const isContentManagerApis = (apis: Record<string, unknown>): apis is Record<string, unknown> & ContentManagerApis =>
  typeof apis.addEditViewSidePanel === 'function' && typeof apis.addDocumentAction === 'function';

/** One widget, as the admin's widget registry takes it. */
type Widget = Extract<Parameters<StrapiApp['widgets']['register']>[0], { id: string }>;

/**
 * Registers a plugin's widget on the admin homepage, titled by its text `titleKey` in the editor's
 * admin language (the plugin's English, `en`, while a translation loads).
 */
export function registerHomepageWidget<Key extends string>(
  app: StrapiApp,
  { titleKey, en, ...widget }: Omit<Widget, 'title'> & { titleKey: Key; en: Readonly<Record<Key, string>> },
): void {
  app.widgets.register({ ...widget, title: { id: titleKey, defaultMessage: en[titleKey] } });
}

/**
 * Puts `wrap(action)` in place of the edit view's document action of a type (the Publish button);
 * fails loudly if the Content Manager offers none.
 */
export function replaceDocumentAction(
  app: StrapiApp,
  type: NonNullable<DocumentActionComponent['type']>,
  wrap: (action: DocumentActionComponent) => DocumentActionComponent,
): void {
  const { apis } = app.getPlugin('content-manager');
  if (!isContentManagerApis(apis)) throw new Error('The Content Manager offers no document actions');
  apis.addDocumentAction((current) => {
    if (!current.some((action) => action.type === type)) throw new Error(`The Content Manager has no ${type} action`);
    return current.map((action) => (action.type === type ? wrap(action) : action));
  });
}

/**
 * Adds panels to the Content Manager's edit view (a plugin's admin bootstrap); fails loudly if it
 * offers none. At the end of the side column, or `nearTop`: right below the panel with the
 * save and publish buttons (Strapi's own preview panel puts itself there too).
 */
export function addEditViewSidePanels(app: StrapiApp, panels: PanelComponent[], { nearTop = false } = {}): void {
  const { apis } = app.getPlugin('content-manager');
  if (!isContentManagerApis(apis)) throw new Error('The Content Manager offers no edit-view side panels');
  if (!nearTop) return apis.addEditViewSidePanel(panels);
  apis.addEditViewSidePanel((current) => {
    const actions = current.findIndex((panel) => (panel as { type?: string }).type === 'actions');
    return [...current.slice(0, actions + 1), ...panels, ...current.slice(actions + 1)];
  });
}

/**
 * A plugin's text by its key in the editor's admin language, with its values (the plugin's
 * English while a translation loads): what each plugin's panels and pages say.
 */
export function useTexts<Key extends string>(en: Readonly<Record<Key, string>>) {
  const intl = useIntl();
  return (key: Key, values?: Record<string, string | number>): string =>
    intl.formatMessage({ id: key, defaultMessage: en[key] }, values);
}

/** A plugin's texts in the admin's languages, as Strapi asks for them (English where one is missing). */
export const translationsFor =
  (translations: Record<string, Record<string, string>>) =>
  async ({ locales }: { locales: string[] }) =>
    locales.map((locale) => ({ locale, data: translations[locale] ?? {} }));

/**
 * The language the edit view's form is in: the language menu's (the address's
 * `plugins[i18n][locale]`), else the loaded version's. While a new language version is being made,
 * the loaded document is still the other language's: the form is the new one's.
 */
export function useEditedLocale(document: unknown): string | null {
  const [{ query }] = useQueryParams<{ plugins?: { i18n?: { locale?: unknown } } }>();
  const asked = query.plugins?.i18n?.locale;
  if (typeof asked === 'string' && asked) return asked;
  const { locale } = (document as { locale?: unknown } | undefined) ?? {};
  return typeof locale === 'string' && locale ? locale : null;
}
