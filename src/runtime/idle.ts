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

/**
 * Resolves in a task of its own, soon: a message to itself, which browsers do not slow down in a
 * background tab as they do timers (a page opened there is ready when the visitor turns to it).
 */
export function nextTask(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof MessageChannel !== 'function') {
      setTimeout(resolve, 0);
      return;
    }
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
}
