import v8 from 'node:v8';
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
    if (!config.databaseUrl) tierUpLater();
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
 * V8 recompiles a WebAssembly function with its optimising compiler once the function has run a while (a "budget").
 * PGlite's start runs much of PostgreSQL once, which spends that budget on code that will not run again: on Node 20
 * the recompiling cost 0.2–0.4 s of CPU and left the process waiting up to half a second before it could go on; on
 * Node 24 ~0.1 s. With a budget about 8 (Node 24) to 55 (Node 20) times V8's default, the start compiles almost
 * nothing twice and code that stays hot is still optimised (simple queries measured 5–8% slower in steady state on
 * the embedded database than with the default; PostgreSQL is unaffected). Set before PGlite compiles its module; a
 * V8 without this flag ignores it.
 */
function tierUpLater(): void {
  v8.setFlagsFromString('--wasm-tiering-budget=100000000');
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
