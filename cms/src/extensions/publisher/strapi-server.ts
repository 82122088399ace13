/**
 * strapi-plugin-publisher, as this site needs it (Strapi's extension of an installed plugin):
 * - its admin routes (list, create, change, cancel a schedule) take only editors who may publish
 *   that type (plugin::scheduling.can-schedule): by themselves they take any admin user;
 * - its content-API routes are gone: nobody outside the admin schedules anything;
 * - a schedule being saved is checked (src/plugins/scheduling) before its own checks run.
 */
import type { Core } from '@strapi/strapi';
import { checkSchedulesOnSave } from '../../plugins/scheduling/server/check-schedule';

interface Route {
  config?: { policies?: unknown[] };
}

interface PublisherPlugin {
  register?: (context: { strapi: Core.Strapi }) => unknown;
  routes: Record<string, { type?: string; routes: Route[] }>;
}

export default (plugin: PublisherPlugin): PublisherPlugin => {
  for (const route of plugin.routes.admin.routes) {
    route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'plugin::scheduling.can-schedule'] };
  }
  plugin.routes['content-api'].routes = [];
  const register = plugin.register;
  plugin.register = async (context) => {
    checkSchedulesOnSave(context.strapi);
    await register?.(context);
  };
  return plugin;
};
