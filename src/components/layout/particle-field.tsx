import React, { useCallback, useEffect, useRef } from 'react';
import type { Container, Engine, ISourceOptions } from '@tsparticles/engine';
import { Particles, ParticlesProvider } from '@tsparticles/react';
import { loadSlim } from '@tsparticles/slim';
import { colors } from '../../theme/tokens';

/** 30 particles at 30 fps, drawn behind everything; purely decorative. */
export const PARTICLE_OPTIONS: ISourceOptions = {
  fpsLimit: 30,
  fullScreen: { enable: true, zIndex: -1 },
  background: { color: { value: 'transparent' } },
  detectRetina: true,
  particles: {
    number: { value: 30 },
    color: { value: [colors.primary, colors.secondary] },
    opacity: { value: 0.25 },
    size: { value: { min: 1, max: 3 } },
    links: { enable: true, color: colors.secondary, distance: 160, opacity: 0.12, width: 1 },
    move: { enable: true, speed: 0.6, outModes: { default: 'out' } },
  },
  interactivity: { events: { onHover: { enable: false }, onClick: { enable: false } } },
};

const registerShapes = async (engine: Engine): Promise<void> => {
  await loadSlim(engine);
};

export function ParticleField(): React.ReactElement {
  // Removed while tsParticles was still starting (reduced motion turned on just then), the field
  // would be left drawing: @tsparticles/react destroys on unmount only what has finished loading,
  // and keeps what loaded afterwards because its canvas carries the same id. Stopped here instead.
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);
  const loaded = useCallback(async (container?: Container) => {
    if (!mounted.current) container?.destroy();
  }, []);
  return (
    <div aria-hidden="true">
      <ParticlesProvider init={registerShapes}>
        <Particles id="particle-background" options={PARTICLE_OPTIONS} particlesLoaded={loaded} />
      </ParticlesProvider>
    </div>
  );
}
