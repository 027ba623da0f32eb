import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

// Directories this process holds. A lock file naming our own pid is ours only if it is listed here; otherwise it
// is stale (in a container a restarted service is often pid 1 again).
const held = new Set<string>();

/**
 * PGlite lets a second process open the same directory silently and corrupt it. The first owner writes its pid (and
 * its start time) into a lock file; a later process fails while that process is alive, and takes over a stale lock
 * left by a crash, including one whose pid now belongs to an unrelated process.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, `${process.pid}\n${processStart(process.pid) ?? ''}\n`);
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        try { unlinkSync(file); } catch { /* already gone */ }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const [pidText = '', startText = ''] = readFileSync(file, 'utf8').split('\n');
      const pid = Number(pidText.trim());
      const ours = pid === process.pid && held.has(file);
      if (ours || (pid && pid !== process.pid && isHolder(pid, startText.trim()))) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
          'Stop that process, or point DATA_DIR elsewhere, or set DATABASE_URL to use PostgreSQL.');
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

/**
 * Whether the process `pid` is the one that wrote the lock. A pid is reused after a crash or a reboot (in containers
 * often at once), so a live pid alone is not enough: on Linux the lock also records the process's start time, and a
 * process started at another time is someone else. Where /proc is absent, a live pid counts as the holder.
 */
function isHolder(pid: number, recordedStart: string): boolean {
  if (!isAlive(pid)) return false;
  const start = processStart(pid);
  if (start === undefined) return true;
  if (recordedStart) return start === recordedStart;
  // A lock from before start times were recorded: the holder is at least a Node process.
  return /\b(node|tsx)\b|main\.[jt]s/.test(readCmdline(pid) ?? 'node');
}

/** The process's start time in clock ticks since boot (/proc/<pid>/stat field 22), or undefined without /proc. */
function processStart(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) is in parentheses and may contain spaces; fields are counted after its closing one.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return fields[19];
  } catch {
    return undefined;
  }
}

function readCmdline(pid: number): string | undefined {
  try { return readFileSync(`/proc/${pid}/cmdline`, 'utf8'); } catch { return undefined; }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
