import { Agent, interceptors, setGlobalDispatcher } from 'undici';

/**
 * The specs' fetch sends a read again, once, when the connection it reused was closed under it
 * (ECONNRESET, "other side closed"): a keep-alive connection the server let go as the request set
 * out, which a browser retries by itself too. Only reads, only those errors, and each retry is
 * printed, so a server that really drops connections still fails its test, and a retry shows in the
 * log. Nothing else changes: status codes are never retried, a refused connection fails at once.
 */
const RESET = new Set(['ECONNRESET', 'EPIPE', 'UND_ERR_SOCKET']);
const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

setGlobalDispatcher(
  new Agent().compose(
    interceptors.retry({
      // No status is an error to retry (undici's default turns 429 and 5xx into errors).
      statusCodes: [],
      retry(error, { state, opts }, callback) {
        const code = (error as NodeJS.ErrnoException).code ?? '';
        if (state.counter > 1 || !RESET.has(code) || !READS.has(opts.method)) return callback(error);
        console.warn(
          `e2e: ${opts.method} ${opts.origin?.toString() ?? ''}${opts.path} sent again after ${code} (${error.message})`,
        );
        setTimeout(() => callback(null), 100);
      },
    }),
  ),
);
