import path from 'node:path';
import type { GatsbyNode } from 'gatsby';
import { SLIM_REQUESTS, slimModuleFor } from '../bundle/slim-modules';
import { isDefinePlugin, rendererDefinitions } from '../bundle/renderer-definitions';
import { onPreact, type WebpackConfigLike } from '../bundle/browser-runtime';

/**
 * The production browser bundle runs on Preact (src/bundle/browser-runtime.ts) and loads only what
 * it uses of some plugins' dependencies (slim-modules.ts); the HTML
 * renderer is compiled without the build's environment beyond what pages read (src/bundle). The
 * browser bundle has no source maps: they would be public on any host.
 */
export const onCreateWebpackConfig: GatsbyNode['onCreateWebpackConfig'] = ({ stage, actions, plugins, getConfig }) => {
  if (stage === 'build-html') {
    const config = getConfig() as { plugins?: unknown[] };
    for (const plugin of config.plugins ?? []) {
      if (isDefinePlugin(plugin)) plugin.definitions = rendererDefinitions(plugin.definitions);
    }
    actions.replaceWebpackConfig(config);
    return;
  }
  if (stage !== 'build-javascript') return;
  actions.replaceWebpackConfig(onPreact(getConfig() as WebpackConfigLike));
  const bundleDir = path.resolve('src/bundle');
  actions.setWebpackConfig({
    // No source maps in public/: a static host would serve them (our two servers refuse *.map).
    devtool: false,
    plugins: [
      plugins.normalModuleReplacement(SLIM_REQUESTS, (resource: { request: string; context: string }) => {
        const replacement = slimModuleFor(resource.request, resource.context, bundleDir);
        if (replacement) resource.request = replacement;
      }),
    ],
  });
};
