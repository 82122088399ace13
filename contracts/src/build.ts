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

/**
 * The CMS's changes that start a build, and the kind of build each starts: what visitors can see
 * (draft saves start none; an upload changes no page until a published document uses it). The
 * CMS listens to these events (publish-notifier.ts); the hook reads them (build-trigger.ts).
 */
export const BUILD_EVENTS = {
  'entry.publish': 'publish',
  'entry.unpublish': 'unpublish',
  'entry.delete': 'delete',
  'media.update': 'media',
  'media.delete': 'media',
} as const satisfies Record<string, TriggerKind>;
export type BuildEvent = keyof typeof BUILD_EVENTS;
export const BUILD_EVENT_NAMES = Object.keys(BUILD_EVENTS) as BuildEvent[];

/**
 * What the CMS posts to the build hook (BUILD_HOOK_URL) for a change: the event, the content type
 * and which document in which language, as Strapi's webhooks say it, and nothing more (no field
 * of the entry leaves the CMS). `scheduled`: a schedule made the change, not an editor then.
 */
export const ChangeAnnouncement = z.object({
  event: z.enum(BUILD_EVENT_NAMES as [BuildEvent, ...BuildEvent[]]),
  // Read leniently: a field that is not what it should be is left out, the change still builds.
  createdAt: z.string().optional().catch(undefined),
  uid: z.string().optional().catch(undefined),
  /** Strapi's own webhooks name the model here too (the hook reads them as well). */
  model: z.string().optional().catch(undefined),
  entry: z
    .object({
      documentId: z.string().optional().catch(undefined),
      locale: z.string().nullable().optional().catch(undefined),
    })
    .nullable()
    .optional()
    .catch(undefined),
  scheduled: z.literal(true).optional().catch(undefined),
});
export type ChangeAnnouncement = z.infer<typeof ChangeAnnouncement>;

/** What the CMS posts for an admin's "Rebuild now": who asked. */
export const RebuildRequest = z.object({ trigger: z.literal('manual'), by: z.string().optional() });
export type RebuildRequest = z.infer<typeof RebuildRequest>;

/** What the build hook answers a request for a build (202): the build it queued or joined. */
export const BuildRequested = z.object({ queued: z.literal(true), id: z.number().int().positive() });
export type BuildRequested = z.infer<typeof BuildRequested>;

/** Where the CMS answers its content version, to the build token (the site-builds plugin's content-API route). */
export const CONTENT_VERSION_PATH = '/api/site-builds/content-version';

/**
 * When the CMS's published content, each content type and the media files last changed (ISO
 * times). The build hook compares `changedAt` with what it last built, to catch up on a change it
 * was not told of; the source plugin lists only the types that changed since its last build. Read
 * leniently: what the CMS does not say is null (a type's time unknown: the type is read whole).
 */
export const ContentVersion = z.object({
  changedAt: z.string().nullable().catch(null),
  mediaChangedAt: z.string().nullable().catch(null),
  /** By content type uid; types never changed since tracking began are absent (so is a time that is not text). */
  types: z
    .preprocess(
      (types) =>
        typeof types === 'object' && types !== null && !Array.isArray(types)
          ? Object.fromEntries(Object.entries(types).filter(([, time]) => typeof time === 'string'))
          : types,
      z.record(z.string(), z.string()).nullable(),
    )
    .catch(null),
});
export type ContentVersion = z.infer<typeof ContentVersion>;
export const ContentVersionAnswer = z.object({ data: ContentVersion.nullable() });
export type ContentVersionAnswer = z.infer<typeof ContentVersionAnswer>;

/** What asked for a build (publisher/src/build-trigger.ts reads it from the hook's requests). */
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

/** A build as its first request queues it: one request, nothing started, nothing known yet. */
export const queuedBuild = (id: number, trigger: BuildTrigger, queuedAt: string): BuildRecord => ({
  id,
  state: 'queued',
  trigger,
  requests: 1,
  queuedAt,
  startedAt: null,
  finishedAt: null,
  durationMs: null,
  pages: null,
  pageUrl: null,
  error: null,
  logTail: [],
  contentVersion: null,
});

/**
 * What a build says of itself when it ends (written by the build, read by the hook): the pages
 * whose HTML it wrote, or why it failed.
 */
export const BuildOutcome = z.discriminatedUnion('ok', [
  z.object({ ok: z.literal(true), pages: z.number().int().nonnegative() }),
  z.object({ ok: z.literal(false), code: BuildErrorCode, message: z.string().min(1) }),
]);
export type BuildOutcome = z.infer<typeof BuildOutcome>;
