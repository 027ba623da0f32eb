// The people and records the service would know for the eighth held-out hand-written set (bench/deid/heldout8/*.txt).
// Made up by hand, sharing no first name or surname with bench/deid/handwritten/, heldout/ .. heldout6/ (checked with
// grep -w; heldout7 was being written at the same time elsewhere and was not checked). Meant to look like an urban
// safety-net clinic's population in New York, New Jersey and Chicago with many immigrants: Dominican (Ysabel Cordero
// Batista "Isa"), Puerto Rican (Wilfredo "Freddy" Quiñones), Mexican (Juventino Sandoval, Itzel Coyotl), Haitian
// (Marie-Ange Desrosiers), Jamaican (Desmond "Dez" Blackwood), Nigerian (Chidinma Ebere-Ibekwe, hyphenated), Ghanaian
// (Kwaku Darkwah), Bangladeshi (Rokeya Begum), Pakistani (Imran Shahzad Bhatti), Polish (Kazimierz "Kazik"
// Przybylski), Russian (Lyudmila Gorbunova), Chinese (Guifen Zhou "Fiona"), Korean (Eun-ji Yoon), Filipino (Marites
// "Tess" Dumlao), Lebanese (Nawal Shalhoub), Orthodox Jewish (Yehuda Leib "Leibel" Perlstein), African-American (Tyrone
// Lovejoy, April Cross, Cornelius "Boo" Pettaway, living in a shelter) and Irish/Italian-American (Kathleen "Kitty"
// O'Dwyer, with an apostrophe; Salvatore "Sal" Iacobellis) names; names that are English words (April Cross,
// Lovejoy, Boo, Kitty); four patients over 89 (Desrosiers, Przybylski, Gorbunova, Perlstein). Staff surnames that are
// eponyms: Dr. Margit Trendelenburg (Trendelenburg position/gait/sign) and Dr. Gerald Homans (Homans sign).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Margit Trendelenburg', 'Dr. Gerald Homans', 'Dr. Sunita Ramaswamy', 'Dr. Jonah Feldstein',
  'Dr. Camila Restrepo', 'Dr. Kofi Adjei', 'Yesenia Paulino, NP', 'Jerome Whitaker, RN', 'Agnieszka Sobczak, RN',
  'Luz Marte, MA', 'Hyejin Kang, PharmD', 'Milagros Almonte, LCSW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  x1: {
    name: 'Ysabel Cordero Batista', givenName: 'Ysabel', familyName: 'Cordero Batista', aliases: ['Isa'],
    fileNumber: '0041877', phone: '212-555-0143', email: 'isacordero77@correo.example',
    address: { street: '560 W 175th St', city: 'New York', state: 'NY', zip: '10033' },
    dateOfBirth: '1977-05-12', visitDates: ['2026-10-06', '2026-11-17'],
  },
  x2: {
    name: 'Wilfredo Quiñones', givenName: 'Wilfredo', familyName: 'Quiñones', aliases: ['Freddy'],
    fileNumber: '338204', phone: '718-555-0172',
    address: { street: '1420 Grand Concourse', city: 'Bronx', state: 'NY', zip: '10456' },
    dateOfBirth: '1962-09-03', visitDates: ['2026-11-09'],
  },
  x3: {
    name: 'Juventino Sandoval', fileNumber: '5120', phone: '773-555-0188',
    address: { street: '2635 S Pulaski Rd', city: 'Chicago', state: 'IL', zip: '60623' },
    dateOfBirth: '1971-02-27', visitDates: ['2026-09-15', '2026-11-03'],
  },
  x4: {
    name: 'Marie-Ange Desrosiers', givenName: 'Marie-Ange', familyName: 'Desrosiers', fileNumber: '0007431',
    phone: '718-555-0127',
    address: { street: '1012 Nostrand Ave', city: 'Brooklyn', state: 'NY', zip: '11225' },
    dateOfBirth: '1933-07-08', visitDates: ['2026-10-20', '2026-11-16'],
  },
  x5: {
    name: 'Desmond Blackwood', aliases: ['Dez'], fileNumber: '2290415', phone: '347-555-0166',
    email: 'dezblackwood@inboxmail.example',
    address: { street: '4112 White Plains Rd', city: 'Bronx', state: 'NY', zip: '10466' },
    dateOfBirth: '1984-12-01', visitDates: ['2026-11-12'],
  },
  x6: {
    name: 'Chidinma Ebere-Ibekwe', givenName: 'Chidinma', familyName: 'Ebere-Ibekwe', fileNumber: '71806',
    phone: '973-555-0151', email: 'chidinma.ebere@postbox.example',
    address: { street: '78 Clinton Ave', city: 'Newark', state: 'NJ', zip: '07114' },
    dateOfBirth: '1990-03-30', visitDates: ['2026-10-29'],
  },
  x7: {
    name: 'Kwaku Darkwah', fileNumber: '0602319', phone: '718-555-0139',
    address: { street: '2150 University Ave', city: 'Bronx', state: 'NY', zip: '10453' },
    dateOfBirth: '1968-06-16', visitDates: ['2026-09-22', '2026-11-10'],
  },
  x8: {
    name: 'Rokeya Begum', fileNumber: '448163', phone: '929-555-0114',
    address: { street: '37-22 73rd St', city: 'Jackson Heights', state: 'NY', zip: '11372' },
    dateOfBirth: '1975-11-21', visitDates: ['2026-11-05'],
  },
  x9: {
    name: 'Imran Shahzad Bhatti', givenName: 'Imran', familyName: 'Bhatti', fileNumber: '9057',
    phone: '201-555-0193', email: 'imran.bhatti@fastmail.example',
    address: { street: '412 Newark Ave', city: 'Jersey City', state: 'NJ', zip: '07306' },
    dateOfBirth: '1959-01-04', visitDates: ['2026-10-13'],
  },
  x10: {
    name: 'Kazimierz Przybylski', aliases: ['Kazik'], fileNumber: '0085562', phone: '773-555-0105',
    address: { street: '3040 N Milwaukee Ave', city: 'Chicago', state: 'IL', zip: '60618' },
    dateOfBirth: '1935-04-19', visitDates: ['2026-10-01', '2026-11-19'],
  },
  x11: {
    name: 'Lyudmila Gorbunova', fileNumber: '1733048', phone: '718-555-0190',
    address: { street: '3100 Brighton 6th St', city: 'Brooklyn', state: 'NY', zip: '11235' },
    dateOfBirth: '1930-01-25', visitDates: ['2026-11-02'],
  },
  x12: {
    name: 'Guifen Zhou', givenName: 'Guifen', familyName: 'Zhou', aliases: ['Fiona'], fileNumber: '264719',
    phone: '718-555-0158', email: 'fiona.zhou@webbox.example',
    address: { street: '41-60 Main St', city: 'Flushing', state: 'NY', zip: '11355' },
    dateOfBirth: '1981-08-09', visitDates: ['2026-10-27'],
  },
  x13: {
    name: 'Eun-ji Yoon', givenName: 'Eun-ji', familyName: 'Yoon', fileNumber: '0013095', phone: '201-555-0122',
    address: { street: '2050 Center Ave', city: 'Fort Lee', state: 'NJ', zip: '07024' },
    dateOfBirth: '1994-10-14', visitDates: ['2026-11-18'],
  },
  x14: {
    name: 'Marites Dumlao', aliases: ['Tess'], fileNumber: '557320', phone: '917-555-0177',
    email: 'tessdumlao@myinbox.example',
    address: { street: '61-14 Roosevelt Ave', city: 'Woodside', state: 'NY', zip: '11377' },
    dateOfBirth: '1970-02-18', visitDates: ['2026-09-29', '2026-11-13'],
  },
  x15: {
    name: 'Nawal Shalhoub', fileNumber: '83911', phone: '718-555-0148',
    address: { street: '7205 5th Ave', city: 'Brooklyn', state: 'NY', zip: '11209' },
    dateOfBirth: '1966-12-23', visitDates: ['2026-11-04'],
  },
  x16: {
    name: 'Yehuda Leib Perlstein', givenName: 'Yehuda Leib', familyName: 'Perlstein', aliases: ['Leibel'],
    fileNumber: '0310286', phone: '718-555-0183',
    address: { street: '1455 48th St', city: 'Brooklyn', state: 'NY', zip: '11219' },
    dateOfBirth: '1936-03-02', visitDates: ['2026-10-15', '2026-11-11'],
  },
  x17: {
    name: 'Tyrone Lovejoy', fileNumber: '4409', phone: '773-555-0161',
    address: { street: '7012 S Cottage Grove Ave', city: 'Chicago', state: 'IL', zip: '60637' },
    dateOfBirth: '1958-07-30', visitDates: ['2026-10-08'],
  },
  x18: {
    name: "Kathleen O'Dwyer", aliases: ['Kitty'], fileNumber: '612055', phone: '718-555-0101',
    email: 'kodwyer52@mailbox.example',
    address: { street: '4360 Katonah Ave', city: 'Bronx', state: 'NY', zip: '10470' },
    dateOfBirth: '1952-04-11', visitDates: ['2026-11-06'],
  },
  x19: {
    name: 'Salvatore Iacobellis', aliases: ['Sal'], fileNumber: '0099140', phone: '718-555-0134',
    address: { street: '1840 86th St', city: 'Brooklyn', state: 'NY', zip: '11214' },
    dateOfBirth: '1949-10-05', visitDates: ['2026-10-22'],
  },
  x20: {
    name: 'April Cross', fileNumber: '375926', phone: '973-555-0119', email: 'aprilcross.njs@webpost.example',
    address: { street: '220 Market St', city: 'Paterson', state: 'NJ', zip: '07505' },
    dateOfBirth: '1988-04-26', visitDates: ['2026-11-20'],
  },
  x21: {
    name: 'Cornelius Pettaway', aliases: ['Boo'], fileNumber: '8126', phone: '646-555-0170',
    address: { street: '400 E 30th St', city: 'New York', state: 'NY', zip: '10016' },
    dateOfBirth: '1967-08-14', visitDates: ['2026-10-30', '2026-11-23'],
  },
  x22: {
    name: 'Itzel Coyotl', fileNumber: '0507763', phone: '312-555-0146',
    address: { street: '1830 S Loomis St', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '2020-06-04', visitDates: ['2026-11-16'],
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
