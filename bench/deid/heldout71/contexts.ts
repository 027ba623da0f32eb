// The people and records the service would know for the seventy-first held-out hand-written set
// (bench/deid/heldout71/notes-*.txt). Made up by hand, sharing no given name or surname with the other sets'
// contexts.ts (checked with grep -w; heldout69 and heldout70 were being written at the same time and were re-checked at
// the end). A children's and behavioural-health system in the Upper Midwest and Great Lakes (Minneapolis–St Paul,
// Milwaukee, Duluth, Green Bay, the Iron Range, Madison): paediatric primary care, a NICU, child and adult psychiatry,
// school-based services, addiction medicine and a geriatric psychiatry unit. Hmong names in RPA spelling (Nkauj Ntsuab
// Vaj, Txiab Looj), Somali (Ifraax Shirdoon, Mukhtaar "Mukhi" Dhoorre), Oromo (Gammachiis "Gami" Dhugaa, Hawi Bultume),
// Karen (Hsa Poe Blay), Ojibwe and Menominee (Rainy Goggleye, Chaska "Chas" Littlewolf, Delwin Oshkosh), Finnish and
// Norwegian Iron Range elders (Aune Kangasniemi, Urho Rautio, Signe "Siggy" Haugland), German, Polish and Dutch Wisconsin
// (Gerhard "Gerd" Pfister, Zdzisława "Dziunia" Kuchta, LaVonne Van Handel), Mexican (Everardo "Güero" Bocanegra de las
// Islas, Yatziri Apanco); names that are words, cities or eponyms (Rainy, Serenity, Sever, Chaska, Oshkosh, Poe);
// staff surnames that are eponyms or words (Dr. Amélie Capgras, Dr. Maura Finnegan, Dr. Henrike Marchiafava, Bree
// Thistle, Bodhi Plank); a hyphen (Uribe-Alcocer), an apostrophe and accent (Ruairí O'Driscoll); four patients over 89
// (Looj, Kangasniemi, Rautio, Haugland) and one of 88 (Kuchta); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Amélie Capgras', 'Dr. Maura Finnegan', 'Dr. Henrike Marchiafava', 'Dr. Sucaad Ugaas',
  'Dr. Catalina Uribe-Alcocer', "Dr. Ruairí O'Driscoll", 'Britt Tschida, CNP', 'Bodhi Plank, LADC',
  'Bree Thistle, RN', 'Deeqa Iidle, LICSW', 'Eskil Tollerud, PharmD', 'Maiv Kiab, CMA', 'Trygve Sandvik, LPCC',
  'Tayah Wakemup',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bp1: {
    name: 'Nkauj Ntsuab Vaj', givenName: 'Nkauj Ntsuab', familyName: 'Vaj', aliases: ['Ntsuab'],
    fileNumber: '0417726', phone: '651-555-0134',
    address: { street: '1082 Arkwright St', city: 'St. Paul', state: 'MN', zip: '55130' },
    dateOfBirth: '2021-06-19', visitDates: ['2026-10-06', '2026-11-10'],
  },
  bp2: {
    name: 'Txiab Looj', fileNumber: '83915', phone: '651-555-0161',
    address: { street: '445 Maryland Ave E Apt 3', city: 'St. Paul', state: 'MN', zip: '55117' },
    dateOfBirth: '1934-01-01', visitDates: ['2026-10-20', '2026-11-17'],
  },
  bp3: {
    name: 'Ifraax Shirdoon', fileNumber: '2208413', phone: '612-555-0187', email: 'ifraax.sh@hooyo.example',
    address: { street: '1515 S 4th St Apt 1104', city: 'Minneapolis', state: 'MN', zip: '55454' },
    dateOfBirth: '2010-02-14', visitDates: ['2026-09-29', '2026-10-13'],
  },
  bp4: {
    name: 'Mukhtaar Dhoorre', aliases: ['Mukhi'], fileNumber: '560091', phone: '612-555-0120',
    address: { street: '2900 Bloomington Ave', city: 'Minneapolis', state: 'MN', zip: '55407' },
    dateOfBirth: '1983-11-27', visitDates: ['2026-11-02', '2026-11-09', '2026-11-16'],
  },
  bp5: {
    name: 'Gammachiis Dhugaa', aliases: ['Gami'], fileNumber: '0093170', phone: '651-555-0148',
    email: 'dhugaa.family@biyya.example',
    address: { street: '731 Thomas Ave', city: 'St. Paul', state: 'MN', zip: '55104' },
    dateOfBirth: '2017-08-05', visitDates: ['2026-10-22'],
  },
  bp6: {
    name: 'Hawi Bultume', fileNumber: '7730452', phone: '612-555-0171',
    address: { street: '3318 Cedar Ave S', city: 'Minneapolis', state: 'MN', zip: '55407' },
    dateOfBirth: '2026-08-30', visitDates: ['2026-09-21', '2026-10-05'],
  },
  bp7: {
    name: 'Hsa Poe Blay', fileNumber: '45126', phone: '651-555-0193',
    address: { street: '2250 Dale St N', city: 'Roseville', state: 'MN', zip: '55113' },
    dateOfBirth: '2014-12-09', visitDates: ['2026-10-28'],
  },
  bp8: {
    name: 'Rainy Goggleye', fileNumber: '0602218', phone: '218-555-0116', email: 'rainyg@loon.example',
    address: { street: '408 2nd St NW', city: 'Cass Lake', state: 'MN', zip: '56633' },
    dateOfBirth: '2011-04-03', visitDates: ['2026-10-09', '2026-11-06'],
  },
  bp9: {
    name: 'Delwin Oshkosh', fileNumber: '318847', phone: '715-555-0139',
    address: { street: 'N481 County Rd VV', city: 'Keshena', state: 'WI', zip: '54135' },
    dateOfBirth: '1991-07-22', visitDates: ['2026-10-16'],
  },
  bp10: {
    name: 'Aune Kangasniemi', aliases: ['Aunie'], fileNumber: '0021564', phone: '218-555-0152',
    address: { street: '512 3rd St S', city: 'Virginia', state: 'MN', zip: '55792' },
    dateOfBirth: '1932-05-08', visitDates: ['2026-10-01', '2026-11-12'],
  },
  bp11: {
    name: 'Urho Rautio', fileNumber: '7045', phone: '218-555-0108',
    address: { street: '2315 4th Ave E', city: 'Hibbing', state: 'MN', zip: '55746' },
    dateOfBirth: '1935-01-17', visitDates: ['2026-11-04'],
  },
  bp12: {
    name: 'Signe Haugland', aliases: ['Siggy'], fileNumber: '0005893', phone: '218-555-0177',
    email: 'signe.haugland@harbor.example',
    address: { street: '1120 E Superior St', city: 'Duluth', state: 'MN', zip: '55805' },
    dateOfBirth: '1930-09-12', visitDates: ['2026-10-14', '2026-11-18'],
  },
  bp13: {
    name: 'Gerhard Pfister', aliases: ['Gerd'], fileNumber: '264580', phone: '920-555-0145',
    address: { street: '1417 Cass St', city: 'Green Bay', state: 'WI', zip: '54301' },
    dateOfBirth: '1965-02-03', visitDates: ['2026-10-19', '2026-10-26'],
  },
  bp14: {
    name: 'Zdzisława Kuchta', aliases: ['Dziunia'], fileNumber: '0180236', phone: '414-555-0126',
    address: { street: '2741 S Kinnickinnic Ave', city: 'Milwaukee', state: 'WI', zip: '53207' },
    dateOfBirth: '1938-04-25', visitDates: ['2026-11-05'],
  },
  bp15: {
    name: 'Everardo Bocanegra de las Islas', givenName: 'Everardo', familyName: 'Bocanegra de las Islas',
    aliases: ['Güero'], fileNumber: '905517', phone: '414-555-0183', email: 'guero.bocanegra@nopal.example',
    address: { street: '1208 W Lincoln Ave', city: 'Milwaukee', state: 'WI', zip: '53215' },
    dateOfBirth: '2009-10-30', visitDates: ['2026-10-07', '2026-11-03'],
  },
  bp16: {
    name: 'Yatziri Apanco', fileNumber: '38801', phone: '608-555-0164',
    address: { street: '2210 Fisher St', city: 'Madison', state: 'WI', zip: '53713' },
    dateOfBirth: '2022-03-15', visitDates: ['2026-10-23'],
  },
  bp17: {
    name: 'Serenity Holmquist', fileNumber: '0774091', phone: '608-555-0111',
    email: 'serenity.holmquist@prairie.example',
    address: { street: '318 N Baldwin St', city: 'Madison', state: 'WI', zip: '53703' },
    dateOfBirth: '1992-12-01', visitDates: ['2026-09-30', '2026-11-11'],
  },
  bp18: {
    name: 'Paisley Sever', fileNumber: '1190364', phone: '715-555-0172',
    address: { street: '1006 Grand Ave', city: 'Wausau', state: 'WI', zip: '54403' },
    dateOfBirth: '2013-07-07', visitDates: ['2026-10-15'],
  },
  bp19: {
    name: 'Chaska Littlewolf', aliases: ['Chas'], fileNumber: '647312', phone: '218-555-0190',
    address: { street: '215 W 4th St Apt 6', city: 'Duluth', state: 'MN', zip: '55806' },
    dateOfBirth: '1999-05-28', visitDates: ['2026-11-02', '2026-11-19'],
  },
  bp20: {
    name: 'LaVonne Van Handel', givenName: 'LaVonne', familyName: 'Van Handel', fileNumber: '0031207',
    phone: '920-555-0158',
    address: { street: '612 Grand Ave', city: 'Little Chute', state: 'WI', zip: '54140' },
    dateOfBirth: '1947-06-30', visitDates: ['2026-10-27'],
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
