/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import i18nextLite from './i18next-lite';
import { SLIM_REQUESTS, slimModuleFor } from './slim-modules';

const ROOT = path.resolve(__dirname, '../..');
const BUNDLE = path.join(ROOT, 'src', 'bundle');
const pluginDir = (name: string, ...rest: string[]) => path.join(ROOT, 'node_modules', name, ...rest);

/** The names an ES module exports (`export { a, b as c } from '…'`, `export function d`, `export const e`). */
function exportedNames(file: string): Set<string> {
  const names = new Set<string>();
  for (const [, name = ''] of fs.readFileSync(file, 'utf8').matchAll(/export\s+(?:function|const)\s+(\w+)/g)) names.add(name);
  for (const [, list = ''] of fs.readFileSync(file, 'utf8').matchAll(/export\s*\{([^}]*)\}/g))
    for (const item of list.split(','))
      names.add(
        item
          .trim()
          .split(/\s+as\s+/)
          .pop() ?? '',
      );
  return names;
}

/** Every site source file (no tests, no generated types). */
function siteSources(dir = path.join(ROOT, 'src')): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return siteSources(full);
    return /\.tsx?$/.test(entry.name) && !/\.(test|d)\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('slimModuleFor', () => {
  it('sends the i18n plugin’s library requests to the slim modules', () => {
    const from = pluginDir('gatsby-plugin-react-i18next', 'dist', 'plugin');
    expect(slimModuleFor('react-i18next', from, BUNDLE)).toBe(path.join(BUNDLE, 'react-i18next-lite.ts'));
    expect(slimModuleFor('i18next', from, BUNDLE)).toBe(path.join(BUNDLE, 'i18next-lite.ts'));
    expect(slimModuleFor('outdent', from, BUNDLE)).toBe(path.join(BUNDLE, 'unused-plugin-helpers.ts'));
    expect(slimModuleFor('react', from, BUNDLE)).toBeUndefined();
  });

  it('loads the progress bar lazily for gatsby-plugin-nprogress only', () => {
    expect(slimModuleFor('accessible-nprogress', pluginDir('gatsby-plugin-nprogress'), BUNDLE)).toBe(
      path.join(BUNDLE, 'lazy-nprogress.ts'),
    );
    expect(slimModuleFor('accessible-nprogress', BUNDLE, BUNDLE)).toBeUndefined();
  });

  it('drops the development-only Partytown snippet from Gatsby’s internal plugin', () => {
    const from = pluginDir('gatsby', 'dist', 'internal-plugins', 'partytown');
    expect(slimModuleFor('./utils/inject-partytown-snippet', from, BUNDLE)).toBe(
      path.join(BUNDLE, 'unused-partytown-snippet.ts'),
    );
    expect(slimModuleFor('./utils/inject-partytown-snippet', BUNDLE, BUNDLE)).toBeUndefined();
  });

  it('keeps the slim modules’ own imports and other packages’ requests', () => {
    expect(slimModuleFor('react-i18next', BUNDLE, BUNDLE)).toBeUndefined();
    expect(slimModuleFor('react-i18next', pluginDir('@scope', 'gatsby-plugin-react-i18next'), BUNDLE)).toBeUndefined();
    expect(slimModuleFor('react-i18next', pluginDir('gatsby-plugin-react-i18next-extra'), BUNDLE)).toBeUndefined();
  });

  it('sends the site’s plugin imports to the plugin exports module', () => {
    expect(slimModuleFor('gatsby-plugin-react-i18next', path.join(ROOT, 'src', 'components'), BUNDLE)).toBe(
      path.join(BUNDLE, 'i18n-plugin-exports.ts'),
    );
    expect(SLIM_REQUESTS.test('gatsby-plugin-react-i18next')).toBe(true);
    expect(SLIM_REQUESTS.test('gatsby-plugin-react-i18next/dist/useI18next')).toBe(false);
    expect(SLIM_REQUESTS.test('./utils/inject-partytown-snippet')).toBe(true);
    expect(SLIM_REQUESTS.test('x/utils/inject-partytown-snippet')).toBe(false);
  });
});

describe('the slim modules cover what is used', () => {
  it('exports every name the site imports from gatsby-plugin-react-i18next', () => {
    const exported = exportedNames(path.join(BUNDLE, 'i18n-plugin-exports.ts'));
    const imported = siteSources().flatMap((file) =>
      [...fs.readFileSync(file, 'utf8').matchAll(/import\s*\{([^}]*)\}\s*from\s*'gatsby-plugin-react-i18next'/g)].flatMap(
        ([, list = '']) => list.split(',').map((name) => name.replace(/^\s*type\s+/, '').trim()),
      ),
    );
    expect(imported.length).toBeGreaterThan(0);
    for (const name of imported.filter(Boolean)) expect([name, exported.has(name)]).toEqual([name, true]);
  });

  it('exports every react-i18next name the plugin’s browser code uses', () => {
    const exported = exportedNames(path.join(BUNDLE, 'react-i18next-lite.ts'));
    const dist = pluginDir('gatsby-plugin-react-i18next', 'dist');
    const used = ['useI18next.js', path.join('plugin', 'wrapPageElement.js')].flatMap((file) =>
      [...fs.readFileSync(path.join(dist, file), 'utf8').matchAll(/_reactI18next\.(\w+)/g)].map(([, name]) => name),
    );
    expect(used.length).toBeGreaterThan(0);
    for (const name of used) expect([name, exported.has(name ?? '')]).toEqual([name, true]);
  });

  it('gives the plugin’s page wrapper every part of an i18next instance it uses', () => {
    const wrapper = fs.readFileSync(pluginDir('gatsby-plugin-react-i18next', 'dist', 'plugin', 'wrapPageElement.js'), 'utf8');
    const used = [...new Set([...wrapper.matchAll(/(?<![\w$.])i18n\.(\w+)/g)].map(([, name]) => name))];
    expect(used.sort()).toEqual(['changeLanguage', 'init', 'language']);
    const instance = i18nextLite.createInstance();
    for (const name of used) expect([name, name in instance]).toEqual([name, true]);
    expect([...wrapper.matchAll(/_i18next\.default\.(\w+)/g)].map(([, name]) => name)).toEqual(['createInstance']);
  });
});
