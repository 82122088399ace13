/** The layout parts whose code loads when the page is idle, in one chunk (see ./deferred.tsx). */
export { Footer } from './footer';
export { FloatingActions } from './floating-actions';
export { OfflineNotice } from './offline-notice';
export { ParticleBackground } from './particle-background';
