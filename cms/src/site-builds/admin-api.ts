import type { Context } from 'koa';
import type { Core } from '@strapi/strapi';
import { READ_ACTION, REBUILD_ACTION, SITE_BUILDS_PATH } from '../admin/site-builds/constants';
import { createHookClient } from './hook-client';

/** The two admin permissions, under Settings → Roles → Settings → Site: see builds, rebuild the site. */
const ACTIONS = [
  { uid: 'site-builds.read', displayName: 'See site builds', section: 'settings', category: 'Site', subCategory: 'Builds' },
  { uid: 'site-builds.rebuild', displayName: 'Rebuild the site', section: 'settings', category: 'Site', subCategory: 'Builds' },
] as const;

interface ActionProvider {
  registerMany(actions: ReadonlyArray<Record<string, unknown>>): Promise<void>;
}

interface AdminUser {
  email?: string;
}

const requires = (action: string) => ({ policies: [{ name: 'admin::hasPermissions', config: { actions: [action] } }] });

/**
 * GET /site-builds (the build record) and POST /site-builds/rebuild on the admin API, each behind
 * its permission. The CMS asks the build hook with its secret; the admin's browser never has it.
 */
export async function registerSiteBuildsAdminApi(strapi: Core.Strapi): Promise<void> {
  const provider = (strapi.service('admin::permission') as unknown as { actionProvider: ActionProvider }).actionProvider;
  await provider.registerMany(ACTIONS);
  const hook = createHookClient();
  strapi.server.routes({
    type: 'admin',
    prefix: SITE_BUILDS_PATH,
    routes: [
      {
        method: 'GET',
        path: '/',
        info: { type: 'admin' },
        handler: async (ctx: Context) => {
          const answer = await hook.builds();
          ctx.set('Cache-Control', 'no-store');
          ctx.body = answer.reachable ? { reachable: true, builds: answer.value.builds } : answer;
        },
        config: requires(READ_ACTION),
      },
      {
        method: 'POST',
        path: '/rebuild',
        info: { type: 'admin' },
        handler: async (ctx: Context) => {
          const user = ctx.state.user as AdminUser | undefined;
          const answer = await hook.rebuild(user?.email ?? 'an editor');
          if (!answer.reachable) {
            ctx.status = 502;
            ctx.body = { error: { status: 502, name: 'BuildHookError', message: answer.reason } };
            return;
          }
          strapi.log.info(`[site-builds] rebuild requested by ${user?.email ?? 'an editor'}`);
          ctx.status = 202;
          ctx.body = { queued: true, id: answer.value.id };
        },
        config: requires(REBUILD_ACTION),
      },
    ],
  });
}

/**
 * Editors and authors see the builds and editors may rebuild, unless an administrator changed
 * that: the grants are added once (a marker in the store), never re-added after a removal.
 */
export async function grantSiteBuildsByDefault(strapi: Core.Strapi): Promise<void> {
  const store = strapi.store({ type: 'core', name: 'site-builds' });
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
