import pRetry, { AbortError } from 'p-retry';
import { mayPass, type Attempts } from './strapi-client';

export interface RetryOptions {
  /** How many times a request is tried again (default 4: five attempts). */
  retries?: number;
  /** The first wait, doubled each time (default 1 s: about 15 s in all). */
  minTimeoutMs?: number;
  /** Told each time a request is tried again, in a line. */
  onRetry?: (message: string) => void;
}

/**
 * A build's requests to the CMS: one whose failure may pass (no answer, a timeout, HTTP
 * 408/429/5xx: a CMS restarting, a proxy's 502) is tried again with p-retry, the waits doubling;
 * a refusal (400, 401, 403…) stops at once.
 */
export function retryTransientFailures({ retries = 4, minTimeoutMs = 1000, onRetry }: RetryOptions = {}): Attempts {
  return (request) =>
    pRetry(
      async () => {
        try {
          return await request();
        } catch (error) {
          throw mayPass(error) ? error : new AbortError(error as Error);
        }
      },
      {
        retries,
        minTimeout: minTimeoutMs,
        factor: 2,
        onFailedAttempt: (error) => {
          if (error.retriesLeft > 0)
            onRetry?.(`${error.message} Trying again (attempt ${error.attemptNumber + 1} of ${retries + 1}).`);
        },
      },
    );
}
