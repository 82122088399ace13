/**
 * @jest-environment jsdom
 * @jest-environment-options {"customExportConditions": ["require", "default"]}
 */
// Preact's "browser" exports are ES modules, which Jest's CommonJS runtime cannot load.
import React, { act } from 'react';
import { hydrateRoot } from 'react-dom/client';

// React checks this flag before honouring act() outside a testing library.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

type Runtime = typeof React;
type UseHydrated = () => boolean;

/** A button that works only once its code runs, written against whichever runtime is given. */
const sendButton = (runtime: Runtime, useHydrated: UseHydrated) =>
  function Send(): React.ReactElement {
    return runtime.createElement('button', { type: 'submit', disabled: !useHydrated() }, 'Kirim pesan');
  };

/** The static HTML of the page (what Gatsby's renderer writes for it), in its container. */
function serverRendered(): HTMLElement {
  const container = document.createElement('div');
  container.innerHTML = '<button type="submit" disabled="">Kirim pesan</button>';
  document.body.append(container);
  return container;
}

describe('useHydrated', () => {
  it('turns true once React has hydrated the page', async () => {
    const { useHydrated } = await import('./use-hydrated');
    const container = serverRendered();
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      hydrateRoot(container, React.createElement(sendButton(React, useHydrated)));
    });
    expect(container.querySelector('button')?.disabled).toBe(false);
    expect(errors).not.toHaveBeenCalled(); // no hydration mismatch
    errors.mockRestore();
  });

  it('turns true once Preact (the browser bundle’s runtime) has hydrated React’s HTML, whose attributes it keeps', async () => {
    const container = serverRendered();
    const preactHydrated = await new Promise<boolean | undefined>((resolve) => {
      jest.isolateModules(() => {
        jest.doMock('react', () => jest.requireActual('preact/compat'));
        // Loaded with `react` as the bundle resolves it: the hook's state and effect are Preact's.
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- a module registry of its own
        const compat = require('preact/compat') as Runtime & { hydrate: (element: unknown, into: Element) => void };
        // eslint-disable-next-line @typescript-eslint/no-require-imports -- the hook on that registry
        const { useHydrated: onPreact } = require('./use-hydrated') as { useHydrated: UseHydrated };
        compat.hydrate(compat.createElement(sendButton(compat, onPreact)), container);
        // Preact runs effects after the browser's next frame, which a loaded machine may delay:
        // the button is looked at every 10 ms, for up to 5 s, until it is enabled.
        const started = Date.now();
        const look = () => {
          const disabled = container.querySelector('button')?.disabled;
          if (disabled === false || Date.now() - started > 5_000) resolve(disabled);
          else setTimeout(look, 10);
        };
        setTimeout(look, 10);
      });
    });
    expect(preactHydrated).toBe(false);
  });
});
