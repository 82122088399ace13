import type { Core } from '@strapi/strapi';
import { BUILD_EVENT_NAMES, type BuildEvent, type ChangeAnnouncement } from '@site/contracts/build';
import { createHookClient, hookSettings, type HookSettings } from './hook-client';
import { deletedVersionWasSeen } from './visible-changes';

/** Changes to what visitors can see (the build contract's); draft edits (entry.update) change nothing on the site. */
export const BUILD_EVENTS = BUILD_EVENT_NAMES;

/** The stored Strapi webhook this CMS used to keep; it held the hook's secret in the database. */
export const STORED_WEBHOOK_NAME = 'Static site build hook';

/** What the build hook is told of a change: the build contract's ChangeAnnouncement. */
export type Announcement = ChangeAnnouncement;

/**
 * The changes schedules are making: Scheduling marks one just before it publishes or unpublishes
 * (the `announcements` service), the notifier reads the mark once when Strapi's event follows.
 */
export function createScheduledChanges(ttlMs = 60_000, now: () => number = Date.now) {
  const marks = new Map<string, number>();
  const key = (uid: string, documentId: string, locale: string | null | undefined) => `${uid} ${documentId} ${locale ?? ''}`;
  return {
    mark(uid: string, documentId: string, locale: string | null | undefined): void {
      marks.set(key(uid, documentId, locale), now() + ttlMs);
    },
    /** Whether that change was marked (in the last `ttlMs`); the mark is used up. */
    take(uid: string, documentId: string, locale: string | null | undefined): boolean {
      const until = marks.get(key(uid, documentId, locale));
      marks.delete(key(uid, documentId, locale));
      return until !== undefined && until >= now();
    },
  };
}

export type ScheduledChanges = ReturnType<typeof createScheduledChanges>;

/**
 * What the build hook is told of a change: the event, the content type and which document in
 * which language, as Strapi's webhooks say it (publisher/src/build-trigger.ts reads it) and nothing
 * more: no field of the entry leaves the CMS.
 */
export function announcementOf(event: BuildEvent, info: unknown, now = new Date(), scheduled?: ScheduledChanges): Announcement {
  const { uid, entry } = (typeof info === 'object' && info !== null ? info : {}) as {
    uid?: unknown;
    entry?: { documentId?: unknown; locale?: unknown } | null;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  const documentId = entry && typeof entry === 'object' ? text(entry.documentId) : undefined;
  const locale = entry && typeof entry === 'object' ? (text(entry.locale) ?? null) : null;
  const byScheduled = Boolean(text(uid) && documentId && scheduled?.take(text(uid) ?? '', documentId, locale));
  return {
    event,
    createdAt: now.toISOString(),
    ...(text(uid) ? { uid: text(uid) } : {}),
    ...(entry && typeof entry === 'object' ? { entry: { documentId, locale } } : {}),
    ...(byScheduled ? { scheduled: true as const } : {}),
  };
}

/** What the notifier writes to Strapi's log with. */
export interface NotifierLog {
  info(line: string): void;
  warn(line: string): void;
}

interface EventHub {
  on(event: string, listener: (info: unknown) => Promise<void>): unknown;
}

/**
 * Publishing republishes the site: the CMS itself posts each change that visitors can see to the
 * build hook (BUILD_HOOK_URL, with BUILD_HOOK_SECRET from its environment), from a listener of its
 * own events. No Strapi webhook is stored, so the secret is neither in the database nor in any
 * admin answer. An announcement that does not arrive is logged; the build hook catches up on it
 * from the content version (publisher/src/build-hook.ts).
 */
export function notifyBuildHookOfChanges(
  strapi: { eventHub: EventHub; log: NotifierLog },
  settings: HookSettings = hookSettings(),
  scheduled: ScheduledChanges = createScheduledChanges(),
  visible: Visibility = { mediaSeen: async () => new Set() },
): void {
  if (!settings.buildUrl) return;
  const hook = createHookClient(settings);
  const outage = createOutageLog(strapi.log);
  for (const event of BUILD_EVENTS) {
    // Not awaited: an editor's publish never waits for the hook.
    strapi.eventHub.on(event, async (info) => {
      // strapi-plugin-publisher emits an entry.publish of its own after Strapi's for the same
      // change, naming the model only: that change was announced already.
      if (isRepeatedByPublisher(info)) return;
      if (!(await changesWhatVisitorsSee(event, info, visible))) return;
      void hook.announce(announcementOf(event, info, new Date(), scheduled)).then((answer) => {
        if (answer.reachable) outage.reached();
        else outage.missed(event, answer.reason);
      });
    });
  }
  strapi.log.info(`[bootstrap] publishing triggers the build hook at ${new URL(settings.buildUrl).origin}`);
}

/**
 * One warning per time the build hook cannot be reached, not one per change: a first start seeds
 * a hundred publishes before the hook listens, a hook restarting misses every change meanwhile.
 * The build hook catches up on them from the content version; the log says when it answers again.
 */
export function createOutageLog(log: NotifierLog) {
  let missed = 0;
  return {
    missed(event: string, reason: string): void {
      missed += 1;
      if (missed === 1)
        log.warn(
          `[site-builds] ${event} not announced: ${reason} The build hook catches up. Changes are not logged one by one until it answers again.`,
        );
    },
    reached(): void {
      if (missed > 0)
        log.info(
          `[site-builds] the build hook answers again; ${missed} change(s) were not announced meanwhile, and it catches up on them`,
        );
      missed = 0;
    },
  };
}

/** What tells whether a change is one visitors can see (visible-changes.ts). */
export interface Visibility {
  /** Which of these media files published documents use. */
  mediaSeen(ids: Array<number | string>): Promise<Set<string>>;
}

/**
 * A delete of a draft nobody saw, or a change to a file no published document uses, starts no
 * build: the site would not change. (Media events come before Strapi removes the file, while what
 * uses it is still recorded.)
 */
export async function changesWhatVisitorsSee(event: string, info: unknown, visible: Visibility): Promise<boolean> {
  const { entry, media } = (typeof info === 'object' && info !== null ? info : {}) as {
    entry?: { publishedAt?: unknown } | null;
    media?: { id?: number | string } | null;
  };
  if (event === 'entry.delete') return deletedVersionWasSeen(entry);
  if (event === 'media.update' || event === 'media.delete')
    return media?.id === undefined || (await visible.mediaSeen([media.id])).size > 0;
  return true;
}

/** An entry event as strapi-plugin-publisher repeats it: a model name, no content-type uid. */
const isRepeatedByPublisher = (info: unknown): boolean =>
  typeof info === 'object' && info !== null && 'model' in info && !('uid' in info) && 'entry' in info;

interface WebhookStore {
  findWebhooks(): Promise<Array<{ id: string | number; name: string }>>;
  deleteWebhook(id: string | number): Promise<unknown>;
}

/** Removes the stored webhook an earlier version created (and the secret it held). */
export async function removeStoredBuildWebhook(strapi: Core.Strapi): Promise<void> {
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as { remove(webhook: { id: string | number }): void };
  for (const webhook of await store.findWebhooks()) {
    if (webhook.name !== STORED_WEBHOOK_NAME) continue;
    await store.deleteWebhook(webhook.id);
    runner.remove(webhook);
    strapi.log.info('[bootstrap] removed the stored build webhook: the CMS now calls the build hook itself');
  }
}
