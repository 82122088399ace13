/** Checks once a second until `check` holds; resolves with the milliseconds it took, fails with `what` after the timeout. */
export async function waitUntil(check: () => Promise<boolean>, timeoutMs: number, what = 'not live'): Promise<number> {
  const started = Date.now();
  while (Date.now() - started < timeoutMs) {
    if (await check()) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 1000));
  }
  throw new Error(`${what} after ${timeoutMs / 1000} s`);
}
