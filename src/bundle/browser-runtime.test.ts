import { readFileSync } from 'node:fs';
import { isFrameworkModule, onPreact, PREACT_ALIASES, type WebpackConfigLike } from './browser-runtime';

describe('the browser bundle on Preact', () => {
  const frameworkTest = (): boolean => false;
  const gatsbys = {
    mode: 'production',
    resolve: { alias: { react: '/site/node_modules/react', 'react-dom': '/site/node_modules/react-dom', gatsby$: '/g' } },
    optimization: {
      splitChunks: {
        chunks: 'all',
        cacheGroups: { framework: { name: 'framework', priority: 40, test: frameworkTest }, lib: {} },
      },
    },
  };

  it('sends React’s modules to Preact instead of Gatsby’s aliases of the site’s React, and keeps the other aliases', () => {
    const config = onPreact(gatsbys);
    expect(config.resolve.alias).toEqual({ gatsby$: '/g', ...PREACT_ALIASES });
    expect(config.resolve.alias).not.toHaveProperty('react');
    expect(config.resolve.alias).not.toHaveProperty('react-dom');
    expect(config.mode).toBe('production');
    expect(gatsbys.resolve.alias.react).toBe('/site/node_modules/react');
  });

  it('resolves each React entry point the bundle may ask for, exactly, to a module Preact ships', () => {
    const { exports } = JSON.parse(readFileSync(require.resolve('preact/package.json'), 'utf8')) as {
      exports: Record<string, unknown>;
    };
    for (const [request, target] of Object.entries(PREACT_ALIASES)) {
      expect(request).toMatch(/^react(-dom)?(\/[a-z-]+)?\$$/);
      expect(Object.keys(exports)).toContain(`.${target.slice('preact'.length)}`);
    }
  });

  it('puts Preact in the framework chunk with React’s packages, not a nested copy or another package', () => {
    const config = onPreact(gatsbys);
    const framework = config.optimization.splitChunks.cacheGroups.framework as { test: unknown; name: string; priority: number };
    expect(framework).toMatchObject({ name: 'framework', priority: 40 });
    expect(framework.test).toBe(isFrameworkModule);
    const at = (file: string) => ({ nameForCondition: () => file });
    expect(isFrameworkModule(at('/site/node_modules/preact/compat/dist/compat.module.js'))).toBe(true);
    expect(isFrameworkModule(at('/site/node_modules/preact/hooks/dist/hooks.module.js'))).toBe(true);
    expect(isFrameworkModule(at('/site/node_modules/react/index.js'))).toBe(true);
    expect(isFrameworkModule(at('/site/node_modules/preact-render-to-string/dist/index.js'))).toBe(false);
    expect(isFrameworkModule(at('/site/node_modules/styled-components/dist/index.js'))).toBe(false);
    expect(isFrameworkModule(at('/site/node_modules/foo/node_modules/preact/dist/preact.js'))).toBe(false);
    expect(isFrameworkModule({})).toBe(false);
  });

  it('leaves a configuration without a framework chunk (development) as it is beyond the aliases', () => {
    const config = onPreact<WebpackConfigLike>({ resolve: {}, optimization: { splitChunks: false } });
    expect(config.optimization).toEqual({ splitChunks: false });
    expect(config.resolve?.alias).toEqual(PREACT_ALIASES);
  });
});
