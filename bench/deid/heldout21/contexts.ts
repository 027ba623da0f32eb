// The people and records the service would know for the twenty-first held-out hand-written set
// (bench/deid/heldout21/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w; heldout22 was being written at the same time and was checked at the end). A Southeast and
// Carolinas system: an Atlanta-area refugee clinic (Burmese, Congolese, Afghan, Eritrean, Bhutanese), a Gullah Geechee
// sea-island practice, an Eastern Band Cherokee partnership, a Nashville Kurdish and Egyptian Coptic community clinic,
// a dialysis unit, a memory-care facility and a college student health service. Names that are English words or
// eponyms (Queen Esther Manigault, Sterling Birch, Charity Pennebaker; Dr. Augustin Froment, Dr. Kenya Westbrook);
// five patients over 89 (Dhan Kumari Pokhrel, Hezekiah Grovner, Ollie Haskew, Abrehet Ghebremedhin, Virgil Shoopman);
// file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Augustin Froment', 'Dr. Kenya Westbrook', 'Dr. Tewodros Haile', 'Dr. Soraya Nazari', 'Fern Calloway, NP',
  'Ebony Ravenel, RN', 'Nasrin Qaderi, CHW', 'Chepa Oocumma, RN', 'Magdy Tadros, PharmD', 'Bettina Kasprzak, LCSW',
  'Marquita Huger', 'Dr. Amos Climbingbear',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  a1: {
    name: 'Khin Myo Thant', fileNumber: '0072915', phone: '404-555-0138',
    address: { street: '3650 Market St Apt 4B', city: 'Clarkston', state: 'GA', zip: '30021' },
    dateOfBirth: '1981-02-07', visitDates: ['2026-10-06', '2026-11-17'],
  },
  a2: {
    name: 'Esperance Kabeya', fileNumber: '418607', phone: '678-555-0164',
    address: { street: '980 Montreal Rd', city: 'Tucker', state: 'GA', zip: '30084' },
    dateOfBirth: '1992-09-19', visitDates: ['2026-11-03'],
  },
  a3: {
    name: 'Shugufa Wardak', fileNumber: '5093', phone: '470-555-0121',
    address: { street: '1100 N Indian Creek Dr', city: 'Clarkston', state: 'GA', zip: '30021' },
    dateOfBirth: '1988-12-30', visitDates: ['2026-10-20', '2026-11-10'],
  },
  a4: {
    name: 'Senait Woldegiorgis', fileNumber: '0260448', phone: '404-555-0187', email: 'senaitw@asmara.example',
    address: { street: '2740 Lawrenceville Hwy', city: 'Decatur', state: 'GA', zip: '30033' },
    dateOfBirth: '1997-05-11', visitDates: ['2026-11-12'],
  },
  a5: {
    name: 'Dhan Kumari Pokhrel', givenName: 'Dhan Kumari', familyName: 'Pokhrel', fileNumber: '77310',
    phone: '404-555-0109',
    address: { street: '4512 Rockbridge Rd', city: 'Stone Mountain', state: 'GA', zip: '30083' },
    dateOfBirth: '1934-04-02', visitDates: ['2026-10-27'],
  },
  a6: {
    name: 'Hezekiah Grovner', aliases: ['Hez'], fileNumber: '0008814', phone: '912-555-0152',
    address: { street: '17 Hog Hammock Rd', city: 'Sapelo Island', state: 'GA', zip: '31327' },
    dateOfBirth: '1932-07-23', visitDates: ['2026-09-29', '2026-11-19'],
  },
  a7: {
    name: 'Queen Esther Manigault', givenName: 'Queen Esther', familyName: 'Manigault', aliases: ['Queenie'],
    fileNumber: '631902', phone: '843-555-0176',
    address: { street: '42 Seaside Rd', city: 'St. Helena Island', state: 'SC', zip: '29920' },
    dateOfBirth: '1958-01-15', visitDates: ['2026-11-05'],
  },
  a8: {
    name: 'Darlene Saunooke', fileNumber: '20571', phone: '828-555-0143', email: 'dsaunooke@qualla.example',
    address: { street: '88 Big Cove Rd', city: 'Cherokee', state: 'NC', zip: '28719' },
    dateOfBirth: '1971-06-08', visitDates: ['2026-10-14'],
  },
  a9: {
    name: 'Rezan Hawrami', fileNumber: '0139652', phone: '615-555-0118',
    address: { street: '4230 Nolensville Pike', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '1979-03-03', visitDates: ['2026-11-09'],
  },
  a10: {
    name: 'Marina Guirguis', fileNumber: '852214', phone: '615-555-0195', email: 'marina.g@stmark.example',
    address: { street: '611 Harding Pl', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '1966-10-21', visitDates: ['2026-10-22', '2026-11-16'],
  },
  a11: {
    name: 'Cletus Bledsoe', aliases: ['Clete'], fileNumber: '3307', phone: '606-555-0133',
    address: { street: '1520 N Main St', city: 'Hazard', state: 'KY', zip: '41701' },
    dateOfBirth: '1953-08-16', visitDates: ['2026-11-02', '2026-11-04', '2026-11-06'],
  },
  a12: {
    name: 'Ollie Haskew', fileNumber: '0046120', phone: '423-555-0170',
    address: { street: '705 Mississippi Ave', city: 'Signal Mountain', state: 'TN', zip: '37377' },
    dateOfBirth: '1930-11-28', visitDates: ['2026-10-09'],
  },
  a13: {
    name: 'Sterling Birch', fileNumber: '914478', phone: '706-555-0128', email: 'sbirch22@uga-mail.example',
    address: { street: '250 Baxter St Rm 311', city: 'Athens', state: 'GA', zip: '30605' },
    dateOfBirth: '2005-12-02', visitDates: ['2026-09-15', '2026-10-30'],
  },
  a14: {
    name: 'Charity Pennebaker', fileNumber: '60219', phone: '828-555-0161',
    address: { street: '33 Haywood Rd', city: 'Asheville', state: 'NC', zip: '28806' },
    dateOfBirth: '1984-04-17', visitDates: ['2026-11-13'],
  },
  a15: {
    name: 'Virgil Shoopman', fileNumber: '0519', phone: '865-555-0147',
    address: { street: '2814 Sevierville Pike', city: 'Knoxville', state: 'TN', zip: '37920' },
    dateOfBirth: '1935-02-19', visitDates: ['2026-10-16'],
  },
  a16: {
    name: 'Dilovan Sindi', fileNumber: '706381', phone: '615-555-0182',
    address: { street: '5100 Edmondson Pike', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '2018-07-14', visitDates: ['2026-11-11'],
  },
  a17: {
    name: 'Abrehet Ghebremedhin', fileNumber: '0094037', phone: '404-555-0115',
    address: { street: '3970 Memorial Dr', city: 'Decatur', state: 'GA', zip: '30032' },
    dateOfBirth: '1933-09-05', visitDates: ['2026-11-18'],
  },
  a18: {
    name: 'Nohemi Olvera Pichardo', givenName: 'Nohemi', familyName: 'Olvera Pichardo', fileNumber: '245590',
    phone: '706-555-0192',
    address: { street: '1207 Cleveland Hwy', city: 'Dalton', state: 'GA', zip: '30721' },
    dateOfBirth: '1990-01-26', visitDates: ['2026-10-28'],
  },
  a19: {
    name: 'Mursal Ahmadzai', fileNumber: '88036', phone: '470-555-0156',
    address: { street: '3681 Montreal Creek Cir', city: 'Clarkston', state: 'GA', zip: '30021' },
    dateOfBirth: '2021-03-09', visitDates: ['2026-11-06'],
  },
  a20: {
    name: 'Hawa Musabyimana', fileNumber: '0157', phone: '704-555-0124',
    address: { street: '6120 Albemarle Rd', city: 'Charlotte', state: 'NC', zip: '28212' },
    dateOfBirth: '1975-11-11', visitDates: ['2026-10-19'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients or about no patient: no subject patient, all of them as other patients.
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
