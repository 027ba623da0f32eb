import { faker } from '@faker-js/faker';
import { permissionsFor, type Role } from '../platform/auth/permissions.js';
import type { ClinicContext } from '../platform/auth/context.js';
import type { AppDeps } from '../platform/http/route-module.js';
import { createStaff } from '../clinic/staff/service.js';
import { seedDemoInventory } from '../clinic/inventory/demo.js';
import { seedDemoPrescriptions } from '../clinic/prescriptions/demo.js';
import { seedDemoDispenses } from '../clinic/dispenses/demo.js';
import { seedDemoTasks } from '../clinic/tasks/demo.js';
import { seedDemoPatients } from '../clinic/patients/seed.js';
import { seedDemoAppointments } from '../clinic/appointments/seed.js';
import { seedDemoInvoices } from '../clinic/invoices/seed.js';

export const DEMO_PASSWORD = 'demo-password-2026';
const DEMO_SLUG = 'demo-clinic';
const STAFF: Array<{ username: string; name: string; role: Role }> = [
  { username: 'demo_admin', name: 'Avery Admin', role: 'admin' },
  { username: 'demo_doctor', name: 'Dana Doctor', role: 'doctor' },
  { username: 'demo_member', name: 'Morgan Member', role: 'member' },
  { username: 'demo_reception', name: 'Riley Reception', role: 'reception' },
  { username: 'demo_pharmacy', name: 'Parker Pharmacy', role: 'pharmacy' },
  { username: 'demo_lab', name: 'Lee Lab', role: 'lab' },
];

/** A refusal to seed twice; its message is the one line main.ts prints. */
export class DemoExistsError extends Error {}

export interface SeedOptions { patients: number; print: (line: string) => void; seed?: number }

/** A demo clinic with one account of each role and synthetic patients from a seeded generator (never real data). */
export async function seedDemo(deps: AppDeps, options: SeedOptions) {
  faker.seed(options.seed ?? 20261121);
  const existing = await deps.db.selectFrom('organization').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirst();
  if (existing) {
    // A second run would add the same people again (the generator is seeded): refuse instead.
    throw new DemoExistsError('Demo Clinic already exists in this database: nothing added. For a fresh demo, stop the '
      + `server and start from an empty DATA_DIR (or database); the demo accounts' password is ${DEMO_PASSWORD}`);
  }
  const signUp = await deps.auth.api.signUpEmail({
    body: { name: 'Olive Owner', email: 'demo_owner@demo.invalid', password: DEMO_PASSWORD, username: 'demo_owner' },
  });
  const org = await deps.auth.api.createOrganization({ body: { name: 'Demo Clinic', slug: DEMO_SLUG, userId: signUp.user.id } });
  const clinicId = org!.id;
  const owner = ownerContext(signUp.user.id, clinicId);
  for (const s of STAFF) {
    const role = s.role === 'member' ? 'doctor' : s.role;
    const created = await createStaff(deps, owner, { ...s, role: role as 'doctor', password: DEMO_PASSWORD });
    // `member` is not a staff-creation role (decisions.md §1: roles change through update-member-role).
    if (s.role === 'member') await deps.db.updateTable('member').set({ role: 'member' }).where('userId', '=', created.userId).execute();
  }
  options.print(`Created "Demo Clinic" with one account per role; password for all: ${DEMO_PASSWORD}`);
  options.print(`Usernames: demo_owner, ${STAFF.map((s) => s.username).join(', ')}`);
  for (const seeder of demoSeeders) await seeder(deps, owner, options);
}

function ownerContext(userId: string, clinicId: string): ClinicContext {
  return { userId, userName: 'Olive Owner', clinicId, role: 'owner', permissions: permissionsFor('owner'), requestId: 'seed-demo', via: 'system' };
}

export type DemoSeeder = (deps: AppDeps, owner: ClinicContext, options: SeedOptions) => Promise<void>;

/** Each capability's demo data, in order (patients first: later data refers to them). */
const demoSeeders: DemoSeeder[] = [
  seedDemoPatients,
  seedDemoInventory,
  seedDemoPrescriptions,
  seedDemoDispenses,
  seedDemoTasks,
  seedDemoAppointments,
  seedDemoInvoices,
];
