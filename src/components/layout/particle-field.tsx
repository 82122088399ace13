import React from 'react';
import type { Engine, ISourceOptions } from '@tsparticles/engine';
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
  return (
    <div aria-hidden="true">
      <ParticlesProvider init={registerShapes}>
        <Particles id="particle-background" options={PARTICLE_OPTIONS} />
      </ParticlesProvider>
    </div>
  );
}
