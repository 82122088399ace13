import type { Core } from '@strapi/strapi';
import { createHookClient, hookSettings, type HookSettings } from './hook-client';

/** Changes to what visitors can see; draft edits (entry.update) change nothing on the site. */
export const BUILD_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'] as const;

/** The stored Strapi webhook this CMS used to keep; it held the hook's secret in the database. */
export const STORED_WEBHOOK_NAME = 'Static site build hook';

export interface Announcement {
  event: string;
  createdAt: string;
  uid?: string;
  entry?: { documentId?: string; locale?: string | null };
}

/**
 * What the build hook is told of a change: the event, the content type and which document in
 * which language, as Strapi's webhooks say it (scripts/lib/build-trigger.mjs reads it) and nothing
 * more: no field of the entry leaves the CMS.
 */
export function announcementOf(event: string, info: unknown, now = new Date()): Announcement {
  const { uid, entry } = (typeof info === 'object' && info !== null ? info : {}) as {
    uid?: unknown;
    entry?: { documentId?: unknown; locale?: unknown } | null;
  };
  const text = (value: unknown) => (typeof value === 'string' ? value : undefined);
  return {
    event,
    createdAt: now.toISOString(),
    ...(text(uid) ? { uid: text(uid) } : {}),
    ...(entry && typeof entry === 'object'
      ? { entry: { documentId: text(entry.documentId), locale: text(entry.locale) ?? null } }
      : {}),
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
 * from the content version (scripts/lib/build-hook.mjs).
 */
export function notifyBuildHookOfChanges(
  strapi: { eventHub: EventHub; log: NotifierLog },
  settings: HookSettings = hookSettings(),
): void {
  if (!settings.buildUrl) return;
  const hook = createHookClient(settings);
  for (const event of BUILD_EVENTS) {
    // Not awaited: an editor's publish never waits for the hook.
    strapi.eventHub.on(event, async (info) => {
      void hook.announce(announcementOf(event, info)).then((answer) => {
        if (!answer.reachable)
          strapi.log.warn(`[site-builds] ${event} not announced: ${answer.reason} The build hook catches up.`);
      });
    });
  }
  strapi.log.info(`[bootstrap] publishing triggers the build hook at ${new URL(settings.buildUrl).origin}`);
}

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
