import type { AppConfig } from '../config.js';
import { checkClinicRole, checkClinicRoleCreatable } from './clinic-role.js';
import { openDatabase, type DatabaseHandle } from './connect.js';
import { ownerOnlyUmask, secureDataDir } from './data-dir.js';
import { lockDataDir } from './lock-file.js';
import { migrate } from './migrate.js';

/** The service's database, opened, migrated and checked, with the data directories made owner-only. */
export interface ServiceDatabase {
  handle: DatabaseHandle;
  /** Directories that were readable by others before the start tightened them (the app logs a warning). */
  loosened: Array<{ dir: string; tightened: number }>;
  /** Where a dropped idle PostgreSQL connection is reported, once the logger exists. */
  onIdleConnectionError(log: (err: Error) => void): void;
  /** Closes the database, tightens what PGlite wrote and releases the data directory. */
  release(): Promise<void>;
}

/**
 * Opens the database the configuration names the way the service runs on it: the data directories owner-only, the
 * embedded database's directory locked, migrations applied, the clinic role checked. It needs none of the HTTP code,
 * so main.ts starts it before importing the routes: PGlite's WebAssembly start-up (or PostgreSQL's round trips) runs
 * while the rest of the service loads. Whatever fails releases what it took.
 */
export async function openServiceDatabase(config: AppConfig): Promise<ServiceDatabase> {
  ownerOnlyUmask();
  const loosened = [config.dataDir, config.uploadDir].map((dir) => ({ dir, ...secureDataDir(dir) })).filter((r) => r.tightened > 0);
  let logIdleConnectionError: (err: Error) => void = () => {};
  const onIdle = (err: Error) => logIdleConnectionError(err);
  const cleanups: Array<() => Promise<void> | void> = [];
  const release = async () => { for (const fn of cleanups.splice(0).reverse()) await fn(); };
  try {
    if (!config.databaseUrl) {
      // Runs last on release (cleanups run in reverse): whatever PGlite wrote while running ends owner-only too.
      cleanups.push(() => { secureDataDir(config.dataDir); });
      cleanups.push(lockDataDir(config.dataDir));
    }
    const handle = config.databaseUrl
      ? await openMigratedPostgres(config, onIdle)
      : await openDatabase({ pgliteDir: `${config.dataDir}/db` });
    cleanups.push(() => handle.close());
    if (handle.kind === 'pglite') await migrate(handle.db, undefined, { clinicRole: config.clinicRole });
    // PGlite writes a few files (the relation-cache init files) with an explicit 0644 past the umask: tighten again.
    if (!config.databaseUrl) secureDataDir(config.dataDir);
    // A login that cannot assume the clinic role, or a role that RLS does not bind, stops the start with one line.
    await checkClinicRole(handle.db, config.clinicRole);
    return { handle, loosened, onIdleConnectionError: (log) => { logIdleConnectionError = log; }, release };
  } catch (err) {
    await release();
    throw err;
  }
}

/**
 * PostgreSQL: the migrations run on a connection of their own without the time limits (a migration may rightly take
 * long), after checking that the login can create the clinic role if it is missing; the service's pool has the limits.
 */
async function openMigratedPostgres(config: AppConfig, onIdleConnectionError: (err: Error) => void): Promise<DatabaseHandle> {
  const migrator = await openDatabase({ databaseUrl: config.databaseUrl, poolSize: 1, onIdleConnectionError });
  try {
    await checkClinicRoleCreatable(migrator.db, config.clinicRole);
    await migrate(migrator.db, undefined, { clinicRole: config.clinicRole });
  } finally {
    await migrator.close();
  }
  return openDatabase({ databaseUrl: config.databaseUrl, limits: config.databaseLimits, onIdleConnectionError });
}
