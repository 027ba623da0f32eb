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

export interface SeedOptions { patients: number; print: (line: string) => void; seed?: number }

/** A demo clinic with one account of each role and synthetic patients from a seeded generator (never real data). */
export async function seedDemo(deps: AppDeps, options: SeedOptions) {
  faker.seed(options.seed ?? 20261121);
  const existing = await deps.db.selectFrom('organization').select('id').where('slug', '=', DEMO_SLUG).executeTakeFirst();
  let clinicId = existing?.id;
  let owner: ClinicContext;
  if (!clinicId) {
    const signUp = await deps.auth.api.signUpEmail({
      body: { name: 'Olive Owner', email: 'demo_owner@demo.invalid', password: DEMO_PASSWORD, username: 'demo_owner' },
    });
    const org = await deps.auth.api.createOrganization({ body: { name: 'Demo Clinic', slug: DEMO_SLUG, userId: signUp.user.id } });
    clinicId = org!.id;
    owner = ownerContext(signUp.user.id, clinicId);
    for (const s of STAFF) {
      const role = s.role === 'member' ? 'doctor' : s.role;
      const created = await createStaff(deps, owner, { ...s, role: role as 'doctor', password: DEMO_PASSWORD });
      // `member` is not a staff-creation role (decisions.md §1: roles change through update-member-role).
      if (s.role === 'member') await deps.db.updateTable('member').set({ role: 'member' }).where('userId', '=', created.userId).execute();
    }
    options.print(`Created "Demo Clinic" with one account per role; password for all: ${DEMO_PASSWORD}`);
    options.print(`Usernames: demo_owner, ${STAFF.map((s) => s.username).join(', ')}`);
  } else {
    const row = await deps.db.selectFrom('member').innerJoin('user', 'user.id', 'member.userId').select('user.id')
      .where('member.organizationId', '=', clinicId).where('member.role', '=', 'owner').executeTakeFirstOrThrow();
    owner = ownerContext(row.id, clinicId);
    options.print(`Demo Clinic exists; adding data. Password for the demo accounts: ${DEMO_PASSWORD}`);
  }
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
