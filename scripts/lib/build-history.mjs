// @ts-check
/**
 * The build hook's record of builds, newest first, the last 50 kept, persisted in a JSON file so
 * it survives a restart (written to a temporary file and renamed: never half written).
 */
import fs from 'node:fs';
import path from 'node:path';
import { INTERRUPTED, MAX_ATTEMPTS, isTransientFailure } from './build-retry.mjs';

/**
 * @typedef {import('./build-trigger.mjs').BuildTrigger} BuildTrigger
 * @typedef {object} BuildRecord
 * @property {number} id
 * @property {'queued' | 'building' | 'published' | 'failed'} state
 * @property {BuildTrigger} trigger the first request that asked for it
 * @property {number} requests how many requests this build answers (a burst coalesces)
 * @property {string} queuedAt
 * @property {string | null} startedAt
 * @property {string | null} finishedAt
 * @property {number | null} durationMs
 * @property {number | null} pages pages whose HTML the build wrote
 * @property {string | null} pageUrl the live page of what was published, when there is one
 * @property {string | null} error what went wrong, in a line
 * @property {string[]} logTail the last lines of the build's output
 * @property {string | null} contentVersion when the CMS's published content had last changed as the build started
 * @property {boolean} [transient] it failed in a way that may pass when tried again (build-retry.mjs)
 */

export const KEEP_BUILDS = 50;
const LOG_TAIL_LINES = 40;

/** @param {string} file */
export function createBuildHistory(file, { keep = KEEP_BUILDS, now = () => new Date() } = {}) {
  /** @type {BuildRecord[]} */
  let builds = [];
  try {
    builds = JSON.parse(fs.readFileSync(file, 'utf8')).builds ?? [];
  } catch {
    builds = [];
  }
  // A build the hook was running or waiting for when it stopped never finished.
  for (const build of builds) {
    if (build.state === 'queued' || build.state === 'building') {
      Object.assign(build, {
        state: 'failed',
        finishedAt: build.finishedAt ?? now().toISOString(),
        error: INTERRUPTED,
        transient: true,
      });
    }
  }

  const save = () => {
    builds = builds.slice(0, keep);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    const temporary = `${file}.${process.pid}.tmp`;
    fs.writeFileSync(temporary, `${JSON.stringify({ builds }, null, 2)}\n`);
    fs.renameSync(temporary, file);
  };
  const find = (/** @type {number} */ id) => builds.find((build) => build.id === id);
  const finished = () => builds.filter((build) => build.state === 'published' || build.state === 'failed');
  /** The newest finished builds that failed in ways that may pass, up to the first that did not. */
  const transientRun = () => {
    const done = finished();
    const settled = done.findIndex((build) => !(build.state === 'failed' && build.transient));
    return settled === -1 ? done : done.slice(0, settled);
  };

  return {
    /** Newest first. */
    list: () => builds.map((build) => ({ ...build })),
    /** The build waiting to start, which a new request joins, or null. */
    queued: () => builds.find((build) => build.state === 'queued') ?? null,
    /** Records a request: it joins the queued build, or queues a new one. @returns {BuildRecord} */
    request(/** @type {BuildTrigger} */ trigger) {
      const waiting = builds.find((build) => build.state === 'queued');
      if (waiting) {
        waiting.requests += 1;
        save();
        return waiting;
      }
      /** @type {BuildRecord} */
      const build = {
        id: (builds[0]?.id ?? 0) + 1,
        state: 'queued',
        trigger,
        requests: 1,
        queuedAt: now().toISOString(),
        startedAt: null,
        finishedAt: null,
        durationMs: null,
        pages: null,
        pageUrl: null,
        error: null,
        logTail: [],
        contentVersion: null,
      };
      builds.unshift(build);
      save();
      return build;
    },
    start(/** @type {number} */ id, /** @type {string | null} */ contentVersion = null) {
      Object.assign(find(id) ?? {}, { state: 'building', startedAt: now().toISOString(), contentVersion });
      save();
    },
    /**
     * The content version the newest settled build started from: published, failed on the
     * content itself, or failed MAX_ATTEMPTS times in a row in ways that may pass (not retried
     * further). A build that could not ask the CMS (it refused the token, say) does not count.
     */
    lastBuiltVersion() {
      const failures = transientRun();
      const considered = failures.length < MAX_ATTEMPTS ? finished().slice(failures.length) : finished();
      return considered.find((build) => build.contentVersion)?.contentVersion ?? null;
    },
    /**
     * The newest builds that failed in a row in ways that may pass: how many, the last reason,
     * when the last one finished. Builds queued or running are passed over.
     */
    transientFailures() {
      const failures = transientRun();
      return { count: failures.length, error: failures[0]?.error ?? null, finishedAt: failures[0]?.finishedAt ?? null };
    },
    /**
     * @param {number} id
     * @param {{ ok: boolean, pages?: number | null, pageUrl?: string | null, error?: string | null, log?: string[] }} outcome
     */
    finish(id, { ok, pages = null, pageUrl = null, error = null, log = [] }) {
      const build = find(id);
      if (!build) return;
      const finishedAt = now();
      Object.assign(build, {
        state: ok ? 'published' : 'failed',
        finishedAt: finishedAt.toISOString(),
        durationMs: build.startedAt ? finishedAt.getTime() - Date.parse(build.startedAt) : null,
        pages,
        pageUrl,
        error: ok ? null : (error ?? 'the build failed'),
        logTail: log.slice(-LOG_TAIL_LINES),
        transient: !ok && isTransientFailure(error),
      });
      save();
    },
  };
}
