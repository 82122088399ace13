/**
 * Which failed logins the activity log keeps: each one a person could have made (an address and a
 * password given, answered 400 or 401), up to `perWindow` from one client address in `windowMs`;
 * past that, one line says how many more that address tried, when its window ends with the next
 * failure. Not the rate limiter's own refusals (429: nothing was checked), not malformed requests.
 * Without this, one client wrote 95 lines a second into the log, pushing real lines out of an
 * export. Pure: the clock and the counts are passed in; one instance's memory, bounded.
 */
export interface FailedLoginWindow {
  startedAt: number;
  logged: number;
  dropped: number;
}

export const FAILED_LOGINS_PER_WINDOW = 20;
export const FAILED_LOGIN_WINDOW_MS = 5 * 60_000;
/** Addresses remembered at most: past that, the oldest windows are forgotten. */
const MAX_ADDRESSES = 10_000;

const EMAIL = /^[^\s@]+@[^\s@]+$/;

/** Whether a login request and its answer are a failed attempt by a person, worth a line. */
export function isFailedAttempt(status: number, body: unknown): boolean {
  if (status !== 400 && status !== 401) return false;
  const { email, password } = (body ?? {}) as { email?: unknown; password?: unknown };
  return typeof email === 'string' && email.length <= 254 && EMAIL.test(email) && typeof password === 'string' && password !== '';
}

export type FailedLoginVerdict = { log: true; droppedBefore: number } | { log: false };

/** Counts a failed attempt from `address` at `now` in `windows`; says whether to log it, and how many were left out before it. */
export function countFailedLogin(
  windows: Map<string, FailedLoginWindow>,
  address: string,
  now: number,
  { perWindow = FAILED_LOGINS_PER_WINDOW, windowMs = FAILED_LOGIN_WINDOW_MS } = {},
): FailedLoginVerdict {
  let window = windows.get(address);
  let droppedBefore = 0;
  if (!window || now - window.startedAt >= windowMs) {
    droppedBefore = window?.dropped ?? 0;
    windows.delete(address);
    window = { startedAt: now, logged: 0, dropped: 0 };
    windows.set(address, window);
    if (windows.size > MAX_ADDRESSES) windows.delete(windows.keys().next().value as string);
  }
  if (window.logged >= perWindow) {
    window.dropped += 1;
    return { log: false };
  }
  window.logged += 1;
  return { log: true, droppedBefore };
}
