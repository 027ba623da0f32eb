// The people and records the service would know for the thirteenth held-out hand-written set
// (bench/deid/heldout13/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w, heldout14 included near the end). A mid-Atlantic and Appalachian system (Virginia, West
// Virginia, Maryland, Delaware, Kentucky, Tennessee): primary care, cardiology, an ED, obstetrics, behavioural health,
// a free clinic and veterans' care. Appalachian Anglo and Scots-Irish names (Ezekiel "Zeke" Combs, Ora Belle Maynard,
// Wilhelmina Scarbro, Buck Stiltner), African-American (Dwayne Pettiford, LaTonya Whitted), Salvadoran and Honduran
// (Xiomara Portillo Ventura, Wilmer Funes), Ethiopian and Eritrean (Tigist Alemayehu, Yonas Tesfamariam), Afghan
// (Zarmina Stanikzai), Nepali-Bhutanese (Dil Maya Ghimire), Ukrainian (Bohdan Kravets), Gujarati and Telugu (Hiral
// Vaghela, Venkata Ramana Bollineni), Korean (Min-seo Byun), Vietnamese (Quach Van Thuan), Greek (Stavroula "Voula"
// Karagiannis); a name that is an English word (Sherry Lilly); staff surnames that are eponyms (Dr. Lavinia Spurling,
// Dr. Rupert Lachman); four patients over 89 (Maynard, Scarbro, Karagiannis, Stiltner); file numbers of 4 to 8 digits.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Lavinia Spurling', 'Dr. Rupert Lachman', 'Dr. Sreenivas Kotagiri', 'Dr. Hemangini Trivedi',
  'Shawnda Gaither, FNP', 'Oriana Kyriakou, PharmD', 'Rosalind Coles, LCSW', 'Boyd Ratliff, MA',
  'Tesfaye Abera, RN', 'Leora Hobart, CNM', 'Tammy Sizemore',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  v1: {
    name: 'Ezekiel Combs', aliases: ['Zeke'], fileNumber: '0071442', phone: '606-555-0138',
    address: { street: '118 Caney Fork Rd', city: 'Hazard', state: 'KY', zip: '41701' },
    dateOfBirth: '1963-04-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  v2: {
    name: 'Ora Belle Maynard', givenName: 'Ora Belle', familyName: 'Maynard', fileNumber: '30518', phone: '606-555-0171',
    address: { street: 'HC 71 Box 2208', city: 'Pikeville', state: 'KY', zip: '41501' },
    dateOfBirth: '1932-01-07', visitDates: ['2026-10-20'],
  },
  v3: {
    name: 'Wilhelmina Scarbro', aliases: ['Billie'], fileNumber: '0004917', phone: '304-555-0122',
    address: { street: '46 Piney View Ln', city: 'Beckley', state: 'WV', zip: '25801' },
    dateOfBirth: '1935-08-30', visitDates: ['2026-11-04'],
  },
  v4: {
    name: 'Dwayne Pettiford', fileNumber: '552081', phone: '804-555-0186', email: 'dpettiford@jroute.example',
    address: { street: '2915 Fendall Ave', city: 'Richmond', state: 'VA', zip: '23222' },
    dateOfBirth: '1971-12-02', visitDates: ['2026-10-13', '2026-11-10'],
  },
  v5: {
    name: 'LaTonya Whitted', fileNumber: '87630', phone: '410-555-0149',
    address: { street: '1820 N Milton Ave Apt 3B', city: 'Baltimore', state: 'MD', zip: '21213' },
    dateOfBirth: '1988-06-24', visitDates: ['2026-11-02'],
  },
  v6: {
    name: 'Xiomara Portillo Ventura', givenName: 'Xiomara', familyName: 'Portillo Ventura', aliases: ['Xio'],
    fileNumber: '640093', phone: '301-555-0115',
    address: { street: '7911 New Hampshire Ave', city: 'Langley Park', state: 'MD', zip: '20783' },
    dateOfBirth: '1994-02-14', visitDates: ['2026-10-27'],
  },
  v7: {
    name: 'Wilmer Funes', fileNumber: '9184', phone: '615-555-0164',
    address: { street: '4410 Nolensville Pike', city: 'Nashville', state: 'TN', zip: '37211' },
    dateOfBirth: '1986-09-05', visitDates: ['2026-11-12'],
  },
  v8: {
    name: 'Tigist Alemayehu', fileNumber: '0236658', phone: '240-555-0133', email: 'tigist.a@bunna.example',
    address: { street: '8605 Flower Ave', city: 'Takoma Park', state: 'MD', zip: '20912' },
    dateOfBirth: '1990-11-11', visitDates: ['2026-10-08'],
  },
  v9: {
    name: 'Yonas Tesfamariam', fileNumber: '411375', phone: '703-555-0192',
    address: { street: '5550 Columbia Pike', city: 'Arlington', state: 'VA', zip: '22204' },
    dateOfBirth: '1979-03-03', visitDates: ['2026-11-16'],
  },
  v10: {
    name: 'Zarmina Stanikzai', fileNumber: '72906', phone: '434-555-0157',
    address: { street: '1604 Cherry Ave', city: 'Charlottesville', state: 'VA', zip: '22903' },
    dateOfBirth: '1999-07-21', visitDates: ['2026-10-29'],
  },
  v11: {
    name: 'Dil Maya Ghimire', givenName: 'Dil Maya', familyName: 'Ghimire', fileNumber: '0058820', phone: '540-555-0104',
    address: { street: '275 Reservoir St', city: 'Harrisonburg', state: 'VA', zip: '22801' },
    dateOfBirth: '1958-05-15', visitDates: ['2026-11-05'],
  },
  v12: {
    name: 'Bohdan Kravets', fileNumber: '318264', phone: '302-555-0169', email: 'bkravets@sonyashnyk.example',
    address: { street: '22 Kiamensi Rd', city: 'Wilmington', state: 'DE', zip: '19804' },
    dateOfBirth: '1966-10-02', visitDates: ['2026-10-15'],
  },
  v13: {
    name: 'Hiral Vaghela', fileNumber: '26177', phone: '302-555-0128',
    address: { street: '9 Marrows Rd', city: 'Newark', state: 'DE', zip: '19713' },
    dateOfBirth: '1992-08-08', visitDates: ['2026-11-09'],
  },
  v14: {
    name: 'Venkata Ramana Bollineni', givenName: 'Venkata Ramana', familyName: 'Bollineni', aliases: ['Ramana'],
    fileNumber: '804412', phone: '865-555-0181',
    address: { street: '1207 Kenesaw Ave', city: 'Knoxville', state: 'TN', zip: '37919' },
    dateOfBirth: '1975-01-26', visitDates: ['2026-10-22'],
  },
  v15: {
    name: 'Min-seo Byun', fileNumber: '0119345', phone: '703-555-0147', email: 'minseo.byun@hanok.example',
    address: { street: '7010 Little River Tpke', city: 'Annandale', state: 'VA', zip: '22003' },
    dateOfBirth: '1983-04-04', visitDates: ['2026-11-18'],
  },
  v16: {
    name: 'Quach Van Thuan', givenName: 'Thuan', familyName: 'Quach', fileNumber: '65502', phone: '571-555-0110',
    address: { street: '6795 Wilson Blvd', city: 'Falls Church', state: 'VA', zip: '22044' },
    dateOfBirth: '1954-12-12', visitDates: ['2026-10-01'],
  },
  v17: {
    name: 'Stavroula Karagiannis', aliases: ['Voula'], fileNumber: '1047', phone: '410-555-0175',
    address: { street: '3409 Eastern Ave', city: 'Baltimore', state: 'MD', zip: '21224' },
    dateOfBirth: '1934-03-25', visitDates: ['2026-11-03'],
  },
  v18: {
    name: 'Sherry Lilly', fileNumber: '229460', phone: '304-555-0153',
    address: { street: '31 Coal River Rd', city: 'Whitesville', state: 'WV', zip: '25209' },
    dateOfBirth: '1970-07-04', visitDates: ['2026-10-19'],
  },
  v19: {
    name: 'Buck Stiltner', givenName: 'Buck', familyName: 'Stiltner', fileNumber: '00813307', phone: '276-555-0199',
    address: { street: 'Route 4 Box 160', city: 'Grundy', state: 'VA', zip: '24614' },
    dateOfBirth: '1931-06-06', visitDates: ['2026-10-26', '2026-11-13'],
  },
  v20: {
    name: 'Marlys Goforth', fileNumber: '47215', phone: '423-555-0126',
    address: { street: '610 Boone Trail', city: 'Johnson City', state: 'TN', zip: '37604' },
    dateOfBirth: '2010-02-18', visitDates: ['2026-08-04'],
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
