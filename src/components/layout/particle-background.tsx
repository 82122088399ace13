import React, { useEffect, useState } from 'react';
import { whenIdle } from '../../runtime/idle';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/**
 * The animated particle field behind the page. Its code is a separate chunk loaded once the page
 * is interactive and idle, so it never delays the first paint or the first-load JavaScript; with
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
    return whenIdle(() => {
      import('./particle-field').then((module) => setField(() => module.ParticleField));
    });
  }, [reducedMotion, Field]);

  return Field && !reducedMotion ? <Field /> : null;
}
