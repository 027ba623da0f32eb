// The people and records the service would know for the sixty-eighth held-out hand-written set
// (bench/deid/heldout68/notes-*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts or notes (checked with grep -rlw -i, file names only). A Mountain West regional network (Utah, Idaho,
// Montana, Wyoming): ranch and farm injury care, a ski-resort mountain clinic with tourists from the UK, Australia,
// Brazil and Japan, obstetrics and genetic counselling, school sports concussion, Hutterite colony outreach, Northern
// Cheyenne and Crow outreach, and refugee primary care in Boise and Salt Lake City. Latter-day Saint families with
// invented given names (Tenlee "Tenny" Oakeson, Reldon "Rel" Okelberry, DeLoy Schiess, Kenzlee "Kenz" Kartchner,
// Marcene Dorius, Quade Fullmer), Basque families in Idaho (Amaia Bilbao, a surname that is a city; Txomin "Chomin"
// Aldecoa), Hutterite colony members (Zacharias "Zach" Kleinsasser, Rebekka "Bekki" Wipf), Northern Cheyenne and Crow
// names of two words (Alvina Spotted Wolf, Treyson Goes Ahead), Bosnian (Hajrija Bešlagić, Elvedin "Elvis"
// Hadžiavdić) and Congolese (Riziki Cirhuza, Mugisho Bashizi) refugees, and tourists (Hamish Featherstonehaugh,
// Jarrah Cattermole, Caetano Guimarães Bragança, Shunsuke Otaki / 大滝 俊介) with foreign addresses, postcodes and
// phones. Staff surnames that are words or places (Draper, Whetstone, Payson, Winder, Rime, Saddler, Old Elk,
// Fielding, Gunnison, Hardcastle, Ouray, Stott). Five patients over 89 (Okelberry, Aldecoa, Wipf, Spotted Wolf,
// Bešlagić); file numbers of 4 to 7 digits, ten with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Helaman Draper', 'Dr. Willa Whetstone', 'Dr. Oriane Payson', 'Dr. Lael Winder', 'Dr. Edurne Mendiola',
  'Dr. Fenna Rime', 'Bridger Saddler, PA-C', 'Tenaya Old Elk, RN', 'Sariah Fielding, MS, CGC', 'Bodie Gunnison, EMT-B',
  'Azemina Tanović, LCSW', 'Zelph Hardcastle, PharmD', 'Bryn Ouray, CNM', 'Kortni Stott',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bm1: {
    name: 'Tenlee Oakeson', aliases: ['Tenny'], fileNumber: '0283516', phone: '801-555-0134',
    address: { street: '1147 N 2300 W', city: 'Lehi', state: 'UT', zip: '84043' },
    dateOfBirth: '2011-03-08', visitDates: ['2026-09-19', '2026-10-03'],
  },
  bm2: {
    name: 'Reldon Okelberry', aliases: ['Rel'], fileNumber: '0041937', phone: '435-555-0162',
    address: { street: '285 S 300 E', city: 'Richfield', state: 'UT', zip: '84701' },
    dateOfBirth: '1935-06-02', visitDates: ['2026-10-08', '2026-11-12'],
  },
  bm3: {
    name: 'DeLoy Schiess', fileNumber: '752018', phone: '307-555-0119', email: 'deloy.schiess@starvalley.example',
    address: { street: '11820 US Hwy 89', city: 'Afton', state: 'WY', zip: '83110' },
    dateOfBirth: '1980-01-19', visitDates: ['2026-09-24', '2026-10-15'],
  },
  bm4: {
    name: 'Amaia Bilbao', fileNumber: '0610448', phone: '208-555-0187', email: 'amaia.bilbao@txoko.example',
    address: { street: '2218 N 28th St', city: 'Boise', state: 'ID', zip: '83702' },
    dateOfBirth: '1992-07-30', visitDates: ['2026-09-29', '2026-10-27', '2026-11-17'],
  },
  bm5: {
    name: 'Txomin Aldecoa', aliases: ['Chomin'], fileNumber: '3307', phone: '208-555-0145',
    address: { street: '455 E 5th N', city: 'Mountain Home', state: 'ID', zip: '83647' },
    dateOfBirth: '1932-02-14', visitDates: ['2026-10-02', '2026-11-06'],
  },
  bm6: {
    name: 'Zacharias Kleinsasser', aliases: ['Zach'], fileNumber: '94120', phone: '406-555-0171',
    address: { street: '1840 Sage Creek Colony Rd', city: 'Lewistown', state: 'MT', zip: '59457' },
    dateOfBirth: '1988-05-12', visitDates: ['2026-09-14', '2026-10-20'],
  },
  bm7: {
    name: 'Rebekka Wipf', aliases: ['Bekki'], fileNumber: '0007286', phone: '406-555-0128',
    address: { street: '620 Duck Lake Colony Rd', city: 'Cut Bank', state: 'MT', zip: '59427' },
    dateOfBirth: '1934-10-03', visitDates: ['2026-10-21', '2026-11-03'],
  },
  bm8: {
    name: 'Alvina Spotted Wolf', givenName: 'Alvina', familyName: 'Spotted Wolf', fileNumber: '0158803',
    phone: '406-555-0153',
    address: { street: 'PO Box 417', city: 'Lame Deer', state: 'MT', zip: '59043' },
    dateOfBirth: '1933-04-21', visitDates: ['2026-09-22', '2026-11-10'],
  },
  bm9: {
    name: 'Treyson Goes Ahead', givenName: 'Treyson', familyName: 'Goes Ahead', fileNumber: '461275',
    phone: '406-555-0139',
    address: { street: '209 Bighorn Ave', city: 'Crow Agency', state: 'MT', zip: '59022' },
    dateOfBirth: '2009-09-09', visitDates: ['2026-09-12', '2026-09-26'],
  },
  bm10: {
    name: 'Hajrija Bešlagić', fileNumber: '0096614', phone: '208-555-0116',
    address: { street: '3050 N Five Mile Rd Apt 14', city: 'Boise', state: 'ID', zip: '83713' },
    dateOfBirth: '1935-11-27', visitDates: ['2026-10-06', '2026-11-19'],
  },
  bm11: {
    name: 'Elvedin Hadžiavdić', aliases: ['Elvis'], fileNumber: '230957', phone: '385-555-0181',
    email: 'elvis.hadz@bosnaslc.example',
    address: { street: '3615 S 2700 W', city: 'West Valley City', state: 'UT', zip: '84119' },
    dateOfBirth: '1974-02-05', visitDates: ['2026-10-13', '2026-11-24'],
  },
  bm12: {
    name: 'Riziki Cirhuza', fileNumber: '0805371', phone: '801-555-0108',
    address: { street: '1590 W 500 S Apt 2B', city: 'Salt Lake City', state: 'UT', zip: '84104' },
    dateOfBirth: '1997-08-15', visitDates: ['2026-09-17', '2026-10-22', '2026-11-19'],
  },
  bm13: {
    name: 'Mugisho Bashizi', fileNumber: '61839', phone: '208-555-0172',
    address: { street: '9211 W Fairview Ave Apt 7', city: 'Boise', state: 'ID', zip: '83704' },
    dateOfBirth: '2018-06-01', visitDates: ['2026-11-02'],
  },
  bm14: {
    name: 'Hamish Featherstonehaugh', fileNumber: '0527704', phone: '+44 7700 900418',
    email: 'hamish.fsh@moorfell.example',
    address: { street: '27 Swinton Rise', city: 'Harrogate', state: 'North Yorkshire', zip: 'HG1 4QT' },
    dateOfBirth: '1968-12-03', visitDates: ['2026-11-21', '2026-11-23'],
  },
  bm15: {
    name: 'Jarrah Cattermole', fileNumber: '889301', phone: '+61 491 570 213', email: 'jarrah.c@snowgum.example',
    address: { street: '41 Gippsland St', city: 'Jindabyne', state: 'NSW', zip: '2627' },
    dateOfBirth: '2002-01-26', visitDates: ['2026-11-24'],
  },
  bm16: {
    name: 'Caetano Guimarães Bragança', givenName: 'Caetano', familyName: 'Guimarães Bragança', fileNumber: '0374652',
    phone: '+55 11 98765-0143', email: 'caetano.braganca@serra.example',
    address: { street: 'Rua Joaquim Floriano 1120, apto 82', city: 'São Paulo', state: 'SP', zip: '04534-004' },
    dateOfBirth: '1985-05-17', visitDates: ['2026-11-25'],
  },
  bm17: {
    name: 'Shunsuke Otaki', aliases: ['大滝 俊介'], fileNumber: '712046', phone: '+81 90-5550-1187',
    email: 'otaki.s@kitaguni.example',
    address: { street: 'Kita 3-jo Nishi 12-chome 4-8', city: 'Sapporo', state: 'Hokkaido', zip: '060-0003' },
    dateOfBirth: '1959-08-08', visitDates: ['2026-11-22'],
  },
  bm18: {
    name: 'Kenzlee Kartchner', aliases: ['Kenz'], fileNumber: '0069158', phone: '208-555-0196',
    email: 'kenzlee.k@rexmail.example',
    address: { street: '318 S 2nd W', city: 'Rexburg', state: 'ID', zip: '83440' },
    dateOfBirth: '1999-04-11', visitDates: ['2026-09-09', '2026-10-07', '2026-11-04'],
  },
  bm19: {
    name: 'Marcene Dorius', fileNumber: '5482', phone: '435-555-0177', email: 'marcene.dorius@sanpete.example',
    address: { street: '95 N 100 W', city: 'Manti', state: 'UT', zip: '84642' },
    dateOfBirth: '1981-12-09', visitDates: ['2026-10-01', '2026-11-05'],
  },
  bm20: {
    name: 'Quade Fullmer', fileNumber: '318407', phone: '307-555-0164',
    address: { street: '47 Fremont Lake Rd', city: 'Pinedale', state: 'WY', zip: '82941' },
    dateOfBirth: '1995-06-26', visitDates: ['2026-11-14', '2026-11-16'],
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
