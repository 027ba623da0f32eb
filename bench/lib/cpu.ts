import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import os from 'node:os';

/** CPU time (user + system, in microseconds) used so far by the given processes; 0 for any that is gone. Linux only. */
export function cpuMicros(pids: number[]): number {
  const tickMicros = 1_000_000 / 100; // USER_HZ is 100 on Linux
  let ticks = 0;
  for (const pid of pids) {
    const stat = `/proc/${pid}/stat`;
    if (!existsSync(stat)) continue;
    // Fields after the parenthesised command name; utime and stime are the 14th and 15th fields overall.
    const text = readFileSync(stat, 'utf8');
    const fields = text.slice(text.lastIndexOf(')') + 2).split(' ');
    ticks += Number(fields[11]) + Number(fields[12]);
  }
  return ticks * tickMicros;
}

/** The PostgreSQL backends serving one database on this machine (their process titles name it). */
export function postgresBackends(database: string): number[] {
  if (os.platform() !== 'linux') return [];
  try {
    return execFileSync('pgrep', ['-f', `postgres: .* ${database} `], { encoding: 'utf8' }).trim().split('\n').filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

export interface CpuShare { serviceMicros: number; postgresMicros: number }

/** CPU so far per process. */
function cpuByPid(pids: number[]): Map<number, number> {
  return new Map(pids.map((pid) => [pid, cpuMicros([pid])]));
}

/**
 * Runs `work` and reports the CPU the service process and the database's backends spent during it. Backends come and
 * go (pools close idle connections): one that started during the run counts whole; one that ended during it is missed
 * (under load a pool keeps its connections busy, so that is rare).
 */
export async function measureCpu<T>(servicePid: number, database: string, work: () => Promise<T>): Promise<{ result: T; cpu: CpuShare }> {
  const before = cpuByPid(postgresBackends(database));
  const service0 = cpuMicros([servicePid]);
  const result = await work();
  const after = cpuByPid(postgresBackends(database));
  let postgresMicros = 0;
  for (const [pid, micros] of after) postgresMicros += micros - (before.get(pid) ?? 0);
  return { result, cpu: { serviceMicros: cpuMicros([servicePid]) - service0, postgresMicros } };
}
