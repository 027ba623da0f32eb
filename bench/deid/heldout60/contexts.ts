// The people and records the service would know for the sixtieth held-out hand-written set
// (bench/deid/heldout60/notes-*.txt). Made up by hand; every given name, alias and surname was checked with
// `grep -rlw -i` against the other sets' contexts.ts and handwritten.ts (file names only) and replaced on a hit.
// A Gulf Coast health network (Louisiana and Mississippi coast): a hurricane disaster clinic and shelter in Houma, a
// dialysis evacuation desk, wound care and hyperbaric medicine, an occupational-medicine clinic for the Pascagoula
// shipyards and offshore platforms, and an FQHC in New Orleans East. Cajun French families (Onezime "Zime" Mouton,
// Valsin "T-Val" Cheramie, Laurentine Plaisance, Dolze "Dodie" Eschete), Vietnamese shrimping families written family
// name first (Âu Diệu Thơm, Bạch Công Tới, Thái Tuyết Nhàn), Black Creole families (Eunice "Neecy" Citizen, Hypolite
// "Polo" Simien, Ferdinand "Fats" Duplessis, Bijou Thierry, Antoinette de la Houssaye), the Houma Nation (Wenceslas
// Parfait, Octavie Verdin), Honduran and Garifuna workers with two surnames (Ninfa Guity Arzú, Nelsy Sabio Lacayo,
// Epifanio "Pifa" Norales), an offshore hand (Brick Necaise) and a shipfitter (Jaquez Spight). Names that are words or
// places (Mouton, Citizen, Eunice, Parfait, Brick, Plaisance, Bijou, Thái, Âu); a hyphenated surname (Pitre-Phí), a
// particle surname (de la Houssaye); staff surnames that are eponyms (Dr. Anatole Fontaine: the Fontaine stages; Dr.
// Gustave Roos: the Roos test); five patients over 89 (Mouton, Citizen, Plaisance, Thái, Verdin).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Anatole Fontaine', 'Dr. Gustave Roos', 'Dr. Khổng Thục Quyên', 'Dr. Placide Dauterive', 'Dr. Ysolde Lirette',
  'Cosette Pellegrin, RN', 'Ozéma Trahan, RN', 'Darcel Frilot, LCSW', 'Oralia Bijeaux, PharmD', 'Jacey Toups',
  'Nolvia Sambulá, CHW', 'Beckett Picou, EMT-P', 'Loralie Naquin, MA', 'Zoé Lapeyrouse, RN',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  be1: {
    name: 'Onézime Mouton', givenName: 'Onézime', familyName: 'Mouton', aliases: ['Zime'], fileNumber: '0041873',
    phone: '337-555-0114',
    address: { street: '318 Rue Lafitte', city: 'Abbeville', state: 'LA', zip: '70510' },
    dateOfBirth: '1933-03-02', visitDates: ['2026-09-23', '2026-10-14'],
  },
  be2: {
    name: 'Âu Diệu Thơm', givenName: 'Thơm', familyName: 'Âu', aliases: ['Thơm Âu'], fileNumber: '207415',
    phone: '228-555-0127', email: 'thom.au@tomcang.example',
    address: { street: '744 Bayview Ave', city: 'Biloxi', state: 'MS', zip: '39530' },
    dateOfBirth: '1968-07-19', visitDates: ['2026-09-29', '2026-11-05'],
  },
  be3: {
    name: 'Eunice Citizen', aliases: ['Neecy'], fileNumber: '0006218', phone: '504-555-0139',
    address: { street: '7219 Read Blvd Apt 2C', city: 'New Orleans', state: 'LA', zip: '70127' },
    dateOfBirth: '1932-05-08', visitDates: ['2026-09-22', '2026-10-08', '2026-11-19'],
  },
  be4: {
    name: 'Wenceslas Parfait', aliases: ['Wence'], fileNumber: '88406', phone: '985-555-0152',
    address: { street: '5011 Grand Caillou Rd', city: 'Dulac', state: 'LA', zip: '70353' },
    dateOfBirth: '1968-11-30', visitDates: ['2026-10-02', '2026-11-10'],
  },
  be5: {
    name: 'Ninfa Guity Arzú', givenName: 'Ninfa', familyName: 'Guity Arzú', fileNumber: '531902',
    phone: '504-555-0163', email: 'ninfa.guity@garinagu.example',
    address: { street: '3316 Loyola Dr Apt 7', city: 'Kenner', state: 'LA', zip: '70065' },
    dateOfBirth: '1979-02-14', visitDates: ['2026-10-06'],
  },
  be6: {
    name: 'Epifanio Norales', aliases: ['Pifa'], fileNumber: '0719364', phone: '228-555-0171',
    address: { street: '2914 Ingalls Ave', city: 'Pascagoula', state: 'MS', zip: '39567' },
    dateOfBirth: '1985-09-03', visitDates: ['2026-09-17', '2026-10-20'],
  },
  be7: {
    name: 'Brick Necaise', fileNumber: '60553', phone: '228-555-0186', email: 'brick.n@gulfdeck.example',
    address: { street: '8814 Kiln Delisle Rd', city: 'Kiln', state: 'MS', zip: '39556' },
    dateOfBirth: '1990-04-27', visitDates: ['2026-10-12', '2026-11-02'],
  },
  be8: {
    name: 'Valsin Cheramie', aliases: ['T-Val'], fileNumber: '0304451', phone: '985-555-0108',
    address: { street: '16412 W Main St', city: 'Galliano', state: 'LA', zip: '70354' },
    dateOfBirth: '1977-06-11', visitDates: ['2026-09-14', '2026-10-26'],
  },
  be9: {
    name: 'Laurentine Plaisance', aliases: ['Tine'], fileNumber: '4417', phone: '985-555-0193',
    address: { street: '1907 W 71st St', city: 'Cut Off', state: 'LA', zip: '70345' },
    dateOfBirth: '1935-08-15', visitDates: ['2026-09-21', '2026-11-16'],
  },
  be10: {
    name: 'Thái Tuyết Nhàn', givenName: 'Nhàn', familyName: 'Thái', aliases: ['Nhàn Thái'], fileNumber: '0027756',
    phone: '504-555-0145',
    address: { street: '14418 Alcee Fortier Blvd', city: 'New Orleans', state: 'LA', zip: '70129' },
    dateOfBirth: '1930-01-25', visitDates: ['2026-09-25', '2026-10-29'],
  },
  be11: {
    name: 'Hypolite Simien', aliases: ['Polo'], fileNumber: '372018', phone: '337-555-0176',
    address: { street: '905 N Martin Luther King Jr Dr', city: 'Lafayette', state: 'LA', zip: '70501' },
    dateOfBirth: '1959-12-04', visitDates: ['2026-10-01', '2026-10-22', '2026-11-12'],
  },
  be12: {
    name: 'Octavie Verdin', fileNumber: '0009127', phone: '985-555-0121',
    address: { street: '1733 Hwy 665', city: 'Montegut', state: 'LA', zip: '70377' },
    dateOfBirth: '1936-03-19', visitDates: ['2026-09-28', '2026-11-09'],
  },
  be13: {
    name: 'Bạch Công Tới', givenName: 'Tới', familyName: 'Bạch', aliases: ['Tới Bạch'], fileNumber: '815067',
    phone: '228-555-0158',
    address: { street: '10412 Lamey Bridge Rd', city: "D'Iberville", state: 'MS', zip: '39540' },
    dateOfBirth: '1961-10-10', visitDates: ['2026-09-30', '2026-11-04'],
  },
  be14: {
    name: 'Nelsy Sabio Lacayo', givenName: 'Nelsy', familyName: 'Sabio Lacayo', fileNumber: '0442590',
    phone: '504-555-0117',
    address: { street: '4217 Transcontinental Dr Apt 18', city: 'Metairie', state: 'LA', zip: '70006' },
    dateOfBirth: '1995-05-22', visitDates: ['2026-10-05'],
  },
  be15: {
    name: 'Antoinette de la Houssaye', givenName: 'Antoinette', familyName: 'de la Houssaye', aliases: ['Toinette'],
    fileNumber: '66071', phone: '337-555-0133', email: 'adlhoussaye@bayouteche.example',
    address: { street: '412 Bridge St', city: 'St. Martinville', state: 'LA', zip: '70582' },
    dateOfBirth: '1949-01-06', visitDates: ['2026-10-19'],
  },
  be16: {
    name: 'Macey Pitre-Phí', givenName: 'Macey', familyName: 'Pitre-Phí', fileNumber: '290338',
    phone: '985-555-0169', email: 'macey.pitrephi@houmamail.example',
    address: { street: '127 Funderburk Ave', city: 'Houma', state: 'LA', zip: '70364' },
    dateOfBirth: '1997-08-08', visitDates: ['2026-09-26', '2026-10-16'],
  },
  be17: {
    name: 'Ferdinand Duplessis', aliases: ['Fats'], fileNumber: '0158840', phone: '504-555-0102',
    address: { street: '10021 Curran Blvd', city: 'New Orleans', state: 'LA', zip: '70128' },
    dateOfBirth: '1953-02-24', visitDates: ['2026-09-22', '2026-10-07'],
  },
  be18: {
    name: 'Bijou Thierry', fileNumber: '7302', phone: '337-555-0188',
    address: { street: '204 Bertrand Dr', city: 'Lafayette', state: 'LA', zip: '70506' },
    dateOfBirth: '2019-04-02', visitDates: ['2026-10-28'],
  },
  be19: {
    name: 'Jaquez Spight', fileNumber: '541266', phone: '228-555-0140', email: 'jspight82@shipfitter.example',
    address: { street: '4522 Magnolia St', city: 'Moss Point', state: 'MS', zip: '39563' },
    dateOfBirth: '1982-07-30', visitDates: ['2026-09-18', '2026-11-13'],
  },
  be20: {
    name: 'Dolze Eschete', aliases: ['Dodie'], fileNumber: '0051497', phone: '985-555-0112',
    address: { street: '305 Valhi Blvd', city: 'Houma', state: 'LA', zip: '70360' },
    dateOfBirth: '1956-12-25', visitDates: ['2026-09-27', '2026-10-13'],
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
