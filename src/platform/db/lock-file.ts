import { closeSync, mkdirSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';
import path from 'node:path';

export class DataDirLockedError extends Error {}

// Directories this process holds. A lock file naming our own pid is ours only if it is listed here; otherwise it
// is stale (in a container a restarted service is often pid 1 again).
const held = new Set<string>();

/**
 * PGlite lets a second process open the same directory silently and corrupt it. The first owner writes its pid into
 * a lock file; a later process fails while that pid is alive, and takes over a stale lock left by a crash.
 */
export function lockDataDir(dir: string): () => void {
  mkdirSync(dir, { recursive: true });
  const file = path.join(dir, 'db.lock');
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      held.add(file);
      return () => {
        held.delete(file);
        try { unlinkSync(file); } catch { /* already gone */ }
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      const pid = Number(readFileSync(file, 'utf8').trim());
      const ours = pid === process.pid && held.has(file);
      if (ours || (pid && pid !== process.pid && isAlive(pid))) {
        throw new DataDirLockedError(
          `The embedded database in ${dir} is in use by another process (pid ${pid}). ` +
          'Stop that process, or point DATA_DIR elsewhere, or set DATABASE_URL to use PostgreSQL.');
      }
      unlinkSync(file);
    }
  }
  throw new DataDirLockedError(`Could not lock ${dir}`);
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
