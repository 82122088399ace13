/**
 * What asked for a build, from the request the build hook received: Strapi's webhook payload
 * (`{ event, uid, entry: { documentId, locale } }`), the admin's "Rebuild now", the start, or the
 * hook's own catch-up. A body that says nothing usable still asks for a build (content may have
 * changed): the trigger then says so.
 */
import type { BuildTrigger } from '@site/contracts/build';

const EVENTS: Record<string, BuildTrigger['kind']> = {
  'entry.publish': 'publish',
  'entry.unpublish': 'unpublish',
  'entry.delete': 'delete',
  'media.create': 'media',
  'media.update': 'media',
  'media.delete': 'media',
};

const text = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 200) : undefined);

/** The trigger a request body describes. */
export function triggerFromBody(body: string): BuildTrigger {
  if (!body.trim()) return { kind: 'content', note: 'empty request body' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'content', note: 'request body is not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'content', note: 'request body is not an object' };
  const payload = parsed as Record<string, unknown>;
  if (payload.trigger === 'manual') return { kind: 'manual', by: text(payload.by) };
  const event = text(payload.event);
  const kind = event && Object.hasOwn(EVENTS, event) ? EVENTS[event] : undefined;
  if (!kind) return { kind: 'content', note: `unknown event ${event ?? '(none)'}` };
  const model = text(payload.uid) ?? text(payload.model);
  const entry = (typeof payload.entry === 'object' && payload.entry !== null ? payload.entry : {}) as Record<string, unknown>;
  const trigger: BuildTrigger = { kind };
  const documentId = text(entry.documentId);
  const locale = text(entry.locale);
  if (model) trigger.model = model;
  if (documentId) trigger.documentId = documentId;
  if (locale) trigger.locale = locale;
  if (payload.scheduled === true) trigger.scheduled = true;
  if (kind !== 'media' && !model?.startsWith('api::')) trigger.note = `unknown model ${model ?? '(none)'}`;
  return trigger;
}

/** One line for the log: "publish api::news.news abc (en)". */
export function describeTrigger(trigger: BuildTrigger) {
  return [
    trigger.kind,
    trigger.model,
    trigger.documentId,
    trigger.locale && `(${trigger.locale})`,
    trigger.by && `by ${trigger.by}`,
    trigger.scheduled && 'as scheduled',
    trigger.attempt && `attempt ${trigger.attempt}`,
    trigger.note && `— ${trigger.note}`,
  ]
    .filter(Boolean)
    .join(' ');
}
