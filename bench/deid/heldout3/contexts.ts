// The people and records the service would know for the third held-out hand-written set (bench/deid/heldout3/*.txt).
// Made up by hand, sharing no name with bench/deid/handwritten/, heldout/ or heldout2/. Mostly ordinary names, as in a
// real clinic (Linda Carter, Robert "Bob" Jenkins, Michael "Mike" Thompson, Sarah Mitchell, Walter Greenberg), with
// Hispanic two-surname names (María Guadalupe Ramírez Ortega "Lupe", Jesús Alberto Flores Medina "Chuy"), names that
// are words or eponyms (Destiny Cook, Dorothy Bright, Mabel Crane; staff Dr. Helen Marfan, Dr. Frank Hashimoto,
// Dr. Nathan Bowen, Carla Moss, Joan Harper), a hyphenated surname (Walsh-Kowalski), an apostrophe (O'Rourke), Igbo,
// Somali, Punjabi, Japanese, Chinese and Arabic names (Chukwuemeka "Emeka" Nwosu, Hodan Abdi Warsame, Harpreet Kaur
// Sandhu, Hiroshi Takahashi, Xiaoyan "Sharon" Lin, Layla Haddad), four patients over 89 (Bright, Greenberg, Crane,
// Flores Medina), file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Helen Marfan', 'Dr. Rajesh Iyer', 'Dr. Nathan Bowen', 'Dr. Olivia Chen-Murray', 'Amy Baxter, NP',
  'Daniel Reyes, RN', 'Dr. Kwame Asante', 'Joan Harper, LCSW', 'Dr. Frank Hashimoto', 'Carla Moss, PharmD',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  s1: {
    name: 'Linda Carter', fileNumber: '482913', phone: '614-555-0132',
    address: { street: '2210 Linden Ave', city: 'Columbus', state: 'OH', zip: '43211' },
    dateOfBirth: '1958-06-14', visitDates: ['2025-09-03', '2025-10-22'],
  },
  s2: {
    name: 'Robert Jenkins', aliases: ['Bob'], fileNumber: '0072215', phone: '502-555-0117',
    address: { street: '415 Bardstown Rd', city: 'Louisville', state: 'KY', zip: '40204' },
    dateOfBirth: '1949-02-27', visitDates: ['2025-08-19'],
  },
  s3: {
    name: 'María Guadalupe Ramírez Ortega', givenName: 'María Guadalupe', familyName: 'Ramírez Ortega', aliases: ['Lupe'],
    fileNumber: '3309184', phone: '956-555-0148', email: 'lupe.ramirez@correo.example',
    address: { street: '1207 E Elizabeth St', city: 'Brownsville', state: 'TX', zip: '78520' },
    dateOfBirth: '1971-09-08', visitDates: ['2025-10-07'],
  },
  s4: {
    name: 'Destiny Cook', fileNumber: '55410', phone: '901-555-0164', email: 'destinycook98@mailbox.example',
    address: { street: '3870 Park Ave', city: 'Memphis', state: 'TN', zip: '38111' },
    dateOfBirth: '1998-04-30', visitDates: ['2025-11-12'],
  },
  s5: {
    name: 'Dorothy Bright', aliases: ['Dot'], fileNumber: '0004471', phone: '207-555-0129',
    address: { street: '14 Ohio St', city: 'Bangor', state: 'ME', zip: '04401' },
    dateOfBirth: '1932-05-02', visitDates: ['2025-07-22', '2025-10-28'],
  },
  s6: {
    name: 'Jennifer Walsh-Kowalski', givenName: 'Jennifer', familyName: 'Walsh-Kowalski', fileNumber: '871006',
    phone: '412-555-0190', email: 'jwalshkowalski@webpost.example',
    address: { street: '96 Brownsville Rd', city: 'Pittsburgh', state: 'PA', zip: '15210' },
    dateOfBirth: '1984-12-11', visitDates: ['2025-09-24'],
  },
  s7: {
    name: "Declan O'Rourke", givenName: 'Declan', familyName: "O'Rourke", fileNumber: '20331', phone: '508-555-0177',
    address: { street: '33 Lincoln St', city: 'Worcester', state: 'MA', zip: '01605' },
    dateOfBirth: '1940-10-19', visitDates: ['2025-08-12'],
  },
  s8: {
    name: 'Chukwuemeka Nwosu', givenName: 'Chukwuemeka', familyName: 'Nwosu', aliases: ['Emeka'], fileNumber: '640528',
    phone: '281-555-0151', email: 'emeka.nwosu@netpost.example',
    address: { street: '12 Brooks St', city: 'Sugar Land', state: 'TX', zip: '77478' },
    dateOfBirth: '1979-01-05', visitDates: ['2025-10-15'],
  },
  s9: {
    name: 'Harpreet Kaur Sandhu', givenName: 'Harpreet', middleNames: ['Kaur'], familyName: 'Sandhu', fileNumber: '0918273',
    phone: '559-555-0138',
    address: { street: '4521 E Kings Canyon Rd', city: 'Fresno', state: 'CA', zip: '93702' },
    dateOfBirth: '1966-03-25', visitDates: ['2025-09-17'],
  },
  s10: {
    name: 'Hiroshi Takahashi', givenName: 'Hiroshi', familyName: 'Takahashi', fileNumber: '317450', phone: '808-555-0112',
    address: { street: '145 Kilauea Ave', city: 'Hilo', state: 'HI', zip: '96720' },
    dateOfBirth: '1951-11-20', visitDates: ['2025-07-01', '2025-10-30'],
  },
  s11: {
    name: 'Layla Haddad', givenName: 'Layla', familyName: 'Haddad', fileNumber: '779104', phone: '313-555-0186',
    email: 'layla.haddad@postmail.example',
    address: { street: '3110 Caniff St', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1990-07-17', visitDates: ['2025-10-09'],
  },
  s12: {
    name: 'Xiaoyan Lin', givenName: 'Xiaoyan', familyName: 'Lin', aliases: ['Sharon'], fileNumber: '58802',
    phone: '510-555-0143',
    address: { street: '720 Webster St', city: 'Oakland', state: 'CA', zip: '94607' },
    dateOfBirth: '1954-02-08', visitDates: ['2025-08-28'],
  },
  s13: {
    name: 'Walter Greenberg', fileNumber: '0010482', phone: '561-555-0104',
    address: { street: '2200 S Ocean Blvd', city: 'Delray Beach', state: 'FL', zip: '33483' },
    dateOfBirth: '1928-08-30', visitDates: ['2025-06-10', '2025-09-09'],
  },
  s14: {
    name: 'Mabel Crane', fileNumber: '228019', phone: '605-555-0125',
    address: { street: '1104 S Minnesota Ave', city: 'Sioux Falls', state: 'SD', zip: '57105' },
    dateOfBirth: '1934-01-03', visitDates: ['2025-10-01'],
  },
  s15: {
    name: 'Michael Thompson', aliases: ['Mike'], fileNumber: '6034715', phone: '303-555-0159',
    email: 'mthompson62@net.example',
    address: { street: '1885 S Pearl St', city: 'Denver', state: 'CO', zip: '80210' },
    dateOfBirth: '1962-11-02', visitDates: ['2025-11-05'],
  },
  s16: {
    name: 'Jesús Alberto Flores Medina', givenName: 'Jesús Alberto', familyName: 'Flores Medina', aliases: ['Chuy'],
    fileNumber: '0046120', phone: '210-555-0181',
    address: { street: '514 W Commerce St', city: 'San Antonio', state: 'TX', zip: '78207' },
    dateOfBirth: '1933-06-24', visitDates: ['2025-08-05'],
  },
  s17: {
    name: 'Sarah Mitchell', fileNumber: '390775', phone: '615-555-0108', email: 'sarah.mitchell87@postbox.example',
    address: { street: '240 Woodland St', city: 'Nashville', state: 'TN', zip: '37206' },
    dateOfBirth: '1987-05-19', visitDates: ['2025-09-11', '2025-11-18'],
  },
  s18: {
    name: 'Hodan Abdi Warsame', givenName: 'Hodan', middleNames: ['Abdi'], familyName: 'Warsame', fileNumber: '9051',
    phone: '651-555-0172',
    address: { street: '1920 Rice St', city: 'St. Paul', state: 'MN', zip: '55113' },
    dateOfBirth: '2019-03-02', visitDates: ['2025-10-20'],
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
