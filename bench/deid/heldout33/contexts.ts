// The people and records the service would know for the thirty-third held-out hand-written set
// (bench/deid/heldout33/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A primary-care network of the Upper Midwest and Plains: Minneapolis–St Paul, Rochester MN,
// St. Cloud, Worthington, Fargo/Moorhead, Sioux Falls and the Lake Traverse reservation, rural Iowa and Nebraska, the
// Kansas Mennonite country north of Wichita, and Wichita. Somali (Abdiqani Adan Jibril, Qamar Dhuhulow, Bilan Sugule),
// Hmong (Tou Fue Cha, Zoua Kong), Oromo (Lalise Tolossa, Obsa Gemechu), Karen (Thaw Blut, Mu Dah), Liberian (Comfort
// Tarpeh-Flomo), Lakota and Dakota (Winifred "Winnie" Runs After, Marlon Redday), Mennonite (Aganetha "Nettie" Unruh,
// Isaak Harder), Norwegian, Dutch and German farm families (Ragnhild Tveit, Arlen Hay, Arlene Vander Wal, Delmar "Del"
// Hinrichs), Guatemalan Mam-speaking meatpacking workers (Mardoqueo "Mardo" Escalante Bartolón, Candelaria "Cande"
// Domingo Mejía) and a Wichita teenager (Brielle Wheat). Names that are English words (Comfort, Harder, Hay, Wheat,
// Kong, Domingo as a weekday in Spanish); two-part surnames (Adan Jibril, Runs After, Vander Wal, Escalante Bartolón,
// Domingo Mejía, Tarpeh-Flomo); a two-part given name (Tou Fue); staff surnames that are eponyms (Dr. Garth Epley, Dr.
// Priscilla Allis); four patients over 89 (Kong, Runs After, Unruh, Tveit); file numbers of 4 to 7 digits, eight with
// leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Garth Epley', 'Dr. Priscilla Allis', 'Dr. Ubax Abdullahi', 'Dr. Kaolee Vang', 'Dr. Torvald Nesheim',
  'Charlene Kjelstad, NP', 'Gaddisa Bulti, RN', 'Brynja Halvorsen, RN', 'Lesbia Ajanel, CHW', 'Tiffani Hruska, MA',
  'Trevor Pfannenstiel, PharmD', 'Rayanne Tall Bull, LCSW', 'Brittnee Oyen',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ad1: {
    name: 'Abdiqani Adan Jibril', givenName: 'Abdiqani', familyName: 'Adan Jibril', fileNumber: '0031907',
    phone: '612-555-0147',
    address: { street: '1920 S 4th St Apt 1406', city: 'Minneapolis', state: 'MN', zip: '55454' },
    dateOfBirth: '1971-03-09', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ad2: {
    name: 'Qamar Dhuhulow', fileNumber: '218840', phone: '507-555-0163', email: 'qamar.dh@webmail.example',
    address: { street: '2211 19th St NW Apt 3B', city: 'Rochester', state: 'MN', zip: '55901' },
    dateOfBirth: '1988-07-23', visitDates: ['2026-11-10'],
  },
  ad3: {
    name: 'Bilan Sugule', fileNumber: '0640215', phone: '320-555-0119',
    address: { street: '1430 9th Ave N', city: 'St. Cloud', state: 'MN', zip: '56303' },
    dateOfBirth: '2020-02-14', visitDates: ['2026-10-21'],
  },
  ad4: {
    name: 'Tou Fue Cha', givenName: 'Tou Fue', familyName: 'Cha', fileNumber: '57114', phone: '651-555-0128',
    address: { street: '583 Thomas Ave', city: 'St. Paul', state: 'MN', zip: '55103' },
    dateOfBirth: '1966-09-30', visitDates: ['2026-10-13', '2026-11-24'],
  },
  ad5: {
    name: 'Zoua Kong', fileNumber: '0009286', phone: '651-555-0190',
    address: { street: '1276 Rice St', city: 'St. Paul', state: 'MN', zip: '55117' },
    dateOfBirth: '1935-01-01', visitDates: ['2026-10-02', '2026-11-06'],
  },
  ad6: {
    name: 'Lalise Tolossa', fileNumber: '330572', phone: '612-555-0135', email: 'lalise.t@gadaa.example',
    address: { street: '2930 Bloomington Ave', city: 'Minneapolis', state: 'MN', zip: '55407' },
    dateOfBirth: '1993-05-11', visitDates: ['2026-11-02'],
  },
  ad7: {
    name: 'Obsa Gemechu', fileNumber: '7403', phone: '612-555-0181',
    address: { street: '1815 E Franklin Ave Apt 210', city: 'Minneapolis', state: 'MN', zip: '55404' },
    dateOfBirth: '1984-12-19', visitDates: ['2026-10-28'],
  },
  ad8: {
    name: 'Thaw Blut', fileNumber: '0417760', phone: '507-555-0176',
    address: { street: '1020 Oxford St', city: 'Worthington', state: 'MN', zip: '56187' },
    dateOfBirth: '1979-08-15', visitDates: ['2026-10-09'],
  },
  ad9: {
    name: 'Mu Dah', fileNumber: '268041', phone: '651-555-0107',
    address: { street: '1645 Arlington Ave E', city: 'St. Paul', state: 'MN', zip: '55106' },
    dateOfBirth: '1998-04-02', visitDates: ['2026-11-12'],
  },
  ad10: {
    name: 'Comfort Tarpeh-Flomo', givenName: 'Comfort', familyName: 'Tarpeh-Flomo', fileNumber: '0052388',
    phone: '763-555-0154', email: 'comfort.tflomo@lonestar.example',
    address: { street: '7601 Brooklyn Blvd Apt 118', city: 'Brooklyn Park', state: 'MN', zip: '55443' },
    dateOfBirth: '1975-10-27', visitDates: ['2026-10-16', '2026-11-20'],
  },
  ad11: {
    name: 'Winifred Runs After', givenName: 'Winifred', familyName: 'Runs After', aliases: ['Winnie'],
    fileNumber: '81256', phone: '605-555-0139',
    address: { street: '4108 E 10th St', city: 'Sioux Falls', state: 'SD', zip: '57103' },
    dateOfBirth: '1936-06-18', visitDates: ['2026-10-19', '2026-11-23'],
  },
  ad12: {
    name: 'Marlon Redday', fileNumber: '0120934', phone: '605-555-0172',
    address: { street: 'PO Box 384', city: 'Agency Village', state: 'SD', zip: '57262' },
    dateOfBirth: '1958-02-05', visitDates: ['2026-11-04'],
  },
  ad13: {
    name: 'Aganetha Unruh', aliases: ['Nettie'], fileNumber: '44071', phone: '402-555-0115',
    address: { street: '1108 Ash St', city: 'Henderson', state: 'NE', zip: '68371' },
    dateOfBirth: '1932-09-08', visitDates: ['2026-10-27'],
  },
  ad14: {
    name: 'Isaak Harder', fileNumber: '702915', phone: '620-555-0148', email: 'iharder@wheatfield.example',
    address: { street: '2270 Kanza Rd', city: 'Goessel', state: 'KS', zip: '67053' },
    dateOfBirth: '1961-11-14', visitDates: ['2026-10-07', '2026-11-18'],
  },
  ad15: {
    name: 'Ragnhild Tveit', fileNumber: '0006153', phone: '218-555-0194',
    address: { street: '910 4th Ave S', city: 'Moorhead', state: 'MN', zip: '56560' },
    dateOfBirth: '1930-03-27', visitDates: ['2026-09-29', '2026-11-09'],
  },
  ad16: {
    name: 'Arlen Hay', fileNumber: '35560', phone: '712-555-0126',
    address: { street: '2870 Quail Ave', city: 'Le Mars', state: 'IA', zip: '51031' },
    dateOfBirth: '1954-07-04', visitDates: ['2026-10-23'],
  },
  ad17: {
    name: 'Arlene Vander Wal', givenName: 'Arlene', familyName: 'Vander Wal', fileNumber: '561378',
    phone: '712-555-0160', email: 'arlene.vw@prairie.example',
    address: { street: '415 3rd Ave SE', city: 'Sioux Center', state: 'IA', zip: '51250' },
    dateOfBirth: '1949-01-22', visitDates: ['2026-11-05'],
  },
  ad18: {
    name: 'Mardoqueo Escalante Bartolón', givenName: 'Mardoqueo', familyName: 'Escalante Bartolón',
    aliases: ['Mardo'], fileNumber: '0298471', phone: '641-555-0133',
    address: { street: '304 S 3rd Ave', city: 'Marshalltown', state: 'IA', zip: '50158' },
    dateOfBirth: '1990-06-06', visitDates: ['2026-10-14'],
  },
  ad19: {
    name: 'Candelaria Domingo Mejía', givenName: 'Candelaria', familyName: 'Domingo Mejía', aliases: ['Cande'],
    fileNumber: '146620', phone: '308-555-0185',
    address: { street: '719 W Koenig St', city: 'Grand Island', state: 'NE', zip: '68801' },
    dateOfBirth: '2009-12-08', visitDates: ['2026-11-16'],
  },
  ad20: {
    name: 'Delmar Hinrichs', aliases: ['Del'], fileNumber: '9172', phone: '712-555-0141',
    address: { street: '21534 Kittyhawk Ave', city: 'Carroll', state: 'IA', zip: '51401' },
    dateOfBirth: '1947-05-29', visitDates: ['2026-10-30'],
  },
  ad21: {
    name: 'Brielle Wheat', fileNumber: '83327', phone: '316-555-0117',
    address: { street: '1342 N Grove St', city: 'Wichita', state: 'KS', zip: '67214' },
    dateOfBirth: '2011-08-19', visitDates: ['2026-11-19'],
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
