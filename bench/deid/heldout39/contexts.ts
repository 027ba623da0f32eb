// The people and records the service would know for the thirty-ninth held-out hand-written set
// (bench/deid/heldout39/notes-*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -w). The Deep South: a Memphis safety-net hospital (ED, inpatient medicine, a
// sickle-cell clinic), a Mississippi Delta rural health clinic (Clarksdale, Greenville, Indianola, Belzoni), an
// Alabama Black Belt clinic (Selma, Demopolis, Marion) and a Nashville refugee clinic (Antioch, Nolensville Pike).
// African-American given names that are English words (Treasure, Sincere, Earnest, Velvet, Lovie, Sunday, Early,
// Cherish, Kingdom, Marquis), Kurdish and Somali patronymic names (Hawre Nawzad, Farhiya Gedi Ilmi), Karen single
// names (Kaw Lah Wah, Blu Mla), Egyptian Coptic names (Abanoub Rafik Iskander, Youstina Fayez Habashy); staff
// surnames that are eponyms (Dr. Adrienne Coombs, Dr. Garrison Janeway); five patients over 89 (Crittenden, Toliver,
// Stovall, Blackmon, Hamo); file numbers of 4 to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Adrienne Coombs', 'Dr. Garrison Janeway', 'Dr. Oluwakemi Adesanya', 'Dr. Wyatt Fortenberry',
  'Dr. Lurleen Hightower', 'Dr. Leyla Karadaghi', 'Starla Purvis, FNP', 'Bettye Frierson, RN', 'Tramaine Ingram, RN',
  'Dwight Gaddy, PharmD', 'LaShonda Pegues, LCSW', 'Kyaw Zin Oo, CHW', 'Shameka Threatt',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  aj1: {
    name: 'Treasure Mabry', aliases: ['Treas'], fileNumber: '0083146', phone: '901-555-0143',
    address: { street: '2719 Frayser Blvd Apt 4', city: 'Memphis', state: 'TN', zip: '38127' },
    dateOfBirth: '2003-02-11', visitDates: ['2026-09-14', '2026-10-05', '2026-11-16'],
  },
  aj2: {
    name: 'Sincere Gatewood', fileNumber: '517209', phone: '901-555-0178', email: 'sincere.gatewood@bluffcity.example',
    address: { street: '1486 E Raines Rd', city: 'Memphis', state: 'TN', zip: '38116' },
    dateOfBirth: '2007-06-30', visitDates: ['2026-09-22', '2026-11-03'],
  },
  aj3: {
    name: 'Zenobia Crittenden', aliases: ['Nobie'], fileNumber: '0004418', phone: '901-555-0126',
    address: { street: '2408 Park Ave', city: 'Memphis', state: 'TN', zip: '38114' },
    dateOfBirth: '1932-03-08', visitDates: ['2026-10-12', '2026-11-09'],
  },
  aj4: {
    name: 'Earnest Tunstall', aliases: ['Peewee'], fileNumber: '62930', phone: '901-555-0161',
    address: { street: '1127 Chelsea Ave', city: 'Memphis', state: 'TN', zip: '38107' },
    dateOfBirth: '1955-07-22', visitDates: ['2026-09-28', '2026-10-19'],
  },
  aj5: {
    name: 'Velvet Goolsby', fileNumber: '0270551', phone: '901-555-0187', email: 'velvetg81@magnolia.example',
    address: { street: '385 Semmes St', city: 'Memphis', state: 'TN', zip: '38112' },
    dateOfBirth: '1981-02-14', visitDates: ['2026-10-26', '2026-11-18'],
  },
  aj6: {
    name: 'Lovie Toliver', fileNumber: '0009837', phone: '662-555-0114',
    address: { street: '412 Sunflower Ave', city: 'Clarksdale', state: 'MS', zip: '38614' },
    dateOfBirth: '1930-06-02', visitDates: ['2026-09-17', '2026-11-05'],
  },
  aj7: {
    name: 'Sunday Pinkston', fileNumber: '44102', phone: '662-555-0159',
    address: { street: 'Rural Route 2 Box 117', city: 'Belzoni', state: 'MS', zip: '39038' },
    dateOfBirth: '1974-04-11', visitDates: ['2026-10-08'],
  },
  aj8: {
    name: 'Early Buckner', fileNumber: '308876', phone: '662-555-0172',
    address: { street: '208 Church St', city: 'Indianola', state: 'MS', zip: '38751' },
    dateOfBirth: '1963-09-30', visitDates: ['2026-09-24', '2026-11-12'],
  },
  aj9: {
    name: 'Cherish Handy', fileNumber: '0151724', phone: '662-555-0136', email: 'cherishhandy@deltamail.example',
    address: { street: '1024 Theobald St', city: 'Greenville', state: 'MS', zip: '38701' },
    dateOfBirth: '1988-05-19', visitDates: ['2026-10-15'],
  },
  aj10: {
    name: 'Alonzo Stovall', fileNumber: '7265', phone: '662-555-0193',
    address: { street: '731 Issaquena Ave', city: 'Clarksdale', state: 'MS', zip: '38614' },
    dateOfBirth: '1935-01-17', visitDates: ['2026-10-01', '2026-11-19'],
  },
  aj11: {
    name: 'Lottie Goodloe', fileNumber: '0036094', phone: '334-555-0148',
    address: { street: '418 Lapsley St', city: 'Selma', state: 'AL', zip: '36703' },
    dateOfBirth: '1959-12-06', visitDates: ['2026-10-20'],
  },
  aj12: {
    name: 'Marquis Rembert', fileNumber: '219843', phone: '334-555-0167',
    address: { street: '907 Strawberry Ave', city: 'Demopolis', state: 'AL', zip: '36732' },
    dateOfBirth: '1992-08-03', visitDates: ['2026-09-29', '2026-10-27'],
  },
  aj13: {
    name: 'Theophilus Blackmon', aliases: ['Ophie'], fileNumber: '0005579', phone: '334-555-0121',
    address: { street: '6120 County Road 45', city: 'Marion', state: 'AL', zip: '36756' },
    dateOfBirth: '1936-10-25', visitDates: ['2026-11-10'],
  },
  aj14: {
    name: 'Kingdom Averhart', fileNumber: '640127', phone: '334-555-0185',
    address: { street: '2205 Minter Ave', city: 'Selma', state: 'AL', zip: '36701' },
    dateOfBirth: '2020-03-27', visitDates: ['2026-10-06'],
  },
  aj15: {
    name: 'Gulistan Hamo', fileNumber: '0012960', phone: '615-555-0117',
    address: { street: '3840 Murfreesboro Pike Apt 112', city: 'Antioch', state: 'TN', zip: '37013' },
    dateOfBirth: '1934-01-01', visitDates: ['2026-09-21', '2026-11-02'],
  },
  aj16: {
    name: 'Hawre Nawzad', givenName: 'Hawre', familyName: 'Nawzad', fileNumber: '381405', phone: '615-555-0154',
    address: { street: '4880 Nolensville Pike Apt 207', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '1985-03-21', visitDates: ['2026-10-14'],
  },
  aj17: {
    name: 'Farhiya Gedi Ilmi', givenName: 'Farhiya', familyName: 'Ilmi', fileNumber: '0097218', phone: '615-555-0139',
    email: 'farhiya.gedi@hooyo.example',
    address: { street: '311 Elysian Fields Rd Apt C', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '1993-07-01', visitDates: ['2026-09-30', '2026-10-28', '2026-11-23'],
  },
  aj18: {
    name: 'Kaw Lah Wah', fileNumber: '2749', phone: '615-555-0182',
    address: { street: '2660 Una Antioch Pike', city: 'Antioch', state: 'TN', zip: '37013' },
    dateOfBirth: '1981-01-01', visitDates: ['2026-10-22'],
  },
  aj19: {
    name: 'Blu Mla', fileNumber: '0049302', phone: '615-555-0125',
    address: { street: '2660 Una Antioch Pike', city: 'Antioch', state: 'TN', zip: '37013' },
    dateOfBirth: '2017-05-14', visitDates: ['2026-10-22', '2026-11-13'],
  },
  aj20: {
    name: 'Abanoub Rafik Iskander', givenName: 'Abanoub', familyName: 'Iskander', aliases: ['Bebo'],
    fileNumber: '155683', phone: '615-555-0196', email: 'abanoub.iskander@nilepharm.example',
    address: { street: '5200 Nolensville Pike Apt 1410', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '1990-11-09', visitDates: ['2026-11-04'],
  },
  aj21: {
    name: 'Youstina Fayez Habashy', givenName: 'Youstina', familyName: 'Habashy', aliases: ['Tina'],
    fileNumber: '0226017', phone: '615-555-0108', email: 'youstina.habashy@karma.example',
    address: { street: '1745 Antioch Pike', city: 'Antioch', state: 'TN', zip: '37013' },
    dateOfBirth: '1995-04-04', visitDates: ['2026-10-09', '2026-11-06'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or none: no subject patient, all of them as other patients.
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
