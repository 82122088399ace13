/**
 * What asked for a build, from the request the build hook received: Strapi's webhook payload
 * (`{ event, uid, entry: { documentId, locale } }`), the admin's "Rebuild now", the start, or the
 * hook's own catch-up. A body that says nothing usable still asks for a build (content may have
 * changed): the trigger then says so.
 */
import { BUILD_EVENTS, ChangeAnnouncement, RebuildRequest, type BuildTrigger } from '@site/contracts/build';

const text = (value: unknown) => (typeof value === 'string' && value ? value.slice(0, 200) : undefined);

/** The trigger a request body describes (the contract's ChangeAnnouncement or RebuildRequest). */
export function triggerFromBody(body: string): BuildTrigger {
  if (!body.trim()) return { kind: 'content', note: 'empty request body' };
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { kind: 'content', note: 'request body is not JSON' };
  }
  if (typeof parsed !== 'object' || parsed === null) return { kind: 'content', note: 'request body is not an object' };
  const rebuild = RebuildRequest.safeParse(parsed);
  if (rebuild.success) return { kind: 'manual', by: text(rebuild.data.by) };
  const announced = ChangeAnnouncement.safeParse(parsed);
  if (!announced.success)
    return { kind: 'content', note: `unknown event ${text((parsed as { event?: unknown }).event) ?? '(none)'}` };
  const { event, uid, model: named, entry, scheduled } = announced.data;
  const kind = BUILD_EVENTS[event];
  const model = text(uid) ?? text(named);
  const trigger: BuildTrigger = { kind };
  const documentId = text(entry?.documentId);
  const locale = text(entry?.locale);
  if (model) trigger.model = model;
  if (documentId) trigger.documentId = documentId;
  if (locale) trigger.locale = locale;
  if (scheduled) trigger.scheduled = true;
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
