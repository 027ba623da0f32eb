import { loadConfig, type AppConfig } from './platform/config.js';
import { checkClinicRole, checkClinicRoleCreatable } from './platform/db/clinic-role.js';
import { openDatabase } from './platform/db/connect.js';
import { lockDataDir } from './platform/db/lock-file.js';
import { migrate } from './platform/db/migrate.js';
import { openServiceDatabase } from './platform/db/service-database.js';
import { describeDatabaseUrl, listenError, startupErrorLine, StartupError, waitForDatabase } from './platform/startup-errors.js';

/**
 * The HTTP app and every route module: the bulk of the code, imported after the database has begun to open (the two
 * overlap) rather than before anything runs.
 */
async function loadApp() {
  const [{ buildApp }, { routeModules, afterReadyWarmups }] = await Promise.all([import('./platform/http/app.js'), import('./modules.js')]);
  return { buildApp, routeModules, afterReadyWarmups };
}

const USAGE = 'usage: main.js [serve | migrate | seed-demo [--patients N]]';

function describeDatabase(config: AppConfig): string {
  return config.databaseUrl ? `PostgreSQL ${describeDatabaseUrl(config.databaseUrl)}` : `embedded PGlite in ${config.dataDir}/db`;
}

/** An unreachable PostgreSQL is waited for (DATABASE_WAIT_SECONDS) before anything else opens it. */
async function databaseReachable(config: AppConfig) {
  if (config.databaseUrl) await waitForDatabase(config.databaseUrl, config.databaseWaitSeconds, (line) => console.error(line));
}

async function serve() {
  const config = loadConfig(process.env);
  await databaseReachable(config);
  const opening = openServiceDatabase(config);
  // buildApp awaits it; until then a failure must not count as unhandled.
  opening.catch(() => {});
  const { buildApp, routeModules, afterReadyWarmups } = await loadApp().catch(async (err: unknown) => {
    await opening.then((opened) => opened.release(), () => {});
    throw err;
  });
  const app = await buildApp(config, { routeModules, opening });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, lets in-flight requests finish, then onClose closes sockets, Redis and the database.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    // Fastify closes the connections that are idle when closing starts and marks later answers `Connection: close`;
    // a keep-alive connection in neither state (seen on Node 24 with a client that had just been answered while the
    // event loop was busy) stayed open until the 15 s limit. Closing idle connections until the server has closed
    // ends those too; a connection with a request in flight is never idle, so no answer is cut.
    const idleSweep = setInterval(() => app.server.closeIdleConnections(), 100);
    idleSweep.unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  try {
    await app.listen({ port: config.port, host: config.host });
  } catch (err) {
    await app.close().catch(() => {});
    throw listenError(err, config.host, config.port);
  }
  const cpu = process.cpuUsage();
  app.log.info({ startupMs: Math.round(process.uptime() * 1000), startupCpuMs: Math.round((cpu.user + cpu.system) / 1000) }, 'ready');
  // The one line for people; everything else is the structured log.
  console.log(`Clinic Service ready at ${config.announcedUrl} (API reference at /docs) · database: ${describeDatabase(config)} · data directory: ${config.dataDir}`);
  for (const warm of afterReadyWarmups) {
    warm().catch((err: unknown) => app.log.warn({ err: (err as Error).message }, 'a background warm-up failed; its first use loads it instead'));
  }
}

async function runMigrations() {
  const config = loadConfig(process.env);
  await databaseReachable(config);
  const unlock = config.databaseUrl ? () => {} : lockDataDir(config.dataDir);
  const handle = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { pgliteDir: `${config.dataDir}/db` });
  try {
    await checkClinicRoleCreatable(handle.db, config.clinicRole);
    const applied = await migrate(handle.db, undefined, { clinicRole: config.clinicRole });
    await checkClinicRole(handle.db, config.clinicRole);
    console.log(applied.length ? `applied: ${applied.join(', ')}` : 'database is up to date');
  } finally {
    await handle.close();
    unlock();
  }
}

async function runSeed(args: string[]) {
  const i = args.indexOf('--patients');
  const patients = i >= 0 ? Number(args[i + 1]) : 300;
  if (!Number.isInteger(patients) || patients < 0) throw new StartupError('--patients takes a whole number');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  await databaseReachable(config);
  // Imported here, not at the top: the demo generator (faker and every seeder) is no part of serving.
  const { DemoExistsError, seedDemo } = await import('./seed/demo.js');
  const { buildApp, routeModules } = await loadApp();
  const app = await buildApp(config, { routeModules, logger: false });
  try {
    await seedDemo(app.deps, { patients, print: (line) => console.log(line) });
  } catch (err) {
    // The message alone: a demo that exists is an answer, not a crash.
    if (err instanceof DemoExistsError) throw new StartupError(err.message);
    throw err;
  } finally {
    await app.close();
  }
}

const [command = 'serve', ...args] = process.argv.slice(2);
const commands: Record<string, () => Promise<void>> = { serve, migrate: runMigrations, 'seed-demo': () => runSeed(args) };
const run = commands[command];
if (!run) {
  console.error(USAGE);
  process.exit(2);
}
run().catch((err: unknown) => {
  console.error(startupErrorLine(err) ?? err);
  process.exit(1);
});
