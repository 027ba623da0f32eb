import { faker } from '@faker-js/faker';
import { sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type AfterCommit, type ClinicTx } from '../../platform/db/clinic-tx.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { addDays, deriveInitials, todayIso } from './fields.js';
import type { AppointmentStatus } from './schema.js';

export const SEED_BATCH = 1_000;

const TYPES = ['Follow-up', 'New patient', 'Annual physical', 'Acute visit', 'Telehealth', 'Vaccination', 'Lab review'];

export interface SeedPatient { file_number: string; name: string; initials: string }

/**
 * The newest `count` patients of the clinic (the ones the patient seeder has just added), in pages of SEED_BATCH,
 * each page handed to `work` inside its own clinic transaction. Keyset paging on the file number keeps every page
 * one index range read, so 10,000 patients cost ten small transactions.
 */
export async function forNewestPatients(
  deps: Pick<AppDeps, 'db'>, owner: ClinicContext, count: number,
  work: (tx: ClinicTx, after: AfterCommit, patients: SeedPatient[]) => Promise<void>,
): Promise<number> {
  let seen = 0;
  let below: string | null = null;
  while (seen < count) {
    const size = Math.min(SEED_BATCH, count - seen);
    const page: SeedPatient[] = await withClinicTx(deps.db, owner, async (tx, after) => {
      // Patient file numbers are digits only, with an index on their numeric value (migrations/0100_patients.sql).
      const { rows } = await sql<SeedPatient>`
        select file_number, name, initials from patient
        where clinic_id = ${owner.clinicId} and (${below}::bigint is null or file_number::bigint < ${below}::bigint)
        order by file_number::bigint desc limit ${size}`.execute(tx);
      if (rows.length) await work(tx, after, rows);
      return rows;
    });
    if (page.length === 0) break;
    seen += page.length;
    below = page[page.length - 1]!.file_number;
  }
  return seen;
}

/**
 * Demo seeder: 0–3 appointments per newly seeded patient, from two months back to one month ahead, with statuses that
 * fit the date (past ones mostly completed, today's partly checked in, future ones confirmed), plus a few ad-hoc
 * bookings without a file number. One multi-row insert and one activity row per batch.
 */
export async function seedDemoAppointments(deps: AppDeps, owner: ClinicContext, options: { patients: number; print: (line: string) => void }) {
  if (options.patients <= 0) return;
  const started = Date.now();
  const today = todayIso();
  const providers = await deps.db.selectFrom('member').innerJoin('user', 'user.id', 'member.userId').select('user.name')
    .where('member.organizationId', '=', owner.clinicId).where('member.role', 'in', ['owner', 'admin', 'doctor', 'member'])
    .orderBy('user.name').execute();
  let total = 0;
  const patients = await forNewestPatients(deps, owner, options.patients, async (tx, after, page) => {
    const rows = [];
    for (const p of page) {
      for (let n = faker.number.int({ min: 0, max: 3 }); n > 0; n--) rows.push(row(owner, p, today, providers));
    }
    for (let n = Math.ceil(page.length / 50); n > 0; n--) {
      const name = faker.person.fullName();
      rows.push(row(owner, { file_number: '', name, initials: deriveInitials(name) }, today, providers));
    }
    if (rows.length === 0) return;
    await tx.insertInto('appointment').values(rows).execute();
    total += rows.length;
    await deps.activity.record(tx, after, owner, {
      action: 'appointment.seeded', entityType: 'appointment', entityId: null,
      summary: `${owner.userName} added ${rows.length} demo appointments`,
    });
  });
  if (patients === 0) {
    options.print('No patients to book appointments for; appointments skipped');
    return;
  }
  options.print(`Added ${total} demo appointments for ${patients} patients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function row(owner: ClinicContext, p: SeedPatient, today: string, providers: Array<{ name: string }>) {
  const offset = faker.number.int({ min: -60, max: 30 });
  const date = addDays(today, offset);
  let status: AppointmentStatus;
  if (offset < 0) status = faker.helpers.weightedArrayElement([{ value: 'completed', weight: 8 }, { value: 'cancelled', weight: 2 }] as const);
  else if (offset === 0) status = faker.helpers.arrayElement(['confirmed', 'checked-in', 'completed'] as const);
  else status = faker.helpers.weightedArrayElement([{ value: 'confirmed', weight: 9 }, { value: 'cancelled', weight: 1 }] as const);
  return {
    clinic_id: owner.clinicId, id: uuidv7(), file_number: p.file_number, name: p.name, initials: p.initials || deriveInitials(p.name),
    date, time: `${String(faker.number.int({ min: 8, max: 17 })).padStart(2, '0')}:${faker.helpers.arrayElement(['00', '15', '30', '45'])}`,
    type: faker.helpers.arrayElement(TYPES), provider: providers.length ? faker.helpers.arrayElement(providers).name : 'Unassigned',
    status, source: 'manual' as const, created_by: owner.userId,
  };
}
