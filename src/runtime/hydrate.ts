import { startTransition, type ReactElement } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';

/**
 * Hydrates the server-rendered page inside a transition, so React works in slices of a few
 * milliseconds and lets the browser paint and handle input in between, instead of one long task
 * for the whole page (what Lighthouse counts as Total Blocking Time). A click on a part not yet
 * hydrated makes React hydrate it at once. A page without server markup renders from scratch, as
 * Gatsby's own hydrate function does.
 */
export function hydrateInSlices(element: ReactElement, container: Element | null): void {
  if (!container) throw new Error('No element to render the page into');
  if (!document.getElementById('gatsby-focus-wrapper')?.hasChildNodes()) {
    createRoot(container).render(element);
    return;
  }
  startTransition(() => {
    hydrateRoot(container, element);
  });
}
