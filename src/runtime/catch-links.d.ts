declare module 'gatsby-plugin-catch-links/catch-links' {
  /**
   * Sends the clicks on links under `root` that an app may take (same origin, no new tab, no
   * download, no file, no modifier key) to `onHref`, instead of the browser; returns a stop function.
   */
  export default function catchLinks(
    root: Window | Element,
    pluginOptions: { excludePattern?: string },
    onHref: (href: string) => void,
  ): () => void;
}
