/**
 * How much memory a build holds: the resident memory of a process and every process under it
 * (Gatsby's workers, sharp, Pagefind), summed, sampled from Linux's /proc while it runs. A
 * single process's peak (GNU time's "maximum resident set size") misses the workers.
 */
import fs from 'node:fs';

export interface ProcessRow {
  pid: number;
  ppid: number;
  residentKiB: number;
}

/** The resident memory of `root` and all its descendants, in KiB. Pure. */
export function treeResidentKiB(rows: readonly ProcessRow[], root: number): number {
  const children = new Map<number, ProcessRow[]>();
  for (const row of rows) children.set(row.ppid, [...(children.get(row.ppid) ?? []), row]);
  let total = rows.find((row) => row.pid === root)?.residentKiB ?? 0;
  const queue = [...(children.get(root) ?? [])];
  for (let row = queue.shift(); row; row = queue.shift()) {
    total += row.residentKiB;
    queue.push(...(children.get(row.pid) ?? []));
  }
  return total;
}

/** One process's parent and resident memory from /proc, or null once it is gone. */
function readProcess(pid: number): ProcessRow | null {
  try {
    // The fields after the command's name (which may hold spaces and parentheses): state, ppid, …
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    const resident = /^VmRSS:\s+(\d+) kB/m.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'));
    return { pid, ppid, residentKiB: Number(resident?.[1] ?? 0) };
  } catch {
    return null;
  }
}

/** Every process of the machine, as /proc lists them now. */
export function processes(): ProcessRow[] {
  return fs
    .readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map((name) => readProcess(Number(name)))
    .filter((row): row is ProcessRow => row !== null);
}

/** Samples the tree under `root` every `intervalMs` until `stop()`, which returns the peak in KiB. */
export function sampleResident(root: number, intervalMs = 500): { stop(): number } {
  let peak = 0;
  const sample = () => {
    peak = Math.max(peak, treeResidentKiB(processes(), root));
  };
  const timer = setInterval(sample, intervalMs);
  sample();
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}
