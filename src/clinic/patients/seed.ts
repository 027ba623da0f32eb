import { faker } from '@faker-js/faker';
import { v7 as uuidv7 } from 'uuid';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { deriveInitials } from './rules.js';
import { drawLabValue, encounterSummary, flagFor, formatLabValue, LAB_TESTS, round, trend } from './demo-values.js';
import { BLOOD_TYPES, PATIENT_STATUSES, type Allergy, type Medication, type Problem } from './schema.js';
import { lockFileNumbers, nextFileNumber } from './service.js';

const BATCH = 1_000;

const MEDICATIONS = [
  ['Metformin', '500 mg', 'twice daily'], ['Lisinopril', '10 mg', 'daily'], ['Atorvastatin', '20 mg', 'nightly'],
  ['Amlodipine', '5 mg', 'daily'], ['Levothyroxine', '50 mcg', 'daily'], ['Omeprazole', '20 mg', 'daily'],
  ['Salbutamol inhaler', '100 mcg', 'as needed'], ['Sertraline', '50 mg', 'daily'],
] as const;
const PROBLEMS = ['Type 2 diabetes', 'Hypertension', 'Hyperlipidaemia', 'Asthma', 'Hypothyroidism', 'GERD', 'Depression', 'Osteoarthritis'];
const ALLERGENS = ['Penicillin', 'Peanuts', 'Latex', 'Sulfonamides', 'Shellfish', 'Aspirin'];
const REACTIONS = ['Rash', 'Hives', 'Anaphylaxis', 'Swelling', 'Nausea'];
const ENCOUNTER_TYPES = ['Follow-up', 'Annual physical', 'Acute visit', 'Telehealth', 'Lab review'];

function pickSome<T>(items: readonly T[], max: number): T[] {
  return faker.helpers.arrayElements(items, faker.number.int({ min: 0, max }));
}

function isoDate(d: Date): string {
  return d.toISOString().slice(0, 10);
}

const DAY_MS = 86_400_000;

/** A date of birth at which a patient is `age` today in UTC: from the day after their (age+1)th birthday up to their age-th. */
function dateOfBirthAt(age: number): string {
  const now = new Date();
  const y = now.getUTCFullYear(), m = now.getUTCMonth(), d = now.getUTCDate();
  return isoDate(faker.date.between({ from: Date.UTC(y - age - 1, m, d) + DAY_MS, to: Date.UTC(y - age, m, d) }));
}

/** Made-up payers (demo data): a name and a payer id as a clearinghouse lists them. */
const PAYERS = [
  ['Blue Meadow Health Plan', 'BMH01'], ['Summit Mutual Insurance', 'SMI22'], ['Keystone Care Alliance', 'KCA07'],
  ['Harborview Health', 'HBV15'], ['Prairie State Benefits', 'PSB30'],
] as const;

function demoInsurance(): string | null {
  // About three patients in four have insurance on file; some plans carry a group number.
  if (!faker.datatype.boolean({ probability: 0.75 })) return null;
  const [payerName, payerId] = faker.helpers.arrayElement(PAYERS);
  return JSON.stringify({
    payerName, payerId, memberId: faker.string.alphanumeric({ length: 10, casing: 'upper' }),
    groupNumber: faker.datatype.boolean({ probability: 0.6 }) ? `GRP${faker.string.numeric(5)}` : null,
  });
}

function demoAddress(): string {
  return JSON.stringify({
    line: faker.location.streetAddress(), city: faker.location.city(),
    state: faker.location.state({ abbreviated: true }), postalCode: faker.location.zipCode('#####'),
  });
}

/**
 * Demo seeder: `options.patients` synthetic patients from the seeded faker (made up, never real data), spread over the
 * clinic's doctors and members, each with a date of birth that gives their age, a US address and mostly insurance with
 * a made-up payer, and a few labs and encounters each: names without titles, lab values drawn from each
 * test's reference range with the flag they earn (demo-values.ts), repeated tests and trends that move, and short
 * encounter notes that fit the patient's problems and medications. Inserted in batches of 1,000 rows per
 * transaction (one multi-row insert per table), so 10,000 patients take seconds. File numbers continue from the
 * clinic's largest, under the same lock as ordinary creates.
 */
