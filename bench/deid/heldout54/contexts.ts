// The people and records the service would know for the fifty-fourth held-out hand-written set
// (bench/deid/heldout54/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw -i, file names only). An Upper Midwest specialty group (Minneapolis–St Paul, Duluth, Fargo,
// Sioux Falls, Madison, Rochester MN): dermatology with Mohs surgery and dermatopathology, ENT and audiology,
// ophthalmology and optometry, allergy and immunology, sleep medicine, endocrinology and diabetes education, and
// telehealth to reservations and rural clinics. Ojibwe and Dakota families (Wilfred "Migizi" Stillday, Vernita
// Skinaway, Tashina "Tash" Northbird, Lyman Seaboy, Josette Renville — Renville is also a Minnesota town), Hmong
// (Kazoua Heu, Neng Lo), Somali (Nasra Yabarow, Mukhtar Gacal), Karen (Naw Kler Moo) and Liberian (Garmai Kollie),
// Norwegian and German farm families (Arnfinn "Finn" Skarphol, Gudrun Ellingboe, Reinhold Tiefenthaler, Rosina
// Schaefbauer), ordinary Midwestern names (Kyler Kowalke, Jaycee Oudekerk, Landon Teigen) and names that are words
// (Ember Haddock, Haven Quam, Stillday); a staff surname that is an eponym (Dr. Solvei Koebner, the Koebner
// phenomenon). Four patients over 89 (Stillday 91, Lo 94, Skarphol 95, Schaefbauer 92; Ellingboe is 89).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Solvei Koebner', 'Dr. Ansgar Ebbesen', 'Dr. Leif Lykken', 'Sigrid Skogen, AuD', 'Dr. Kjersti Grinde',
  'Paloma Fensky, OD', 'Dr. Idris Abtidoon', 'Dr. Halvard Brekken', 'Jasper Thunstrom, RPSGT', 'Dr. Renée Aubertine',
  'Liesl Dornfeld, RN, CDCES', 'Kateri Jourdain, RN', 'Marnie Kvamme',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ay1: {
    name: 'Wilfred Stillday', aliases: ['Migizi'], fileNumber: '0041876', phone: '218-555-0142',
    address: { street: 'PO Box 214', city: 'Red Lake', state: 'MN', zip: '56671' },
    dateOfBirth: '1935-03-08', visitDates: ['2026-09-22', '2026-10-20', '2026-11-10'],
  },
  ay2: {
    name: 'Vernita Skinaway', fileNumber: '208734', phone: '218-555-0167',
    address: { street: '1630 Upper Bay Rd', city: 'Nett Lake', state: 'MN', zip: '55772' },
    dateOfBirth: '1968-07-19', visitDates: ['2026-09-15', '2026-11-03'],
  },
  ay3: {
    name: 'Lyman Seaboy', fileNumber: '5518', phone: '605-555-0129',
    address: { street: '318 E Oak St', city: 'Sisseton', state: 'SD', zip: '57262' },
    dateOfBirth: '1974-12-02', visitDates: ['2026-10-06', '2026-10-27'],
  },
  ay4: {
    name: 'Josette Renville', fileNumber: '0093305', phone: '507-555-0115', email: 'jrenville@prairiesky.example',
    address: { street: '37891 County Hwy 2', city: 'Morton', state: 'MN', zip: '56270' },
    dateOfBirth: '1983-05-27', visitDates: ['2026-09-29', '2026-10-13'],
  },
  ay5: {
    name: 'Kazoua Heu', fileNumber: '661204', phone: '651-555-0173', email: 'kazoua.heu@paj.example',
    address: { street: '1085 Payne Ave Apt 4', city: 'Saint Paul', state: 'MN', zip: '55130' },
    dateOfBirth: '1991-02-14', visitDates: ['2026-10-01', '2026-11-05'],
  },
  ay6: {
    name: 'Neng Lo', givenName: 'Neng', familyName: 'Lo', aliases: ['Neej Lauj'], fileNumber: '0007219',
    phone: '651-555-0188',
    address: { street: '1770 Hazelwood St', city: 'Maplewood', state: 'MN', zip: '55109' },
    dateOfBirth: '1932-01-01', visitDates: ['2026-09-17', '2026-10-08', '2026-11-19'],
  },
  ay7: {
    name: 'Nasra Yabarow', fileNumber: '0420587', phone: '612-555-0136', email: 'nasra.yabarow@hooyo.example',
    address: { street: '1515 S 4th St Apt 1908', city: 'Minneapolis', state: 'MN', zip: '55454' },
    dateOfBirth: '1996-09-03', visitDates: ['2026-09-24', '2026-11-12'],
  },
  ay8: {
    name: 'Mukhtar Gacal', fileNumber: '337902', phone: '701-555-0151',
    address: { street: '2820 12th Ave S Apt 6', city: 'Fargo', state: 'ND', zip: '58103' },
    dateOfBirth: '1959-04-11', visitDates: ['2026-10-14', '2026-11-18'],
  },
  ay9: {
    name: 'Naw Kler Moo', givenName: 'Kler Moo', familyName: 'Naw', aliases: ['Kler'], fileNumber: '1290465',
    phone: '651-555-0194',
    address: { street: '585 Rice St Apt 12', city: 'Saint Paul', state: 'MN', zip: '55103' },
    dateOfBirth: '1978-06-01', visitDates: ['2026-10-05', '2026-11-16'],
  },
  ay10: {
    name: 'Garmai Kollie', fileNumber: '0815523', phone: '763-555-0107', email: 'garmai.kollie@lofa.example',
    address: { street: '7630 Zane Ave N', city: 'Brooklyn Park', state: 'MN', zip: '55443' },
    dateOfBirth: '1970-10-30', visitDates: ['2026-09-10', '2026-10-22', '2026-11-24'],
  },
  ay11: {
    name: 'Arnfinn Skarphol', aliases: ['Finn'], fileNumber: '0026614', phone: '701-555-0183',
    address: { street: '10355 County Rd 4', city: 'Hatton', state: 'ND', zip: '58240' },
    dateOfBirth: '1931-08-15', visitDates: ['2026-09-08', '2026-10-15', '2026-11-17'],
  },
  ay12: {
    name: 'Gudrun Ellingboe', fileNumber: '758841', phone: '218-555-0120',
    address: { street: '2115 E 5th St', city: 'Duluth', state: 'MN', zip: '55812' },
    dateOfBirth: '1937-05-21', visitDates: ['2026-09-14', '2026-10-12', '2026-11-09'],
  },
  ay13: {
    name: 'Reinhold Tiefenthaler', fileNumber: '9061', phone: '605-555-0158', email: 'rtief@prairiewind.example',
    address: { street: '4712 S Cliff Ave', city: 'Sioux Falls', state: 'SD', zip: '57105' },
    dateOfBirth: '1948-01-29', visitDates: ['2026-09-30', '2026-10-28'],
  },
  ay14: {
    name: 'Rosina Schaefbauer', fileNumber: '0310078', phone: '605-555-0131',
    address: { street: '306 N Chapman Ave', city: 'Parkston', state: 'SD', zip: '57366' },
    dateOfBirth: '1934-07-04', visitDates: ['2026-10-02', '2026-11-13'],
  },
  ay15: {
    name: 'Kyler Kowalke', fileNumber: '562019', phone: '218-555-0176',
    address: { street: '1420 Woodland Ave', city: 'Duluth', state: 'MN', zip: '55803' },
    dateOfBirth: '1987-11-08', visitDates: ['2026-09-21', '2026-11-02'],
  },
  ay16: {
    name: 'Jaycee Oudekerk', fileNumber: '0704316', phone: '608-555-0162', email: 'jaycee.oudekerk@badgermail.example',
    address: { street: '2237 Atwood Ave Apt 3', city: 'Madison', state: 'WI', zip: '53704' },
    dateOfBirth: '1999-03-17', visitDates: ['2026-09-09', '2026-10-07', '2026-11-04'],
  },
  ay17: {
    name: 'Landon Teigen', fileNumber: '881357', phone: '507-555-0149', email: 'landon.teigen@gophers.example',
    address: { street: '1819 2nd St SW', city: 'Rochester', state: 'MN', zip: '55902' },
    dateOfBirth: '2005-08-22', visitDates: ['2026-09-25', '2026-11-20'],
  },
  ay18: {
    name: 'Ember Haddock', fileNumber: '0059847', phone: '701-555-0112',
    address: { street: '1340 University Dr N Apt 217', city: 'Fargo', state: 'ND', zip: '58102' },
    dateOfBirth: '1992-12-24', visitDates: ['2026-09-18', '2026-10-09'],
  },
  ay19: {
    name: 'Haven Quam', fileNumber: '1045523', phone: '608-555-0190',
    address: { street: '5802 Raymond Rd', city: 'Madison', state: 'WI', zip: '53711' },
    dateOfBirth: '2001-06-30', visitDates: ['2026-10-19', '2026-10-20', '2026-11-23'],
  },
  ay20: {
    name: 'Tashina Northbird', aliases: ['Tash'], fileNumber: '0118290', phone: '218-555-0139',
    email: 'tnorthbird@miigwan.example',
    address: { street: 'PO Box 903', city: 'Cass Lake', state: 'MN', zip: '56633' },
    dateOfBirth: '1986-04-09', visitDates: ['2026-09-28', '2026-11-06'],
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
