// Regenerates the SQL of Better Auth's tables (run once when the auth plugins change; commit the output as a migration).
import { getMigrations } from 'better-auth/db/migration';
import { openDatabase } from '../src/platform/db/connect.js';
import { createAuth } from '../src/platform/auth/better-auth.js';

const handle = await openDatabase({ pgliteDir: 'memory://' });
const auth = createAuth({ db: handle.db, secret: 'x'.repeat(32), baseURL: 'http://localhost', trustedOrigins: [] });
const { compileMigrations } = await getMigrations(auth.options);
process.stdout.write(`${await compileMigrations()}\n`);
await handle.close();
