import { ConfigError, loadConfig } from './platform/config.js';
import { checkClinicRole, checkClinicRoleCreatable, DatabaseSetupError } from './platform/db/clinic-role.js';
import { openDatabase } from './platform/db/connect.js';
import { DataDirLockedError, lockDataDir } from './platform/db/lock-file.js';
import { migrate } from './platform/db/migrate.js';
import { buildApp } from './platform/http/app.js';
import { routeModules } from './modules.js';
import { seedDemo } from './seed/demo.js';

const USAGE = 'usage: main.ts [serve | migrate | seed-demo [--patients N]]';

async function serve() {
  const config = loadConfig(process.env);
  const app = await buildApp(config, { routeModules });
  let closing = false;
  const shutdown = (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    // Fastify stops accepting, lets in-flight requests finish, then onClose closes sockets, Redis and the database.
    const force = setTimeout(() => process.exit(1), 15_000);
    force.unref();
    app.close().then(() => process.exit(0), () => process.exit(1));
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  process.on('SIGINT', () => shutdown('SIGINT'));
  await app.listen({ port: config.port, host: config.host });
}

async function runMigrations() {
  const config = loadConfig(process.env);
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
  if (!Number.isInteger(patients) || patients < 0) throw new ConfigError('--patients takes a whole number');
  const config = loadConfig({ ...process.env, LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn' });
  const app = await buildApp(config, { routeModules, logger: false });
  try {
    await seedDemo(app.deps, { patients, print: (line) => console.log(line) });
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
  if (err instanceof ConfigError || err instanceof DataDirLockedError || err instanceof DatabaseSetupError) console.error(err.message);
  else console.error(err);
  process.exit(1);
});
