/**
 * Runs a command on the CPU the other programs leave: npm test's checks that need no stack (lint,
 * type checks, format) run so from the start, and fill the moments the end-to-end passes wait,
 * rather than adding to the end of the run.
 *
 * A lower `nice` alone does not do it on Linux: with autogroups (the default), the CPU is shared
 * between sessions first, and only within a session by nice — a program at nice 19 in a session of
 * its own gets as much as a CMS in another. So the command starts in a session of its own (setsid),
 * whose autogroup is set to nice 19 (`/proc/self/autogroup`), at nice 19 (coreutils' nice). Where
 * the kernel has no autogroups, nice alone is the priority; where it has them and refuses the
 * change (a read-only /proc, an unprivileged user within 100 ms of another change), the command
 * says so in its output, and runs at nice 19 with its session's share.
 * Being in another session, it gets no signal the caller's process group gets (Ctrl-C): it is
 * stopped when its caller is stopped by a signal, exits or throws. Killed outright (SIGKILL), the
 * caller cannot stop it: it runs to its end.
 */
import { run } from '@site/runtime/processes';

/** The lowest priority a process may take (nice's range ends at 19). */
export const IDLE_NICE = 19;

/** What the command's output says where the kernel refused its session the lowest share. */
export const AUTOGROUP_REFUSED = `(the kernel refused this session's autogroup nice ${IDLE_NICE}: it runs at nice ${IDLE_NICE} with its session's share of the CPU)`;

/**
 * How the command starts, in its new session: a shell sets that session's autogroup to nice 19,
 * saying so where the kernel has autogroups and refuses, then becomes the command at nice 19.
 */
const IDLE_START = `if [ -e /proc/self/autogroup ] && ! { echo ${IDLE_NICE} > /proc/self/autogroup; } 2>/dev/null; then echo "${AUTOGROUP_REFUSED}" >&2; fi; exec nice -n ${IDLE_NICE} "$@"`;

/** The process groups of the commands running, stopped when this process stops. */
const running = new Set<number>();
const stopRunning = () => {
  for (const group of running) {
    try {
      process.kill(-group, 'SIGTERM');
    } catch {
      // already gone
    }
  }
};
let stopsWithCaller = false;
function stopWithCaller() {
  if (stopsWithCaller) return;
  stopsWithCaller = true;
  // An exit, an uncaught error included (Node exits after printing it), and the signals that end it.
  process.on('exit', stopRunning);
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP', 'SIGQUIT'] as const) {
    process.once(signal, () => {
      stopRunning();
      // What the signal would have done without this handler: end this process.
      process.kill(process.pid, signal);
    });
  }
}

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
