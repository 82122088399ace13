/**
 * The Content Manager, as this site needs it (Strapi's extension of an installed plugin): its
 * relation pickers check first that the field is a relation the editor may read
 * (src/policies/relation-readable.ts), so a field they may not read is a 403, not a 500.
 */
interface Route {
  path: string;
  config?: { policies?: unknown[] };
}

interface ContentManagerPlugin {
  routes: Record<string, { routes: Route[] }>;
}

export default (plugin: ContentManagerPlugin): ContentManagerPlugin => {
  for (const route of plugin.routes.admin.routes) {
    if (route.path.startsWith('/relations/')) {
      route.config = { ...route.config, policies: [...(route.config?.policies ?? []), 'global::relation-readable'] };
    }
  }
  return plugin;
};