export async function seedDemoPatients(
  deps: AppDeps, owner: ClinicContext, options: { patients: number; print: (line: string) => void },
): Promise<void> {
  if (options.patients <= 0) return;
  const providers = await deps.db.selectFrom('member').innerJoin('user', 'user.id', 'member.userId')
    .select(['user.id', 'user.name'])
    .where('member.organizationId', '=', owner.clinicId).where('member.role', 'in', ['doctor', 'member'])
    .orderBy('user.name').execute();
  const started = Date.now();
  for (let done = 0; done < options.patients; done += BATCH) {
    const size = Math.min(BATCH, options.patients - done);
    await withClinicTx(deps.db, owner, async (tx, after) => {
      await lockFileNumbers(tx, owner.clinicId);
      const first = Number(await nextFileNumber(tx, owner.clinicId));
      const patients = [];
      const labs = [];
      const encounters = [];
      for (let i = 0; i < size; i++) {
        const sex = faker.helpers.arrayElement(['M', 'F'] as const);
        // First and last name only: a title ("Mr.", "Dr.") would become the initials' first letter.
        const gender = sex === 'M' ? 'male' : 'female';
        const name = `${faker.person.firstName(gender)} ${faker.person.lastName()}`;
        const provider = providers.length ? providers[(done + i) % providers.length]! : null;
        const id = uuidv7();
        const medications: Medication[] = pickSome(MEDICATIONS, 3).map(([n, dose, frequency]) => ({ name: n, dose, frequency }));
        const problems: Problem[] = pickSome(PROBLEMS, 3).map((label) => ({ label, since: String(faker.number.int({ min: 1995, max: 2025 })) }));
        const allergies: Allergy[] = pickSome(ALLERGENS, 2).map((substance) => ({
          substance, reaction: faker.helpers.arrayElement(REACTIONS), severity: faker.helpers.arrayElement(['mild', 'moderate', 'severe'] as const),
        }));
        const takenAt = isoDate(faker.date.recent({ days: 120 }));
        const bp = `${faker.number.int({ min: 104, max: 152 })}/${faker.number.int({ min: 64, max: 94 })}`;
        const hr = String(faker.number.int({ min: 56, max: 98 }));
        const systolic = Number(bp.split('/')[0]);
        const hba1c = faker.number.float({ min: 5.4, max: 9.2 });
        const age = faker.number.int({ min: 0, max: 95 });
        patients.push({
          clinic_id: owner.clinicId,
          id,
          file_number: String(first + i),
          name,
          age,
          date_of_birth: dateOfBirthAt(age),
          sex,
          status: faker.helpers.weightedArrayElement([
            { value: PATIENT_STATUSES[0], weight: 8 }, { value: PATIENT_STATUSES[1], weight: 1 }, { value: PATIENT_STATUSES[2], weight: 1 },
          ]),
          initials: deriveInitials(name),
          source: 'manual' as const,
          pcp: provider?.name ?? '',
          primary_provider_id: provider?.id ?? null,
          phone: `(555) ${faker.string.numeric(3)}-${faker.string.numeric(4)}`,
          address: demoAddress(),
          insurance: demoInsurance(),
          blood_type: faker.helpers.arrayElement(BLOOD_TYPES.slice(1)),
          alerts: JSON.stringify(allergies.some((a) => a.severity === 'severe') ? ['Severe allergy'] : []),
          allergies: JSON.stringify(allergies),
          medications: JSON.stringify(medications),
          problems: JSON.stringify(problems),
          vitals: JSON.stringify({
            bp, hr, temp: faker.number.float({ min: 36.2, max: 37.4, fractionDigits: 1 }).toFixed(1),
            spo2: String(faker.number.int({ min: 94, max: 99 })), takenAt,
          }),
          // Six readings ending at today's, drifting as a treated or a worsening measure does.
          vitals_trend: JSON.stringify({ label: 'Systolic BP', unit: 'mmHg', points: trend(systolic, 6, 2.5, 3, 0).reverse() }),
          lab_trend: JSON.stringify({ label: 'HbA1c', unit: '%', points: trend(hba1c, 6, 0.15, 0.1, 1).map((v) => round(Math.max(4.5, v), 1)) }),
          created_by: owner.userId,
        });
        // Two to four tests, each taken one to three times a few weeks apart, oldest first.
        for (const test of faker.helpers.arrayElements(LAB_TESTS, faker.number.int({ min: 2, max: 4 }))) {
          const times = faker.number.int({ min: 1, max: 3 });
          for (let k = times - 1; k >= 0; k--) {
            const value = drawLabValue(test);
            labs.push({
              clinic_id: owner.clinicId, patient_id: id, name: test.name,
              value: `${formatLabValue(test, value)} ${test.unit}`, flag: flagFor(test, value),
              taken_at: isoDate(new Date(Date.parse(takenAt) - k * 42 * 86_400_000)),
            });
          }
        }
        const visits = faker.date.betweens({ from: Date.now() - 730 * 86_400_000, to: Date.now(), count: faker.number.int({ min: 0, max: 3 }) });
        for (const date of visits) {
          const type = faker.helpers.arrayElement(ENCOUNTER_TYPES);
          encounters.push({
            clinic_id: owner.clinicId, patient_id: id, date: isoDate(date), type, provider: provider?.name ?? owner.userName,
            summary: encounterSummary(type, problems.map((p) => p.label), medications.map((m) => m.name), { bp, hr }),
            created_by: owner.userId,
          });
        }
      }
      await tx.insertInto('patient').values(patients).execute();
      if (labs.length) await tx.insertInto('patient_lab').values(labs).execute();
      if (encounters.length) await tx.insertInto('patient_encounter').values(encounters).execute();
      await deps.activity.record(tx, after, owner, {
        action: 'patient.seeded', entityType: 'patient', entityId: null,
        summary: `${owner.userName} added ${size} demo patients (${first}–${first + size - 1})`,
      });
    });
  }
  options.print(`Added ${options.patients} synthetic patients in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
