import type { GatsbyNode } from 'gatsby';

/**
 * The pages of the last build keep their SitePage nodes: Gatsby would otherwise sweep them all as
 * stale right after sourcing and write them again in createPages (thousands of database writes
 * at every publish). A page createPages no longer makes is still removed: Gatsby deletes pages
 * that were not created again, and their nodes with them.
 */
export const sourceNodes: GatsbyNode['sourceNodes'] = ({ actions, getNodesByType }) => {
  for (const node of getNodesByType('SitePage')) actions.touchNode(node);
};
