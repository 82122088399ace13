// @ts-check
/**
 * Which failed builds are tried again, and when. A failure that can pass — the build killed (the
 * out-of-memory killer), the build hook stopped mid-build, the CMS unreachable, slow or answering
 * 5xx/429 — is tried again by the hook's catch-up, up to MAX_ATTEMPTS builds in a row, waiting
 * longer each time. A failure of the content itself (a broken query, a refused token) would fail
 * the same way again: it is not retried, and the record says why.
 */
export const MAX_ATTEMPTS = 3;

/** How long after the first and the second failure the next attempt waits. */
export const RETRY_DELAYS_MS = [60_000, 300_000];

const TRANSIENT =
  /\bkilled\b|\bSIG[A-Z]+\b|\binterrupted\b|Cannot reach the CMS|HTTP (429|5\d\d)\b|\btimed? ?out\b|\btimeout\b|ECONNRESET|ECONNREFUSED|EAI_AGAIN|socket hang up/i;

/** The reason a build the hook was running or waiting for gets when the hook stopped (build-history.mjs). */
export const INTERRUPTED = 'interrupted: the build hook stopped';

/** Whether a build that failed with this reason may succeed when tried again unchanged. */
export const isTransientFailure = (/** @type {string | null | undefined} */ reason) => TRANSIENT.test(reason ?? '');

/**
 * The wait before attempt `attempt` (2, 3…) after a failure for `reason`, given the delays. A build
 * the hook's own stop interrupted is tried again at once: what stopped it has passed.
 */
export const retryDelay = (
  /** @type {number} */ attempt,
  /** @type {number[]} */ delaysMs = RETRY_DELAYS_MS,
  /** @type {string | null | undefined} */ reason = null,
) => (reason === INTERRUPTED ? 0 : (delaysMs[Math.min(attempt - 2, delaysMs.length - 1)] ?? 0));
