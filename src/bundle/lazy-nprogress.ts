import type { Settings } from 'accessible-nprogress';
import { whenIdle } from '../runtime/idle';

/** The part of accessible-nprogress the plugin calls. */
interface Progress {
  configure(options: Settings): unknown;
  start(): unknown;
  done(force?: boolean): unknown;
}

export interface LazyProgress extends Progress {
  /** Starts loading the real progress bar now. */
  preload(): void;
}

/**
 * gatsby-plugin-nprogress's progress bar, loaded when the page is idle instead of with the app:
 * the bar only shows when a client-side navigation waits over a second, after the page is
 * interactive. Settings given before the load are applied to it; a `done()` that arrives before
 * the load finished cancels the pending `start()`.
 */
export function lazyProgress(load: () => Promise<Progress>): LazyProgress {
  let settings: Settings = {};
  let running = false;
  let ready: Progress | undefined;
  let loading: Promise<Progress> | undefined;
  const loaded = (): Promise<Progress> =>
    (loading ??= load().then((progress) => {
      progress.configure(settings);
      return (ready = progress);
    }));

  const proxy: LazyProgress = {
    configure(options) {
      settings = { ...settings, ...options };
      ready?.configure(settings);
      return proxy;
    },
    start() {
      running = true;
      if (ready) ready.start();
      else void loaded().then((progress) => running && progress.start());
      return proxy;
    },
    done(force) {
      running = false;
      ready?.done(force);
      return proxy;
    },
    preload() {
      void loaded();
    },
  };
  return proxy;
}

const progress = lazyProgress(() => import('accessible-nprogress').then((module) => module.default));
if (typeof window !== 'undefined') whenIdle(() => progress.preload());

export default progress;
