/**
 * strapi-plugin-publisher, as this site needs it (Strapi's extension of an installed plugin):
 * - its admin routes (create, change, cancel a schedule) take only editors who may publish that
 *   document in that language (plugin::scheduling.can-schedule), and its list shows each admin
 *   only the schedules of documents they may read (plugin::scheduling.readable-schedules): by
 *   themselves they take, and show everything to, any admin user;
 * - its content-API routes are gone: nobody outside the admin schedules anything;
 * - a schedule being saved is checked (src/plugins/scheduling) before its own checks run;
 * - a schedule keeps who changed its draft unseen since it was set (`heldBy`): such a publish
 *   waits for an editor who may publish it (src/plugins/scheduling/server/holds.ts).
 */
import type { Core } from '@strapi/strapi';
import { checkSchedulesOnSave } from '../../plugins/scheduling/server/check-schedule';
import { HOLD_FIELD } from '../../plugins/scheduling/server/holds';

interface Route {
  method: string;
  path: string;
  config?: { policies?: unknown[]; middlewares?: unknown[] };
}

interface PublisherPlugin {
  register?: (context: { strapi: Core.Strapi }) => unknown;
  routes: Record<string, { type?: string; routes: Route[] }>;
  contentTypes: { action: { schema: { attributes: Record<string, unknown> } } };
}

export default (plugin: PublisherPlugin): PublisherPlugin => {
  for (const route of plugin.routes.admin.routes) {
    route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'plugin::scheduling.can-schedule'] };
    if (route.method === 'GET' && route.path === '/actions') {
      route.config.middlewares = [...(route.config.middlewares ?? []), 'plugin::scheduling.readable-schedules'];
    }
  }
  plugin.routes['content-api'].routes = [];
  plugin.contentTypes.action.schema.attributes[HOLD_FIELD] = { type: 'string' };
  const register = plugin.register;
  plugin.register = async (context) => {
    checkSchedulesOnSave(context.strapi);
    await register?.(context);
  };
  return plugin;
};
