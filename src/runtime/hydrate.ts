import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { markHydrationStarted } from './hydration-turns';

/**
 * Hydrates the server-rendered page inside a transition, so React works in slices of a few
 * milliseconds and lets the browser paint and handle input in between, instead of one long task
 * for the whole page (what Lighthouse counts as Total Blocking Time). A click on a part not yet
 * hydrated makes React hydrate it at once. A container without server markup (a page `gatsby
 * develop` renders in the browser, its loading indicator's mount point) renders from scratch, as
 * Gatsby's own function decides. Returns the cleanup Gatsby calls to unmount (the indicator's).
 */
export function hydrateInSlices(element: ReactElement, container: Element | null): () => void {
  if (!container) throw new Error('No element to render the page into');
  if (container.children.length === 0) {
    const root = createRoot(container);
    root.render(element);
    return () => root.unmount();
  }
  markHydrationStarted();
  let root: ReturnType<typeof hydrateRoot> | null = null;
  startTransition(() => {
    root = hydrateRoot(container, element);
  });
  return () => root?.unmount();
}
