// Grows the demo clinic of DATABASE_URL by N synthetic patients in bulk (the demo seeder's patient batches), in its own
// process: `seed-demo` refuses a second run, and the benchmarks that grow a clinic step by step need the same bulk
// insert again. Each run draws from its own generator seed, so the new patients are not copies of the earlier ones.
import { faker } from '@faker-js/faker';
import { permissionsFor } from '../../src/platform/auth/permissions.js';
import { loadConfig } from '../../src/platform/config.js';
import { buildApp } from '../../src/platform/http/app.js';
import { routeModules } from '../../src/modules.js';
import { seedDemoPatients } from '../../src/clinic/patients/seed.js';

const patients = Number(process.argv[2]);
if (!Number.isInteger(patients) || patients < 0) throw new Error('usage: grow-clinic.ts <patients>');
const config = loadConfig({ ...process.env, LOG_LEVEL: 'warn' });
const app = await buildApp(config, { routeModules, logger: false });
try {
  const owner = await app.deps.db.selectFrom('organization')
    .innerJoin('member', 'member.organizationId', 'organization.id').innerJoin('user', 'user.id', 'member.userId')
    .select(['organization.id as clinicId', 'user.id as userId', 'user.name as userName'])
    .where('organization.slug', '=', 'demo-clinic').where('member.role', '=', 'owner').executeTakeFirstOrThrow();
  faker.seed(Date.now() % 1_000_000);
  await seedDemoPatients(app.deps, {
    userId: owner.userId, userName: owner.userName, clinicId: owner.clinicId, role: 'owner', permissions: permissionsFor('owner'),
    requestId: 'bench-grow', via: 'system',
  }, { patients, print: (line) => console.log(line) });
} finally {
  await app.close();
}
