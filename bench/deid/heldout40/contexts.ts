// The people and records the service would know for the fortieth held-out hand-written set (bench/deid/heldout40/*.txt).
// Made up by hand, sharing no given name, alias or surname with the other sets' contexts.ts (checked with grep -rlw).
// An academic medical centre's inpatient and consult services on two campuses, St. Louis and Kansas City: MICU,
// oncology and tumour board, transplant, psychiatry consult-liaison, palliative care and hospice, addiction medicine,
// a burn unit, case management and a medical examiner's referral. Bosnian families in south St. Louis (Bevo Mill,
// Affton: Enver Softić, Sabina Omerbašić, Jasmin "Jasko" Čaušević, Nedžad "Neno" Kurtović), Vietnamese families
// (Kha Hữu Sáu, Mạc Như Hân, Tiêu Mỹ Lành; family name first), Mexican families in Kansas City and Independence
// (Audelia Carrizales, Olegario Valdivia, Yamilet Cázares, Porfirio "Pilo" Zamudio), Missouri and Kansas farm
// families (Lindell Wehmeyer, Frieda Stucky, Dewitt Kitzmiller, Ione Hinkebein, Elroy Birkenholz), a Kansas City jazz
// musician (Alphonso "Sweets" Wimbush), a university student (Tenley Vosburgh), a decedent referred to the medical
// examiner (Jerrold Sappington), a pregnant patient in addiction care (Shayna Blankenbaker). Names that are words or
// places: Lindell (a St. Louis boulevard), Jasmin (jasmine), Sweets, Mac, Sappington (a St. Louis County town and road).
// Staff surnames that are eponyms or places: Dr. Callum Mallory (Mallory-Weiss), Dr. Prentice Glasgow (Glasgow Coma
// Scale). Six patients over 89: Softić (91), Kha (93), Carrizales (96), Wehmeyer (90), Stucky (94), Hinkebein (98).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Callum Mallory', 'Dr. Prentice Glasgow', 'Dr. Nermina Salihbegović', 'Dr. Thi-Ngoc Giap', 'Dr. Ashlyn Pflueger',
  'Dr. Uzoamaka Okorafor', 'Dr. Garrett Wainscott', 'Dr. Sruthi Varkey', 'Makenna Albrecht, RN',
  'Jamarcus Tolliver, RN', 'Rev. Hortense Vandersloot', 'Darcy Tschetter, RN', 'Keturah Stallworth, PharmD',
  'Rosalyn Bridgeforth, LCSW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ak1: {
    name: 'Enver Softić', givenName: 'Enver', familyName: 'Softić', fileNumber: '0048316', phone: '314-555-0147',
    address: { street: '5012 Gravois Ave', city: 'St. Louis', state: 'MO', zip: '63116' },
    dateOfBirth: '1935-03-08', visitDates: ['2026-10-06', '2026-10-09'],
  },
  ak2: {
    name: 'Sabina Omerbašić', givenName: 'Sabina', familyName: 'Omerbašić', fileNumber: '730214', phone: '314-555-0162',
    email: 'sabina.omerbasic@bevomail.example',
    address: { street: '4418 Morgan Ford Rd', city: 'St. Louis', state: 'MO', zip: '63116' },
    dateOfBirth: '1992-07-21', visitDates: ['2026-09-15', '2026-11-10'],
  },
  ak3: {
    name: 'Jasmin Čaušević', givenName: 'Jasmin', familyName: 'Čaušević', aliases: ['Jasko'], fileNumber: '0091527',
    phone: '314-555-0139',
    address: { street: '5530 Delor St Apt 2', city: 'St. Louis', state: 'MO', zip: '63109' },
    dateOfBirth: '1997-01-14', visitDates: ['2026-10-21', '2026-11-04'],
  },
  ak4: {
    name: 'Nedžad Kurtović', givenName: 'Nedžad', familyName: 'Kurtović', aliases: ['Neno'], fileNumber: '258803',
    phone: '314-555-0175',
    address: { street: '9217 Heege Rd', city: 'Affton', state: 'MO', zip: '63123' },
    dateOfBirth: '1963-05-02', visitDates: ['2026-09-24', '2026-10-22'],
  },
  ak5: {
    name: 'Kha Hữu Sáu', givenName: 'Sáu', familyName: 'Kha', fileNumber: '0006419', phone: '314-555-0118',
    address: { street: '4107 Meramec St', city: 'St. Louis', state: 'MO', zip: '63116' },
    dateOfBirth: '1933-02-14', visitDates: ['2026-11-02', '2026-11-05'],
  },
  ak6: {
    name: 'Mạc Như Hân', givenName: 'Hân', familyName: 'Mạc', fileNumber: '417760', phone: '314-555-0193',
    email: 'hanmac.slu@billiken.example',
    address: { street: '3852 Laclede Ave Apt 414', city: 'St. Louis', state: 'MO', zip: '63108' },
    dateOfBirth: '2006-03-30', visitDates: ['2026-10-13', '2026-10-15'],
  },
  ak7: {
    name: 'Audelia Carrizales', fileNumber: '0002871', phone: '913-555-0126',
    address: { street: '2214 S 37th St', city: 'Kansas City', state: 'KS', zip: '66106' },
    dateOfBirth: '1930-06-24', visitDates: ['2026-09-08', '2026-09-11'],
  },
  ak8: {
    name: 'Lindell Wehmeyer', fileNumber: '5523', phone: '573-555-0184',
    address: { street: '4471 Highway 19', city: 'Owensville', state: 'MO', zip: '65066' },
    dateOfBirth: '1936-09-30', visitDates: ['2026-10-27', '2026-11-01'],
  },
  ak9: {
    name: 'Frieda Stucky', fileNumber: '0360958', phone: '620-555-0131',
    address: { street: 'PO Box 207', city: 'Moundridge', state: 'KS', zip: '67107' },
    dateOfBirth: '1932-04-11', visitDates: ['2026-11-16', '2026-11-19'],
  },
  ak10: {
    name: 'Alphonso Wimbush', aliases: ['Sweets'], fileNumber: '148822', phone: '816-555-0157',
    email: 'sweets.wimbush@vinestreet.example',
    address: { street: '2438 Brooklyn Ave', city: 'Kansas City', state: 'MO', zip: '64127' },
    dateOfBirth: '1955-08-19', visitDates: ['2026-10-01', '2026-10-29'],
  },
  ak11: {
    name: 'Tenley Vosburgh', fileNumber: '0510377', phone: '816-555-0108', email: 'tvosburgh@roomail.example',
    address: { street: '5315 Holmes St Apt 3C', city: 'Kansas City', state: 'MO', zip: '64110' },
    dateOfBirth: '2006-12-02', visitDates: ['2026-09-28', '2026-10-03'],
  },
  ak12: {
    name: 'Dewitt Kitzmiller', fileNumber: '66190', phone: '785-555-0166',
    address: { street: '1106 Walnut St', city: 'Marysville', state: 'KS', zip: '66508' },
    dateOfBirth: '1975-03-03', visitDates: ['2026-10-17', '2026-11-07'],
  },
  ak13: {
    name: 'Olegario Valdivia', fileNumber: '302449', phone: '913-555-0172',
    address: { street: '1433 Central Ave', city: 'Kansas City', state: 'KS', zip: '66102' },
    dateOfBirth: '1969-11-12', visitDates: ['2026-09-02', '2026-11-12'],
  },
  ak14: {
    name: 'Ione Hinkebein', fileNumber: '0017245', phone: '636-555-0150',
    address: { street: '702 W 5th St', city: 'Washington', state: 'MO', zip: '63090' },
    dateOfBirth: '1928-01-19', visitDates: ['2026-11-20', '2026-11-23'],
  },
  ak15: {
    name: 'Jerrold Sappington', fileNumber: '871036', phone: '636-555-0121',
    address: { street: '318 N Mill St', city: 'Festus', state: 'MO', zip: '63028' },
    dateOfBirth: '1974-06-06', visitDates: ['2026-11-14', '2026-11-15'],
  },
  ak16: {
    name: 'Shayna Blankenbaker', fileNumber: '0245590', phone: '636-555-0188',
    address: { street: '2140 Jeffco Blvd Lot 17', city: 'Arnold', state: 'MO', zip: '63010' },
    dateOfBirth: '1995-10-09', visitDates: ['2026-09-19', '2026-10-24'],
  },
  ak17: {
    name: 'Yamilet Cázares', fileNumber: '629405', phone: '816-555-0134', email: 'yami.cazares@westside.example',
    address: { street: '2119 Jarboe St', city: 'Kansas City', state: 'MO', zip: '64108' },
    dateOfBirth: '2000-04-28', visitDates: ['2026-10-08', '2026-11-18'],
  },
  ak18: {
    name: 'Elroy Birkenholz', fileNumber: '7046', phone: '573-555-0143',
    address: { street: '1875 Frene Creek Rd', city: 'Hermann', state: 'MO', zip: '65041' },
    dateOfBirth: '1959-08-08', visitDates: ['2026-09-05', '2026-09-12'],
  },
  ak19: {
    name: 'Tiêu Mỹ Lành', givenName: 'Lành', familyName: 'Tiêu', fileNumber: '553081', phone: '314-555-0105',
    address: { street: '3311 Bates St', city: 'St. Louis', state: 'MO', zip: '63111' },
    dateOfBirth: '1968-12-20', visitDates: ['2026-10-10'],
  },
  ak20: {
    name: 'Porfirio Zamudio', aliases: ['Pilo'], fileNumber: '0083364', phone: '816-555-0179',
    address: { street: '11408 E Truman Rd', city: 'Independence', state: 'MO', zip: '64050' },
    dateOfBirth: '1982-02-09', visitDates: ['2026-11-08', '2026-11-21'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients or none: no subject patient, all of them as other patients.
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
