import type { GatsbyNode } from 'gatsby';

/** The plugin in whose name Gatsby makes the SitePage nodes: its internal data bridge. */
export const PAGE_NODES_OWNER = 'internal-data-bridge';

/**
 * The pages of the last build keep their SitePage nodes: Gatsby would otherwise sweep them all as
 * stale right after sourcing and write them again in createPages (thousands of database writes
 * at every publish). Gatsby leaves the nodes of a "stateful" source plugin, which removes its own,
 * alone; the data bridge that owns the page nodes is one in effect: it makes its other nodes anew
 * at every sourcing, and removes a page's node when Gatsby deletes a page that createPages did not
 * make again. Flagged so, Gatsby neither reads nor touches the 20,000 page nodes of a
 * 10,000-article archive at each publish (it did both, 0.4 s a publish each). Through Gatsby's
 * store, a private API (Gatsby is pinned, patches/): where the flag does not take, every page node
 * is touched, as before.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType, store }) => {
  store.dispatch({ type: 'ENABLE_STATEFUL_SOURCE_PLUGIN', plugin: { name: PAGE_NODES_OWNER } });
  const { statefulSourcePlugins } = store.getState() as { statefulSourcePlugins?: unknown };
  if (statefulSourcePlugins instanceof Set && statefulSourcePlugins.has(PAGE_NODES_OWNER)) return;
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};
