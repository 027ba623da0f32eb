// The people and records the service would know for the sixty-sixth held-out hand-written set (bench/deid/heldout66/*.txt).
// Made up by hand, sharing no given name, alias or surname with the other sets' contexts.ts or notes (checked with
// grep -rlw -i, file names only; heldout67 and heldout68 were being written at the same time and were not read).
// A rural Central Appalachian health network (eastern Kentucky, southern West Virginia, southwest Virginia): a black
// lung clinic, a home health agency, a buprenorphine (MAT) clinic, a critical-access hospital ED, a dental van and a
// community pharmacy. Old Scots-Irish and biblical given names, double-barrelled given names (Lanny Hoyt, Ottie Lue,
// Twila Bess, Darvin Okey, Lessie Reva), nicknames by habit (Bub, Sissy, Jedd, Nuck, Possum, Toad, Spud, Dink,
// Tootie), surnames that are ordinary words (Collier, Sword, Mustard, Bunch, Cupp, Sexton, Coldiron, Crabtree);
// Hungarian-American (Laszlo "Laci" Meszaros, Erzsebet "Erzsi" Hegedus, Istvan "Pista" Kocsis, Gizella "Gizi" Pasztor)
// and Lebanese-American (Wadih "Woody" Nassif, Labiba "Lulu" Shaheen) mining families; staff whose surnames are
// eponyms or words (Caplan, Hankinson, Hamman, Spee, Stillman, Kasper, Wesson, Hendrich, Starling, Ledger, Swift,
// Savage, Bloom). Five patients over 89 (Sword 93, Meszaros 91, Hegedus 95, Nassif 90, Coldiron 97); file numbers of
// 4 to 7 digits, ten with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Henrik Caplan', 'Dr. Aurelia Hankinson', 'Dr. Cassius Hamman', 'Dr. Sarita Spee', 'Dr. Philemon Kasper',
  'Kelsea Stillman, RDH', 'Breckin Wesson, CADC', 'Jentry Swift, LPN', 'Rosalee Starling, RN', 'Aldous Hendrich, PT',
  'Tamsyn Ledger, PharmD', 'Sutton Savage, RN', 'Lakyn Bloom, CPhT', 'Emberly Brightwell, LCSW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bk1: {
    name: 'Lanny Hoyt Collier', givenName: 'Lanny Hoyt', familyName: 'Collier', aliases: ['Bub'],
    fileNumber: '0038817', phone: '606-555-0143',
    address: { street: '4410 Troublesome Creek Rd', city: 'Hindman', state: 'KY', zip: '41822' },
    dateOfBirth: '1961-07-23', visitDates: ['2026-09-15', '2026-10-20'],
  },
  bk2: {
    name: 'Ottie Lue Sword', givenName: 'Ottie Lue', familyName: 'Sword', aliases: ['Lue'],
    fileNumber: '71204', phone: '276-555-0118',
    address: { street: '216 Slate Creek Rd', city: 'Grundy', state: 'VA', zip: '24614' },
    dateOfBirth: '1933-05-21', visitDates: ['2026-10-06', '2026-10-27', '2026-11-17'],
  },
  bk3: {
    name: 'Twila Bess Mustard', givenName: 'Twila Bess', familyName: 'Mustard', aliases: ['Sissy'],
    fileNumber: '0260934', phone: '606-555-0187', email: 'twilabess.m@holler.example',
    address: { street: '88 Pine Mountain Rd Apt 4', city: 'Whitesburg', state: 'KY', zip: '41858' },
    dateOfBirth: '1994-08-30', visitDates: ['2026-09-09', '2026-10-07', '2026-11-04'],
  },
  bk4: {
    name: 'Jedediah Crabtree', aliases: ['Jedd'], fileNumber: '583310', phone: '606-555-0126',
    address: { street: '131 Pansy Hollow Rd', city: 'Cumberland', state: 'KY', zip: '40823' },
    dateOfBirth: '1985-01-17', visitDates: ['2026-09-23', '2026-11-10'],
  },
  bk5: {
    name: 'Laszlo Meszaros', aliases: ['Laci'], fileNumber: '5093', phone: '304-555-0161',
    address: { street: '38 Carswell Hollow Rd', city: 'Kimball', state: 'WV', zip: '24853' },
    dateOfBirth: '1935-02-14', visitDates: ['2026-09-29', '2026-11-03'],
  },
  bk6: {
    name: 'Erzsebet Hegedus', aliases: ['Erzsi'], fileNumber: '0009146', phone: '304-555-0139',
    address: { street: '112 Thorpe Rd', city: 'Gary', state: 'WV', zip: '24836' },
    dateOfBirth: '1931-10-04', visitDates: ['2026-09-18', '2026-10-16', '2026-11-13'],
  },
  bk7: {
    name: 'Wadih Nassif', aliases: ['Woody'], fileNumber: '0402278', phone: '304-555-0172',
    address: { street: '509 Stratton St', city: 'Logan', state: 'WV', zip: '25601' },
    dateOfBirth: '1936-06-02', visitDates: ['2026-10-13', '2026-11-19'],
  },
  bk8: {
    name: 'Labiba Shaheen', aliases: ['Lulu'], fileNumber: '318845', phone: '304-555-0155',
    email: 'lulu.shaheen@tugvalley.example',
    address: { street: '27 E Second Ave', city: 'Williamson', state: 'WV', zip: '25661' },
    dateOfBirth: '1968-12-08', visitDates: ['2026-09-21', '2026-11-02'],
  },
  bk9: {
    name: 'Enoch Bunch', aliases: ['Nuck'], fileNumber: '0071652', phone: '606-555-0104',
    address: { street: '2291 Harolds Branch Rd', city: 'Pikeville', state: 'KY', zip: '41501' },
    dateOfBirth: '1954-03-30', visitDates: ['2026-10-24'],
  },
  bk10: {
    name: 'Mossie Coldiron', aliases: ['Tootie'], fileNumber: '2786', phone: '606-555-0198',
    address: { street: 'HC 81 Box 2410', city: 'Hyden', state: 'KY', zip: '41749' },
    dateOfBirth: '1929-04-11', visitDates: ['2026-09-08', '2026-10-09', '2026-11-20'],
  },
  bk11: {
    name: 'Darvin Okey Cupp', givenName: 'Darvin Okey', familyName: 'Cupp', aliases: ['Possum'],
    fileNumber: '649027', phone: '304-555-0113',
    address: { street: '7 Berwind Lake Rd', city: 'War', state: 'WV', zip: '24892' },
    dateOfBirth: '1979-11-02', visitDates: ['2026-10-31'],
  },
  bk12: {
    name: 'Kenlee Salmons', fileNumber: '0557301', phone: '276-555-0164', email: 'kenlee.salmons@clinchmail.example',
    address: { street: '1402 Second St Apt 3', city: 'Richlands', state: 'VA', zip: '24641' },
    dateOfBirth: '2002-02-19', visitDates: ['2026-09-16', '2026-10-14', '2026-11-11'],
  },
  bk13: {
    name: 'Obed Deskins', aliases: ['Toad'], fileNumber: '86120', phone: '276-555-0191',
    address: { street: '4908 Sandlick Rd', city: 'Clintwood', state: 'VA', zip: '24228' },
    dateOfBirth: '2017-06-25', visitDates: ['2026-10-22'],
  },
  bk14: {
    name: 'Lessie Reva Gearheart', givenName: 'Lessie Reva', familyName: 'Gearheart', fileNumber: '0194468',
    phone: '606-555-0150',
    address: { street: '63 Lick Fork Rd', city: 'Jenkins', state: 'KY', zip: '41537' },
    dateOfBirth: '1965-09-12', visitDates: ['2026-09-10', '2026-10-01', '2026-11-05'],
  },
  bk15: {
    name: 'Burley Sexton', aliases: ['Spud'], fileNumber: '425519', phone: '276-555-0137',
    address: { street: '3150 Dismal River Rd', city: 'Vansant', state: 'VA', zip: '24656' },
    dateOfBirth: '1958-01-06', visitDates: ['2026-10-08'],
  },
  bk16: {
    name: 'Estill Boggs', aliases: ['Dink'], fileNumber: '0813360', phone: '606-555-0169',
    address: { street: '415 Walkertown Ave', city: 'Hazard', state: 'KY', zip: '41701' },
    dateOfBirth: '1971-05-05', visitDates: ['2026-11-07', '2026-11-09'],
  },
  bk17: {
    name: 'Jaylin Gullett', fileNumber: '730048', phone: '606-555-0122', email: 'jaygullett97@mtnmail.example',
    address: { street: '96 Burning Fork Rd', city: 'Salyersville', state: 'KY', zip: '41465' },
    dateOfBirth: '1997-07-14', visitDates: ['2026-09-30', '2026-10-28', '2026-11-25'],
  },
  bk18: {
    name: 'Micah Yonts', fileNumber: '0029913', phone: '304-555-0184',
    address: { street: '41 Wyoming St Apt 2B', city: 'Welch', state: 'WV', zip: '24801' },
    dateOfBirth: '1990-04-03', visitDates: ['2026-11-14'],
  },
  bk19: {
    name: 'Istvan Kocsis', aliases: ['Pista'], fileNumber: '351274', phone: '304-555-0130',
    address: { street: '9 Elkhorn St', city: 'Northfork', state: 'WV', zip: '24868' },
    dateOfBirth: '1947-08-19', visitDates: ['2026-09-22', '2026-11-16'],
  },
  bk20: {
    name: 'Gizella Pasztor', aliases: ['Gizi'], fileNumber: '0640785', phone: '304-555-0176',
    email: 'gizi.pasztor@bluestone.example',
    address: { street: '1218 Bland St', city: 'Bluefield', state: 'WV', zip: '24701' },
    dateOfBirth: '1956-02-27', visitDates: ['2026-10-05', '2026-11-18'],
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
