import React from 'react';
import { act } from 'react';
import { hydrateInSlices } from './hydrate';

// React checks this flag before honouring act() outside a testing library.
(globalThis as typeof globalThis & { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

const Greeting = ({ name }: { name: string }) => <p>{`Halo ${name}`}</p>;

describe('hydrating the page', () => {
  it('hydrates a container that holds the server markup, without a mismatch', async () => {
    const container = document.createElement('div');
    container.innerHTML = '<p>Halo Dewi</p>'; // what the server rendered
    const server = container.firstChild;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let cleanup: () => void = () => undefined;
    await act(async () => {
      cleanup = hydrateInSlices(<Greeting name="Dewi" />, container);
    });
    expect(container.firstChild).toBe(server); // hydrated in place, not re-rendered
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => cleanup());
    expect(container.innerHTML).toBe('');
  });

  it('renders into an empty container (a develop page, the loading indicator) and unmounts it on cleanup', async () => {
    const pageRoot = document.createElement('div');
    pageRoot.id = 'gatsby-focus-wrapper';
    pageRoot.innerHTML = '<main>already rendered</main>';
    document.body.append(pageRoot);
    const indicator = document.createElement('div');
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    let cleanup: () => void = () => undefined;
    await act(async () => {
      cleanup = hydrateInSlices(<Greeting name="Budi" />, indicator);
    });
    expect(indicator.textContent).toBe('Halo Budi');
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    act(() => cleanup());
    expect(indicator.innerHTML).toBe('');
    pageRoot.remove();
  });
});
