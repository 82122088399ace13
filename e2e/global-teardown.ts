/** The handles global-setup leaves on globalThis for the teardown (same process): how to stop what it started, in start order. */
export interface E2EState {
  __E2E_STOP__?: Array<() => Promise<unknown>>;
}

/** Stops what global-setup started, last started first. */
export default async function globalTeardown() {
  const state = globalThis as typeof globalThis & E2EState;
  for (const stop of (state.__E2E_STOP__ ?? []).reverse()) await stop();
}
