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

/** A fresh copy of the module on the given runtime: each test is a page the browser has just loaded. */
function freshModule(runtime: 'react' | 'preact' = 'react'): { turns: TurnsModule; runtime: Runtime } {
  let loaded: { turns: TurnsModule; runtime: Runtime } | undefined;
  jest.isolateModules(() => {
    const react = runtime === 'react' ? React : jest.requireActual<Runtime>('preact/compat');
    jest.doMock('react', () => react); // the renderer's React (or Preact, as the browser bundle runs)
    loaded = { turns: jest.requireActual<TurnsModule>('./hydration-turns'), runtime: react };
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

const nextTask = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = '';
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
      const container = await serverRendered();
      const elements = container.querySelectorAll('*').length;
      const html = container.innerHTML.replace(/<!--[^>]*-->/g, '');
      const nodes = nodesOf(container);
      const { turns, runtime } = freshModule(runtimeName);
      const log: string[] = [];
      const Page = navbarOf(turns, runtime, log);
      const recoverable = jest.fn();
      const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
      turns.markHydrationStarted();
      // React's work is flushed by act(); Preact renders in the task (and its microtasks) itself.
      const inTask = async (work: () => Promise<unknown>) => (runtimeName === 'react' ? act(work) : work());
      const parts = () => log.filter((name) => name !== 'page');
      await inTask(async () => {
        if (runtimeName === 'react') hydrateRoot(container, <Page />, { onRecoverableError: recoverable });
        else
          (runtime as unknown as { hydrate: (vnode: unknown, into: Element) => void }).hydrate(
            runtime.createElement(Page, null),
            container,
          );
      });
      // The first task hydrated the page, not its parts: a click on the menu button does nothing yet.
      expect(log).toContain('page');
      expect(parts()).toEqual([]);
      container.querySelector('button')?.click();
      expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('false');
      // Each later task hydrates one more part.
      const seen: string[][] = [];
      for (let task = 0; task < 4; task += 1) {
        await inTask(nextTask);
        seen.push(parts());
      }
      expect(seen.slice(0, 3)).toEqual([['bar'], ['bar', 'toggle'], ['bar', 'toggle', 'languages']]);
      expect(container.querySelectorAll('*')).toHaveLength(elements);
      expect(container.innerHTML.replace(/<!--[^>]*-->/g, '')).toBe(html);
      expect(nodesOf(container).every((node, index) => node === nodes[index])).toBe(true);
      await inTask(async () => container.querySelector('button')?.click());
      await inTask(nextTask); // Preact renders a state change in a microtask
      expect(container.querySelector('button')?.getAttribute('aria-expanded')).toBe('true');
      container.querySelector<HTMLAnchorElement>('ul a')?.addEventListener('click', (event) => event.preventDefault());
      container.querySelector<HTMLAnchorElement>('ul a')?.click();
      expect(log).toContain('clicked EN');
      // React's retry of a part whose turn came is a ping from the turn's promise, outside act().
      const realErrors = errors.mock.calls.filter(([message]) => !String(message).includes('not wrapped in act'));
      expect([realErrors, recoverable.mock.calls]).toEqual([[], []]);
      errors.mockRestore();
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

    const later = freshModule();
    later.turns.markHydrationStarted();
    later.turns.markHydrationOver(); // the visitor moved on before these parts were ever seen
    const laterLog: string[] = [];
    const LaterPage = navbarOf(later.turns, later.runtime, laterLog);
    const other = document.createElement('div');
    document.body.append(other);
    await act(async () => createRoot(other).render(<LaterPage />));
    expect(laterLog).toEqual(['page', 'bar', 'toggle', 'languages']);
  });
});
