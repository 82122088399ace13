import crypto from 'node:crypto';
import type { IncomingMessage, RequestListener } from 'node:http';
import getRawBody from 'raw-body';
import { MAX_ATTEMPTS, RETRY_DELAYS_MS, type BuildErrorCode, type BuildRecord, type BuildTrigger } from '@site/contracts/build';
import { retryDelay } from './build-retry.ts';
import { describeTrigger, triggerFromBody } from './build-trigger.ts';

export type BuildHistory = ReturnType<typeof import('./build-history.ts').createBuildHistory>;
export type BuildResult = { pages?: number | null; pageUrl?: string | null; log?: string[]; detail?: string };

/** Compares secrets in constant time (hashing first makes the lengths equal). */
export function secretMatches(given: string, expected: string) {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected)) && expected.length > 0;
}

/** The secret from `Authorization: Bearer …` or `X-Build-Hook-Secret`. */
function presentedSecret(request: IncomingMessage) {
  const authorization = request.headers.authorization ?? '';
  if (authorization.startsWith('Bearer ')) return authorization.slice(7).trim();
  const header = request.headers['x-build-hook-secret'];
  return typeof header === 'string' ? header : '';
}

/** A build that failed: why (a code of the build contract, and a line), and what its output said at the end. */
export class BuildError extends Error {
  code: BuildErrorCode;
  log: string[];

  constructor(message: string, code: BuildErrorCode = 'build-failed', log: string[] = []) {
    super(message);
    this.code = code;
    this.log = log;
  }
}

/**
 * The build hook: an authenticated `POST /build` asks for a rebuild, `GET /builds` answers the
 * record of builds (newest first). Requests are coalesced: a build starts once no request has
 * come for `debounceMs`, never two builds run at once, and requests that arrive during a build
 * give exactly one more build after it. A failing build is recorded with its reason and the tail
 * of its output; publishing is the `build` function's job, so a failure leaves the live site alone.
 */
