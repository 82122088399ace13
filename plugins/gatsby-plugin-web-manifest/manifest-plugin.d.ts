// gatsby-plugin-manifest ships no type declarations; its APIs are passed to Gatsby unchanged,
// so Gatsby's own API types describe them.
declare module 'gatsby-plugin-manifest/gatsby-node' {
  import type { GatsbyNode } from 'gatsby';
  export const onPreInit: GatsbyNode['onPreInit'];
  export const onPostBootstrap: GatsbyNode['onPostBootstrap'];
  export const pluginOptionsSchema: GatsbyNode['pluginOptionsSchema'];
}
declare module 'gatsby-plugin-manifest/gatsby-ssr' {
  import type { GatsbySSR } from 'gatsby';
  export const onRenderBody: GatsbySSR['onRenderBody'];
}
