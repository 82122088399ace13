/**
 * When a failed build is tried again. Which failures may pass (an error code: the build killed,
 * the hook stopped mid-build, the CMS unreachable or answering 5xx/429) and how many builds in a
 * row are tried is the build contract's (contracts/src/build-errors.ts); a failure of the content
 * or the set-up (a broken query, a refused token) would fail the same way again and is not retried.
 */
import { RETRY_DELAYS_MS, type BuildErrorCode } from '@site/contracts/build';

/**
 * The wait before attempt `attempt` (2, 3…) after a failure with `code`, given the delays. A build
 * the hook's own stop interrupted is tried again at once: what stopped it has passed. So is a build
 * a signal killed, the first time (an operator, the out-of-memory killer beside a heavy moment):
 * the editor's change goes live within seconds, and the delays apply from the next failure on.
 */
export function retryDelay(
  attempt: number,
  delaysMs: readonly number[] = RETRY_DELAYS_MS,
  code: BuildErrorCode | null | undefined = null,
): number {
  if (code === 'interrupted' || (code === 'killed' && attempt === 2)) return 0;
  const step = code === 'killed' ? attempt - 3 : attempt - 2;
  return delaysMs[Math.min(step, delaysMs.length - 1)] ?? 0;
}
