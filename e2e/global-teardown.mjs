// @ts-check
/** Stops what global-setup started. */
export default async function globalTeardown() {
  /** @type {any} */
  const state = globalThis;
  if (state.__E2E_SERVER__) await new Promise((resolve) => state.__E2E_SERVER__.close(() => resolve(undefined)));
  if (state.__E2E_CMS__) await state.__E2E_CMS__.stop();
}
