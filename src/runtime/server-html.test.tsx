/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Preact's "browser" exports are ES modules, which Jest's CommonJS runtime cannot load.
import React, { act } from 'react';
import { hydrateRoot, createRoot } from 'react-dom/client';
import { TextEncoder } from 'node:util';

// React's HTML renderer needs TextEncoder, which jsdom's window lacks.
Object.assign(globalThis, { TextEncoder });
const { renderToString } = jest.requireActual<typeof import('react-dom/server')>('react-dom/server');

// React checks this flag before honouring act() outside a testing library.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type ServerHtmlModule = typeof import('./server-html');

/** A fresh copy of the module: each test is a page the browser has just loaded. */
function freshModule(): ServerHtmlModule {
  let loaded: ServerHtmlModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('react', () => React); // the renderer's React, not a second copy
    loaded = jest.requireActual<ServerHtmlModule>('./server-html');
  });
  if (!loaded) throw new Error('not loaded');
  return loaded;
}

type Runtime = Pick<typeof React, 'createElement' | 'Fragment'>;

/**
 * A page: a button outside <main> (hydrated), an article inside it whose component counts its
 * renders; written against whichever runtime is given (React, or Preact as the browser bundle runs).
 */
function pageOf(
  { useServerHtml }: ServerHtmlModule,
  renders: { count: number },
  { createElement: h, Fragment }: Runtime = React,
) {
  function Article({ title }: { title: string }) {
    renders.count += 1;
    return h('article', null, h('h1', null, title), h('p', null, 'Baca ', h('a', { href: '/en/news' }, 'berita'), ' lainnya.'));
  }
  return function Page({ path, title, onMenu }: { path: string; title: string; onMenu?: () => void }) {
    const serverHtml = useServerHtml('main', path);
    return h(
      Fragment,
      null,
      h('button', { type: 'button', onClick: onMenu }, 'Menu'),
      h('main', { id: 'main', ...(serverHtml ?? { children: h(Article, { title }) }) }),
    );
  };
}

/** The page as the HTML renderer writes it, in a container attached to the document. */
function serverRendered(html: string): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = html;
  document.body.append(container);
  return container;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('a page content kept as the server wrote it', () => {
  it('hydrates without running the content’s components or touching its nodes, and the rest works', async () => {
    const module = freshModule();
    const renders = { count: 0 };
    const Page = pageOf(module, renders);
    const container = serverRendered(renderToString(<Page path="/news/a" title="Rapat umum pemegang saham" />));
    expect(renders.count).toBe(1); // the HTML renderer ran it
    const heading = container.querySelector('h1');
    const html = container.innerHTML;
    const onMenu = jest.fn();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable = jest.fn();
    await act(async () => {
      hydrateRoot(container, <Page path="/news/a" title="Rapat umum pemegang saham" onMenu={onMenu} />, {
        onRecoverableError: recoverable,
      });
    });
    expect(renders.count).toBe(1); // not again in the browser
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.innerHTML).toBe(html);
    expect([errors.mock.calls, recoverable.mock.calls]).toEqual([[], []]);
    container.querySelector('button')?.click();
    expect(onMenu).toHaveBeenCalledTimes(1);
    errors.mockRestore();
  });

  it('renders the next page’s content once the visitor moves on in the app', async () => {
    const module = freshModule();
    const renders = { count: 0 };
    const Page = pageOf(module, renders);
    const container = serverRendered(renderToString(<Page path="/news/a" title="Berita pertama" />));
    renders.count = 0;
    let root: ReturnType<typeof hydrateRoot> | undefined;
    await act(async () => {
      root = hydrateRoot(container, <Page path="/news/a" title="Berita pertama" />);
    });
    module.markFirstRenderCommitted();
    await act(async () => root?.render(<Page path="/news/b" title="Berita kedua" />));
    expect(renders.count).toBe(1);
    expect(container.querySelector('h1')?.textContent).toBe('Berita kedua');
    await act(async () => root?.render(<Page path="/news/a" title="Berita pertama, lagi" />));
    expect(container.querySelector('h1')?.textContent).toBe('Berita pertama, lagi'); // no stale copy comes back
  });

  it('keeps the server’s content when the page is rendered afresh instead of hydrated', async () => {
    const module = freshModule();
    const renders = { count: 0 };
    const Page = pageOf(module, renders);
    const container = serverRendered(renderToString(<Page path="/about" title="Profil singkat perusahaan" />));
    const text = container.querySelector('main')?.textContent;
    renders.count = 0;
    await act(async () => createRoot(container).render(<Page path="/about" title="Profil singkat perusahaan" />));
    expect(renders.count).toBe(0);
    expect(container.querySelectorAll('main')).toHaveLength(1);
    expect(container.querySelector('main')?.textContent).toBe(text);
  });

  it('renders its children where there is no server HTML (gatsby develop) and after the first render', async () => {
    const first = freshModule();
    const renders = { count: 0 };
    const Develop = pageOf(first, renders);
    const empty = serverRendered('');
    await act(async () => createRoot(empty).render(<Develop path="/about" title="Profil" />));
    expect(empty.querySelector('h1')?.textContent).toBe('Profil');

    const later = freshModule();
    later.markFirstRenderCommitted();
    const Page = pageOf(later, renders);
    const container = serverRendered(renderToString(<Page path="/about" title="Lama" />));
    await act(async () => createRoot(container).render(<Page path="/about" title="Baru" />));
    expect(container.querySelector('h1')?.textContent).toBe('Baru');
  });

  it('hydrates on Preact (the browser bundle’s runtime) without running the content or touching its nodes', async () => {
    const renders = { count: 0 };
    const html = renderToString(React.createElement(pageOf(freshModule(), renders), { path: '/about', title: 'Profil singkat' }));
    const container = serverRendered(html);
    const heading = container.querySelector('h1');
    renders.count = 0;
    const onMenu = jest.fn();
    await new Promise<void>((resolve) => {
      jest.isolateModules(() => {
        jest.doMock('react', () => jest.requireActual('preact/compat'));
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module registry of its own, `react` as the bundle resolves it
        const compat = require('preact/compat') as Runtime & { hydrate: (element: unknown, into: Element) => void };
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the hook on that registry
        const onPreact = require('./server-html') as ServerHtmlModule;
        compat.hydrate(
          compat.createElement(pageOf(onPreact, renders, compat), { path: '/about', title: 'Profil singkat', onMenu }),
          container,
        );
        setTimeout(resolve, 20);
      });
    });
    expect(renders.count).toBe(0);
    expect(container.querySelector('h1')).toBe(heading);
    expect(container.innerHTML).toBe(html);
    container.querySelector('button')?.click();
    expect(onMenu).toHaveBeenCalledTimes(1);
  });
});
