// The people and records the service would know for the twelfth held-out hand-written set (bench/deid/heldout12/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep -w; heldout11
// was being written at the same time and was checked at the end). A network in the US Southwest and Pacific (Arizona,
// New Mexico, Nevada, Southern California, Hawaii, Alaska): obstetrics and OB triage, a NICU, sports medicine, a travel
// clinic, addiction medicine, palliative care, transplant follow-up, dermatology. Diné and Hopi (Marlinda Etsitty,
// Lorenzo Bitsui, Darrell Honyumptewa), Samoan and Tongan (Ioane Leiataua, Mele Fifita), Native Hawaiian with ʻokina
// (Keʻala Kahananui and her NICU infant Kanoa), Filipino (Rosario "Charo" Pangilinan), Vietnamese with diacritics
// (Lưu Thị Xuân), Armenian (Hovhannes "Hovo" Sarkisian), Persian (Farideh Ghorbani, Dariush Kazemi), Mexican with two
// surnames (Maximiliano Arvizu Ybarra), Yup'ik and Iñupiaq (Evelyn Wassillie, Roy Nashookpuk), Chinese (Shao Liwen),
// Japanese-American (Setsuko Ishimaru), Anglo ranching (Dustin "Dusty" Branch) and English-word names (Harmony
// Sparrow, Branch); staff surnames that are eponyms (Dr. Odile Leopold: Leopold maneuvers; Dr. Porter Ballard: Ballard
// score; Dr. Lucinda Breslow: Breslow thickness); four patients over 89 (Sarkisian 92, Ghorbani 95, Wassillie 91,
// Ishimaru 90); file numbers of 4 to 8 digits, some with leading zeros or letters.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Odile Leopold', 'Dr. Porter Ballard', 'Dr. Tomasz Wrobel', 'Dr. Noelani Kahale', 'Dr. Ezequiel Baca',
  'Dr. Meenakshi Pillai', 'Dr. Arash Mirzaei', 'Dr. Lucinda Breslow', 'Jolene Manygoats, CNM', 'Tevita Havili, RN',
  'Cherisse Oyama, IBCLC', 'Ramiro Benavidez, MA', 'Analyn Dizon, PharmD',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  w1: {
    name: 'Marlinda Etsitty', fileNumber: '00731846', phone: '928-555-0114',
    address: { street: 'HC 58 Box 1127', city: 'Chinle', state: 'AZ', zip: '86503' },
    dateOfBirth: '1998-02-19', visitDates: ['2026-11-08', '2026-11-21'],
  },
  w2: {
    name: 'Darrell Honyumptewa', fileNumber: '264019', phone: '928-555-0187',
    address: { street: 'PO Box 442', city: 'Second Mesa', state: 'AZ', zip: '86043' },
    dateOfBirth: '1971-07-04', visitDates: ['2026-10-29'],
  },
  w3: {
    name: 'Ioane Leiataua', fileNumber: '518803', phone: '310-555-0139', email: 'ioane.l@tautai.example',
    address: { street: '21740 S Avalon Blvd', city: 'Carson', state: 'CA', zip: '90745' },
    dateOfBirth: '2009-05-12', visitDates: ['2026-08-14', '2026-11-17'],
  },
  w4: {
    name: 'Mele Fifita', fileNumber: '0042277', phone: '801-555-0126',
    address: { street: '1450 W 5th Ave Apt 3', city: 'Anchorage', state: 'AK', zip: '99501' },
    dateOfBirth: '1994-11-30', visitDates: ['2026-11-19'],
  },
  w5: {
    name: 'Keʻala Kahananui', givenName: 'Keʻala', familyName: 'Kahananui', aliases: ['Keala'], fileNumber: '730092',
    phone: '808-555-0171', email: 'kealak@limu.example',
    address: { street: '94-1020 Waipahu St', city: 'Waipahu', state: 'HI', zip: '96797' },
    dateOfBirth: '1992-09-03', visitDates: ['2026-11-10', '2026-11-12'],
  },
  w6: {
    name: 'Kanoa Kahananui', fileNumber: '730415',
    phone: '808-555-0171',
    address: { street: '94-1020 Waipahu St', city: 'Waipahu', state: 'HI', zip: '96797' },
    dateOfBirth: '2026-11-10', visitDates: ['2026-11-10', '2026-11-16', '2026-11-23'],
  },
  w7: {
    name: 'Rosario Pangilinan', aliases: ['Charo'], fileNumber: '91557', phone: '702-555-0148',
    address: { street: '6120 W Flamingo Rd Unit 208', city: 'Las Vegas', state: 'NV', zip: '89103' },
    dateOfBirth: '1963-04-08', visitDates: ['2026-10-06'],
  },
  w8: {
    name: 'Lưu Thị Xuân', givenName: 'Xuân', familyName: 'Lưu', fileNumber: '387260', phone: '714-555-0163',
    address: { street: '9822 Bolsa Ave', city: 'Westminster', state: 'CA', zip: '92683' },
    dateOfBirth: '1988-01-25', visitDates: ['2026-11-02'],
  },
  w9: {
    name: 'Hovhannes Sarkisian', aliases: ['Hovo'], fileNumber: '0005519', phone: '818-555-0102',
    address: { street: '417 E Harvard St', city: 'Glendale', state: 'CA', zip: '91205' },
    dateOfBirth: '1934-03-16', visitDates: ['2026-10-20', '2026-11-24'],
  },
  w10: {
    name: 'Farideh Ghorbani', fileNumber: '662048', phone: '949-555-0155', email: 'f.ghorbani@golestan.example',
    address: { street: '31 Sandpiper', city: 'Irvine', state: 'CA', zip: '92604' },
    dateOfBirth: '1931-06-21', visitDates: ['2026-11-13'],
  },
  w11: {
    name: 'Maximiliano Arvizu Ybarra', givenName: 'Maximiliano', familyName: 'Arvizu Ybarra', aliases: ['Max'],
    fileNumber: '47731', phone: '520-555-0190',
    address: { street: '3345 S 12th Ave', city: 'Tucson', state: 'AZ', zip: '85713' },
    dateOfBirth: '1983-12-02', visitDates: ['2026-10-15', '2026-11-12'],
  },
  w12: {
    name: 'Evelyn Wassillie', fileNumber: '2218', phone: '907-555-0144',
    address: { street: 'PO Box 1803', city: 'Bethel', state: 'AK', zip: '99559' },
    dateOfBirth: '1935-10-09', visitDates: ['2026-11-05'],
  },
  w13: {
    name: 'Roy Nashookpuk', fileNumber: '0019330', phone: '907-555-0118',
    address: { street: '2154 Kiogak St', city: 'Utqiaġvik', state: 'AK', zip: '99723' },
    dateOfBirth: '1966-08-28', visitDates: ['2026-10-27'],
  },
  w14: {
    name: 'Shao Liwen', givenName: 'Liwen', familyName: 'Shao', fileNumber: '805164', phone: '626-555-0131',
    email: 'liwen.shao@osmanthus.example',
    address: { street: '1208 S Atlantic Blvd', city: 'Monterey Park', state: 'CA', zip: '91754' },
    dateOfBirth: '1979-05-06', visitDates: ['2026-11-09'],
  },
  w15: {
    name: 'Setsuko Ishimaru', fileNumber: '113906', phone: '310-555-0176',
    address: { street: '16208 S Denker Ave', city: 'Gardena', state: 'CA', zip: '90247' },
    dateOfBirth: '1936-01-14', visitDates: ['2026-10-22'],
  },
  w16: {
    name: 'Dustin Branch', aliases: ['Dusty'], fileNumber: '58402', phone: '775-555-0129',
    address: { street: '8800 Lamoille Hwy', city: 'Elko', state: 'NV', zip: '89801' },
    dateOfBirth: '1975-03-31', visitDates: ['2026-11-03'],
  },
  w17: {
    name: 'Harmony Sparrow', fileNumber: '0640071', phone: '505-555-0152', email: 'harmonys@mesa.example',
    address: { street: '1719 Coal Ave SE', city: 'Albuquerque', state: 'NM', zip: '87106' },
    dateOfBirth: '2000-07-17', visitDates: ['2026-11-06'],
  },
  w18: {
    name: 'Lorenzo Bitsui', fileNumber: '329957', phone: '505-555-0107',
    address: { street: '14 Navajo Route 9', city: 'Crownpoint', state: 'NM', zip: '87313' },
    dateOfBirth: '1959-12-12', visitDates: ['2026-10-13', '2026-11-10'],
  },
  w19: {
    name: 'Dariush Kazemi', fileNumber: '471180', phone: '702-555-0195',
    address: { street: '2900 Sky Canyon Dr', city: 'Henderson', state: 'NV', zip: '89052' },
    dateOfBirth: '1968-09-22', visitDates: ['2026-11-18'],
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
