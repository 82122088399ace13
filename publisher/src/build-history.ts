/**
 * The build hook's record of builds, newest first, the last 50 kept, persisted in a JSON file so
 * it survives a restart (written to a temporary file and renamed: never half written).
 */
import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import {
  BuildRecord,
  INTERRUPTED_MESSAGE,
  MAX_ATTEMPTS,
  isTransient,
  type BuildErrorCode,
  type BuildTrigger,
  joinedTrigger,
  queuedBuild,
} from '@site/contracts/build';

/** The file: `{ builds }`, each build checked against the contract (one that is not is dropped). */
const RecordFile = z.object({ builds: z.array(z.unknown()).catch([]) }).catch({ builds: [] });

/** The builds a record file holds, those that are not builds dropped; none when it is missing or unreadable. */
function readBuilds(file: string): BuildRecord[] {
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return [];
  }
  return RecordFile.parse(json).builds.flatMap((build) => {
    const checked = BuildRecord.safeParse(build);
    if (!checked.success) return [];
    // Kept before error codes: a build the hook's stop cut off said so only in its message.
    const record = checked.data;
    if (record.state === 'failed' && !record.errorCode && record.error === INTERRUPTED_MESSAGE) record.errorCode = 'interrupted';
    return [record];
  });
}

export const KEEP_BUILDS = 50;
const LOG_TAIL_LINES = 40;

export function createBuildHistory(file: string, { keep = KEEP_BUILDS, now = () => new Date() } = {}) {
  let builds: BuildRecord[] = readBuilds(file);
  // A build the hook was running or waiting for when it stopped never finished.
  for (const build of builds) {
    if (build.state === 'queued' || build.state === 'building') {
      Object.assign(build, {
        state: 'failed',
        finishedAt: build.finishedAt ?? now().toISOString(),
        error: INTERRUPTED_MESSAGE,
        errorCode: 'interrupted',
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
  const find = (id: number) => builds.find((build) => build.id === id);
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
    /** Records a request: it joins the queued build, or queues a new one. */
    request(trigger: BuildTrigger): BuildRecord {
      const waiting = builds.find((build) => build.state === 'queued');
      if (waiting) {
        waiting.requests += 1;
        waiting.trigger = joinedTrigger(waiting.trigger, trigger);
        save();
        return waiting;
      }
      const build = queuedBuild((builds[0]?.id ?? 0) + 1, trigger, now().toISOString());
      builds.unshift(build);
      save();
      return build;
    },
    start(id: number, contentVersion: string | null = null) {
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
     * The newest builds that failed in a row in ways that may pass: how many, the last reason and
     * its code, when the last one finished. Builds queued or running are passed over.
     */
    transientFailures() {
      const failures = transientRun();
      return {
        count: failures.length,
        error: failures[0]?.error ?? null,
        errorCode: failures[0]?.errorCode ?? null,
        finishedAt: failures[0]?.finishedAt ?? null,
      };
    },
    finish(
      id: number,
      {
        ok,
        pages = null,
        pageUrl = null,
        error = null,
        errorCode = null,
        log = [],
      }: {
        ok: boolean;
        pages?: number | null;
        pageUrl?: string | null;
        error?: string | null;
        errorCode?: BuildErrorCode | null;
        log?: string[];
      },
    ) {
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
        errorCode: ok ? null : (errorCode ?? 'build-failed'),
        logTail: log.slice(-LOG_TAIL_LINES),
        transient: !ok && isTransient(errorCode ?? 'build-failed'),
      });
      save();
    },
  };
}
