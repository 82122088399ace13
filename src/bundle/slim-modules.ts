import path from 'node:path';

/**
 * The production browser bundle's module substitutions. The CommonJS files of
 * gatsby-plugin-react-i18next and gatsby-plugin-nprogress `require()` whole libraries at start-up,
 * so webpack keeps every export (react-i18next's Trans with its HTML parser, withSSR, …), two
 * helpers this site's options never call, and a progress bar needed only on a slow client-side
 * navigation; Gatsby's partytown plugin requires a snippet it only injects under `gatsby develop`.
 * Each request below, made from the named package (or the site's own code), is sent to a small
 * module in this folder instead.
 */
const NODE_MODULES = `${path.sep}node_modules${path.sep}`;
const SITE = '';

const SUBSTITUTES: Readonly<Record<string, Readonly<Record<string, string>>>> = {
  'gatsby-plugin-react-i18next': {
    'react-i18next': 'react-i18next-lite.ts',
    i18next: 'i18next-lite.ts',
    'browser-lang': 'unused-plugin-helpers.ts',
    outdent: 'unused-plugin-helpers.ts',
  },
  'gatsby-plugin-nprogress': { 'accessible-nprogress': 'lazy-nprogress.ts' },
  gatsby: { './utils/inject-partytown-snippet': 'unused-partytown-snippet.ts' },
  [SITE]: { 'gatsby-plugin-react-i18next': 'i18n-plugin-exports.ts' },
};

/** The package a directory belongs to, or SITE for the site's own code. */
function packageOf(dir: string): string {
  const at = dir.lastIndexOf(NODE_MODULES);
  if (at === -1) return SITE;
  const [scopeOrName = '', name = ''] = dir.slice(at + NODE_MODULES.length).split(path.sep);
  return scopeOrName.startsWith('@') ? `${scopeOrName}/${name}` : scopeOrName;
}

/** The module a request made from `issuerDir` resolves to instead, or undefined to keep it. */
export function slimModuleFor(request: string, issuerDir: string, bundleDir: string): string | undefined {
  const file = SUBSTITUTES[packageOf(issuerDir)]?.[request];
  return file === undefined ? undefined : path.join(bundleDir, file);
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every request slimModuleFor may replace, for webpack's NormalModuleReplacementPlugin. */
export const SLIM_REQUESTS = new RegExp(
  `^(${[...new Set(Object.values(SUBSTITUTES).flatMap((requests) => Object.keys(requests)))].map(escapeRegExp).join('|')})$`,
);
