// A synthetic clinic: patients, staff and the context the service would hand the engine for each. All data is
// made up by a seeded faker; a share of the names are deliberately English words or eponyms (Rose Hope, Will
// Parker, June Parkinson) so the precision traps bite.
import type { Faker } from '@faker-js/faker';
import type { DeidContext } from '../../src/ai/deid/index.js';
import { isoOf, randomDate, randomPhoneDigits, randomStreet, type StreetAddress, type Ymd } from './formats.js';

export interface SynthPatient {
  given: string;
  middle?: string;
  family: string;
  sex: 'F' | 'M';
  fileNumber: string;
  phoneDigits: string;
  email: string;
  street: StreetAddress;
  city: string;
  state: string;
  zip: string;
  dob: Ymd;
  visits: Ymd[];
}

export interface SynthStaff { given: string; family: string; title: 'Dr.' | ''; credential: string }

export interface Clinic { patients: SynthPatient[]; staff: SynthStaff[] }

const TRAP_GIVEN = ['Rose', 'Hope', 'Grace', 'Faith', 'Mark', 'Bill', 'June', 'April', 'August', 'Jordan', 'May', 'Will', 'Joy', 'Dawn', 'Frank', 'Summer'];
const TRAP_FAMILY = ['Hope', 'Bell', 'Graves', 'Mark', 'Rose', 'Will', 'May', 'Price', 'Little', 'Parkinson', 'Addison', 'Cushing', 'Down', 'Young', 'Stone', 'King', 'Green', 'Brown', 'Hunter', 'Wells'];
const FEMALE_TRAPS = new Set(['Rose', 'Hope', 'Grace', 'Faith', 'June', 'April', 'May', 'Joy', 'Dawn', 'Summer']);

function uniqueName(f: Faker, used: Set<string>, trap: boolean): { given: string; family: string; sex: 'F' | 'M' } {
  for (;;) {
    const sex: 'F' | 'M' = f.datatype.boolean() ? 'F' : 'M';
    let given = f.person.firstName(sex === 'F' ? 'female' : 'male');
    let family = f.person.lastName();
    let s = sex;
    if (trap) {
      if (f.datatype.boolean()) {
        given = f.helpers.arrayElement(TRAP_GIVEN);
        s = FEMALE_TRAPS.has(given) ? 'F' : 'M';
      }
      if (f.datatype.boolean({ probability: 0.6 })) family = f.helpers.arrayElement(TRAP_FAMILY);
    }
    const key = `${given} ${family}`;
    if (given !== family && !used.has(key)) {
      used.add(key);
      return { given, family, sex: s };
    }
  }
}

export function buildClinic(f: Faker, patientCount: number, staffCount: number): Clinic {
  const used = new Set<string>();
  const staff: SynthStaff[] = [];
  for (let i = 0; i < staffCount; i++) {
    const { given, family } = uniqueName(f, used, false);
    const doctor = i < Math.ceil(staffCount / 2);
    staff.push({ given, family, title: doctor ? 'Dr.' : '', credential: doctor ? f.helpers.arrayElement(['MD', 'DO']) : f.helpers.arrayElement(['RN', 'NP', 'PA-C', 'LPN', 'MA']) });
  }
  const patients: SynthPatient[] = [];
  const staffFamilies = new Set(staff.map((s) => s.family));
  for (let i = 0; i < patientCount; i++) {
    let name = uniqueName(f, used, f.datatype.boolean({ probability: 0.25 }));
    while (staffFamilies.has(name.family)) name = uniqueName(f, used, false);
    const dob = randomDate(f, 1928, 2004);
    const visits = Array.from({ length: f.number.int({ min: 2, max: 4 }) }, () => randomDate(f, 2019, 2025));
    patients.push({
      ...name,
      ...(f.datatype.boolean({ probability: 0.4 }) ? { middle: f.person.middleName(name.sex === 'F' ? 'female' : 'male') } : {}),
      fileNumber: String(10000 + i * 7 + f.number.int({ min: 0, max: 6 })),
      phoneDigits: randomPhoneDigits(f),
      email: f.internet.email({ firstName: name.given, lastName: name.family }).toLowerCase(),
      street: randomStreet(f),
      city: f.location.city(),
      state: f.location.state({ abbreviated: true }),
      zip: f.location.zipCode('#####'),
      dob,
      visits,
    });
  }
  return { patients, staff };
}

export function fullName(p: { given: string; middle?: string; family: string }): string {
  return p.middle ? `${p.given} ${p.middle} ${p.family}` : `${p.given} ${p.family}`;
}

/** What the service knows when it de-identifies a note about `patient`. */
export function contextFor(clinic: Clinic, patient: SynthPatient): DeidContext {
  const s = patient.street;
  return {
    patient: {
      name: fullName(patient),
      givenName: patient.given,
      familyName: patient.family,
      ...(patient.middle ? { middleNames: [patient.middle] } : {}),
      fileNumber: patient.fileNumber,
      phone: patient.phoneDigits,
      email: patient.email,
      address: { street: `${s.number} ${s.name} ${s.suffix}${s.unit ? `, ${s.unit}` : ''}`, city: patient.city, state: patient.state, zip: patient.zip },
      dateOfBirth: isoOf(patient.dob),
      visitDates: patient.visits.map(isoOf),
    },
    staff: clinic.staff.map((m) => `${m.title ? 'Dr. ' : ''}${m.given} ${m.family}`),
    otherPatients: clinic.patients.filter((p) => p !== patient).map((p) => ({ name: `${p.given} ${p.family}`, fileNumber: p.fileNumber })),
  };
}
