/**
 * The links of a page's content, which is not hydrated on the page a visitor opens
 * (./server-html.ts), behave as Gatsby's Link would: gatsby-plugin-catch-links decides which
 * clicks stay in the app (same origin, no new tab or download, no file), `followInApp` takes them
 * there, and `prefetchLinksIn` loads the pages of the links a visitor sees or points at.
 */

/** What Gatsby's page loader (`window.___loader`) offers the site. */
export interface PageLoader {
  loadPage(path: string): Promise<{ status?: string } | null | undefined>;
  enqueue(path: string): void;
  hovering(path: string): void;
}

/** Gatsby's status of a page that is not one of the app's (the loader found no data, the server has it). */
const NOT_AN_APP_PAGE = 'error';

/**
 * Goes to `href` in the app when it is one of the app's pages. An address the app does not know
 * (a former slug the server redirects, an editor's redirect) is loaded by the browser with its
 * query and fragment: Gatsby's own fallback would drop them.
 */
export async function followInApp(
  href: string,
  loader: PageLoader,
  navigate: (to: string) => unknown,
  load: (url: string) => void,
): Promise<void> {
  const url = new URL(href, window.location.href);
  const page = await loader.loadPage(url.pathname + url.search).catch(() => undefined);
  if (!page || page.status === NOT_AN_APP_PAGE) load(url.href);
  else navigate(`${url.pathname}${url.search}${url.hash}`);
}

/** A file, not a page: an extension other than .htm(l), as gatsby-plugin-catch-links judges. */
const FILE = /\.(?!html?$)[a-z0-9]{1,5}$/i;

/** The app path a link leads to, or undefined for another site, a file, a new tab or a download. */
export function appPathOf(anchor: HTMLAnchorElement, origin: string): string | undefined {
  if (anchor.hasAttribute('download') || !['', '_self'].includes(anchor.target)) return undefined;
  const url = new URL(anchor.href, origin);
  if (url.origin !== origin || FILE.test(url.pathname)) return undefined;
  return url.pathname;
}

/**
 * Prefetches the pages the links under `root` lead to, as Gatsby's Link does for its own: each
 * when it comes into view, and at once when pointed at. The loader keeps to the site's
 * prefetching rules (no prefetch on 2g, with data saver on or offline). Returns a stop function.
 */
export function prefetchLinksIn(root: Element, loader: PageLoader, origin = window.location.origin): () => void {
  const pathOf = (target: EventTarget | null) => {
    const anchor = target instanceof Element ? target.closest('a') : null;
    return anchor ? appPathOf(anchor, origin) : undefined;
  };
  const observer = new IntersectionObserver((entries) => {
    for (const entry of entries) {
      if (!entry.isIntersecting) continue;
      observer.unobserve(entry.target);
      const path = pathOf(entry.target);
      if (path) loader.enqueue(path);
    }
  });
  for (const anchor of root.querySelectorAll('a[href]')) if (pathOf(anchor)) observer.observe(anchor);
  const onPointer = (event: Event) => {
    const path = pathOf(event.target);
    if (path) loader.hovering(path);
  };
  root.addEventListener('mouseover', onPointer);
  root.addEventListener('focusin', onPointer);
  return () => {
    observer.disconnect();
    root.removeEventListener('mouseover', onPointer);
    root.removeEventListener('focusin', onPointer);
  };
}
