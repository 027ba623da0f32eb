// The people and records the service would know for the forty-seventh held-out hand-written set
// (bench/deid/heldout47/*.txt). Made up by hand, sharing no uncommon given name or surname with the other sets'
// contexts.ts (checked with grep -rlw). A community hospital system in Southside Virginia, eastern North Carolina and
// the Maryland Eastern Shore / Southern Maryland: inpatient and perioperative care. Anglo, Scots-Irish and Black
// American Southern names (Eudora Satterwhite, Alpheus Kegley, Zelphia Overbey, Clyde "Tater" Stultz Jr., Versie Mae
// Pinchback, Boyce McCorkle III, Ferrell Tolbert Sr., Shadrach "Shad" Faison), Nigerian (Babatunde "Tunde" Akintola,
// Chinwe Ezeanyika), Korean (Yeong-ja Gwak, Dong-hyun Yim), Salvadoran (Delmy Cerritos Sibrián "Nena", José Balmore
// "Chepe" Villatoro) and Indian (Srinivas "Seenu" Kothandaraman, Padmavathi "Padma" Sreenivasan) names; five
// patients over 89 (Satterwhite, Kegley, Overbey, Pinchback, Cromartie); file numbers of 4 to 7 digits, some with
// leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Thornton Rountree', 'Dr. Rebecca Pridgen', 'Dr. Crawford Lassiter', 'Dr. Annabeth Vanlandingham',
  'Dr. Sunil Gadiraju', 'Dr. Soo-ah Chun', 'Dr. Adaora Okwuosa', 'Kimberly Askew, RN', 'Dequan Bullock, RN',
  'Rhonda Teachey, RN, CM', 'Lavell Whitehurst, PharmD', 'Yanira Menjivar, LCSW', 'Brittney Bazemore',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ar1: {
    name: 'Eudora Satterwhite', fileNumber: '0031842', phone: '434-555-0117',
    address: { street: '418 Holbrook Ave', city: 'Danville', state: 'VA', zip: '24541' },
    dateOfBirth: '1932-03-07', visitDates: ['2026-10-06', '2026-10-09'],
  },
  ar2: {
    name: 'Alpheus Kegley', fileNumber: '58817', phone: '276-555-0148',
    address: { street: '1207 Spruce St', city: 'Martinsville', state: 'VA', zip: '24112' },
    dateOfBirth: '1935-08-19', visitDates: ['2026-10-14'],
  },
  ar3: {
    name: 'Zelphia Overbey', fileNumber: '0007415', phone: '434-555-0162',
    address: { street: '2216 Wilborn Ave', city: 'South Boston', state: 'VA', zip: '24592' },
    dateOfBirth: '1930-01-23', visitDates: ['2026-09-29', '2026-10-03'],
  },
  ar4: {
    name: 'Clyde Stultz Jr.', givenName: 'Clyde', familyName: 'Stultz', aliases: ['Tater'], fileNumber: '240916',
    phone: '276-555-0193', email: 'tater.stultz@blueridge.example',
    address: { street: '3340 Morehead Ave', city: 'Ridgeway', state: 'VA', zip: '24148' },
    dateOfBirth: '1958-05-02', visitDates: ['2026-11-02', '2026-11-05'],
  },
  ar5: {
    name: 'Versie Mae Pinchback', givenName: 'Versie Mae', familyName: 'Pinchback', fileNumber: '0094403',
    phone: '252-555-0126',
    address: { street: '1009 Hamilton St', city: 'Roanoke Rapids', state: 'NC', zip: '27870' },
    dateOfBirth: '1934-06-30', visitDates: ['2026-10-20'],
  },
  ar6: {
    name: 'Babatunde Akintola', aliases: ['Tunde'], fileNumber: '613357', phone: '252-555-0170',
    email: 'b.akintola@lagosnet.example',
    address: { street: '745 Dabney Dr', city: 'Henderson', state: 'NC', zip: '27536' },
    dateOfBirth: '1979-12-11', visitDates: ['2026-10-27'],
  },
  ar7: {
    name: 'Yeong-ja Gwak', fileNumber: '7702', phone: '410-555-0139',
    address: { street: '1501 Snow Hill Rd', city: 'Salisbury', state: 'MD', zip: '21804' },
    dateOfBirth: '1951-02-14', visitDates: ['2026-11-10'],
  },
  ar8: {
    name: 'Delmy Cerritos Sibrián', givenName: 'Delmy', familyName: 'Cerritos Sibrián', aliases: ['Nena'],
    fileNumber: '0426180', phone: '410-555-0154', email: 'delmycs@correo.example',
    address: { street: '212 Dover St Apt 3', city: 'Easton', state: 'MD', zip: '21601' },
    dateOfBirth: '1988-09-04', visitDates: ['2026-10-16', '2026-10-18'],
  },
  ar9: {
    name: 'Srinivas Kothandaraman', aliases: ['Seenu'], fileNumber: '350094', phone: '919-555-0188',
    email: 'seenu.k@tritech.example',
    address: { street: '1120 Kildaire Farm Rd', city: 'Cary', state: 'NC', zip: '27511' },
    dateOfBirth: '1966-07-21', visitDates: ['2026-11-12'],
  },
  ar10: {
    name: 'Boyce McCorkle III', givenName: 'Boyce', familyName: 'McCorkle', fileNumber: '88430', phone: '336-555-0111',
    address: { street: '618 Piedmont St', city: 'Reidsville', state: 'NC', zip: '27320' },
    dateOfBirth: '1947-04-15', visitDates: ['2026-10-22', '2026-10-26'],
  },
  ar11: {
    name: 'Tranice Spruill', fileNumber: '0150762', phone: '410-555-0105', email: 'tranice.spruill@choptank.example',
    address: { street: '502 Race St', city: 'Cambridge', state: 'MD', zip: '21613' },
    dateOfBirth: '1983-01-29', visitDates: ['2026-11-17'],
  },
  ar12: {
    name: 'Ferrell Tolbert Sr.', givenName: 'Ferrell', familyName: 'Tolbert', fileNumber: '462281', phone: '410-555-0177',
    address: { street: '309 Cannon St', city: 'Chestertown', state: 'MD', zip: '21620' },
    dateOfBirth: '1954-11-08', visitDates: ['2026-09-24'],
  },
  ar13: {
    name: 'Mittie Gwaltney', fileNumber: '0019066', phone: '757-555-0124',
    address: { street: '115 Grace St', city: 'Smithfield', state: 'VA', zip: '23430' },
    dateOfBirth: '1948-10-03', visitDates: ['2026-10-01'],
  },
  ar14: {
    name: 'Eldridge Yarboro', fileNumber: '5163', phone: '336-555-0159',
    address: { street: '4701 Hurdle Mills Rd', city: 'Roxboro', state: 'NC', zip: '27573' },
    dateOfBirth: '1961-03-17', visitDates: ['2026-11-19'],
  },
  ar15: {
    name: 'José Balmore Villatoro', givenName: 'José Balmore', familyName: 'Villatoro', aliases: ['Chepe'],
    fileNumber: '279305', phone: '410-555-0146',
    address: { street: '904 Mack Ave', city: 'Salisbury', state: 'MD', zip: '21801' },
    dateOfBirth: '1974-08-28', visitDates: ['2026-10-29', '2026-11-01'],
  },
  ar16: {
    name: 'Chinwe Ezeanyika', fileNumber: '0738514', phone: '301-555-0183', email: 'chinwe.eze@naija.example',
    address: { street: '3121 Crain Hwy', city: 'Waldorf', state: 'MD', zip: '20602' },
    dateOfBirth: '1992-05-06', visitDates: ['2026-11-09'],
  },
  ar17: {
    name: 'Dong-hyun Yim', fileNumber: '106654', phone: '252-555-0132',
    address: { street: '1805 Tarboro St', city: 'Wilson', state: 'NC', zip: '27893' },
    dateOfBirth: '1970-10-30', visitDates: ['2026-10-12'],
  },
  ar18: {
    name: 'Padmavathi Sreenivasan', aliases: ['Padma'], fileNumber: '47729', phone: '757-555-0198',
    email: 'padma.sreeni@kaveri.example',
    address: { street: '820 Battlefield Blvd N', city: 'Chesapeake', state: 'VA', zip: '23320' },
    dateOfBirth: '1957-12-19', visitDates: ['2026-11-23'],
  },
  ar19: {
    name: 'Shadrach Faison', aliases: ['Shad'], fileNumber: '0061297', phone: '252-555-0163',
    address: { street: '311 Catherine Creek Rd', city: 'Ahoskie', state: 'NC', zip: '27910' },
    dateOfBirth: '1975-02-09', visitDates: ['2026-10-08'],
  },
  ar20: {
    name: 'Ivadell Cromartie', fileNumber: '831140', phone: '910-555-0141',
    address: { street: '707 Pinckney St', city: 'Whiteville', state: 'NC', zip: '28472' },
    dateOfBirth: '1936-04-11', visitDates: ['2026-10-30'],
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
