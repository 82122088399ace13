import React from 'react';
import { nextTask } from './idle';
import { suspendedPart } from './suspended-part';

/**
 * Whether the page the browser loaded is being hydrated from its server HTML, part by part: from
 * hydrateInSlices' start until the visitor first touches the page or moves to another one. Not
 * in the HTML renderer, `gatsby develop` (no server HTML) or a test that renders a component.
 */
let hydrating = false;
/** The last turn handed out: each part's turn comes a task after the one before. */
let lastTurn: Promise<void> = Promise.resolve();
/** Lets the parts still waiting for their turn go at once. */
const waiting = new Set<() => void>();

/** What a visitor does first to a control: the parts hydrate before its click or key lands. */
const FIRST_TOUCH = ['pointerdown', 'keydown', 'focusin'] as const;

/** Hydration of the server's HTML begins (src/runtime/hydrate.ts). */
export function markHydrationStarted(): void {
  hydrating = true;
  for (const type of FIRST_TOUCH) document.addEventListener(type, markHydrationOver, { capture: true, passive: true });
}

/**
 * The visitor touched the page, or is moving to another (Gatsby's onPreRouteUpdate, before the
 * next page renders): every part waiting hydrates now, and parts seen from now on render at once.
 */
export function markHydrationOver(): void {
  hydrating = false;
  for (const type of FIRST_TOUCH) document.removeEventListener(type, markHydrationOver, { capture: true });
  for (const release of waiting) release();
  waiting.clear();
}

/**
 * A part of the layout that hydrates in a task of its own (issue 37). Preact hydrates a page in
 * one pass, so a phone's main thread is blocked for as long as the whole layout takes; React
 * sliced it inside a transition. While the page the browser loaded is hydrated, the part suspends
 * until its turn (a task after the part before it): React and Preact leave a suspended part's
 * server HTML in place and hydrate it when it resumes, so the visitor sees no change, and the
 * browser can paint and take input between the parts. Preact replays no event, so the visitor's
 * first pointer, key or focus lets every part still waiting hydrate at once, before the click or
 * key reaches it. The HTML renderer, a page reached in the app and `gatsby develop` render the
 * part at once.
 *
 * A part renders one element at its top: Preact keeps exactly one node in place for a component
 * that suspends while hydrating (the next element, past React's Suspense comments), and would
 * drop the rest of a fragment and write it anew. Keep parts inside an element of their own (a
 * part just before `<main>` made Preact move `<main>` on the home page).
 */
export function hydratedInTurn<Props extends object>(Component: React.ComponentType<Props>): React.ComponentType<Props> {
  let turn: Promise<void> | undefined;
  let released = false;

  function Part(props: Props): React.ReactElement {
    if (hydrating && !released) {
      turn ??= lastTurn = new Promise<void>((release) => {
        waiting.add(release);
        void lastTurn.then(nextTask).then(release);
      }).then(() => {
        released = true;
      });
      throw turn; // Suspense's protocol: render again when this settles
    }
    return <Component {...props} />;
  }

  return suspendedPart(Part, `InTurn(${Component.displayName ?? Component.name})`);
}
