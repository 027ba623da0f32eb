// The people and records the service would know for the twenty-eighth held-out hand-written set
// (bench/deid/heldout28/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w; heldout27 and heldout29 were being written at the same time and were checked at the end).
// A network in the Carolinas and Georgia: prenatal and OB care, a school-based health centre, home health, hospice, a
// behavioural-health clinic and a migrant farmworker mobile unit. Gullah Geechee families (Hagar "Tootsie" Fripp,
// Lazarus Quarterman), Hmong (Youa Hang) and Montagnard/Degar refugees (Y Blang Ksor, H'Nhi Rmah), Mexican and
// Guatemalan farmworkers (Anacleto "Cleto" Villeda Tolentino, Fidelina Bámaca Ordóñez, a Mam speaker), Korean
// (Jae-won Maeng, Bok-soon Pyo) and Ethiopian (Meseret Wondimu, Bereket Hailemariam) families in Atlanta, old Southern
// families with names that are words (Sudie Goodnight, Cato Sweat, Iola Tally-Whisnant, Delmus "Skeeter"
// Lovelady, Persis de Saussure); staff surnames that are eponyms (Dr. Marianne Piskacek, Dr. Anson Hegar); four
// patients over 89 (Fripp, Goodnight, de Saussure, Pyo); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Marianne Piskacek', 'Dr. Anson Hegar', 'Dr. Min-kyung Ahn', 'Dr. Mesfin Tadesse', 'Dr. Dalphine Pinckney',
  'Nakia Grimball, CNM', 'Shirleen Mikell, RN', 'Pheng Kue, CHW', 'Paxton Mazyck, LCSW', 'Edelmira Saucedo, RN',
  'Lemuel Huff, PharmD', 'Shaquanda Brailsford',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  n1: {
    name: 'Hagar Fripp', aliases: ['Tootsie'], fileNumber: '0031742', phone: '843-555-0162',
    address: { street: '14 Eddings Point Rd', city: 'St. Helena Island', state: 'SC', zip: '29920' },
    dateOfBirth: '1932-03-08', visitDates: ['2026-10-06', '2026-11-17'],
  },
  n2: {
    name: 'Lazarus Quarterman', aliases: ['Laz'], fileNumber: '58213', phone: '912-555-0141',
    address: { street: 'PO Box 77', city: 'Sapelo Island', state: 'GA', zip: '31327' },
    dateOfBirth: '1958-07-21', visitDates: ['2026-10-20'],
  },
  n3: {
    name: 'Youa Hang', fileNumber: '407316', phone: '828-555-0137', email: 'youa.hang@paj.example',
    address: { street: '1820 9th Ave NE', city: 'Hickory', state: 'NC', zip: '28601' },
    dateOfBirth: '1997-02-14', visitDates: ['2026-09-29', '2026-10-27', '2026-11-24'],
  },
  n4: {
    name: 'Y Blang Ksor', givenName: 'Y Blang', familyName: 'Ksor', fileNumber: '2219', phone: '336-555-0118',
    address: { street: '3506 Yanceyville St Apt 4C', city: 'Greensboro', state: 'NC', zip: '27405' },
    dateOfBirth: '1961-05-05', visitDates: ['2026-10-13'],
  },
  n5: {
    name: "H'Nhi Rmah", givenName: "H'Nhi", familyName: 'Rmah', fileNumber: '0864520', phone: '704-555-0129',
    email: 'hnhi.rmah@hoa.example',
    address: { street: '5715 Albemarle Rd', city: 'Charlotte', state: 'NC', zip: '28212' },
    dateOfBirth: '1979-12-01', visitDates: ['2026-11-05'],
  },
  n6: {
    name: 'Anacleto Villeda Tolentino', givenName: 'Anacleto', familyName: 'Villeda Tolentino', aliases: ['Cleto'],
    fileNumber: '93107', phone: '910-555-0153',
    address: { street: '118 Westbrook Rd', city: 'Newton Grove', state: 'NC', zip: '28366' },
    dateOfBirth: '1990-08-17', visitDates: ['2026-07-14', '2026-08-25'],
  },
  n7: {
    name: 'Fidelina Bámaca Ordóñez', givenName: 'Fidelina', familyName: 'Bámaca Ordóñez', fileNumber: '0007158',
    phone: '912-555-0186',
    address: { street: '402 S Victory Dr', city: 'Lyons', state: 'GA', zip: '30436' },
    dateOfBirth: '2001-04-30', visitDates: ['2026-09-15', '2026-10-13'],
  },
  n8: {
    name: 'Jae-won Maeng', fileNumber: '614082', phone: '770-555-0104', email: 'jwmaeng@hanmaum.example',
    address: { street: '3290 Buford Hwy NE Apt 1112', city: 'Doraville', state: 'GA', zip: '30340' },
    dateOfBirth: '1970-10-09', visitDates: ['2026-11-10'],
  },
  n9: {
    name: 'Meseret Wondimu', fileNumber: '750394', phone: '404-555-0172',
    address: { street: '3925 Market St', city: 'Clarkston', state: 'GA', zip: '30021' },
    dateOfBirth: '1988-01-19', visitDates: ['2026-10-22'],
  },
  n10: {
    name: 'Sudie Goodnight', fileNumber: '0040519', phone: '704-555-0195',
    address: { street: '207 Oakwood Ave', city: 'Kannapolis', state: 'NC', zip: '28083' },
    dateOfBirth: '1933-06-02', visitDates: ['2026-11-03'],
  },
  n11: {
    name: 'Cato Sweat', fileNumber: '32660', phone: '912-555-0121',
    address: { street: '1519 E 37th St', city: 'Savannah', state: 'GA', zip: '31405' },
    dateOfBirth: '1964-09-12', visitDates: ['2026-10-28'],
  },
  n12: {
    name: 'Iola Tally-Whisnant', givenName: 'Iola', familyName: 'Tally-Whisnant', fileNumber: '181447',
    phone: '828-555-0190', email: 'iola.tw@catawba.example',
    address: { street: '2744 Springs Rd NE', city: 'Hickory', state: 'NC', zip: '28602' },
    dateOfBirth: '1952-11-23', visitDates: ['2026-10-08'],
  },
  n13: {
    name: 'Persis de Saussure', givenName: 'Persis', familyName: 'de Saussure', fileNumber: '0005903',
    phone: '843-555-0114',
    address: { street: '38 Legare St', city: 'Charleston', state: 'SC', zip: '29401' },
    dateOfBirth: '1936-02-27', visitDates: ['2026-10-01', '2026-11-19'],
  },
  n14: {
    name: 'Dayanara Zepeda', fileNumber: '5562', phone: '704-555-0147',
    address: { street: '2310 Kilborne Dr', city: 'Charlotte', state: 'NC', zip: '28205' },
    dateOfBirth: '2011-03-16', visitDates: ['2026-09-10', '2026-11-12'],
  },
  n15: {
    name: 'Bok-soon Pyo', fileNumber: '266831', phone: '678-555-0158',
    address: { street: '3545 Peachtree Industrial Blvd', city: 'Duluth', state: 'GA', zip: '30096' },
    dateOfBirth: '1930-08-15', visitDates: ['2026-11-02'],
  },
  n16: {
    name: 'Bereket Hailemariam', fileNumber: '0471926', phone: '404-555-0109',
    address: { street: '4150 Church St', city: 'Clarkston', state: 'GA', zip: '30021' },
    dateOfBirth: '2016-05-09', visitDates: ['2026-10-15'],
  },
  n17: {
    name: 'Delmus Lovelady', aliases: ['Skeeter'], fileNumber: '70328', phone: '704-555-0166',
    email: 'skeeterlovelady@mill.example',
    address: { street: '908 W Franklin Blvd', city: 'Gastonia', state: 'NC', zip: '28054' },
    dateOfBirth: '1981-12-30', visitDates: ['2026-10-05', '2026-11-09'],
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
