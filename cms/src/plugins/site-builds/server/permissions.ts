import type { Core } from '@strapi/strapi';
import { PLUGIN_ID, READ_ACTION, REBUILD_ACTION } from '../names';

/** The plugin's admin permissions, under Settings → Roles → Plugins → Site builds. */
const ACTIONS = [
  { uid: 'read', displayName: 'See site builds', pluginName: PLUGIN_ID, section: 'plugins' },
  { uid: 'rebuild', displayName: 'Rebuild the site', pluginName: PLUGIN_ID, section: 'plugins' },
];

/** The names these permissions had before Site builds became a plugin (roles keep what they were given). */
const FORMER_NAMES: Record<string, string> = {
  'api::site-builds.read': READ_ACTION,
  'api::site-builds.rebuild': REBUILD_ACTION,
};

/** What the plugin uses of the admin's permission service (Strapi types its services loosely). */
interface ActionProvider {
  registerMany(actions: ReadonlyArray<Record<string, unknown>>): Promise<void>;
}

/**
 * Registers the two permissions (bootstrap: before the admin's own bootstrap drops every granted
 * permission whose action nobody registered), and renames grants made under their former names.
 */
export async function registerPermissions(strapi: Core.Strapi): Promise<void> {
  const { actionProvider } = strapi.service('admin::permission');
  const provider: ActionProvider = actionProvider;
  await provider.registerMany(ACTIONS);
  for (const [former, current] of Object.entries(FORMER_NAMES)) {
    await strapi.db.query('admin::permission').updateMany({ where: { action: former }, data: { action: current } });
  }
}

/**
 * Editors and authors see the builds and editors may rebuild, unless an administrator changed
 * that: the grants are added once (a marker in the store), never re-added after a removal. Called
 * from the app's bootstrap: the admin creates its default roles after the plugins' bootstrap.
 */
export async function grantByDefault(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: PLUGIN_ID });
  if (await store.get({ key: 'default-grants' })) return;
  const grants: Record<string, string[]> = { 'strapi-editor': [READ_ACTION, REBUILD_ACTION], 'strapi-author': [READ_ACTION] };
  for (const [code, actions] of Object.entries(grants)) {
    const role = await strapi.db.query('admin::role').findOne({ where: { code } });
    if (!role) continue;
    for (const action of actions) {
      const existing = await strapi.db.query('admin::permission').findOne({ where: { action, role: role.id } });
      if (!existing)
        await strapi.db
          .query('admin::permission')
          .create({ data: { action, role: role.id, subject: null, properties: {}, conditions: [] } });
    }
  }
  await store.set({ key: 'default-grants', value: new Date().toISOString() });
}
