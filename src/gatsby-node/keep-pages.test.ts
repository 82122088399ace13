/**
 * @jest-environment node
 */
import path from 'node:path';
import type { SourceNodesArgs } from 'gatsby';
import { PAGE_NODES_OWNER, sourceNodes } from './keep-pages';

/** Gatsby's own reducer of stateful source plugins, as the installed Gatsby has it. */
// eslint-disable-next-line @typescript-eslint/no-require-imports -- Gatsby's CommonJS build, read as Gatsby reads it
const { statefulSourcePluginsReducer } = require(
  path.join(path.dirname(require.resolve('gatsby/package.json')), 'dist', 'redux', 'reducers', 'stateful-source-plugins.js'),
) as { statefulSourcePluginsReducer: (state: Set<string> | undefined, action: unknown) => Set<string> };

const pageNodes = [
  { id: 'SitePage /', internal: { type: 'SitePage' } },
  { id: 'SitePage /news', internal: { type: 'SitePage' } },
];

/** Runs sourceNodes against a store whose state `reduce` makes; returns the nodes it touched. */
function run(reduce: (state: unknown, action: unknown) => unknown) {
  let state: unknown = undefined;
  const touched: string[] = [];
  const args = {
    store: {
      dispatch: (action: unknown) => {
        state = reduce(state, action);
        return action;
      },
      getState: () => state,
    },
    actions: { touchNode: (node: { id: string }) => touched.push(node.id) },
    getNodesByType: () => pageNodes,
  } as unknown as SourceNodesArgs;
  void sourceNodes!(args, {} as never, () => undefined);
  return { touched, state };
}

describe('the pages of the last build keep their nodes', () => {
  it("by flagging the page nodes' owner a stateful source plugin in Gatsby's own reducer: no page node read or touched", () => {
    const { touched, state } = run((previous, action) => ({
      statefulSourcePlugins: statefulSourcePluginsReducer(
        (previous as { statefulSourcePlugins?: Set<string> } | undefined)?.statefulSourcePlugins,
        action,
      ),
    }));
    expect((state as { statefulSourcePlugins: Set<string> }).statefulSourcePlugins.has(PAGE_NODES_OWNER)).toBe(true);
    expect(touched).toEqual([]);
  });

  it('by touching every page node where a Gatsby does not take the flag', () => {
    expect(run(() => ({})).touched).toEqual(['SitePage /', 'SitePage /news']);
    expect(run(() => ({ statefulSourcePlugins: new Set(['another-plugin']) })).touched).toEqual(['SitePage /', 'SitePage /news']);
  });
});
