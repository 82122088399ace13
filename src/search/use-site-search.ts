import { useCallback, useEffect, useRef, useState } from 'react';
import { whenIdle } from '../runtime/idle';
import { withPrefix } from 'gatsby';
import { searchRequest } from './search-query';

/** What Pagefind answers for one page found (its `data()`). */
interface PagefindResultData {
  url: string;
  excerpt: string;
  meta: { title?: string; date?: string };
}

/** The part of Pagefind's browser API (public/pagefind/pagefind.js) the search page uses. */
interface Pagefind {
  /** Loads the WebAssembly and the language's index entry (search() does it on first use). */
  init(): Promise<void>;
  /** `null` lists every page of the language without reading the index of words. */
  search(term: string | null): Promise<{ results: Array<{ id: string; data: () => Promise<PagefindResultData> }> } | null>;
}

/** A page found: where it is, its title, the excerpt with the words found, its date (articles). */
export interface FoundPage {
  url: string;
  title: string;
  excerpt: string;
  date: string | null;
}

export type SearchState =
  | { status: 'hint'; reason: 'empty' | 'short' }
  | { status: 'searching'; term: string }
  | { status: 'found'; term: string; total: number; pages: FoundPage[] }
  | { status: 'unavailable' };

/** How many pages a search shows at first, and how many more each "Show more" adds. */
export const PAGE_SIZE = 10;

let pagefind: Promise<Pagefind> | null = null;
/**
 * Pagefind's script, loaded on the search page only and once: it reads the index of the page's
 * language (`<html lang>`) in chunks, as the words typed need them.
 */
function loadPagefind(): Promise<Pagefind> {
  pagefind ??= (import(/* webpackIgnore: true */ withPrefix('/pagefind/pagefind.js')) as Promise<Pagefind>).catch(
    (error: unknown) => {
      pagefind = null; // the next search tries again (the network may be back)
      throw error;
    },
  );
  return pagefind;
}

const found = (data: PagefindResultData): FoundPage => ({
  url: data.url,
  title: data.meta.title ?? data.url,
  excerpt: data.excerpt,
  date: data.meta.date ?? null,
});

/**
 * The site search: `search(typed)` looks up what a visitor typed (an answer to an earlier search
 * that comes late is dropped), `more()` shows the next pages found.
 */
export function useSiteSearch(): { state: SearchState; search: (typed: string) => void; more: () => void } {
  const [state, setState] = useState<SearchState>({ status: 'hint', reason: 'empty' });
  const latest = useRef(0);
  const results = useRef<Array<{ data: () => Promise<PagefindResultData> }>>([]);
  /** How many of `results` are shown or on their way (so two quick "Show more" never fetch one slice twice). */
  const shown = useRef(0);

  // Ready before the first key: Pagefind's script, WebAssembly and index entry load with the page,
  // and one search runs through them (every page, and the first one's excerpt: one small fragment),
  // so the visitor's first search does not pay for the worker's and the WebAssembly's first run.
  // When the browser is idle: not in the task that makes the page interactive (issue 37).
  useEffect(
    () =>
      whenIdle(() => {
        loadPagefind()
          .then(async (loaded) => {
            await loaded.init();
            await (await loaded.search(null))?.results[0]?.data();
          })
          .catch(() => undefined); // the first search says so
      }),
    [],
  );

  const search = useCallback((typed: string) => {
    const request = searchRequest(typed);
    const id = (latest.current += 1);
    if (request.kind === 'hint') {
      setState({ status: 'hint', reason: request.reason });
      return;
    }
    setState((previous) => (previous.status === 'found' ? previous : { status: 'searching', term: request.term }));
    void (async () => {
      try {
        const answer = await (await loadPagefind()).search(request.term);
        if (!answer || id !== latest.current) return; // superseded
        results.current = answer.results;
        shown.current = Math.min(PAGE_SIZE, answer.results.length);
        const pages = await Promise.all(answer.results.slice(0, PAGE_SIZE).map(async (result) => found(await result.data())));
        if (id !== latest.current) return;
        setState({ status: 'found', term: request.term, total: answer.results.length, pages });
      } catch {
        if (id === latest.current) setState({ status: 'unavailable' });
      }
    })();
  }, []);

  const more = useCallback(() => {
    const id = latest.current;
    const next = results.current.slice(shown.current, shown.current + PAGE_SIZE);
    shown.current += next.length;
    void Promise.all(next.map(async (result) => found(await result.data()))).then(
      (pages) => {
        if (id !== latest.current) return;
        setState((now) => (now.status === 'found' ? { ...now, pages: [...now.pages, ...pages] } : now));
      },
      () => {
        if (id === latest.current) shown.current -= next.length; // the next press tries that slice again
      },
    );
  }, []);

  return { state, search, more };
}
