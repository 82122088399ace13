import type { Core } from '@strapi/strapi';

export const BUILD_WEBHOOK_NAME = 'Static site build hook';
/** Changes to what visitors can see; draft edits (entry.update) change nothing on the site. */
export const BUILD_WEBHOOK_EVENTS = ['entry.publish', 'entry.unpublish', 'entry.delete', 'media.update', 'media.delete'];

interface Webhook {
  id: string | number;
  name: string;
  url: string;
  headers: Record<string, string>;
  events: string[];
  isEnabled: boolean;
}

interface WebhookStore {
  findWebhooks(): Promise<Webhook[]>;
  createWebhook(data: Omit<Webhook, 'id' | 'isEnabled'>): Promise<Webhook>;
  updateWebhook(id: Webhook['id'], data: Omit<Webhook, 'id'>): Promise<Webhook>;
}

/**
 * Points a Strapi webhook at the site's build hook (BUILD_HOOK_URL, authenticated with
 * BUILD_HOOK_SECRET) so that publishing republishes the site. Editors see it under Settings →
 * Webhooks; any hosting provider's build hook URL works the same way.
 */
export async function ensureBuildWebhook(strapi: Core.Strapi): Promise<void> {
  const url = process.env.BUILD_HOOK_URL;
  if (!url) return;
  const store = strapi.get('webhookStore') as WebhookStore;
  const runner = strapi.get('webhookRunner') as { add(webhook: Webhook): void; update(webhook: Webhook): void };
  const secret = process.env.BUILD_HOOK_SECRET;
  const data = {
    name: BUILD_WEBHOOK_NAME,
    url,
    headers: (secret ? { Authorization: `Bearer ${secret}` } : {}) as Record<string, string>,
    events: BUILD_WEBHOOK_EVENTS,
  };
  const existing = (await store.findWebhooks()).find((webhook) => webhook.name === BUILD_WEBHOOK_NAME);
  if (existing) {
    // The webhook runner loaded the stored webhooks before this bootstrap ran: refresh it too.
    runner.update(await store.updateWebhook(existing.id, { ...data, isEnabled: true }));
  } else {
    runner.add(await store.createWebhook(data));
  }
  strapi.log.info(`[bootstrap] publishing triggers the build hook at ${url}`);
}
