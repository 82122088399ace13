import type { Core, UID } from '@strapi/strapi';
import { LOCALES } from './locales';

const EXPLORER = 'plugin::content-manager.explorer';

/**
 * What Strapi's Editor and Author roles are for ("Editors can manage and publish contents
 * including those of other users"; "Authors can manage the content they have created"), on every
 * content type of the site, in both languages.
 */
const WRITERS: Record<string, { actions: string[]; conditions: string[] }> = {
  'strapi-editor': { actions: ['read', 'create', 'update', 'delete', 'publish'], conditions: [] },
  'strapi-author': { actions: ['read', 'create', 'update', 'delete'], conditions: ['admin::is-creator'] },
};

interface PermissionRow {
  id: number;
  action: string;
  subject: string | null;
  properties: { locales?: string[] | null; fields?: string[]; [other: string]: unknown } | null;
}

/**
 * Editors and Authors can do their work. The roles Strapi creates on a first start got no
 * languages on the site's localised types (Strapi's i18n then lets them read and write none: an
 * Editor's news list was empty) and no right to publish or delete them. So:
 * - every Content Manager permission of theirs that names no languages gets both site languages
 *   (a permission whose languages an administrator set in Settings → Roles is left as it is);
 * - the rights missing from the list above are added once per role (a marker in the store): one an
 *   administrator removes afterwards stays removed.
 */
export async function letWritersWork(strapi: Core.Strapi): Promise<void> {
  const locales = LOCALES.map(({ code }) => code);
  const store = strapi.store({ type: 'core', name: 'writer-permissions' });
  const isLocalized = (uid: string) =>
    strapi
      .plugin('i18n')
      .service('content-types')
      .isLocalizedContentType(strapi.contentTypes[uid as UID.ContentType]) === true;
  const ours = Object.values(strapi.contentTypes).filter((type) => type.uid.startsWith('api::'));
  let changed = 0;
  for (const [code, { actions, conditions }] of Object.entries(WRITERS)) {
    const role = (await strapi.db.query('admin::role').findOne({ where: { code }, select: ['id'] })) as { id: number } | null;
    if (!role) continue;
    const permissions = (await strapi.db.query('admin::permission').findMany({
      where: { role: role.id, action: { $startsWith: `${EXPLORER}.` } },
    })) as PermissionRow[];
    for (const permission of permissions) {
      if (
        !permission.subject?.startsWith('api::') ||
        !isLocalized(permission.subject) ||
        permission.properties?.locales !== undefined
      )
        continue;
      await strapi.db.query('admin::permission').update({
        where: { id: permission.id },
        data: { properties: { ...permission.properties, locales } },
      });
      changed += 1;
    }
    if (await store.get({ key: code })) continue;
    for (const type of ours) {
      for (const action of actions) {
        if (action === 'publish' && type.options?.draftAndPublish !== true) continue;
        if (permissions.some((permission) => permission.action === `${EXPLORER}.${action}` && permission.subject === type.uid))
          continue;
        const fields = permissions.find(
          (permission) => permission.action === `${EXPLORER}.read` && permission.subject === type.uid,
        )?.properties?.fields;
        await strapi.db.query('admin::permission').create({
          data: {
            action: `${EXPLORER}.${action}`,
            subject: type.uid,
            properties: {
              ...(fields && ['read', 'create', 'update'].includes(action) ? { fields } : {}),
              ...(isLocalized(type.uid) ? { locales } : {}),
            },
            conditions,
            role: role.id,
          },
        });
        changed += 1;
      }
    }
    await store.set({ key: code, value: new Date().toISOString() });
  }
  if (changed > 0) strapi.log.info(`[bootstrap] editors and authors: ${changed} permissions given (both languages, publishing)`);
}