export function createBuildHook({
  secret,
  build,
  history,
  debounceMs = 500,
  contentVersion = async () => null,
  log = (line) => console.log(line),
  retryDelaysMs = RETRY_DELAYS_MS,
  now = () => Date.now(),
}: {
  secret: string;
  build: (trigger: BuildTrigger) => Promise<BuildResult | void>;
  history: BuildHistory;
  debounceMs?: number;
  contentVersion?: () => Promise<string | null>;
  log?: (line: string) => void;
  retryDelaysMs?: readonly number[];
  now?: () => number;
}) {
  if (!secret) throw new Error('The build hook needs a secret (BUILD_HOOK_SECRET)');
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  let idleWaiters: Array<() => void> = [];

  const settleIdle = () => {
    if (timer || running || history.queued()) return;
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
    const next = history.queued();
    if (running || !next) return settleIdle();
    running = contentVersion()
      .then((version) => runBuild(next, version))
      .finally(() => {
        running = null;
        if (history.queued()) schedule();
        else if (retryNow()) void catchUp().then((started) => started || settleIdle());
        else settleIdle();
      });
  };

  const runBuild = (next: BuildRecord, version: string | null) => {
    history.start(next.id, version);
    log(
      `[build-hook] build ${next.id} started (${describeTrigger(next.trigger)}${next.requests > 1 ? `, +${next.requests - 1} more` : ''})`,
    );
    return build(next.trigger)
      .then((result) => {
        history.finish(next.id, { ok: true, pages: result?.pages ?? null, pageUrl: result?.pageUrl ?? null, log: result?.log });
        const done = history.list().find((record) => record.id === next.id);
        log(
          `[build-hook] build ${next.id} published in ${((done?.durationMs ?? 0) / 1000).toFixed(1)} s${result?.detail ? ` (${result.detail})` : ''}`,
        );
      })
      .catch((error: unknown) => {
        const message = error instanceof Error ? error.message : String(error);
        const failure = error instanceof BuildError ? error : new BuildError(message);
        history.finish(next.id, { ok: false, error: message, errorCode: failure.code, log: failure.log });
        log(`[build-hook] build ${next.id} FAILED, the last good site stays live: ${message}`);
      });
  };

  /** Whether the last build failed in a way that is tried again at once (build-retry.ts), not at the next catch-up. */
  const retryNow = () => {
    const failures = history.transientFailures();
    return (
      failures.count > 0 &&
      failures.count < MAX_ATTEMPTS &&
      retryDelay(failures.count + 1, retryDelaysMs, failures.errorCode) === 0
    );
  };

  /** Asks for a build (what an authenticated request does); returns the build it joined. */
  const trigger = (cause: BuildTrigger = { kind: 'manual' }) => {
    const queued = history.request(cause);
    if (cause.note) log(`[build-hook] build requested (${describeTrigger(cause)}): building anyway, content may have changed`);
    if (!running) schedule();
    return queued;
  };

  /**
   * Catches up on content the hook never heard of (an announcement that did not arrive while the
   * hook was down or unreachable), and on content a build failed to publish in a way that may
   * pass (killed, the CMS unreachable: contracts/src/build-errors.ts): asks for a build when the CMS's content
   * changed after the content the last settled build started from — a retry waits longer after
   * each failure, up to MAX_ATTEMPTS builds. Nothing happens while a build is queued or running.
   */
  const catchUp = async () => {
    if (running || timer || history.queued()) return false;
    const version = await contentVersion();
    const built = history.lastBuiltVersion();
    if (!version || (built && version <= built)) return false;
    const failures = history.transientFailures();
    if (failures.count > 0) {
      const attempt = failures.count + 1;
      const wait = retryDelay(attempt, retryDelaysMs, failures.errorCode);
      if (wait > 0 && now() - Date.parse(failures.finishedAt ?? '') < wait) return false;
      log(`[build-hook] the last build failed (${failures.error}): trying again, attempt ${attempt} of ${MAX_ATTEMPTS}`);
      trigger({ kind: 'retry', attempt, note: failures.error ?? undefined });
      return true;
    }
    log(`[build-hook] the CMS changed at ${version}${built ? `, after the last build (${built})` : ''}: catching up`);
    trigger({ kind: 'catch-up' });
    return true;
  };

  const handler: RequestListener = async (request, response) => {
    const reply = (status: number, body: object) => {
      response.writeHead(status, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' }).end(JSON.stringify(body));
    };
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (pathname !== '/build' && pathname !== '/builds')
      return reply(404, { error: 'Not found: use POST /build or GET /builds' });
    if (!secretMatches(presentedSecret(request), secret)) {
      request.resume();
      return reply(401, { error: 'Unauthorized: send the build hook secret as Authorization: Bearer <secret>' });
    }
    if (pathname === '/builds') {
      if (request.method !== 'GET') return reply(405, { error: 'Use GET /builds' });
      return reply(200, { builds: history.list() });
    }
    if (request.method !== 'POST') return reply(405, { error: 'Use POST /build' });
    let body = '';
    try {
      body = await getRawBody(request, { limit: '1mb', encoding: 'utf8' });
    } catch {
      body = '';
    }
    const queued = trigger(triggerFromBody(body));
    return reply(202, { queued: true, id: queued.id });
  };

  return {
    handler,
    trigger,
    catchUp,
    /** Checks for missed content now and every `intervalMs`; returns the function that stops it. */
    watchContent(intervalMs: number) {
      void catchUp();
      const interval = setInterval(() => void catchUp(), intervalMs);
      interval.unref();
      return () => clearInterval(interval);
    },
    builds: () => history.list(),
    /** Resolves once nothing is queued or building. */
    idle: () =>
      new Promise((resolve) => {
        idleWaiters.push(() => resolve(undefined));
        settleIdle();
      }),
  };
}
