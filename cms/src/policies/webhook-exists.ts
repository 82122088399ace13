import type { Core } from '@strapi/strapi';
import { errors } from '@strapi/utils';

/** `POST /admin/webhooks/:id/trigger` of a webhook that does not exist: 404, where Strapi answers 500. */
export default async (
  context: { params?: Record<string, string> },
  _config: unknown,
  { strapi }: { strapi: Core.Strapi },
): Promise<boolean> => {
  const store = strapi.get('webhookStore') as { findWebhook(id: string): Promise<unknown> };
  if (!(await store.findWebhook(context.params?.id ?? ''))) throw new errors.NotFoundError('webhook.notFound');
  return true;
};
