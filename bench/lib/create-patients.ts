// Patients created the way a clinic creates them: POST /api/patients, several clients at once, explicit file numbers.
import { faker } from '@faker-js/faker';

/** A realistic new patient: demographics, an allergy, a medication, a problem, vitals, 3 lab results, 2 encounters. */
export function patientPayload(fileNumber: number, primaryProviderId: string | null = null) {
  const sex = fileNumber % 2 ? 'F' : 'M';
  return {
    fileNumber: String(fileNumber),
    name: faker.person.fullName({ sex: sex === 'F' ? 'female' : 'male' }),
    age: fileNumber % 90, sex, status: fileNumber % 10 === 0 ? 'inpatient' : 'active', phone: '(555) 010-0000', bloodType: 'O+',
    ...(primaryProviderId ? { primaryProviderId } : {}),
    alerts: [], allergies: [{ substance: 'Penicillin', reaction: 'Rash', severity: 'moderate' }],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
    problems: [{ label: 'Type 2 diabetes', since: '2019' }],
    vitals: { bp: '128/82', hr: '72', temp: '36.8', spo2: '98', takenAt: '2026-11-01' },
    labs: [
      { name: 'HbA1c', value: '6.9 %', flag: 'high', takenAt: '2026-11-01' },
      { name: 'Sodium', value: '139 mmol/L', flag: 'normal', takenAt: '2026-11-01' },
      { name: 'Potassium', value: '4.2 mmol/L', flag: 'normal', takenAt: '2026-11-01' },
    ],
    encounters: [
      { date: '2026-10-01', type: 'Follow-up', provider: 'Dr. Bench', summary: 'Diabetes review; metformin continued.' },
      { date: '2026-11-01', type: 'Lab review', provider: 'Dr. Bench', summary: 'HbA1c slightly above target.' },
    ],
  };
}

export interface CreateRun { creates: number; failures: number; seconds: number; latencies: number[] }

/**
 * Creates `count` patients through the API with `clients` concurrent clients, file numbers from `firstNumber` on;
 * `providerFor(i)` names the i-th patient's primary provider (or null).
 */
export async function createPatientsThroughApi(
  baseUrl: string, cookie: string, options: { count: number; clients: number; firstNumber: number; providerFor?: (i: number) => string | null },
): Promise<CreateRun> {
  const headers = { cookie, 'content-type': 'application/json', origin: baseUrl };
  const latencies: number[] = [];
  let failures = 0;
  let issued = 0;
  const started = performance.now();
  await Promise.all(Array.from({ length: options.clients }, async () => {
    while (issued < options.count) {
      const i = issued++;
      const t0 = performance.now();
      const res = await fetch(`${baseUrl}/api/patients`, {
        method: 'POST', headers, body: JSON.stringify(patientPayload(options.firstNumber + i, options.providerFor?.(i) ?? null)),
      });
      await res.arrayBuffer();
      latencies.push(performance.now() - t0);
      if (res.status !== 201) failures++;
    }
  }));
  return { creates: latencies.length, failures, seconds: (performance.now() - started) / 1000, latencies };
}
