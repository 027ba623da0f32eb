// The people and records the service would know for the eleventh held-out hand-written set
// (bench/deid/heldout11/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A rural and small-town health system in the US Midwest and Great Plains (Minnesota,
// Wisconsin, Iowa, the Dakotas, Nebraska, Kansas, Missouri): Norwegian, German, Czech and Dutch names (Ole Tvedten,
// Hertha Kappelmann, Vaclav "Vic" Dvoracek, Gretchen Vanderploeg, Arlis Boettcher), an Amish name (Levi Hochstetler),
// Hmong (Chue Moua), Somali (Ubah Warfa), Karen (Saw Eh Htoo), Guatemalan and Mexican two-surname names (Rigoberto
// Chanax Sirin, Heriberto Tinoco Macías), Lakota and Ojibwe (Verna Iron Cloud, Duane Kingbird), South Sudanese
// (Nyabol Gatluak), Bosnian (Emir Hadzic); names that are English, farm or place words (Dakota Stoneking, Forrest
// Barnes, Colt Kvale); staff surnames that are eponyms (Dr. Lyle Tinel, Dr. Greta Finkelstein); four patients over 89.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Solveig Aamodt', 'Dr. Lyle Tinel', 'Dr. Greta Finkelstein', 'Dr. Radoslaw Wierzbicki', 'Dr. Janelle Ruud',
  'Brody Stenerson, PT', 'Kari Lunde, RN', 'Loretta Wachter, RN', 'Abdiweli Nur, PharmD', 'Efrain Quintanilla, MA',
  'Marla Brekke',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  m1: {
    name: 'Ole Tvedten', fileNumber: '0031947', phone: '563-555-0121',
    address: { street: '1804 Quarry Rd', city: 'Decorah', state: 'IA', zip: '52101' },
    dateOfBirth: '1933-04-18', visitDates: ['2026-10-06', '2026-11-17'],
  },
  m2: {
    name: 'Hertha Kappelmann', fileNumber: '208815', phone: '507-555-0188',
    address: { street: '412 N German St', city: 'New Ulm', state: 'MN', zip: '56073' },
    dateOfBirth: '1929-12-02', visitDates: ['2026-11-10'],
  },
  m3: {
    name: 'Vaclav Dvoracek', aliases: ['Vic'], fileNumber: '57316', phone: '402-555-0139', email: 'vic.dvoracek@kolache.example',
    address: { street: '2270 County Road 1500', city: 'Wilber', state: 'NE', zip: '68465' },
    dateOfBirth: '1956-07-09', visitDates: ['2026-10-21'],
  },
  m4: {
    name: 'Levi Hochstetler', fileNumber: '0094402', phone: '319-555-0107',
    address: { street: '3316 560th St SW', city: 'Kalona', state: 'IA', zip: '52247' },
    dateOfBirth: '1988-03-30', visitDates: ['2026-09-15', '2026-10-13'],
  },
  m5: {
    name: 'Chue Moua', fileNumber: '660291', phone: '715-555-0164',
    address: { street: '918 S 5th Ave', city: 'Wausau', state: 'WI', zip: '54401' },
    dateOfBirth: '1962-01-01', visitDates: ['2026-11-04'],
  },
  m6: {
    name: 'Ubah Warfa', fileNumber: '44180', phone: '320-555-0172', email: 'ubahwarfa@hiil.example',
    address: { street: '701 SW Becker Ave Apt 3B', city: 'Willmar', state: 'MN', zip: '56201' },
    dateOfBirth: '1994-08-14', visitDates: ['2026-10-28'],
  },
  m7: {
    name: 'Saw Eh Htoo', givenName: 'Saw Eh', familyName: 'Htoo', fileNumber: '719035', phone: '507-555-0115',
    address: { street: '1230 Okabena St', city: 'Worthington', state: 'MN', zip: '56187' },
    dateOfBirth: '1985-06-01', visitDates: ['2026-11-12'],
  },
  m8: {
    name: 'Rigoberto Chanax Sirin', givenName: 'Rigoberto', familyName: 'Chanax Sirin', aliases: ['Rigo'],
    fileNumber: '0508863', phone: '563-555-0150',
    address: { street: '145 W Tilden St', city: 'Postville', state: 'IA', zip: '52162' },
    dateOfBirth: '1991-11-23', visitDates: ['2026-10-02'],
  },
  m9: {
    name: 'Verna Iron Cloud', givenName: 'Verna', familyName: 'Iron Cloud', fileNumber: '8127', phone: '605-555-0193',
    address: { street: 'PO Box 264', city: 'Kyle', state: 'SD', zip: '57752' },
    dateOfBirth: '1971-02-17', visitDates: ['2026-11-06'],
  },
  m10: {
    name: 'Duane Kingbird', fileNumber: '336720', phone: '218-555-0144',
    address: { street: '15842 Highway 89', city: 'Red Lake', state: 'MN', zip: '56671' },
    dateOfBirth: '1966-09-25', visitDates: ['2026-10-09', '2026-11-13'],
  },
  m11: {
    name: 'Nyabol Gatluak', fileNumber: '91254', phone: '605-555-0126', email: 'nyabol.g@nile.example',
    address: { street: '2609 E 10th St', city: 'Sioux Falls', state: 'SD', zip: '57103' },
    dateOfBirth: '2003-01-01', visitDates: ['2026-11-19'],
  },
  m12: {
    name: 'Emir Hadzic', fileNumber: '0027763', phone: '319-555-0181',
    address: { street: '803 Logan Ave', city: 'Waterloo', state: 'IA', zip: '50703' },
    dateOfBirth: '1974-05-05', visitDates: ['2026-10-16'],
  },
  m13: {
    name: 'Dakota Stoneking', fileNumber: '150477', phone: '605-555-0158',
    address: { street: '311 E Sioux Ave', city: 'Pierre', state: 'SD', zip: '57501' },
    dateOfBirth: '1999-10-31', visitDates: ['2026-11-02'],
  },
  m14: {
    name: 'Gretchen Vanderploeg', fileNumber: '62038', phone: '712-555-0135', email: 'gvanderploeg@tulip.example',
    address: { street: '418 4th St SE', city: 'Orange City', state: 'IA', zip: '51041' },
    dateOfBirth: '1948-03-12', visitDates: ['2026-10-20'],
  },
  m15: {
    name: 'Arlis Boettcher', fileNumber: '0401196', phone: '785-555-0169',
    address: { street: '2105 Vine St', city: 'Hays', state: 'KS', zip: '67601' },
    dateOfBirth: '1935-08-27', visitDates: ['2026-11-09'],
  },
  m16: {
    name: 'Heriberto Tinoco Macías', givenName: 'Heriberto', familyName: 'Tinoco Macías', aliases: ['Beto'],
    fileNumber: '782640', phone: '620-555-0117',
    address: { street: '1506 N 8th St', city: 'Garden City', state: 'KS', zip: '67846' },
    dateOfBirth: '1983-04-04', visitDates: ['2026-10-23'],
  },
  m17: {
    name: 'Maddox Thorsrud', fileNumber: '30519', phone: '701-555-0142',
    address: { street: '2421 Cherry St', city: 'Grand Forks', state: 'ND', zip: '58201' },
    dateOfBirth: '2017-02-08', visitDates: ['2026-11-05'],
  },
  m18: {
    name: 'Colt Kvale', fileNumber: '497201', phone: '605-555-0176',
    address: { street: '600 N Kimball St', city: 'Mitchell', state: 'SD', zip: '57301' },
    dateOfBirth: '1997-07-19', visitDates: ['2026-10-31'],
  },
  m19: {
    name: 'Forrest Barnes', fileNumber: '0085519', phone: '660-555-0129',
    address: { street: 'Rural Route 1 Box 77', city: 'Chillicothe', state: 'MO', zip: '64601' },
    dateOfBirth: '1952-12-19', visitDates: ['2026-11-16'],
  },
  m20: {
    name: 'Bertil Sahr', fileNumber: '24466', phone: '701-555-0160',
    address: { street: '118 Main Ave W', city: 'Hettinger', state: 'ND', zip: '58639' },
    dateOfBirth: '1934-06-30', visitDates: ['2026-10-26'],
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
