// @ts-check
import crypto from 'node:crypto';

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function secretMatches(/** @type {string} */ given, /** @type {string} */ expected) {
  const digest = (/** @type {string} */ value) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected)) && expected.length > 0;
}

/** The secret from `Authorization: Bearer …` or `X-Build-Hook-Secret`. */
function presentedSecret(/** @type {import('node:http').IncomingMessage} */ request) {
  const authorization = request.headers.authorization ?? '';
  if (authorization.startsWith('Bearer ')) return authorization.slice(7).trim();
  const header = request.headers['x-build-hook-secret'];
  return typeof header === 'string' ? header : '';
}

/**
 * The build hook: an authenticated POST asks for a rebuild. Requests are coalesced: a build
 * starts once no request has come for `debounceMs`, never two builds run at once, and requests
 * that arrive during a build give exactly one more build after it. A failing build is logged;
 * publishing the result is the `build` function's job, so a failure leaves the live site alone.
 * @param {{ secret: string, build: () => Promise<void>, debounceMs?: number, log?: (line: string) => void }} options
 */
export function createBuildHook({ secret, build, debounceMs = 3000, log = (line) => console.log(line) }) {
  if (!secret) throw new Error('The build hook needs a secret (BUILD_HOOK_SECRET)');
  /** @type {NodeJS.Timeout | null} */
  let timer = null;
  /** @type {Promise<void> | null} */
  let running = null;
  let pending = false;
  /** @type {{ requests: number, builds: number, failures: number, last: null | { ok: boolean, finishedAt: string, seconds: number } }} */
  const stats = { requests: 0, builds: 0, failures: 0, last: null };
  /** @type {Array<() => void>} */
  let idleWaiters = [];

  const settleIdle = () => {
    if (timer || running || pending) return;
    idleWaiters.forEach((resolve) => resolve());
    idleWaiters = [];
  };

  const schedule = () => {
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      start();
    }, debounceMs);
  };

  const start = () => {
    if (running || !pending) return settleIdle();
    pending = false;
    const started = Date.now();
    stats.builds += 1;
    log(`[build-hook] build ${stats.builds} started`);
    running = build()
      .then(() => {
        const seconds = (Date.now() - started) / 1000;
        stats.last = { ok: true, finishedAt: new Date().toISOString(), seconds };
        log(`[build-hook] build ${stats.builds} published in ${seconds.toFixed(1)} s`);
      })
      .catch((error) => {
        stats.failures += 1;
        stats.last = { ok: false, finishedAt: new Date().toISOString(), seconds: (Date.now() - started) / 1000 };
        log(
          `[build-hook] build ${stats.builds} FAILED, the last good site stays live: ${error instanceof Error ? error.message : error}`,
        );
      })
      .finally(() => {
        running = null;
        if (pending) schedule();
        else settleIdle();
      });
  };

  /** Asks for a build (what an authenticated request does). */
  const trigger = () => {
    stats.requests += 1;
    pending = true;
    if (!running) schedule();
  };

  /** @type {import('node:http').RequestListener} */
  const handler = (request, response) => {
    const reply = (/** @type {number} */ status, /** @type {object} */ body) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
    };
    if (request.method === 'GET' && request.url === '/status') {
      return reply(200, { building: Boolean(running), queued: pending, ...stats });
    }
    if (request.method !== 'POST') return reply(405, { error: 'Use POST' });
    if (!secretMatches(presentedSecret(request), secret)) return reply(401, { error: 'Unauthorized' });
    request.resume(); // the webhook's body (which entry changed) does not matter: the whole site is rebuilt
    trigger();
    return reply(202, { queued: true });
  };

  return {
    handler,
    trigger,
    stats,
    /** Resolves once nothing is queued or building. */
    idle: () =>
      new Promise((resolve) => {
        idleWaiters.push(() => resolve(undefined));
        settleIdle();
      }),
  };
}
