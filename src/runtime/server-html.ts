import { useState } from 'react';

let firstRenderCommitted = false;

/** Gatsby's onInitialClientRender: the first render of the page the browser loaded has committed. */
export function markFirstRenderCommitted(): void {
  firstRenderCommitted = true;
}

interface Kept {
  readonly path: string;
  readonly html: string;
}

export type ServerHtmlProps = { readonly dangerouslySetInnerHTML: { readonly __html: string } };

/**
 * Props for an element whose server-rendered content needs no code in the browser (issue 37: a
 * phone spends its first second hydrating text). Through the hydration of the page the browser
 * loaded, the element keeps the HTML the server wrote: React and Preact leave an element's
 * `dangerouslySetInnerHTML` untouched when they hydrate it, and write the same HTML back should
 * they ever render it afresh. None of the components inside run, and its links are plain links
 * that gatsby-plugin-catch-links routes through the app. A page reached in the app, or this
 * element once the visitor has moved to another page (`path`), renders its children as usual.
 * Undefined where there is no server HTML to keep (the HTML renderer, `gatsby develop`).
 */
export function useServerHtml(id: string, path: string): ServerHtmlProps | undefined {
  const [kept, setKept] = useState<Kept | undefined>(() => {
    if (firstRenderCommitted || typeof document === 'undefined') return undefined;
    const html = document.getElementById(id)?.innerHTML;
    return html === undefined ? undefined : { path, html };
  });
  if (kept === undefined) return undefined;
  if (kept.path !== path) {
    setKept(undefined); // moved on: coming back to that page renders it, not this copy
    return undefined;
  }
  return { dangerouslySetInnerHTML: { __html: kept.html } };
}
