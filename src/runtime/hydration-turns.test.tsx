/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Preact's "browser" exports are ES modules, which Jest's CommonJS runtime cannot load.
import React, { act } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';

// React's HTML renderer needs TextEncoder, which jsdom's window lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');

// React checks this flag before honouring act() outside a testing library.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type TurnsModule = typeof import('./hydration-turns');
type Runtime = Pick<typeof React, 'createElement' | 'Fragment' | 'useState'>;

/** The browser's tasks as the test runs them: each turn's task starts when the test says so. */
function tasks() {
  let queued: Array<() => void> = [];
  return {
    nextTask: () => new Promise<void>((resolve) => void queued.push(resolve)),
    /** Runs the tasks queued so far (each part's turn queues the next one's when it comes). */
    runQueued: () => {
      const now = queued;
      queued = [];
      now.forEach((run) => run());
    },
  };
}

/** A fresh copy of the module on the given runtime: each test is a page the browser has just loaded. */
function freshModule(runtime: 'react' | 'preact' = 'react') {
  let loaded: { turns: TurnsModule; runtime: Runtime; browser: ReturnType<typeof tasks> } | undefined;
  jest.isolateModules(() => {
    const react = runtime === 'react' ? React : jest.requireActual<Runtime>('preact/compat');
    const browser = tasks();
    jest.doMock('react', () => react); // the renderer's React (or Preact, as the browser bundle runs)
    jest.doMock('./idle', () => ({ nextTask: browser.nextTask }));
    loaded = { turns: jest.requireActual<TurnsModule>('./hydration-turns'), runtime: react, browser };
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

/**
 * A navbar as the layout has it: a bar hydrated in turn, and inside it a menu button and a
 * language list, each a part of its own. Each part counts its renders and its clicks.
 */
function navbarOf({ hydratedInTurn }: TurnsModule, { createElement: h, useState }: Runtime, log: string[]) {
  function Toggle() {
    const [open, setOpen] = useState(false);
    log.push('toggle');
    return h('button', { type: 'button', 'aria-expanded': open, onClick: () => setOpen(!open) }, 'Menu');
  }
  function Languages() {
    log.push('languages');
    return h('ul', null, h('li', null, h('a', { href: '/en', onClick: () => log.push('clicked EN') }, 'EN')));
  }
  const ToggleInTurn = hydratedInTurn(Toggle);
  const LanguagesInTurn = hydratedInTurn(Languages);
  const Bar = hydratedInTurn(function Bar() {
    log.push('bar');
    return h(
      'div',
      { className: 'bar' },
      h('a', { href: '/', className: 'brand' }, 'Mercusuar'),
      h(ToggleInTurn, null),
      h(LanguagesInTurn, null),
    );
  });
  return function Page() {
    log.push('page');
    return h('div', null, h('header', null, h(Bar, null)), h('main', { id: 'main' }, h('p', null, 'Berita terbaru grup')));
  };
}

/** The page as the HTML renderer writes it (React on the server), attached to the document. */
async function serverRendered(): Promise<HTMLElement> {
  const { turns } = freshModule();
  const html = renderToString(React.createElement(navbarOf(turns, React, [])));
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

/** Every node under the container, in order: hydration must keep each one. */
const nodesOf = (container: Element) => {
  const walker = document.createTreeWalker(container, NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT);
  const nodes: Node[] = [];
  while (walker.nextNode()) nodes.push(walker.currentNode);
  return nodes;
};

/** The server's page hydrated on one runtime, its parts' tasks run when the test says. */
async function hydrated(runtimeName: 'react' | 'preact') {
  const container = await serverRendered();
  const before = {
    elements: container.querySelectorAll('*').length,
    html: withoutComments(container),
    nodes: nodesOf(container),
  };
  const { turns, runtime, browser } = freshModule(runtimeName);
  const log: string[] = [];
  const Page = navbarOf(turns, runtime, log);
  const recoverable = jest.fn();
  // React's work is flushed by act(); Preact renders in the task (and its microtasks) itself.
  const inTask = async (work: () => unknown) => {
    if (runtimeName === 'react') await act(async () => void work());
    else {
      work();
      await Promise.resolve(); // the microtasks Preact renders in
      await new Promise((resolve) => setTimeout(resolve, 0));
    }
  };
  turns.markHydrationStarted();
  await inTask(() => {
    if (runtimeName === 'react') hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
    else
      (runtime as unknown as { hydrate: (vnode: unknown, into: Element) => void }).hydrate(
        runtime.createElement(Page, null),
        container,
      );
  });
  const parts = () => log.filter((name) => name !== 'page' && !name.startsWith('clicked'));
  const kept = () => {
    expect(container.querySelectorAll('*')).toHaveLength(before.elements);
    expect(withoutComments(container)).toBe(before.html);
    expect(nodesOf(container).every((node, index) => node === before.nodes[index])).toBe(true);
  };
  return { container, turns, browser, log, parts, inTask, kept, recoverable };
}

const withoutComments = (container: Element) => container.innerHTML.replace(/<!--[^>]*-->/g, '');
const menuButton = (container: Element) => container.querySelector('button');
const languageLink = (container: Element) => {
  const link = container.querySelector<HTMLAnchorElement>('ul a');
  link?.addEventListener('click', (event) => event.preventDefault()); // jsdom does not navigate
  return link;
};

let errors: jest.SpyInstance;
beforeEach(() => {
  errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => {
  // React's retry of a part whose turn came is a ping from the turn's promise, outside act().
  const realErrors = errors.mock.calls.filter(([message]) => !String(message).includes('not wrapped in act'));
  errors.mockRestore();
  document.body.innerHTML = '';
  expect(realErrors).toEqual([]);
});

describe('parts of the layout hydrated in turn', () => {
  it('are rendered at once by the HTML renderer, with each part in its place', async () => {
    const container = await serverRendered();
    expect(container.querySelector('header .bar button')?.textContent).toBe('Menu');
    expect(container.querySelector('header .bar ul a')?.getAttribute('href')).toBe('/en');
  });

  it.each(['react', 'preact'] as const)(
    'hydrate on %s one task after another, keeping every node the server wrote, and then work',
    async (runtimeName) => {
      const page = await hydrated(runtimeName);
      // The page's own task hydrated the page, not its parts.
      expect(page.log).toContain('page');
      expect(page.parts()).toEqual([]);
      const seen: string[][] = [];
      for (let task = 0; task < 4; task += 1) {
        await page.inTask(page.browser.runQueued);
        seen.push(page.parts());
      }
      expect(seen).toEqual([['bar'], ['bar', 'toggle'], ['bar', 'toggle', 'languages'], ['bar', 'toggle', 'languages']]);
      page.kept();
      await page.inTask(() => menuButton(page.container)?.click());
      expect(menuButton(page.container)?.getAttribute('aria-expanded')).toBe('true');
      await page.inTask(() => languageLink(page.container)?.click());
      expect(page.log).toContain('clicked EN');
      expect(page.recoverable).not.toHaveBeenCalled();
    },
  );

  it.each(['react', 'preact'] as const)(
    'on %s hydrate all at once when the visitor touches the page first: the click that follows works',
    async (runtimeName) => {
      for (const touch of ['pointerdown', 'keydown', 'focusin']) {
        const page = await hydrated(runtimeName);
        expect(page.parts()).toEqual([]);
        // No turn has come: the first touch of any control, then its click (the language link's
        // stores the visitor's choice in the site; a lost one would leave the language unchanged).
        await page.inTask(() => languageLink(page.container)?.dispatchEvent(new Event(touch, { bubbles: true, composed: true })));
        expect([touch, page.parts().sort()]).toEqual([touch, ['bar', 'languages', 'toggle']]);
        page.kept();
        await page.inTask(() => languageLink(page.container)?.click());
        expect(page.log).toContain('clicked EN');
        await page.inTask(() => menuButton(page.container)?.click());
        expect(menuButton(page.container)?.getAttribute('aria-expanded')).toBe('true');
        document.body.innerHTML = '';
      }
    },
  );

  it('render at once where nothing is hydrated: a test, gatsby develop, a page reached in the app', async () => {
    const { turns, runtime } = freshModule();
    const log: string[] = [];
    const Page = navbarOf(turns, runtime, log);
    const container = document.createElement('div');
    document.body.append(container);
    await act(async () => createRoot(container).render(<Page />));
    expect(log).toEqual(['page', 'bar', 'toggle', 'languages']);
  });

  it('render the next page at once when the visitor moves on before the turns have come', async () => {
    const page = await hydrated('preact');
    await page.inTask(page.browser.runQueued); // the bar's turn came; its parts wait for theirs
    expect(page.parts()).toEqual(['bar']);
    // Gatsby's order: onPreRouteUpdate, then the next page renders (a fresh tree, as another
    // template would). Its parts are there at once: the header is never empty.
    page.turns.markHydrationOver();
    const other = document.createElement('div');
    document.body.append(other);
    const log: string[] = [];
    const { runtime } = freshModule('preact');
    const Next = navbarOf(page.turns, runtime, log);
    (runtime as unknown as { render: (vnode: unknown, into: Element) => void }).render(runtime.createElement(Next, null), other);
    await Promise.resolve();
    expect(log).toEqual(['page', 'bar', 'toggle', 'languages']);
    expect(other.querySelector('header .bar ul a')?.textContent).toBe('EN');
  });
});
