/**
 * Gatsby compiles the HTML renderer with every environment variable of the build process defined
 * as a constant (`process.env.PATH`, `process.env.STRAPI_TOKEN`…). One that differs between two
 * builds — a shell's own, the build hook's per-build switches — makes webpack rebuild the whole
 * renderer (+2 s on this machine), and a secret has no business in compiled code. The renderer
 * keeps what pages can read: Gatsby's own variables, GATSBY_… ones and SITE_URL (src/site.ts).
 * Any other `process.env.X` reads as undefined in the renderer, as it does in the browser.
 */
const KEPT: ReadonlySet<string> = new Set(['NODE_ENV', 'PUBLIC_DIR', 'BUILD_STAGE', 'CYPRESS_SUPPORT', 'SITE_URL']);

export function rendererDefinitions<Value>(definitions: Readonly<Record<string, Value>>): Record<string, Value> {
  return Object.fromEntries(
    Object.entries(definitions).filter(([key]) => {
      const name = /^process\.env\.(.+)$/.exec(key)?.[1];
      return name === undefined || KEPT.has(name) || name.startsWith('GATSBY_');
    }),
  );
}

/** Webpack's DefinePlugin as Gatsby's webpack configuration holds it. */
export interface DefinePluginLike {
  definitions: Record<string, unknown>;
}

export const isDefinePlugin = (plugin: unknown): plugin is DefinePluginLike =>
  typeof plugin === 'object' &&
  plugin !== null &&
  plugin.constructor.name === 'DefinePlugin' &&
  typeof (plugin as Partial<DefinePluginLike>).definitions === 'object';
