/**
 * Loaded into `gatsby build` (scripts/build.ts, `--import`): a child process of the build that a
 * signal ends without the build having asked for it — one of Gatsby's workers the out-of-memory
 * killer stopped while it rendered pages — is written to the build's outcome file as `killed`, so
 * the build hook tries the build again at once (publisher/src/build-retry.ts). Gatsby reports such
 * a death only on its console ("Worker exited before finishing task") and exits with code 1, as for
 * any error; the hook no longer reads the console to tell them apart.
 *
 * A child the build ends itself (Gatsby's workers when their work is done, `kill()`) is not a death.
 * The first failure written stands (contracts/src/build-outcome.ts): an error the build reported
 * before the death stays its reason.
 */
import childProcess, { type ChildProcess } from 'node:child_process';
import { createRequire } from 'node:module';

/**
 * Writes the build's outcome, loading the contract (and zod) only then: this module is loaded into
 * every process of a build, Gatsby's workers too, whose start it must not slow.
 */
type BuildOutcomeContract = typeof import('@site/contracts/build-outcome');
const writeOutcome = (...args: Parameters<BuildOutcomeContract['writeBuildOutcome']>) =>
  (createRequire(import.meta.url)('@site/contracts/build-outcome') as BuildOutcomeContract).writeBuildOutcome(...args);

/** What a child's death by a signal nobody in this process sent is reported as. */
export const deathMessage = (signal: NodeJS.Signals) => `a Gatsby worker was killed (${signal}) before it finished`;

/** Watches a child: ended by a signal this process did not send, it is written as the build's outcome. */
export function watchChild(child: ChildProcess): ChildProcess {
  let endedHere = false;
  const kill = child.kill.bind(child);
  child.kill = (signal?: NodeJS.Signals | number) => {
    endedHere = true;
    return kill(signal);
  };
  child.once('exit', (_code, signal) => {
    if (signal && !endedHere) writeOutcome({ ok: false, code: 'killed', message: deathMessage(signal) });
  });
  return child;
}

// Gatsby's worker pool (gatsby-worker) starts its workers with child_process.fork, which it reads at
// each call. (A build run by hand names no outcome file: the outcome is written nowhere.)
const fork = childProcess.fork;
childProcess.fork = ((...args: Parameters<typeof fork>) => watchChild(fork(...args))) as typeof fork;
