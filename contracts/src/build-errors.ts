/**
 * Why a build failed, as a code decided where the failure happens (never read back from the
 * wording of a message), and which failures the build hook tries again, how often and when. Plain
 * constants, no schema library: the preview page's CMS client runs in visitors' browsers.
 */

/**
 * Why a build failed:
 * - `cms-unreachable`: the CMS did not answer (refused, reset, timed out, unknown host);
 * - `cms-unavailable`: it answered 5xx, 408 or 429 (restarting, overloaded, a proxy in front of it);
 * - `token-refused`: it refused the build's API token (401, or 403 without a reason);
 * - `cms-refused`: it refused a request for another reason (4xx: the site asks for a field or a
 *   filter the CMS does not have — the site and the CMS are out of step);
 * - `cms-answer-invalid`: it answered something that is not what its API answers (not JSON, no
 *   data list);
 * - `killed`: the build's process was stopped by a signal (the out-of-memory killer, an operator);
 * - `interrupted`: the build hook stopped while the build ran or waited;
 * - `build-failed`: Gatsby failed otherwise (a query, a template, a page): the message says how;
 * - `search-index-failed`: the build's pages went live, but the site search's index could not be
 *   written after them (the build hook indexes once a release is live): search still finds the
 *   pages of the build before.
 */
export const BUILD_ERROR_CODES = [
  'cms-unreachable',
  'cms-unavailable',
  'token-refused',
  'cms-refused',
  'cms-answer-invalid',
  'killed',
  'interrupted',
  'build-failed',
  'search-index-failed',
] as const;

export type BuildErrorCode = (typeof BUILD_ERROR_CODES)[number];

/** Failures that may pass when the same build runs again unchanged: the hook tries again. */
const TRANSIENT: ReadonlySet<BuildErrorCode> = new Set([
  'cms-unreachable',
  'cms-unavailable',
  'killed',
  'interrupted',
  'search-index-failed',
]);

/** Whether a build (or one request of it) that failed with this code may succeed when tried again. */
export const isTransient = (code: BuildErrorCode | null | undefined): boolean => code != null && TRANSIENT.has(code);

/** How many builds in a row the hook runs for one change before it gives up on failures that may pass. */
export const MAX_ATTEMPTS = 3;

/** How long after the first and the second failure the next attempt waits (production). */
export const RETRY_DELAYS_MS: readonly number[] = [60_000, 300_000];

/** The message of a build the hook was running or waiting for when it stopped. */
export const INTERRUPTED_MESSAGE = 'interrupted: the build hook stopped';
