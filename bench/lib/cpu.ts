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
 * CPU seconds of the named processes, plus every process whose command name is `postgres` (the
 * database server's backends). Take one before and one after a scenario and subtract.
 * Backends that exit between the two are lost, so use it where connections stay open.
 */
export function cpuSnapshot(named: Record<string, number>): CpuSnapshot {
  const out: CpuSnapshot = { postgres: 0 };
  for (const [name, pid] of Object.entries(named)) out[name] = cpuSecondsOf(pid)?.seconds ?? 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    const p = cpuSecondsOf(Number(entry));
    if (p?.comm === 'postgres') out.postgres! += p.seconds;
  }
  return out;
}

/** CPU per operation, in microseconds, of each group between two snapshots. */
export function cpuPerOperation(before: CpuSnapshot, after: CpuSnapshot, operations: number): Record<string, number> {
  const out: Record<string, number> = {};
  for (const name of Object.keys(after)) out[name] = operations > 0 ? ((after[name]! - (before[name] ?? 0)) * 1e6) / operations : 0;
  return out;
}
