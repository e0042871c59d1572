import { readdirSync, readFileSync } from 'node:fs';

/** Linux's clock ticks per second for /proc/<pid>/stat times (USER_HZ, 100 on every current kernel). */
const TICKS_PER_S = 100;

/** CPU seconds (user + system) used so far by each group of processes, read from /proc. */
export type CpuSnapshot = Record<string, number>;

function cpuSecondsOf(pid: number): { comm: string; seconds: number } | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name is in parentheses and may itself hold spaces; the fields after it are fixed.
    const close = stat.lastIndexOf(')');
    const comm = stat.slice(stat.indexOf('(') + 1, close);
    const fields = stat.slice(close + 2).split(' ');
    return { comm, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_S };
  } catch {
    return null;
  }
}

/**
 * CPU seconds of the named processes, and of every process whose command name is `postgres` (the
 * database server's backends) one by one, as `postgres/<pid>`. Take one before and one after a
 * scenario and subtract with `cpuPerOperation`.
 * NOTE: per process, because backends come and go (a pool closes idle connections, a new one starts):
 * summed as one figure, a backend that exited between the two snapshots took all the CPU it had ever
 * used out of the "after" side (a scenario once showed 4 µs of PostgreSQL per bid). What a backend used
 * in the window before it exited is still lost, so use it where connections mostly stay open.
 */
export function cpuSnapshot(named: Record<string, number>): CpuSnapshot {
  const out: CpuSnapshot = {};
  for (const [name, pid] of Object.entries(named)) out[name] = cpuSecondsOf(pid)?.seconds ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const p = cpuSecondsOf(Number(entry));
    if (p?.comm === 'postgres') out[`postgres/${entry}`] = p.seconds;
  }
  return out;
}

/** CPU per operation, in microseconds, of each group (`postgres` for all its processes) between two snapshots. */
export function cpuPerOperation(before: CpuSnapshot, after: CpuSnapshot, operations: number): Record<string, number> {
  const out: Record<string, number> = { postgres: 0 };
  for (const [key, seconds] of Object.entries(after)) {
    const group = key.split('/')[0]!;
    const used = operations > 0 ? ((seconds - (before[key] ?? 0)) * 1e6) / operations : 0;
    out[group] = (out[group] ?? 0) + used;
  }
  return out;
}
