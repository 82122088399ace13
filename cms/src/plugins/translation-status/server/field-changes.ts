import { isDeepStrictEqual } from 'node:util';

/** A saved version of one language of a document, as History keeps it: when, and its values. */
export interface TimedVersion {
  createdAt: Date | string;
  data: Record<string, unknown> | null;
}

const isEmpty = (value: unknown): boolean =>
  value === null || value === undefined || value === '' || (Array.isArray(value) && value.length === 0);

/**
 * When each of `fields` last changed in one language, from its versions (any order): the time of
 * the newest version whose value of the field differs from the version before it, or of the first
 * version that holds a value. Null for a field no version holds a value of. Values are compared as
 * values (PostgreSQL's jsonb gives keys back in another order). With `fromStart` false (only the
 * newest versions were read), the oldest one given is where the reading starts, not a change.
 */
export function fieldChangeTimes(
  versions: readonly TimedVersion[],
  fields: readonly string[],
  { fromStart = true } = {},
): Record<string, Date | null> {
  const ordered = [...versions].sort((a, b) => new Date(a.createdAt).getTime() - new Date(b.createdAt).getTime());
  const changed: Record<string, Date | null> = Object.fromEntries(fields.map((field) => [field, null]));
  let previous: Record<string, unknown> = fromStart ? {} : (ordered.shift()?.data ?? {});
  for (const version of ordered) {
    const data = version.data ?? {};
    for (const field of fields) {
      const [before, now] = [previous[field], data[field]];
      if (isEmpty(before) && isEmpty(now)) continue;
      if (!isDeepStrictEqual(before ?? null, now ?? null)) changed[field] = new Date(version.createdAt);
    }
    previous = data;
  }
  return changed;
}

/** How a field of the translation stands against its source. */
export type FieldStanding = 'newer-in-source' | 'up-to-date' | 'unknown';

/**
 * The translation's field is behind when the source's changed after it last changed (or it never
 * held a value since History began and the source did); unknown when History holds no change of
 * the source's field (documents from before History).
 */
export function fieldStanding(source: Date | null, translation: Date | null): FieldStanding {
  if (!source) return 'unknown';
  if (!translation) return 'newer-in-source';
  return source.getTime() > translation.getTime() ? 'newer-in-source' : 'up-to-date';
}
