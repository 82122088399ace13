import React from 'react';
import { whenIdle } from '../../runtime/idle';
import { suspendedPart } from '../../runtime/suspended-part';

const idle = (): Promise<void> => new Promise((resolve) => void whenIdle(resolve));

/**
 * A component whose code loads once the browser is idle after the first render, for parts that
 * neither sit above the fold nor need JavaScript to work at first (plain links, fixed buttons).
 * The static HTML shows them from the start: while the code loads, React leaves a suspended
 * boundary's server-rendered markup in place and hydrates it when the code arrives. The static
 * build renders them at once (no window, nothing to wait for).
 */
export function hydrateWhenIdle<Props extends object>(
  load: () => Promise<React.ComponentType<Props>>,
): React.ComponentType<Props> {
  // lazy() types its props through PropsWithRef, which TypeScript cannot resolve for a generic.
  const Deferred = React.lazy(async () => {
    if (typeof window !== 'undefined') await idle();
    return { default: await load() };
  }) as unknown as React.ComponentType<Props>;

  return suspendedPart(Deferred, 'WhenIdle');
}
