/**
 * The browser bundle runs the site's React code on Preact (`preact/compat`): the same components,
 * hooks and `react-dom/client` API in about 5 KiB instead of React DOM's 45 (gzip), which a
 * mid-range phone evaluates in a fraction of the time. Only the production browser bundle is
 * aliased: the HTML renderer, `gatsby develop` (fast refresh) and the unit tests keep React, so
 * the pages' HTML is React's and Preact hydrates it.
 */

/** Requests sent to Preact in the browser bundle (`$`: that module exactly, not its sub-paths). */
export const PREACT_ALIASES: Readonly<Record<string, string>> = {
  react$: 'preact/compat',
  'react/jsx-runtime$': 'preact/jsx-runtime',
  'react/jsx-dev-runtime$': 'preact/jsx-runtime',
  'react-dom$': 'preact/compat',
  'react-dom/client$': 'preact/compat/client',
};

/** Packages of the framework chunk (loaded by every page, cached across deploys): Preact joins them. */
const FRAMEWORK_PACKAGES = ['preact', 'react', 'react-dom', 'scheduler', 'prop-types'];
const FRAMEWORK_MODULE = new RegExp(`(?<!node_modules.*)[\\\\/]node_modules[\\\\/](${FRAMEWORK_PACKAGES.join('|')})[\\\\/]`);

/** A module as webpack's splitChunks test sees it. */
interface ModuleLike {
  nameForCondition?: () => string | null | undefined;
}

export const isFrameworkModule = (module: ModuleLike): boolean => FRAMEWORK_MODULE.test(module.nameForCondition?.() ?? '');

/** The part of Gatsby's webpack configuration this module changes. */
export interface WebpackConfigLike {
  resolve?: { alias?: Record<string, unknown> };
  optimization?: { splitChunks?: false | { cacheGroups?: Record<string, unknown> } };
}

/**
 * Gatsby's browser configuration with React's modules resolved to Preact: Gatsby's own aliases of
 * `react` and `react-dom` (to the site's copies) give way to Preact's, and the framework chunk
 * takes Preact in.
 */
export function onPreact<Config extends WebpackConfigLike>(config: Config): Config {
  const { react: _react, 'react-dom': _reactDom, ...otherAliases } = config.resolve?.alias ?? {};
  const splitChunks = config.optimization?.splitChunks;
  const framework = splitChunks ? splitChunks.cacheGroups?.framework : undefined;
  return {
    ...config,
    resolve: { ...config.resolve, alias: { ...otherAliases, ...PREACT_ALIASES } },
    ...(splitChunks && typeof framework === 'object' && framework !== null
      ? {
          optimization: {
            ...config.optimization,
            splitChunks: {
              ...splitChunks,
              cacheGroups: { ...splitChunks.cacheGroups, framework: { ...framework, test: isFrameworkModule } },
            },
          },
        }
      : {}),
  };
}
