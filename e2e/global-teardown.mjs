// @ts-check
/** Stops what global-setup started, last started first. */
export default async function globalTeardown() {
  /** @type {any} */
  const state = globalThis;
  for (const stop of (state.__E2E_STOP__ ?? []).reverse()) await stop();
}
