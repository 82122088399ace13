/**
 * The NUL character (`\0`, `%00`) in a request's text. PostgreSQL cannot store or compare it: a
 * search, a filter, a language or a contact message holding it answered 500, and the message was
 * lost (the fifth attack; SQLite took it). No text of this site holds it, so a request that does
 * is refused with one line before anything reads it.
 */

const NUL = '\u0000';

/** Whether `value` — text, or a parsed query or body of any depth — holds a NUL anywhere, a key included. */
export function holdsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes(NUL);
  if (depth > 32 || value === null || typeof value !== 'object') return false;
  return Object.entries(value).some(([key, inner]) => key.includes(NUL) || holdsNul(inner, depth + 1));
}

export const NUL_MESSAGE =
  'The request holds a NUL character (\\0, %00), which no text here may hold: nothing was read or saved.';
