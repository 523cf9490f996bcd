/**
 * What Linux's /proc says about the server's processes, for the production tests and the soak bench:
 * the cluster primary's workers (their their pids tell an old worker from its
 * replacement whatever the log says) and a process's resident memory.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** The parent pid in /proc/<pid>/stat; null when the process is gone. Its name may hold spaces and parentheses: read after the last ')'. */
function parentOf(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return null;
  }
}

const programOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/comm`, 'utf8').trim();
  } catch {
    return null;
  }
};

/**
 * The pids of `parent`'s living children that run the same program (node: the cluster's workers, not
 * the esbuild service tsx starts beside them), ascending.
 */
export function workerPids(parent: number): number[] {
  const program = programOf(parent);
  return readdirSync('/proc')
    .filter((name) => /^\d+$/.test(name))
    .map(Number)
    .filter((pid) => parentOf(pid) === parent && programOf(pid) === program && isAlive(pid))
    .sort((a, b) => a - b);
}

/** Whether the process runs (a zombie, dead but not yet reaped, does not). */
export function isAlive(pid: number): boolean {
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'));
  } catch {
    return false;
  }
}

/** Resident memory now and at its peak, in bytes (VmRSS, VmHWM); null when the process is gone. */
export function residentMemory(pid: number): { rss: number; peakRss: number } | null {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? Number.NaN) * 1024;
    return { rss: kib('VmRSS'), peakRss: kib('VmHWM') };
  } catch {
    return null;
  }
}
