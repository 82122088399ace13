import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import React from 'react';
import { fireEvent, render, screen } from '@testing-library/react';
import { PageErrorBoundary } from '../components/error-page';
import { appPathOf, followInApp, prefetchLinksIn, type PageLoader } from './app-links';

const ORIGIN = window.location.origin;

/** gatsby-plugin-catch-links' own code (an ES module in node_modules), loaded as CommonJS. */
function catchLinks(): (root: Window, options: object, onHref: (href: string) => void) => () => void {
  const file = require.resolve('gatsby-plugin-catch-links/catch-links');
  const { outputText } = ts.transpileModule(fs.readFileSync(file, 'utf8'), {
    compilerOptions: { module: ts.ModuleKind.CommonJS, esModuleInterop: true },
  });
  const module = { exports: {} as Record<string, unknown> };
  const requireFor = (request: string) =>
    request === 'gatsby'
      ? { withPrefix: (to: string) => to }
      : // eslint-disable-next-line @typescript-eslint/no-require-imports -- the plugin's own dependency
        require(require.resolve(request, { paths: [path.dirname(file)] }));
  new Function('require', 'module', 'exports', outputText)(requireFor, module, module.exports);
  return module.exports.default as never;
}

const anchor = (html: string): HTMLAnchorElement => {
  const holder = document.createElement('div');
  holder.innerHTML = html;
  return holder.querySelector('a') as HTMLAnchorElement;
};

const loaderWith = (answer: PageLoader['loadPage']) => ({
  loadPage: jest.fn(answer),
  enqueue: jest.fn(),
  hovering: jest.fn(),
});

describe('appPathOf', () => {
  it.each([
    ['<a href="/news/rapat-umum-pemegang-saham-tahunan-2026">x</a>', '/news/rapat-umum-pemegang-saham-tahunan-2026'],
    ['<a href="/en/news?page=2#arsip">x</a>', '/en/news'],
    ['<a href="/about.html">x</a>', '/about.html'],
    ['<a href="/rss.xml">x</a>', undefined],
    ['<a href="/uploads/laporan-tahunan.pdf">x</a>', undefined],
    ['<a href="https://www.youtube.com/@mercusuargroup">x</a>', undefined],
    ['<a href="/about" target="_blank">x</a>', undefined],
    ['<a href="/about" download>x</a>', undefined],
    ['<a href="/about" target="_self">x</a>', '/about'],
  ])('%s → %s', (html, expected) => {
    expect(appPathOf(anchor(html), ORIGIN)).toBe(expected);
  });
});

describe('followInApp', () => {
  it('goes to one of the app’s pages in the app, with its query and fragment', async () => {
    const loader = loaderWith(async () => ({ status: 'success' }));
    const navigate = jest.fn();
    const load = jest.fn();
    await followInApp(`${ORIGIN}/news?page=2#arsip`, loader, navigate, load);
    expect([navigate.mock.calls, load.mock.calls, loader.loadPage.mock.calls]).toEqual([
      [['/news?page=2#arsip']],
      [],
      [['/news?page=2']],
    ]);
  });

  it.each([
    ['an address the server redirects (a former slug)', async () => ({ status: 'error' })],
    ['an address the loader cannot read', async () => Promise.reject(new Error('offline'))],
    ['no answer', async () => undefined],
  ])('lets the browser load %s, fragment included', async (_, answer) => {
    const loader = loaderWith(answer as PageLoader['loadPage']);
    const navigate = jest.fn();
    const load = jest.fn();
    await followInApp(`${ORIGIN}/news/nama-lama-artikel#bagian-dua`, loader, navigate, load);
    expect([navigate.mock.calls, load.mock.calls]).toEqual([[], [[`${ORIGIN}/news/nama-lama-artikel#bagian-dua`]]]);
  });
});

describe('prefetchLinksIn', () => {
  const observers: Array<{ callback: IntersectionObserverCallback; observed: Element[] }> = [];
  beforeEach(() => {
    observers.length = 0;
    Object.assign(window, {
      IntersectionObserver: class {
        observed: Element[] = [];
        callback: IntersectionObserverCallback;
        constructor(callback: IntersectionObserverCallback) {
          this.callback = callback;
          observers.push(this);
        }
        observe(element: Element) {
          this.observed.push(element);
        }
        unobserve(element: Element) {
          this.observed = this.observed.filter((other) => other !== element);
        }
        disconnect() {
          this.observed = [];
        }
      },
    });
  });

  it('prefetches the pages of the links that come into view and of the one pointed at, nothing else', () => {
    const main = document.createElement('main');
    main.innerHTML =
      '<a href="/news/a">A</a><a href="/rss.xml">RSS</a><a href="https://example.com/">B</a><a href="/en/about" target="_blank">C</a><a href="/client">D</a>';
    document.body.append(main);
    const loader = loaderWith(async () => ({}));
    const stop = prefetchLinksIn(main, loader, ORIGIN);
    const [observer] = observers;
    expect(observer?.observed.map((element) => element.getAttribute('href'))).toEqual(['/news/a', '/client']);
    const [first] = observer?.observed ?? [];
    observer?.callback([{ target: first, isIntersecting: true } as unknown as IntersectionObserverEntry], observer as never);
    expect(loader.enqueue.mock.calls).toEqual([['/news/a']]);
    fireEvent.mouseOver(main.querySelector('a[href="/client"]') as Element);
    fireEvent.mouseOver(main.querySelector('a[href="/rss.xml"]') as Element);
    expect(loader.hovering.mock.calls).toEqual([['/client']]);
    stop();
    fireEvent.mouseOver(main.querySelector('a[href="/client"]') as Element);
    expect(loader.hovering.mock.calls).toHaveLength(1);
    main.remove();
  });
});

describe('the error page under the app’s link routing', () => {
  function Broken(): React.ReactElement {
    throw new Error('bad CMS data');
  }

  it('takes the visitor out of the broken app with a full load of the home page', () => {
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const routed = jest.fn();
    const stop = catchLinks()(window, {}, routed);
    render(
      <PageErrorBoundary>
        <Broken />
      </PageErrorBoundary>,
    );
    const home = screen.getByRole('link');
    const assign = jest.fn();
    const { location } = window;
    Object.defineProperty(window, 'location', { configurable: true, value: { ...location, assign, href: location.href } });
    const browserKeepsIt = fireEvent.click(home, { button: 0 });
    Object.defineProperty(window, 'location', { configurable: true, value: location });
    stop();
    errors.mockRestore();
    // The page's own handler loads the home page afresh; the app's link routing leaves the click alone.
    expect({ browserKeepsIt, routed: routed.mock.calls, loads: assign.mock.calls }).toEqual({
      browserKeepsIt: false,
      routed: [],
      loads: [[`${ORIGIN}/`]],
    });
  });
});
