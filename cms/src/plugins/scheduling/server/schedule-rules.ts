import type { RefusalCode, ScheduleMode } from '../names';

/** A schedule as an editor asks for it (strapi-plugin-publisher's action). */
export interface ScheduleRequest {
  mode: unknown;
  executeAt: unknown;
  entitySlug: unknown;
  entityId: unknown;
  locale?: unknown;
}

/** What the rules need to know of the content model and the CMS's data. */
export interface ScheduleFacts {
  now: Date;
  /** The type's display name when it has draft & publish, else null. */
  scheduledTypeName(uid: string): string | null;
  hasDraft: boolean;
  isPublished: boolean;
  /** When another schedule of the same document, language and mode runs, if there is one. */
  otherScheduleAt: Date | null;
}

export interface Refusal {
  code: RefusalCode;
  message: string;
}

/**
 * A schedule may be saved for a time at least this far ahead: the next whole minute the form offers
 * while ten seconds of this one are left (a time that passes while the form is sent would run late,
 * at the next sweep, rather than when the editor said).
 */
const MIN_LEAD_MS = 10_000;

const inJakarta = (date: Date) =>
  `${new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Jakarta', dateStyle: 'medium', timeStyle: 'short' }).format(date)} WIB`;

/** The time a request names, or null when it names none. */
export function scheduleTime(value: unknown): Date | null {
  if (typeof value !== 'string' && !(value instanceof Date)) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/**
 * Why a schedule cannot be saved, or null: a mode of publish or unpublish, a valid time at least
 * ten seconds ahead, a type with draft & publish, a document to publish (or a published one to
 * unpublish) in that language, and no other schedule of the same kind for it.
 */
export function scheduleRefusal(request: ScheduleRequest, facts: ScheduleFacts): Refusal | null {
  const mode = request.mode as ScheduleMode;
  if (mode !== 'publish' && mode !== 'unpublish')
    return { code: 'bad-mode', message: 'A schedule either publishes or unpublishes.' };
  const at = scheduleTime(request.executeAt);
  if (!at) return { code: 'bad-time', message: 'The schedule needs a date and a time.' };
  if (at.getTime() < facts.now.getTime() + MIN_LEAD_MS)
    return { code: 'past', message: `${inJakarta(at)} is in the past: choose a time from now on.` };
  const name = typeof request.entitySlug === 'string' ? facts.scheduledTypeName(request.entitySlug) : null;
  if (!name)
    return {
      code: 'not-scheduled-type',
      message: `${String(request.entitySlug)} has no draft & publish: it cannot be scheduled.`,
    };
  if (mode === 'publish' && !facts.hasDraft)
    return { code: 'no-document', message: `There is no ${name} to publish in this language.` };
  if (mode === 'unpublish' && !facts.isPublished)
    return { code: 'not-published', message: `This ${name} is not published in this language: there is nothing to unpublish.` };
  if (facts.otherScheduleAt)
    return {
      code: 'already-scheduled',
      message: `This ${name} is already scheduled to ${mode} at ${inJakarta(facts.otherScheduleAt)}: change or cancel that schedule.`,
    };
  return null;
}
