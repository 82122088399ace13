import type { NodePluginArgs } from 'gatsby';
import { htmlFileOf } from '@site/deploy/page-policies';

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

/** The pages in Gatsby's redux store, as their SitePage nodes hold them, in the node store's order (by id: `SitePage <path>`). */
function storePages(store: NodePluginArgs['store']): ReadonlyArray<Record<string, unknown>> {
  const { pages } = store.getState() as { pages: Map<string, StorePage> };
  return [...pages.values()]
    .map((page) => ({ path: page.path, context: page.context ?? {} }))
    .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
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
      nodes = type === 'SitePage' ? storePages(store) : getNodesByType(type);
      read.set(type, nodes);
    }
    return nodes;
  };
}

/** What the deploy files plugin tells of a page file it rewrote (its security policy changed). */
const HTML_REWRITTEN = 'SITE_HTML_REWRITTEN';

/** Tells those who count the pages written (htmlFilesWrittenBy) of a page file rewritten after rendering, relative to public/. */
export function reportRewritten({ emitter }: Pick<NodePluginArgs, 'emitter'>, file: string): void {
  emitter.emit(HTML_REWRITTEN, { type: HTML_REWRITTEN, payload: [file] });
}

/**
 * The page files (relative to public/) this build writes: those of the pages Gatsby reports
 * rendered, segment by segment, and those rewritten after (reportRewritten: a new security policy
 * rewrites every page that Gatsby left alone). Call before the pages are rendered (onPreInit), read
 * after (onPostBuild): spares stating the HTML of every page to tell (20,000 files at 10,000
 * articles a language).
 */
export function htmlFilesWrittenBy({ emitter }: Pick<NodePluginArgs, 'emitter'>): ReadonlySet<string> {
  const written = new Set<string>();
  emitter.on('HTML_GENERATED', (action: { payload: string[] }) => {
    for (const pagePath of action.payload) written.add(htmlFileOf(pagePath));
  });
  emitter.on(HTML_REWRITTEN, (action: { payload: string[] }) => {
    for (const file of action.payload) written.add(file);
  });
  return written;
}
