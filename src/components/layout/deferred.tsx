import { hydrateWhenIdle } from './hydrate-when-idle';
import type { FooterData } from './footer';

/**
 * Footer, floating actions, offline notice and the particle background's loader: server-rendered
 * with every page, their code loaded when the browser is idle so it stays out of the JavaScript a
 * first visit waits for.
 */
const parts = () => import(/* webpackChunkName: "layout-deferred" */ './deferred-parts');

type NoProps = Record<string, never>;

export const Footer = hydrateWhenIdle<{ data: FooterData | null | undefined }>(() => parts().then((module) => module.Footer));
export const FloatingActions = hydrateWhenIdle<NoProps>(() => parts().then((module) => module.FloatingActions));
export const OfflineNotice = hydrateWhenIdle<NoProps>(() => parts().then((module) => module.OfflineNotice));
export const ParticleBackground = hydrateWhenIdle<NoProps>(() => parts().then((module) => module.ParticleBackground));
