import { faker } from '@faker-js/faker';
import type { ClinicContext } from '../../platform/auth/context.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import type { SeedOptions } from '../../seed/demo.js';
import { todayIso } from './dates.js';
import { createPrescription } from './service.js';

const MEDICATIONS = [
  ['Amoxicillin', '500 mg', 'three times a day', '7 days'],
  ['Metformin', '850 mg', 'twice a day', null],
  ['Lisinopril', '10 mg', 'once a day', null],
  ['Salbutamol inhaler', '2 puffs', 'as needed', null],
  ['Omeprazole', '20 mg', 'once a day before breakfast', '28 days'],
  ['Cetirizine', '10 mg', 'once a day', '14 days'],
] as const;

const shift = (days: number) => todayIso(new Date(Date.now() + days * 86_400_000));

/** Synthetic prescriptions (never real data): mostly active, some completed, some already past their end date. */
export async function seedDemoPrescriptions(deps: AppDeps, owner: ClinicContext, options: SeedOptions) {
  const count = 12;
  for (let i = 0; i < count; i++) {
    const first = faker.person.firstName();
    const last = faker.person.lastName();
    const [medication, dose, frequency, duration] = MEDICATIONS[i % MEDICATIONS.length]!;
    const kind = i % 4; // 0, 1: active; 2: completed; 3: ended in the past (reads report it expired)
    const start = kind === 3 ? shift(-40) : shift(-faker.number.int({ min: 1, max: 20 }));
    await createPrescription(deps, owner, {
      name: `${first} ${last}`, initials: `${first[0]}${last[0]}`.toUpperCase(), medication, dose, frequency,
      prescriber: faker.helpers.arrayElement(['Dana Doctor', 'Morgan Member', 'Olive Owner']),
      prescribedAt: start, startDate: start, endDate: kind === 3 ? shift(-10) : kind === 2 ? shift(-1) : duration ? shift(20) : null,
      status: kind === 2 ? 'completed' : 'active', duration, notes: null,
    });
  }
  options.print(`Added ${count} prescriptions`);
}
