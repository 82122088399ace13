import React, { useEffect, useState } from 'react';
import { whenIdle } from '../../runtime/idle';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';
const PARTICLES_DELAY_MS = 4000;
const INTERACTIONS = ['pointermove', 'scroll', 'keydown', 'touchstart'] as const;

/**
 * The animated particle field behind the page. Its code is a separate chunk loaded once the page
 * has settled (first interaction, or a few idle seconds), so it never delays the first paint,
 * the first-load JavaScript or the page becoming interactive; with
 * prefers-reduced-motion it is not loaded at all (and removed if the setting changes).
 */
export function ParticleBackground(): React.ReactElement | null {
  const [Field, setField] = useState<React.ComponentType | null>(null);
  const [reducedMotion, setReducedMotion] = useState(true);

  useEffect(() => {
    const query = window.matchMedia(REDUCED_MOTION);
    const update = () => setReducedMotion(query.matches);
    update();
    query.addEventListener('change', update);
    return () => query.removeEventListener('change', update);
  }, []);

  useEffect(() => {
    if (reducedMotion || Field) return undefined;
    let cancelIdle = () => {};
    const load = () => {
      cancel();
      import(/* webpackChunkName: "particle-field" */ './particle-field').then((module) => setField(() => module.ParticleField));
    };
    // Decoration waits until the page has settled: the first interaction, or a few quiet seconds.
    const timer = window.setTimeout(() => {
      cancelIdle = whenIdle(load);
    }, PARTICLES_DELAY_MS);
    const cancel = () => {
      window.clearTimeout(timer);
      cancelIdle();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, load));
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, load, { once: true, passive: true }));
    return cancel;
  }, [reducedMotion, Field]);

  return Field && !reducedMotion ? <Field /> : null;
}
