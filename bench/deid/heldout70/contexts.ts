// The people and records the service would know for the seventieth held-out hand-written set
// (bench/deid/heldout70/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i, file names only; heldout69 and heldout71 were being written at the same
// time). A Gulf Coast hospital network (Houston, Galveston, Beaumont, Port Arthur, Lake Charles, coastal Louisiana
// parishes, Mobile): an oncology infusion centre (chemo flowsheets, tumour board, pathology and radiology, trial
// screening), an outpatient dialysis unit, a hurricane-season shelter medical station and evacuation transfers,
// refinery and shipyard occupational health, a pharmacy, and telephone triage. Cajun and Creole names (Euphémie
// "Fifi" Primeaux, Philogène "Phil" Gautreaux, Azema Chiasson-Falgout, Noëlie de la Pointe, Aurelien Chenier,
// Odelia Senegal, Lastie Burkitt), Vietnamese fishing families (Khưu Hải, Lục Thoa, Mạch Hiền), Mexican and
// Honduran two-surname names (Eleazar Garduño Nájera, Dunia "Duni" Rápalo Calix, Kenia Bernárdez), Black Gulf Coast
// families (Ocie Pettway, Marvin "Duke" Broadnax, Zy'Keem "Keem" Ledoux), Nigerian and Indian engineers (Onyekachi
// "Kachi" Anyaoha, Olumide Adegbite, Ramakrishna "Ram" Yelamanchili, Tejaswini Bhosale) and Texan ranch families
// (Waylon Haskett, Ardis Kilgore). Hard cases: names that are words, places or eponyms (Burkitt, Chenier and Grand
// Chenier, Senegal, Kilgore, Duke, Ram, Fifi, Luc), a particle surname (de la Pointe) and a staff particle
// (Al-Rawi), a hyphenated surname, an apostrophe (Zy'Keem), accents; staff surnames that are eponyms (Dr. Ewing,
// Dr. Pancoast, Dr. Krukenberg) or words (Castille, Rideau); five patients over 89 (Primeaux 94, Chiasson-Falgout 91,
// Mach 92, Pettway 96, Kilgore 90); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Calvin Ewing', 'Dr. Nolan Pancoast', 'Dr. Renee Krukenberg', 'Dr. Yusra Al-Rawi', 'Dr. Chidubem Ezeh',
  'Dr. Thibault Leleux', 'Joelle Castille, RN', 'Dewayne Rideau, RN', 'Kelechi Ajiboye, PharmD', 'Margaux Dardar, RN',
  'Lupita Guillory, NP', 'Sameer Vellanki, CCRP', 'Jolie Verret',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bo1: {
    name: 'Euphémie Primeaux', aliases: ['Fifi'], fileNumber: '0031907', phone: '337-555-0142',
    address: { street: '1204 S Broadway St', city: 'Erath', state: 'LA', zip: '70533' },
    dateOfBirth: '1932-03-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  bo2: {
    name: 'Philogène Gautreaux', aliases: ['Phil'], fileNumber: '482316', phone: '985-555-0117',
    address: { street: '17820 W Main St', city: 'Golden Meadow', state: 'LA', zip: '70357' },
    dateOfBirth: '1959-08-02', visitDates: ['2026-10-13', '2026-11-10'],
  },
  bo3: {
    name: 'Azema Chiasson-Falgout', givenName: 'Azema', familyName: 'Chiasson-Falgout', fileNumber: '0007458',
    phone: '985-555-0186',
    address: { street: '310 Barrow St', city: 'Houma', state: 'LA', zip: '70360' },
    dateOfBirth: '1935-05-27', visitDates: ['2026-09-29'],
  },
  bo4: {
    name: 'Noëlie de la Pointe', givenName: 'Noëlie', familyName: 'de la Pointe', fileNumber: '265019',
    phone: '337-555-0163', email: 'noelie.dlp@bayoumail.example',
    address: { street: '4518 Nelson Rd', city: 'Lake Charles', state: 'LA', zip: '70605' },
    dateOfBirth: '1978-12-08', visitDates: ['2026-10-20', '2026-11-24'],
  },
  bo5: {
    name: 'Hai Khuu', givenName: 'Hai', familyName: 'Khuu', aliases: ['Khưu Hải'], fileNumber: '73340',
    phone: '251-555-0129',
    address: { street: '13790 Shell Belt Rd', city: 'Bayou La Batre', state: 'AL', zip: '36509' },
    dateOfBirth: '1971-02-14', visitDates: ['2026-11-03'],
  },
  bo6: {
    name: 'Thoa Luc', givenName: 'Thoa', familyName: 'Luc', aliases: ['Lục Thoa'], fileNumber: '0590126',
    phone: '409-555-0158',
    address: { street: '2841 Procter St', city: 'Port Arthur', state: 'TX', zip: '77642' },
    dateOfBirth: '1968-07-30', visitDates: ['2026-10-08', '2026-11-05'],
  },
  bo7: {
    name: 'Hien Mach', givenName: 'Hien', familyName: 'Mach', aliases: ['Mạch Hiền'], fileNumber: '118804',
    phone: '361-555-0104',
    address: { street: '506 4th St', city: 'Palacios', state: 'TX', zip: '77465' },
    dateOfBirth: '1934-01-11', visitDates: ['2026-10-22'],
  },
  bo8: {
    name: 'Eleazar Garduño Nájera', givenName: 'Eleazar', familyName: 'Garduño Nájera', fileNumber: '640071',
    phone: '713-555-0135',
    address: { street: '2207 Shaver St', city: 'Pasadena', state: 'TX', zip: '77506' },
    dateOfBirth: '1985-04-04', visitDates: ['2026-10-15', '2026-10-29'],
  },
  bo9: {
    name: 'Dunia Rápalo Calix', givenName: 'Dunia', familyName: 'Rápalo Calix', aliases: ['Duni'],
    fileNumber: '0044271', phone: '832-555-0191', email: 'duni.rapalo@correo.example',
    address: { street: '6150 Renwick Dr Apt 318', city: 'Houston', state: 'TX', zip: '77081' },
    dateOfBirth: '1990-09-17', visitDates: ['2026-10-01', '2026-11-12'],
  },
  bo10: {
    name: 'Kenia Bernárdez', fileNumber: '825903', phone: '409-555-0173',
    address: { street: '3918 Avenue O', city: 'Galveston', state: 'TX', zip: '77550' },
    dateOfBirth: '2020-06-21', visitDates: ['2026-11-19'],
  },
  bo11: {
    name: 'Ocie Pettway', fileNumber: '0009145', phone: '251-555-0150',
    address: { street: '412 Wilson Ave', city: 'Prichard', state: 'AL', zip: '36610' },
    dateOfBirth: '1930-10-02', visitDates: ['2026-10-27'],
  },
  bo12: {
    name: 'Marvin Broadnax', aliases: ['Duke'], fileNumber: '357712', phone: '409-555-0114',
    address: { street: '2390 Magnolia Ave', city: 'Beaumont', state: 'TX', zip: '77703' },
    dateOfBirth: '1964-03-03', visitDates: ['2026-10-09', '2026-11-06'],
  },
  bo13: {
    name: 'Onyekachi Anyaoha', aliases: ['Kachi'], fileNumber: '209384', phone: '281-555-0166',
    email: 'kachi.anyaoha@mailbox.example',
    address: { street: '711 W Baker Rd', city: 'Baytown', state: 'TX', zip: '77521' },
    dateOfBirth: '1992-11-25', visitDates: ['2026-10-19'],
  },
  bo14: {
    name: 'Olumide Adegbite', fileNumber: '0071620', phone: '346-555-0108',
    address: { street: '2814 Sunrise Blvd', city: 'Pearland', state: 'TX', zip: '77584' },
    dateOfBirth: '1979-05-09', visitDates: ['2026-10-14', '2026-10-28', '2026-11-11'],
  },
  bo15: {
    name: 'Ramakrishna Yelamanchili', aliases: ['Ram'], fileNumber: '5116', phone: '251-555-0182',
    email: 'ram.yelamanchili@inbox.example',
    address: { street: '8120 Cottage Hill Rd', city: 'Mobile', state: 'AL', zip: '36695' },
    dateOfBirth: '1974-08-21', visitDates: ['2026-11-02'],
  },
  bo16: {
    name: 'Tejaswini Bhosale', fileNumber: '0630058', phone: '281-555-0139', email: 'tbhosale@post.example',
    address: { street: '4410 Sweetwater Blvd', city: 'Sugar Land', state: 'TX', zip: '77479' },
    dateOfBirth: '1987-02-06', visitDates: ['2026-10-26', '2026-11-16'],
  },
  bo17: {
    name: 'Waylon Haskett', fileNumber: '4409', phone: '409-555-0197',
    address: { street: '9034 FM 1406', city: 'Winnie', state: 'TX', zip: '77665' },
    dateOfBirth: '1968-12-30', visitDates: ['2026-10-07'],
  },
  bo18: {
    name: 'Ardis Kilgore', fileNumber: '0285511', phone: '409-555-0121',
    address: { street: '702 Miller St', city: 'Anahuac', state: 'TX', zip: '77514' },
    dateOfBirth: '1936-07-15', visitDates: ['2026-11-09'],
  },
  bo19: {
    name: 'Lastie Burkitt', fileNumber: '903247', phone: '337-555-0176',
    address: { street: '1715 Enterprise Blvd', city: 'Lake Charles', state: 'LA', zip: '70601' },
    dateOfBirth: '1955-01-23', visitDates: ['2026-10-05', '2026-10-26', '2026-11-16'],
  },
  bo20: {
    name: 'Aurelien Chenier', fileNumber: '0152236', phone: '337-555-0102',
    address: { street: '4418 Grand Chenier Hwy', city: 'Grand Chenier', state: 'LA', zip: '70643' },
    dateOfBirth: '1943-04-29', visitDates: ['2026-09-26', '2026-10-02'],
  },
  bo21: {
    name: 'Odelia Senegal', fileNumber: '76123', phone: '337-555-0148', email: 'osenegal@lagniappe.example',
    address: { street: '908 N Avenue G', city: 'Crowley', state: 'LA', zip: '70526' },
    dateOfBirth: '1961-10-31', visitDates: ['2026-10-16', '2026-11-13'],
  },
  bo22: {
    name: "Zy'Keem Ledoux", aliases: ['Keem'], fileNumber: '0312660', phone: '409-555-0133',
    address: { street: '1006 W Park Ave', city: 'Orange', state: 'TX', zip: '77630' },
    dateOfBirth: '2007-03-12', visitDates: ['2026-11-20'],
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
