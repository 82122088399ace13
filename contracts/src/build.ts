/**
 * The build contract: what asks for a build (the trigger), why one failed (an error code, decided
 * where the failure happens — never read back from the wording of a message), which failures are
 * tried again and how often, and the record the build hook keeps and the CMS's "Site builds"
 * widget shows. Zod schemas with the types inferred from them; the build hook
 * (scripts/lib/build-*.ts), the build itself (scripts/build.ts, the CMS source plugin, the
 * build-outcome plugin) and the CMS admin import them from here.
 */
import { z } from 'zod';
import { BUILD_ERROR_CODES, type BuildErrorCode as Code } from './build-errors.ts';

export { BUILD_ERROR_CODES, INTERRUPTED_MESSAGE, MAX_ATTEMPTS, RETRY_DELAYS_MS, isTransient } from './build-errors.ts';

export const BuildErrorCode = z.enum(BUILD_ERROR_CODES);
export type BuildErrorCode = Code;

export const TRIGGER_KINDS = [
  'publish',
  'unpublish',
  'delete',
  'media',
  'content',
  'manual',
  'start',
  'catch-up',
  'retry',
] as const;

export type TriggerKind = (typeof TRIGGER_KINDS)[number];

/**
 * The kinds of build that read every document, not only what changed since the last build: the
 * first build of a run and "Rebuild now" (content may have changed in ways the CMS did not
 * record), and a retry (the failed build may have died after noting what it had synced).
 */
export const FULL_CHECK_KINDS: ReadonlySet<TriggerKind> = new Set(['start', 'manual', 'retry']);

/**
 * How much a trigger asks of a build: the first build of a run (a full check that also writes the
 * query types), then a full check, then a change the CMS named, then a catch-up.
 */
const demand = ({ kind }: { kind: TriggerKind }): number =>
  kind === 'start' ? 3 : FULL_CHECK_KINDS.has(kind) ? 2 : kind === 'catch-up' ? 0 : 1;

/**
 * The trigger a waiting build keeps when another request joins it: the one that asks more of the
 * build, the first of two that ask as much. "Rebuild now" joining a waiting publish still checks
 * every document; an editor's publish joining a waiting catch-up is what the record shows (the
 * article it names, its live page).
 */
export const joinedTrigger = <Trigger extends { kind: TriggerKind }>(waiting: Trigger, joining: Trigger): Trigger =>
  demand(joining) > demand(waiting) ? joining : waiting;

/** What asked for a build (scripts/lib/build-trigger.ts reads it from the hook's requests). */
export const BuildTrigger = z.object({
  kind: z.enum(TRIGGER_KINDS),
  /** Which attempt a retry is (2, 3…). */
  attempt: z.number().int().min(2).optional(),
  /** Content-type uid, e.g. api::news.news. */
  model: z.string().optional(),
  documentId: z.string().optional(),
  locale: z.string().optional(),
  /** Who asked, for a manual rebuild. */
  by: z.string().optional(),
  /** A schedule made the change (the CMS's Scheduling), not an editor at that moment. */
  scheduled: z.literal(true).optional(),
  /** Why the request said less than expected. */
  note: z.string().optional(),
});
export type BuildTrigger = z.infer<typeof BuildTrigger>;

export const BUILD_STATES = ['queued', 'building', 'published', 'failed'] as const;

/** One build in the hook's record (newest first in `{ builds }`). */
export const BuildRecord = z.object({
  id: z.number().int().positive(),
  state: z.enum(BUILD_STATES),
  /** The request that decides what it does: the first, unless a later one asks more (joinedTrigger). */
  trigger: BuildTrigger,
  /** How many requests this build answers (a burst coalesces). */
  requests: z.number().int().positive(),
  queuedAt: z.string(),
  startedAt: z.string().nullable(),
  finishedAt: z.string().nullable(),
  durationMs: z.number().nullable(),
  /** Pages whose HTML the build wrote. */
  pages: z.number().int().nonnegative().nullable(),
  /** The live page of what was published, when there is one. */
  pageUrl: z.string().nullable(),
  /** Why it failed, in a line. */
  error: z.string().nullable(),
  /** Why it failed, as a code (absent in records written before codes existed). */
  errorCode: BuildErrorCode.nullable().optional(),
  /** The last lines of the build's output. */
  logTail: z.array(z.string()),
  /** When the CMS's published content had last changed as the build started. */
  contentVersion: z.string().nullable(),
  /** It failed in a way that may pass when tried again (isTransient of its code). */
  transient: z.boolean().optional(),
});
export type BuildRecord = z.infer<typeof BuildRecord>;

/**
 * What a build says of itself when it ends (written by the build, read by the hook): the pages
 * whose HTML it wrote, or why it failed.
 */
export const BuildOutcome = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), pages: z.number().int().nonnegative() }),
  z.object({ ok: z.literal(false), code: BuildErrorCode, message: z.string().min(1) }),
]);
export type BuildOutcome = z.infer<typeof BuildOutcome>;
