/** What the content model says of an attribute in a type written in two languages (Strapi's i18n options). */
interface LanguageOptions {
  pluginOptions?: { i18n?: { localized?: boolean } };
}

/** Each language of a document has its own value of it (`localized: true`): a title, a text. */
export const isOwnPerLanguage = (attribute: unknown): boolean =>
  (attribute as LanguageOptions | undefined)?.pluginOptions?.i18n?.localized === true;

/** A document's languages share it (`localized: false`): a date, a slug, a cover picture. */
export const isSharedByLanguages = (attribute: unknown): boolean =>
  (attribute as LanguageOptions | undefined)?.pluginOptions?.i18n?.localized === false;
