import pWaitFor, { TimeoutError } from 'p-wait-for';
import { expect } from '@playwright/test';

/**
 * The one way the specs wait for the stack (p-wait-for): check a condition every `intervalMs`
 * until it holds, never a fixed sleep. `waitFor` resolves with what the check found (any value
 * but null, undefined or false); after `timeoutMs` it fails saying `what` was not seen, with
 * `detail()` (a process's last output). A check that throws is "not yet" (a server still starting
 * refuses connections); `stopIf` ends the wait early with its message (the process being waited
 * for has exited). Assertions that wait use Playwright's `toPass` (`waitUntil`, below).
 */
export interface WaitOptions {
  timeoutMs: number;
  /** What the timeout says (default: "<what>: not after N s"). */
  timedOut?: string;
  intervalMs?: number;
  stopIf?: () => string | null;
  detail?: () => string;
}

export async function waitFor<T>(
  what: string,
  check: () => Promise<T | null | undefined | false> | T | null | undefined | false,
  { timeoutMs, intervalMs = 500, stopIf, detail, timedOut }: WaitOptions,
): Promise<T> {
  const failure = (reason: string) => new Error(`${reason}${detail ? `\n${detail()}` : ''}`);
  let lastError = '';
  let found: T | undefined;
  try {
    await pWaitFor(
      async () => {
        const stopped = stopIf?.();
        if (stopped) throw failure(`${what}: ${stopped}`);
        try {
          const value = await check();
          if (value === null || value === undefined || value === false) return false;
          found = value;
          return true;
        } catch (error) {
          lastError = error instanceof Error ? error.message : String(error); // not yet
          return false;
        }
      },
      { interval: intervalMs, timeout: timeoutMs, before: true },
    );
  } catch (error) {
    if (!(error instanceof TimeoutError)) throw error;
    const reason = timedOut ?? `${what}: not after ${timeoutMs / 1000} s`;
    throw failure(lastError ? `${reason} (last: ${lastError})` : reason);
  }
  return found as T;
}

/**
 * An assertion that waits, in a spec: `check` must come to hold within `timeoutMs` (asked once a
 * second, through Playwright's `toPass`: a check that throws is "not yet"); the report and the
 * trace name `failure` as the step. Resolves with the milliseconds it took.
 */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, failure = 'not live'): Promise<number> {
  const started = Date.now();
  await expect(async () => expect(await check(), failure).toBe(true), failure).toPass({ timeout: timeoutMs, intervals: [1000] });
  return Date.now() - started;
}
