import React from 'react';

/** One term of a description list (`<dl>`) and its value, grouped as the list's `<div>`s allow. */
export function Detail({ term, children }: { term: string; children: React.ReactNode }): React.ReactElement {
  return (
    <div>
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}
