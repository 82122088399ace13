import React from 'react';
import { navigate, type GatsbyBrowser } from 'gatsby';
import catchLinks from 'gatsby-plugin-catch-links/catch-links';
import { PageErrorBoundary } from './src/components/error-page';
import { CHUNK_RELOAD_KEY, isChunkLoadError, shouldReloadAfterChunkError } from './src/runtime/chunk-reload';
import { hydrateInSlices } from './src/runtime/hydrate';
import { markHydrationOver } from './src/runtime/hydration-turns';
import { rememberFirstLanguage } from './src/runtime/language-preference';
import { markFirstRenderCommitted } from './src/runtime/server-html';
import { followInApp, prefetchLinksIn, type PageLoader } from './src/runtime/app-links';
import { nextTask, whenIdle } from './src/runtime/idle';
import { shouldPrefetch, type ConnectionInfo } from './src/runtime/prefetch';

export const wrapPageElement: GatsbyBrowser['wrapPageElement'] = ({ element }) => (
  <PageErrorBoundary>{element}</PageErrorBoundary>
);

/**
 * Hydration yields to the browser between slices of work (src/runtime/hydrate.ts). Gatsby types
 * this hook with react-dom's legacy render() overloads; it calls the result as (element, container).
 */
export const replaceHydrateFunction = (() => hydrateInSlices) as unknown as GatsbyBrowser['replaceHydrateFunction'];

/** Visible links prefetch, except on 2g, with data saver on, or offline. */
export const disableCorePrefetching: GatsbyBrowser['disableCorePrefetching'] = () =>
  !shouldPrefetch({ onLine: navigator.onLine, connection: (navigator as Navigator & ConnectionInfo).connection });

/** A chunk that fails to load (an old page after a deploy) reloads the page, at most once a minute. */
function handleChunkLoadFailure(error: unknown): void {
  if (!isChunkLoadError(error)) return;
  document.getElementById('nprogress')?.classList.add('failed');
  const last = Number(sessionStorage.getItem(CHUNK_RELOAD_KEY)) || null;
  if (!shouldReloadAfterChunkError(Date.now(), last)) return;
  sessionStorage.setItem(CHUNK_RELOAD_KEY, String(Date.now()));
  window.location.reload();
}

/** Gatsby's page loader, which the runtime puts on the window. */
const pageLoader = (): PageLoader | undefined => (window as Window & { ___loader?: PageLoader }).___loader;
const loadInBrowser = (url: string) => window.location.assign(url);

export const onClientEntry: GatsbyBrowser['onClientEntry'] = (): Promise<void> => {
  window.addEventListener('error', (event) => handleChunkLoadFailure(event.error));
  window.addEventListener('unhandledrejection', (event) => handleChunkLoadFailure(event.reason));
  // The links of a page's content that was not hydrated (src/runtime/app-links.ts).
  catchLinks(window, {}, (href) => {
    const loader = pageLoader();
    if (loader) void followInApp(href, loader, navigate, loadInBrowser);
    else loadInBrowser(href);
  });
  // Gatsby waits for this before it asks for the page's data and renders: a task of its own, not
  // the end of the one that ran the app's code (issue 37, a phone's longest task).
  return nextTask();
};

let stopPrefetching: (() => void) | undefined;

/**
 * From here on, a page's content renders in the browser (src/runtime/server-html.ts); the links of
 * the content kept as the server wrote it prefetch once the browser is idle.
 */
export const onInitialClientRender: GatsbyBrowser['onInitialClientRender'] = () => {
  markFirstRenderCommitted();
  whenIdle(() => {
    const main = document.getElementById('main');
    const loader = pageLoader();
    if (main && loader && !stopPrefetching) stopPrefetching = prefetchLinksIn(main, loader);
  });
};

/** Before another page renders: the layout's parts render at once from here on (hydration-turns). */
export const onPreRouteUpdate: GatsbyBrowser['onPreRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) markHydrationOver();
};

export const onRouteUpdate: GatsbyBrowser['onRouteUpdate'] = ({ location, prevLocation }) => {
  if (prevLocation && prevLocation.pathname !== location.pathname) stopPrefetching?.(); // its own Links now
  try {
    rememberFirstLanguage(location.pathname, window.localStorage);
  } catch {
    // storage disabled: nothing to remember
  }
};
