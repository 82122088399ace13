/** Idle prefetch timeout from the specification: work waits for idle time, at most this long. */
export const IDLE_TIMEOUT_MS = 2000;

/** Runs work once the page is interactive and the browser is idle; returns a cancel function. */
export function whenIdle(work: () => void, timeout = IDLE_TIMEOUT_MS): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 1);
  return () => window.clearTimeout(handle);
}
