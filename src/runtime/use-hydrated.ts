import { useEffect, useState } from 'react';

/**
 * False in the static HTML and in the render that hydrates it, true from the next render on:
 * for a control that works only once its code runs. State set by an effect behaves alike in React
 * and in Preact, whose hydration keeps the server's attributes and reads no server snapshot.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  // The one render after hydration is the point: the static HTML and the hydrating render agree.
  // eslint-disable-next-line react-hooks/set-state-in-effect
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
