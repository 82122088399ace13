/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Preact's "browser" exports are ES modules, which Jest's CommonJS runtime cannot load.
import React, { act } from 'react';
import { createRoot } from 'react-dom/client';

// React checks this flag before honouring act() outside a testing library.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Runtime = Pick<typeof React, 'createElement' | 'useRef'>;
type DisclosureModule = typeof import('./use-disclosure');

/** The hook on the given runtime: the browser bundle runs Preact, the unit tests and SSR React. */
function loaded(runtimeName: 'react' | 'preact') {
  let module: { disclosure: DisclosureModule; runtime: Runtime } | undefined;
  jest.isolateModules(() => {
    const runtime = runtimeName === 'react' ? React : jest.requireActual<Runtime>('preact/compat');
    jest.doMock('react', () => runtime);
    module = { disclosure: jest.requireActual<DisclosureModule>('./use-disclosure'), runtime };
  });
  if (!module) throw new Error('not loaded');
  return module;
}

/** A submenu as the navbar has it, and a link outside it, rendered into the document. */
function mounted(runtimeName: 'react' | 'preact') {
  const { disclosure, runtime } = loaded(runtimeName);
  const h = runtime.createElement;
  function Submenu() {
    const ref = runtime.useRef<HTMLLIElement>(null);
    const [open, toggle] = disclosure.useDisclosure(ref);
    return h(
      'ul',
      null,
      h(
        'li',
        { ref },
        h('button', { type: 'button', 'aria-expanded': open, onClick: toggle }, 'Tentang Kami'),
        h('ul', { hidden: !open }, h('li', null, h('a', { href: '/milestone' }, 'Tonggak Sejarah'))),
      ),
      h('li', null, h('a', { href: '/contact', id: 'outside' }, 'Kontak')),
    );
  }
  const container = document.createElement('div');
  document.body.replaceChildren(container);
  // What a browser does in one task: the event, then the microtasks Preact renders in. No paint,
  // no timer: Preact runs a plain effect only after those.
  const inTask = async (work: () => void) => {
    if (runtimeName === 'react') await act(async () => work());
    else {
      work();
      await Promise.resolve();
      await Promise.resolve();
    }
  };
  const button = () => container.querySelector('button') as HTMLButtonElement;
  const expanded = () => button().getAttribute('aria-expanded');
  const render = () => {
    if (runtimeName === 'react') createRoot(container).render(h(Submenu, null));
    else (runtime as unknown as { render: (vnode: unknown, into: Element) => void }).render(h(Submenu, null), container);
  };
  return { container, inTask, button, expanded, render };
}

const escape = () => new KeyboardEvent('keydown', { key: 'Escape', bubbles: true });

describe.each(['react', 'preact'] as const)('a disclosure on %s', (runtimeName) => {
  it('closes on Escape pressed in the very task after the one that opened it, and gives its button focus', async () => {
    const page = mounted(runtimeName);
    await page.inTask(page.render);
    await page.inTask(() => page.button().click());
    expect(page.expanded()).toBe('true');
    const link = page.container.querySelector<HTMLAnchorElement>('li li a');
    link?.focus();
    await page.inTask(() => link?.dispatchEvent(escape()));
    expect(page.expanded()).toBe('false');
    expect(document.activeElement).toBe(page.button());
  });

  it('closes on a click or focus outside it, and not on one inside it', async () => {
    const page = mounted(runtimeName);
    await page.inTask(page.render);
    await page.inTask(() => page.button().click());
    await page.inTask(() => page.container.querySelector<HTMLAnchorElement>('li li a')?.focus());
    expect(page.expanded()).toBe('true');
    await page.inTask(() => page.container.querySelector<HTMLAnchorElement>('#outside')?.focus());
    expect(page.expanded()).toBe('false');
    await page.inTask(() => page.button().click());
    expect(page.expanded()).toBe('true');
    await page.inTask(() => document.body.click());
    expect(page.expanded()).toBe('false');
  });

  it('ignores other keys, and Escape once closed', async () => {
    const page = mounted(runtimeName);
    await page.inTask(page.render);
    await page.inTask(() => page.button().click());
    await page.inTask(() => page.button().dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab', bubbles: true })));
    expect(page.expanded()).toBe('true');
    await page.inTask(() => page.button().dispatchEvent(escape()));
    await page.inTask(() => page.button().dispatchEvent(escape()));
    expect(page.expanded()).toBe('false');
  });
});
