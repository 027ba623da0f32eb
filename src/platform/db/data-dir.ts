import { chmodSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import path from 'node:path';

const DIR_MODE = 0o700;
const FILE_MODE = 0o600;

/**
 * DATA_DIR holds the embedded database (its write-ahead log carries patient data in clear text), the generated
 * secrets and the uploads: owner-only throughout. Creates `dir` 0700 when missing and tightens every directory to 0700
 * and every file to 0600 below it (symbolic links are left alone, never followed). Returns how many entries were
 * looser, for a start-up warning. Files created later are owner-only through the process umask (`ownerOnlyUmask`).
 */
export function secureDataDir(dir: string): { tightened: number } {
  mkdirSync(dir, { recursive: true, mode: DIR_MODE });
  let tightened = 0;
  const walk = (p: string) => {
    const st = lstatSync(p);
    if (st.isSymbolicLink()) return;
    const wanted = st.isDirectory() ? DIR_MODE : FILE_MODE;
    if ((st.mode & 0o777) !== wanted) {
      chmodSync(p, wanted);
      tightened++;
    }
    if (st.isDirectory()) for (const entry of readdirSync(p)) walk(path.join(p, entry));
  };
  walk(dir);
  return { tightened };
}

/**
 * Everything this process creates from now on (PGlite's data and WAL files, uploads, secrets) is owner-only:
 * PGlite writes its files through Node with the default mode 0666, so the umask is what keeps them private.
 */
export function ownerOnlyUmask(): void {
  process.umask(0o077);
}
