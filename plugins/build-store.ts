import type { NodePluginArgs } from 'gatsby';

/**
 * What the site's build plugins (the XML sitemap, the deploy files, the build's outcome) read of
 * Gatsby's store once the pages are built. Gatsby is pinned (patches/), and these are its private
 * parts: the redux store's `pages` and the actions it dispatches.
 */

/** The nodes of a type, as Gatsby's node store gives them. */
export type NodesOfType = (type: string) => ReadonlyArray<Record<string, unknown>>;

/** A page in Gatsby's redux store: what its SitePage node holds too. */
interface StorePage {
  path: string;
  context?: Record<string, unknown>;
}

/**
 * The nodes of each type, each type read once; the pages (SitePage) from the redux store, which
 * holds them in memory with what their nodes hold (path, context): read from the node store
 * (LMDB), the 20,324 page nodes of a 10,000-article archive took 0.05–0.2 s each time.
 */
export function nodesOfTypeIn({ store, getNodesByType }: Pick<NodePluginArgs, 'store' | 'getNodesByType'>): NodesOfType {
  const read = new Map<string, ReadonlyArray<Record<string, unknown>>>();
  return (type) => {
    let nodes = read.get(type);
    if (!nodes) {
      const { pages } = store.getState() as { pages: Map<string, StorePage> };
      nodes =
        type === 'SitePage'
          ? [...pages.values()].map((page) => ({ path: page.path, context: page.context ?? {} }))
          : getNodesByType(type);
      read.set(type, nodes);
    }
    return nodes;
  };
}

/**
 * The pages whose HTML this build writes, as Gatsby reports each segment it rendered: call before
 * the pages are rendered (onPreBootstrap), read after (onPostBuild). Spares stating the HTML of
 * every page to tell (20,000 files at 10,000 articles a language).
 */
export function pagesRenderedBy({ emitter }: Pick<NodePluginArgs, 'emitter'>): ReadonlySet<string> {
  const rendered = new Set<string>();
  emitter.on('HTML_GENERATED', (action: { payload: string[] }) => {
    for (const pagePath of action.payload) rendered.add(pagePath);
  });
  return rendered;
}
