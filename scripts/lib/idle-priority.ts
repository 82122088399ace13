/**
 * Runs a command on the CPU the other programs leave: npm test's checks that need no stack (lint,
 * type checks, format) run so from the start, and fill the moments the end-to-end passes wait,
 * rather than adding to the end of the run.
 *
 * A lower `nice` alone does not do it on Linux: with autogroups (the default), the CPU is shared
 * between sessions first, and only within a session by nice — a program at nice 19 in a session of
 * its own gets as much as a CMS in another. So the command starts in a session of its own (setsid),
 * whose autogroup is set to nice 19 (`/proc/self/autogroup`, where the kernel has autogroups;
 * elsewhere nice alone is the priority), at nice 19 (coreutils' nice).
 * Being in another session, it does not get the terminal's Ctrl-C: it is stopped with its caller.
 */
import { run } from '@site/runtime/processes';

/** The lowest priority a process may take (nice's range ends at 19). */
export const IDLE_NICE = 19;

/** The process groups of the commands running, stopped when this process is. */
const running = new Set<number>();
let stopsWithCaller = false;
function stopWithCaller() {
  if (stopsWithCaller) return;
  stopsWithCaller = true;
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) {
    process.once(signal, () => {
      for (const pid of running) {
        try {
          process.kill(-pid, 'SIGTERM');
        } catch {
          // already gone
        }
      }
      // What the signal would have done without this handler: end this process.
      process.kill(process.pid, signal);
    });
  }
}

/**
 * How the command starts, in its new session: a shell sets that session's autogroup to nice 19
 * (quietly doing without where the kernel has none, or refuses), then becomes the command at nice 19.
 */
const IDLE_START = `{ echo ${IDLE_NICE} > /proc/self/autogroup; } 2>/dev/null; exec nice -n ${IDLE_NICE} "$@"`;

/**
 * Runs `command` to completion at the lowest priority, its output (both streams) appended to
 * `logFile`; resolves with its exit code (128 + the signal's number when a signal ended it).
 */
export async function runAtIdlePriority(
  command: string,
  args: string[],
  { cwd, env, logFile }: { cwd?: string; env?: NodeJS.ProcessEnv; logFile: string },
): Promise<number> {
  stopWithCaller();
  const output = { file: logFile, append: true };
  let group: number | undefined;
  try {
    return await run(
      'sh',
      ['-c', IDLE_START, 'idle', command, ...args],
      { cwd, env, stdio: ['ignore', output, output], detached: true },
      (pid) => {
        group = pid;
        running.add(pid);
      },
    );
  } finally {
    if (group !== undefined) running.delete(group);
  }
}
