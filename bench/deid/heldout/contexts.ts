// The people and records the service would know for the held-out hand-written notes (bench/deid/heldout/*.txt).
// Made up by hand, different from bench/deid/handwritten/. Names are chosen to be hard: ordinary English words
// (Faith Bishop, Joy Ng, Major Frost, Dawn Rice, Will Osei, Page Whitley, Ivy Temple), eponym-like staff surnames
// (Addison, Graves, Cushing, Bell, Crohn), particles and hyphens (ter Horst, dos Santos, Ní Bhriain, D'Angelo,
// Tran-Le, Al-Rashid), very short names (Ng, Ito) and patients over 89 (ter Horst, Ní Bhriain, D'Angelo, Frost, Hale).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Rachel Addison', 'Dr. Samuel Graves', 'Ivy Temple, RN', 'Dr. Neil Cushing', 'Dr. Oren Bell',
  'Page Whitley, MA', 'Dr. Martin Crohn', 'Will Osei, PA-C', 'Dawn Rice, LCSW', 'Dr. Kenji Ito',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  q1: {
    name: 'Faith Bishop', fileNumber: '0041207', phone: '503-555-0114', email: 'faithbishop61@postbox.example',
    address: { street: '1718 NE Going St', city: 'Portland', state: 'OR', zip: '97211' },
    dateOfBirth: '1961-03-03', visitDates: ['2025-03-04', '2025-06-17'],
  },
  q2: {
    name: 'Anh Thu Tran-Le', givenName: 'Anh Thu', familyName: 'Tran-Le', fileNumber: '220934', phone: '415-555-0162',
    email: 'anhthu.tranle@mail.example',
    address: { street: '2450 Irving St', city: 'San Francisco', state: 'CA', zip: '94122' },
    dateOfBirth: '1987-09-14', visitDates: ['2025-02-11'],
  },
  q3: {
    name: 'Maria Conceição dos Santos', givenName: 'Maria', middleNames: ['Conceição'], familyName: 'dos Santos',
    fileNumber: '090071', phone: '508-555-0139',
    address: { street: '41 Rivet St', city: 'New Bedford', state: 'MA', zip: '02744' },
    dateOfBirth: '1958-12-25', visitDates: ['2024-11-19', '2025-04-08'],
  },
  q4: {
    name: 'Pieter ter Horst', givenName: 'Pieter', familyName: 'ter Horst', fileNumber: '610045', phone: '616-555-0187',
    address: { street: '233 Lake Michigan Dr NW', city: 'Grand Rapids', state: 'MI', zip: '49504' },
    dateOfBirth: '1929-01-22', visitDates: ['2025-01-07'],
  },
  q5: {
    name: 'Siobhán Ní Bhriain', givenName: 'Siobhán', familyName: 'Ní Bhriain', fileNumber: '007723', phone: '857-555-0120',
    address: { street: '19 Adams St', city: 'Dorchester', state: 'MA', zip: '02122' },
    dateOfBirth: '1932-11-08', visitDates: ['2025-05-13'],
  },
  q6: {
    name: "Arthur D'Angelo", givenName: 'Arthur', familyName: "D'Angelo", aliases: ['Art'], fileNumber: '318802',
    phone: '401-555-0148',
    address: { street: '265 Atwells Ave', city: 'Providence', state: 'RI', zip: '02903' },
    dateOfBirth: '1930-06-15', visitDates: ['2025-02-25'],
  },
  q7: {
    name: 'Joy Ng', fileNumber: '000912', phone: '646-555-0191', email: 'joy.ng@inbox.example',
    address: { street: '38 Mott St', city: 'New York', state: 'NY', zip: '10013' },
    dateOfBirth: '1995-04-30', visitDates: ['2025-06-02'],
  },
  q8: {
    name: 'Mohammed Abdullah Al-Rashid', givenName: 'Mohammed', middleNames: ['Abdullah'], familyName: 'Al-Rashid', aliases: ['Abu Khalid'],
    fileNumber: '445190', phone: '313-555-0172',
    address: { street: '6100 Schaefer Rd', city: 'Dearborn', state: 'MI', zip: '48126' },
    dateOfBirth: '1949-07-01', visitDates: ['2024-12-10'],
  },
  q9: {
    name: 'Major Frost', fileNumber: '150306', phone: '802-555-0109',
    address: { street: '12 Maple Hill Rd', city: 'Montpelier', state: 'VT', zip: '05602' },
    dateOfBirth: '1934-02-09', visitDates: ['2025-01-21', '2025-03-18'],
  },
  q10: {
    name: 'Oluwaseun Adeyemi', aliases: ['Seun'], fileNumber: '273348', phone: '713-555-0135',
    email: 'seun.adeyemi@webmail.example',
    address: { street: '8800 Bellaire Blvd', city: 'Houston', state: 'TX', zip: '77036' },
    dateOfBirth: '1979-10-05', visitDates: ['2025-04-29'],
  },
  q11: {
    name: 'Sione Taufa', fileNumber: '091155', phone: '801-555-0164',
    address: { street: '1350 W 400 S', city: 'Salt Lake City', state: 'UT', zip: '84104' },
    dateOfBirth: '1968-08-19', visitDates: ['2025-03-27'],
  },
  q12: {
    name: 'Lakshmi Venkataraman', fileNumber: '562017', phone: '408-555-0117', email: 'lvenkat52@mailbox.example',
    address: { street: '3401 Homestead Rd', city: 'Santa Clara', state: 'CA', zip: '95051' },
    dateOfBirth: '1952-05-17', visitDates: ['2025-05-06'],
  },
  q13: {
    name: 'Margaret Hale', aliases: ['Peggy'], fileNumber: '004588', phone: '207-555-0153',
    address: { street: '5 Shore Rd', city: 'Bar Harbor', state: 'ME', zip: '04609' },
    dateOfBirth: '1933-09-30', visitDates: ['2025-04-15'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover): no subject patient, all of them as other patients.
 */
export function handwrittenContext(patientKey: string): DeidContext {
  const toOther = (p: DeidPatient) => ({ name: p.name, ...(p.fileNumber ? { fileNumber: p.fileNumber } : {}), ...(p.aliases ? { aliases: p.aliases } : {}) });
  if (patientKey === 'p0') return { staff: STAFF, otherPatients: Object.values(PATIENTS).map(toOther) };
  const patient = PATIENTS[patientKey];
  if (!patient) throw new Error(`unknown patient ${patientKey}`);
  const others = Object.entries(PATIENTS).filter(([k]) => k !== patientKey).map(([, p]) => toOther(p));
  const { aliases, ...rest } = patient;
  return { patient: { ...rest, ...(aliases ? { aliases } : {}) }, staff: STAFF, otherPatients: others };
}
