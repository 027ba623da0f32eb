// The people and records the service would know for the second held-out hand-written set (bench/deid/heldout2/*.txt).
// Made up by hand, different from bench/deid/handwritten/ and bench/deid/heldout/. Names are chosen to be hard:
// ordinary words (Rose Marsh, Mercy Stone, Chase Young, Hunter Lane), eponym staff surnames (Hodgkin, Whipple, Still,
// Horner, Paget, Babinski, Apgar, Down, Kaposi) and word-like staff names (Sage, Penny, Kit, Cole King), particles
// (Herrera y Castillo, van Dijk, bin Hamid, Ó Dálaigh, da Cunha), Vietnamese, Chinese and Korean given names, an Indian
// name written initials-first (T. N. Seshadri), a mononym (Wulandari), aliases, five patients over 89, file numbers
// with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Miriam Hodgkin', 'Dr. Paul Whipple', 'Dr. Tobias Still', 'Kit Horner, RN', 'Dr. Lionel Paget',
  'Dr. Ana Babinski', 'Penny Apgar, CNM', 'Sage Down, LCSW', 'Dr. Ilona Kaposi', 'Cole King, PharmD',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  r1: {
    name: 'Rose Marsh', aliases: ['Rosie'], fileNumber: '0038815', phone: '919-555-0126',
    address: { street: '77 Glenwood Ave', city: 'Raleigh', state: 'NC', zip: '27603' },
    dateOfBirth: '1931-04-12', visitDates: ['2025-07-08', '2025-09-30'],
  },
  r2: {
    name: 'Nguyễn Thị Bích Ngọc', givenName: 'Bích Ngọc', middleNames: ['Thị'], familyName: 'Nguyễn', fileNumber: '410027',
    phone: '714-555-0158', email: 'ngoc.nguyen88@mailhub.example',
    address: { street: '9540 Bolsa Ave', city: 'Westminster', state: 'CA', zip: '92683' },
    dateOfBirth: '1988-02-29', visitDates: ['2025-08-14'],
  },
  r3: {
    name: 'José Luis Herrera y Castillo', givenName: 'José Luis', familyName: 'Herrera y Castillo', aliases: ['Pepe'],
    fileNumber: '005521', phone: '505-555-0183',
    address: { street: '1412 Isleta Blvd SW', city: 'Albuquerque', state: 'NM', zip: '87105' },
    dateOfBirth: '1947-11-03', visitDates: ['2025-06-24'],
  },
  r4: {
    name: 'Chase Young', fileNumber: '773104', phone: '314-555-0140', email: 'kayla.young.stl@post.example',
    address: { street: '4420 Chippewa St', city: 'St. Louis', state: 'MO', zip: '63116' },
    dateOfBirth: '2016-05-09', visitDates: ['2025-10-02'],
  },
  r5: {
    name: 'Mercy Stone', fileNumber: '090442', phone: '304-555-0171',
    address: { street: '18 Quarrier St', city: 'Charleston', state: 'WV', zip: '25301' },
    dateOfBirth: '1929-12-01', visitDates: ['2025-05-20', '2025-08-05'],
  },
  r6: {
    name: 'Willem van Dijk', givenName: 'Willem', familyName: 'van Dijk', aliases: ['Wim'], fileNumber: '612290',
    phone: '269-555-0133',
    address: { street: '305 W Michigan Ave', city: 'Kalamazoo', state: 'MI', zip: '49007' },
    dateOfBirth: '1933-07-19', visitDates: ['2025-09-09'],
  },
  r7: {
    name: 'Yusuf bin Hamid', givenName: 'Yusuf', familyName: 'bin Hamid', fileNumber: '330918', phone: '571-555-0166',
    email: 'yusuf.binhamid@inbox.example',
    address: { street: '5600 Columbia Pike', city: 'Falls Church', state: 'VA', zip: '22041' },
    dateOfBirth: '1975-03-21', visitDates: ['2025-07-29'],
  },
  r8: {
    name: 'Ciarán Ó Dálaigh', givenName: 'Ciarán', familyName: 'Ó Dálaigh', fileNumber: '0001776', phone: '617-555-0119',
    address: { street: '52 Centre St', city: 'Quincy', state: 'MA', zip: '02169' },
    dateOfBirth: '1961-10-30', visitDates: ['2025-04-22', '2025-10-14'],
  },
  r9: {
    name: 'Wang Jianguo', givenName: 'Jianguo', familyName: 'Wang', aliases: ['James'], fileNumber: '208477',
    phone: '626-555-0197',
    address: { street: '1020 S San Gabriel Blvd', city: 'San Gabriel', state: 'CA', zip: '91776' },
    dateOfBirth: '1950-08-08', visitDates: ['2025-03-11'],
  },
  r10: {
    name: 'Hye-jin Baek', givenName: 'Hye-jin', familyName: 'Baek', fileNumber: '054006', phone: '201-555-0124',
    email: 'hjbaek@postbox.example',
    address: { street: '1600 Lemoine Ave', city: 'Fort Lee', state: 'NJ', zip: '07024' },
    dateOfBirth: '1992-12-05', visitDates: ['2025-09-16'],
  },
  r11: {
    name: 'Thirumalai Narayanan Seshadri', givenName: 'Thirumalai', middleNames: ['Narayanan'], familyName: 'Seshadri',
    aliases: ['T. N. Seshadri', 'Seshu'], fileNumber: '119003', phone: '732-555-0188',
    address: { street: '27 Oak Tree Rd', city: 'Edison', state: 'NJ', zip: '08820' },
    dateOfBirth: '1934-01-15', visitDates: ['2025-08-26'],
  },
  r12: {
    name: 'Wulandari', fileNumber: '600215', phone: '206-555-0150',
    address: { street: '4512 Rainier Ave S', city: 'Seattle', state: 'WA', zip: '98118' },
    dateOfBirth: '1983-06-01', visitDates: ['2025-11-04'],
  },
  r13: {
    name: 'Hunter Lane', fileNumber: '000307', phone: '541-555-0192', email: 'hlane@webmail.example',
    address: { street: '900 Willamette St', city: 'Eugene', state: 'OR', zip: '97401' },
    dateOfBirth: '1967-01-23', visitDates: ['2025-10-21'],
  },
  r14: {
    name: 'Graça da Cunha', givenName: 'Graça', familyName: 'da Cunha', aliases: ['Gracinha'], fileNumber: '071120',
    phone: '774-555-0145',
    address: { street: '88 Columbia St', city: 'Fall River', state: 'MA', zip: '02721' },
    dateOfBirth: '1930-03-17', visitDates: ['2025-07-15'],
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
