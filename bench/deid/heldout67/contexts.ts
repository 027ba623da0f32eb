// The people and records the service would know for the sixty-seventh held-out hand-written set
// (bench/deid/heldout67/notes-*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts and notes (checked with grep -rlw -i, file names only). An Alaska tribal health consortium: an Anchorage
// hub, village clinics staffed by community health aides/practitioners, regional hospitals in Bethel and Nome,
// telehealth to Seattle specialists, air medevac, fishing-fleet and cannery injuries. Yup'ik, Iñupiaq, Tlingit and
// Athabascan patients with their Native names beside their English names (Matrona Kanuk "Cingyukan", Jethro
// Ningeulook "Panniuq", Annalee Shaquanie "Kaasteen", Dakotah Lupie "Cungauyar"), Filipino cannery workers
// (Policarpio "Poli" Sibayan, Honeylyn "Yhen" Ugaddan, Placido "Pido" Cacal), Russian Old Believer families
// (Evfrosinia "Frosya" Yakunin, Kipriyan "Kipa" Martushev), Samoan families in Anchorage (Leapai Mauga, Lagi Pouono),
// Korean (Geum-ok Ju, Byeong-cheol Pyun) and Hmong (Ntxawm Khab, Yeeb Muas) families; staff including travelling
// locum doctors (Dr. Ottar Mallett, Dr. Sindre Aasland) and staff surnames that are eponyms (Mallett / mallet finger,
// Seymour fracture). Five patients over 89 (Kanuk 93, Ningeulook 91, Yakunin 94, Ju 92, Yaska 90); file numbers of 4
// to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Ottar Mallett', 'Dr. Saskia Seymour', 'Dr. Gilford Ahvakana', 'Dr. Liesbeth Vandenakker', 'Dr. Sindre Aasland',
  'Dr. Sudarshan Venkatraman', 'Pelagia Atchak, CHP', 'Anfisa Nanouk, CHA', 'Kellan Teeple, RN', 'Stig Arvidson, FP-C',
  'Larissa Kvasnikoff', 'Penitoa Vaifale, LCSW', 'Colten Yuk, PharmD', 'Gaylen Pingayak',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bl1: {
    name: 'Matrona Kanuk', aliases: ['Cingyukan'], fileNumber: '0031207', phone: '907-555-0121',
    address: { street: 'PO Box 114', city: 'Chevak', state: 'AK', zip: '99563' },
    dateOfBirth: '1933-04-17', visitDates: ['2026-09-22', '2026-11-09'],
  },
  bl2: {
    name: 'Jethro Ningeulook', aliases: ['Panniuq'], fileNumber: '48815', phone: '907-555-0136',
    address: { street: 'PO Box 38', city: 'Shishmaref', state: 'AK', zip: '99772' },
    dateOfBirth: '1935-08-02', visitDates: ['2026-10-06', '2026-11-17'],
  },
  bl3: {
    name: 'Annalee Shaquanie', aliases: ['Nalee', 'Kaasteen'], fileNumber: '0702264', phone: '907-555-0154',
    email: 'annalee.shaquanie@raven.example',
    address: { street: '1406 Glacier Ave', city: 'Juneau', state: 'AK', zip: '99801' },
    dateOfBirth: '1979-05-11', visitDates: ['2026-10-14'],
  },
  bl4: {
    name: 'Norval Nollner', aliases: ['Tink'], fileNumber: '553190', phone: '907-555-0117',
    address: { street: '2318 Lathrop St', city: 'Fairbanks', state: 'AK', zip: '99701' },
    dateOfBirth: '1972-02-03', visitDates: ['2026-09-15', '2026-10-29'],
  },
  bl5: {
    name: 'Policarpio Sibayan', aliases: ['Poli'], fileNumber: '0086412', phone: '907-555-0158',
    email: 'psibayan@kodiakmail.example',
    address: { street: '1719 Mill Bay Rd', city: 'Kodiak', state: 'AK', zip: '99615' },
    dateOfBirth: '1980-07-26', visitDates: ['2026-09-03', '2026-09-24'],
  },
  bl6: {
    name: 'Honeylyn Ugaddan', aliases: ['Yhen'], fileNumber: '7704', phone: '907-555-0163',
    email: 'honeylyn.ugaddan@yahoo.example',
    address: { street: 'PO Box 921', city: 'Unalaska', state: 'AK', zip: '99685' },
    dateOfBirth: '1997-12-08', visitDates: ['2026-09-10'],
  },
  bl7: {
    name: 'Evfrosinia Yakunin', aliases: ['Frosya'], fileNumber: '0004519', phone: '907-555-0184',
    address: { street: 'Mile 21.5 East End Rd', city: 'Homer', state: 'AK', zip: '99603' },
    dateOfBirth: '1932-01-25', visitDates: ['2026-10-20', '2026-11-24'],
  },
  bl8: {
    name: 'Kipriyan Martushev', aliases: ['Kipa'], fileNumber: '612077', phone: '907-555-0109',
    address: { street: '33960 Ptarmigan Ln', city: 'Anchor Point', state: 'AK', zip: '99556' },
    dateOfBirth: '2003-03-19', visitDates: ['2026-09-08'],
  },
  bl9: {
    name: 'Leapai Mauga', fileNumber: '0290351', phone: '907-555-0147', email: 'leapai.mauga@fale.example',
    address: { street: '3519 Taft Dr', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1968-09-30', visitDates: ['2026-10-01', '2026-11-05'],
  },
  bl10: {
    name: 'Lagi Pouono', fileNumber: '381926', phone: '907-555-0172',
    address: { street: '2410 Debarr Rd Apt 14', city: 'Anchorage', state: 'AK', zip: '99504' },
    dateOfBirth: '2020-04-04', visitDates: ['2026-10-22'],
  },
  bl11: {
    name: 'Geum-ok Ju', givenName: 'Geum-ok', familyName: 'Ju', fileNumber: '0019634', phone: '907-555-0115',
    address: { street: '1100 E 20th Ave Apt 305', city: 'Anchorage', state: 'AK', zip: '99503' },
    dateOfBirth: '1934-06-09', visitDates: ['2026-09-29', '2026-11-12'],
  },
  bl12: {
    name: 'Ntxawm Khab', fileNumber: '227405', phone: '907-555-0168', email: 'ntxawm.khab@hmail.example',
    address: { street: '5430 Reka Dr', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1990-11-21', visitDates: ['2026-10-08'],
  },
  bl13: {
    name: 'Dakotah Lupie', aliases: ['Cungauyar'], fileNumber: '0645872', phone: '907-555-0193',
    address: { street: 'PO Box 2231', city: 'Bethel', state: 'AK', zip: '99559' },
    dateOfBirth: '2000-06-15', visitDates: ['2026-09-18'],
  },
  bl14: {
    name: 'Desirae Eningowuk', aliases: ['Aqqaluk'], fileNumber: '904418', phone: '907-555-0129',
    email: 'desirae.e@otz.example',
    address: { street: '418 Lagoon St', city: 'Kotzebue', state: 'AK', zip: '99752' },
    dateOfBirth: '1995-01-28', visitDates: ['2026-10-13', '2026-11-19'],
  },
  bl15: {
    name: 'Kaiya Kinegak', fileNumber: '0057731', phone: '907-555-0150',
    address: { street: 'PO Box 76', city: 'Kasigluk', state: 'AK', zip: '99609' },
    dateOfBirth: '2019-08-23', visitDates: ['2026-11-03'],
  },
  bl16: {
    name: 'Minnie Yaska', fileNumber: '3308', phone: '907-555-0177',
    address: { street: 'PO Box 12', city: 'Huslia', state: 'AK', zip: '99746' },
    dateOfBirth: '1936-03-30', visitDates: ['2026-10-27'],
  },
  bl17: {
    name: 'Placido Cacal', aliases: ['Pido'], fileNumber: '0715230', phone: '206-555-0134',
    email: 'pcacal58@tinamail.example',
    address: { street: '3907 S Holly St', city: 'Seattle', state: 'WA', zip: '98118' },
    dateOfBirth: '1967-10-02', visitDates: ['2026-09-01', '2026-10-15'],
  },
  bl18: {
    name: 'Wylie Katzeek', fileNumber: '26077', phone: '907-555-0186',
    address: { street: 'PO Box 305', city: 'Hoonah', state: 'AK', zip: '99829' },
    dateOfBirth: '1988-04-12', visitDates: ['2026-10-19'],
  },
  bl19: {
    name: 'Byeong-cheol Pyun', givenName: 'Byeong-cheol', familyName: 'Pyun', fileNumber: '0120998',
    phone: '907-555-0142', email: 'bcpyun@northfish.example',
    address: { street: '8811 Old Seward Hwy', city: 'Anchorage', state: 'AK', zip: '99515' },
    dateOfBirth: '1982-12-17', visitDates: ['2026-11-02'],
  },
  bl20: {
    name: 'Yeeb Muas', fileNumber: '0449126', phone: '907-555-0101',
    address: { street: '2921 Muldoon Rd Apt 7', city: 'Anchorage', state: 'AK', zip: '99504' },
    dateOfBirth: '1938-02-14', visitDates: ['2026-09-25', '2026-11-16'],
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
