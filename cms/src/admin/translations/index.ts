/**
 * Strapi's admin in Indonesian: one file per Strapi package (`<package>/id.json`), laid out as
 * Strapi lays out its own (each package's `admin/src/translations/id.json`: its keys, no
 * prefix), so a later Strapi release's Indonesian can be compared and merged key by key. Each
 * plugin's keys take its id as prefix in the admin, as its own `registerTrads` does; the admin
 * package's take none. The words used: GLOSSARY.md.
 */
import admin from './admin/id.json';
import contentManager from './content-manager/id.json';
import contentReleases from './content-releases/id.json';
import contentTypeBuilder from './content-type-builder/id.json';
import defaults from './defaults/id.json';
import email from './email/id.json';
import i18n from './i18n/id.json';
import reviewWorkflows from './review-workflows/id.json';
import upload from './upload/id.json';
import usersPermissions from './users-permissions/id.json';

type Messages = Record<string, string>;

/** Per package: the prefix its keys take in the admin (a plugin's id), and its Indonesian texts. */
export const STRAPI_PACKAGES: Record<string, { prefix: string; indonesian: Messages }> = {
  admin: { prefix: '', indonesian: admin },
  'content-manager': { prefix: 'content-manager', indonesian: contentManager },
  'content-releases': { prefix: 'content-releases', indonesian: contentReleases },
  'content-type-builder': { prefix: 'content-type-builder', indonesian: contentTypeBuilder },
  email: { prefix: 'email', indonesian: email },
  i18n: { prefix: 'i18n', indonesian: i18n },
  'review-workflows': { prefix: 'review-workflows', indonesian: reviewWorkflows },
  upload: { prefix: 'upload', indonesian: upload },
  'users-permissions': { prefix: 'users-permissions', indonesian: usersPermissions },
};

/** A package's messages with the keys the admin knows them by. */
export const withPrefix = (prefix: string, messages: Messages): Messages =>
  prefix ? Object.fromEntries(Object.entries(messages).map(([key, text]) => [`${prefix}.${key}`, text])) : messages;

/**
 * Texts Strapi's code shows by their English default message, under ids its own files lack
 * (`search.placeholder`, `upload.modal.url.title`…): keyed as the admin asks for them.
 */
export const DEFAULT_MESSAGES: Messages = defaults;

/** Every Indonesian text of Strapi's packages, keyed as the admin asks for them. */
export const strapiIndonesian = (): Messages =>
  Object.assign(
    {},
    DEFAULT_MESSAGES,
    ...Object.values(STRAPI_PACKAGES).map(({ prefix, indonesian }) => withPrefix(prefix, indonesian)),
  );

/**
 * Strapi's English texts this CMS must say otherwise: what History changed (a deleted document
 * and a discarded draft can be brought back). Their Indonesian is in the package's own file.
 */
export const ENGLISH_CHANGES: Messages = {
  'content-manager.actions.delete.dialog.body':
    'Are you sure you want to delete this document? It can be recovered from History & activity → Deleted while history is kept.',
  'content-manager.actions.discard.dialog.body':
    'Are you sure you want to discard the changes? The discarded draft stays in the History panel and can be restored.',
};
