import React, { Suspense } from 'react';

/**
 * `Inner` in a Suspense boundary of its own that shows nothing while `Inner` waits: the server
 * renders `Inner` whole, and while the browser hydrates, React and Preact leave the boundary's
 * server HTML in place until `Inner` can render (its code loaded, its turn come). Memoised: a
 * layout re-rendered with the same props leaves a boundary that is still waiting to hydrate
 * alone (an update reaching it first is React error 421).
 */
export function suspendedPart<Props extends object>(Inner: React.ComponentType<Props>, name: string): React.ComponentType<Props> {
  function Part(props: Props): React.ReactElement {
    return (
      <Suspense fallback={null}>
        <Inner {...props} />
      </Suspense>
    );
  }
  Part.displayName = name;
  return React.memo(Part) as unknown as React.ComponentType<Props>;
}
