/** gatsby-plugin-manifest's `<link rel="manifest">` (and icon links) in every page's HTML. */
export { onRenderBody } from 'gatsby-plugin-manifest/gatsby-ssr';
