// The people and records the service would know for the forty-third held-out hand-written set
// (bench/deid/heldout43/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw). Behavioural health and addiction medicine in Philadelphia, Camden and
// Baltimore: a crisis response centre, an inpatient psychiatric unit with a geriatric psychiatry wing, an opioid
// treatment programme, jail health, homeless outreach. Puerto Rican (Ivelisse "Ive" Cartagena, Jomaira Villafañe),
// Dominican (Fausto "Chiqui" Peguero Toribio, Mercedita "Chichi" Severino), Black Philadelphians, Baltimoreans and
// Camden residents (Tyrik "Tank" Mapp, Verlie Witherspoon, Tavon Ridgley, Antwan "Twan" Spriggs, Jaquaya Ravenell),
// Irish- and Italian-American (Padraig "Paddy" Mulrooney, Agnes Dunleavy, Kieran "Cheese" Haggerty, Carmela "Mela"
// Iannuzzi, Gennaro "Gerry" Buonaiuto), Vietnamese (Nguyet Ta, Sau Luong), Liberian (Momolu Kpadeh), Sierra Leonean
// (Fatmata Kargbo, Foday Conteh) and Russian-speaking (Gennadiy "Gena" Lysenko, Evdokiya "Dusya" Obukhova) names;
// five patients over 89 (Iannuzzi, Dunleavy, Witherspoon, Buonaiuto, Luong); a staff surname that is an eponym
// (Dr. Hedda Korsakoff); file numbers of 4 to 7 digits, many with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Hedda Korsakoff', 'Dr. Priyamvada Chaturvedi', 'Dr. Marcellus Batts', 'Dr. Inés Carrasquillo',
  'Ebo Quansah, RN', 'Wilmarie Pabón, RN', 'Sheree Dukes, LCSW', 'Rasheeda Pough, CRS', 'Alla Berezovskaya, PharmD',
  'Merritt Treadway, CRNP', 'Quadir Fauntroy, MHT', 'Colm Garrity, MSW', 'Kaitlyn Zebrowski',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  an1: {
    name: 'Ivelisse Cartagena', aliases: ['Ive'], fileNumber: '0082716', phone: '215-555-0147',
    email: 'ive.cartagena@boricua.example',
    address: { street: '2931 N Lawrence St', city: 'Philadelphia', state: 'PA', zip: '19133' },
    dateOfBirth: '1991-04-17', visitDates: ['2026-10-06', '2026-11-12'],
  },
  an2: {
    name: 'Tyrik Mapp', aliases: ['Tank'], fileNumber: '541903', phone: '267-555-0112',
    address: { street: '2415 W Susquehanna Ave', city: 'Philadelphia', state: 'PA', zip: '19121' },
    dateOfBirth: '1988-09-02', visitDates: ['2026-09-22', '2026-10-27'],
  },
  an3: {
    name: 'Fausto Peguero Toribio', givenName: 'Fausto', familyName: 'Peguero Toribio', aliases: ['Chiqui'],
    fileNumber: '7730', phone: '215-555-0183',
    address: { street: '4310 N 5th St', city: 'Philadelphia', state: 'PA', zip: '19140' },
    dateOfBirth: '1975-12-11', visitDates: ['2026-11-03'],
  },
  an4: {
    name: 'Padraig Mulrooney', aliases: ['Paddy'], fileNumber: '0039051', phone: '215-555-0126',
    email: 'paddy.mulrooney@ironworkers.example',
    address: { street: '1147 E Montgomery Ave', city: 'Philadelphia', state: 'PA', zip: '19125' },
    dateOfBirth: '1983-03-30', visitDates: ['2026-10-14', '2026-11-18'],
  },
  an5: {
    name: 'Carmela Iannuzzi', aliases: ['Mela'], fileNumber: '0004428', phone: '215-555-0165',
    address: { street: '1532 S 9th St', city: 'Philadelphia', state: 'PA', zip: '19147' },
    dateOfBirth: '1933-05-08', visitDates: ['2026-10-20', '2026-10-29'],
  },
  an6: {
    name: 'Nguyet Ta', givenName: 'Nguyet', familyName: 'Ta', fileNumber: '206178', phone: '267-555-0190',
    address: { street: '1731 S 11th St', city: 'Philadelphia', state: 'PA', zip: '19148' },
    dateOfBirth: '1969-07-24', visitDates: ['2026-09-15'],
  },
  an7: {
    name: 'Momolu Kpadeh', fileNumber: '0611930', phone: '215-555-0138', email: 'momolu.kpadeh@lonestar.example',
    address: { street: '6425 Woodland Ave', city: 'Philadelphia', state: 'PA', zip: '19142' },
    dateOfBirth: '1979-01-19', visitDates: ['2026-10-08'],
  },
  an8: {
    name: 'Fatmata Kargbo', fileNumber: '88214', phone: '856-555-0171',
    address: { street: '1208 Kaighn Ave', city: 'Camden', state: 'NJ', zip: '08103' },
    dateOfBirth: '1996-02-28', visitDates: ['2026-11-05'],
  },
  an9: {
    name: 'Gennadiy Lysenko', aliases: ['Gena'], fileNumber: '0150377', phone: '215-555-0159',
    address: { street: '9870 Bustleton Ave Apt 3C', city: 'Philadelphia', state: 'PA', zip: '19115' },
    dateOfBirth: '1961-06-06', visitDates: ['2026-10-01'],
  },
  an10: {
    name: 'Tavon Ridgley', fileNumber: '3306', phone: '410-555-0124',
    address: { street: '1618 N Bond St', city: 'Baltimore', state: 'MD', zip: '21213' },
    dateOfBirth: '1998-08-15', visitDates: ['2026-09-29', '2026-10-16'],
  },
  an11: {
    name: 'Jomaira Villafañe', fileNumber: '0477902', phone: '856-555-0143', email: 'jomaira.v@camden.example',
    address: { street: '2904 River Rd', city: 'Camden', state: 'NJ', zip: '08105' },
    dateOfBirth: '1985-11-03', visitDates: ['2026-10-22'],
  },
  an12: {
    name: 'Agnes Dunleavy', fileNumber: '0019284', phone: '215-555-0107',
    address: { street: '3327 Tyson Ave', city: 'Philadelphia', state: 'PA', zip: '19149' },
    dateOfBirth: '1930-10-02', visitDates: ['2026-11-09'],
  },
  an13: {
    name: 'Verlie Witherspoon', fileNumber: '265540', phone: '215-555-0118',
    address: { street: '5421 Greene St', city: 'Philadelphia', state: 'PA', zip: '19144' },
    dateOfBirth: '1935-02-14', visitDates: ['2026-10-12', '2026-10-26'],
  },
  an14: {
    name: 'Gennaro Buonaiuto', aliases: ['Gerry'], fileNumber: '00902', phone: '410-555-0176',
    address: { street: '227 S High St', city: 'Baltimore', state: 'MD', zip: '21202' },
    dateOfBirth: '1936-07-01', visitDates: ['2026-09-30'],
  },
  an15: {
    name: 'Sau Luong', givenName: 'Sau', familyName: 'Luong', fileNumber: '0733615', phone: '215-555-0194',
    address: { street: '5530 N 5th St', city: 'Philadelphia', state: 'PA', zip: '19120' },
    dateOfBirth: '1932-01-01', visitDates: ['2026-11-16'],
  },
  an16: {
    name: 'Kieran Haggerty', aliases: ['Cheese'], fileNumber: '412067', phone: '267-555-0131',
    address: { street: '2774 Kensington Ave', city: 'Philadelphia', state: 'PA', zip: '19134' },
    dateOfBirth: '1990-05-25', visitDates: ['2026-10-09', '2026-11-20'],
  },
  an17: {
    name: 'Antwan Spriggs', aliases: ['Twan'], fileNumber: '0058810', phone: '443-555-0152',
    address: { street: '1410 W Lexington St', city: 'Baltimore', state: 'MD', zip: '21223' },
    dateOfBirth: '1972-04-09', visitDates: ['2026-11-02'],
  },
  an18: {
    name: 'Evdokiya Obukhova', aliases: ['Dusya'], fileNumber: '190624', phone: '410-555-0169',
    email: 'dusya.obukhova@mail.example',
    address: { street: '6810 Park Heights Ave', city: 'Baltimore', state: 'MD', zip: '21215' },
    dateOfBirth: '1959-09-19', visitDates: ['2026-10-05'],
  },
  an19: {
    name: 'Jaquaya Ravenell', fileNumber: '0306147', phone: '856-555-0128', email: 'jaquaya.r@mail.example',
    address: { street: '1547 Mt Ephraim Ave', city: 'Camden', state: 'NJ', zip: '08104' },
    dateOfBirth: '2003-12-07', visitDates: ['2026-09-24', '2026-10-30'],
  },
  an20: {
    name: 'Mercedita Severino', aliases: ['Chichi'], fileNumber: '5274', phone: '215-555-0102',
    address: { street: '2826 N Howard St', city: 'Philadelphia', state: 'PA', zip: '19133' },
    dateOfBirth: '1964-08-21', visitDates: ['2026-11-10'],
  },
  an21: {
    name: 'Foday Conteh', fileNumber: '0720053', phone: '856-555-0185',
    address: { street: '1021 Haddon Ave', city: 'Camden', state: 'NJ', zip: '08103' },
    dateOfBirth: '1993-03-14', visitDates: ['2026-10-19'],
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
