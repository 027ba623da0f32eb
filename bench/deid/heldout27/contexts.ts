// The people and records the service would know for the twenty-seventh held-out hand-written set
// (bench/deid/heldout27/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A Great Lakes rust-belt network (Detroit, Dearborn, Hamtramck, Cleveland, Toledo, Buffalo,
// Pittsburgh, Erie): Lebanese, Yemeni and Iraqi Chaldean names (Samira Abi Nader, Fadhl Al-Maqtari, Basima Shamoun,
// Hiam Fawaz), Polish (Mieczysław "Mietek" Grabarczyk, Bożena Pietrzak-Nowicka, Ryszard "Rysiek" Szczepaniak),
// Albanian (Dritan Gjonbalaj), Bangladeshi (Shahanara Sarkar, Ayaan Majumder), Bosnian (Mirsad Halilović),
// African-American (Odell "Odie" Winfield, Cordelia Pride, Cedric Adson) and Appalachian-migrant (Alvie Fugate,
// Delmer Rush, Nola Faye Caudill) names; names that are words or eponyms (Pride, Rush, Adson, staff Wartenberg,
// staff Geneva Oglesby); particles, hyphens, a two-word given name; four patients over 89 (Shamoun, Grabarczyk,
// Pride, Caudill); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Marisa Wartenberg', 'Dr. Walid Sabbagh', 'Dr. Krystyna Zawadzka', 'Dr. Hosea Ridgeway', 'Dr. Nizar Ferzli',
  'Dr. Ewelina Kopec, DDS', 'Dr. Conrad Fenske', 'Geneva Oglesby, RN', 'Yasmeen Harb, RN', 'Luljeta Marku, MA',
  'Bernadine Yurchak, LSW', 'Kortney Rhoades',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  l1: {
    name: 'Samira Abi Nader', givenName: 'Samira', familyName: 'Abi Nader', fileNumber: '0083417',
    phone: '313-555-0142', email: 'samira.abinader@cedars.example',
    address: { street: '5812 Chase Rd', city: 'Dearborn', state: 'MI', zip: '48126' },
    dateOfBirth: '1971-08-19', visitDates: ['2026-10-06', '2026-11-10'],
  },
  l2: {
    name: 'Fadhl Al-Maqtari', givenName: 'Fadhl', familyName: 'Al-Maqtari', fileNumber: '562039', phone: '313-555-0117',
    address: { street: '11942 Conant St', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1983-02-14', visitDates: ['2026-09-22'],
  },
  l3: {
    name: 'Basima Shamoun', fileNumber: '0004726', phone: '313-555-0198',
    address: { street: '19320 Greenfield Rd', city: 'Detroit', state: 'MI', zip: '48235' },
    dateOfBirth: '1933-05-01', visitDates: ['2026-10-29', '2026-11-19'],
  },
  l4: {
    name: 'Mieczysław Grabarczyk', aliases: ['Mietek'], fileNumber: '31508', phone: '313-555-0164',
    address: { street: '2417 Holbrook Ave', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1935-03-03', visitDates: ['2026-11-04'],
  },
  l5: {
    name: 'Bożena Pietrzak-Nowicka', givenName: 'Bożena', familyName: 'Pietrzak-Nowicka', fileNumber: '770214',
    phone: '716-555-0131', email: 'bozena.pn@rynek.example',
    address: { street: '88 Paderewski Dr', city: 'Buffalo', state: 'NY', zip: '14212' },
    dateOfBirth: '1962-12-07', visitDates: ['2026-10-13'],
  },
  l6: {
    name: 'Dritan Gjonbalaj', fileNumber: '0219865', phone: '313-555-0185',
    address: { street: '20115 Dequindre St', city: 'Detroit', state: 'MI', zip: '48234' },
    dateOfBirth: '1979-06-25', visitDates: ['2026-09-15', '2026-10-20'],
  },
  l7: {
    name: 'Shahanara Sarkar', fileNumber: '6043', phone: '313-555-0126',
    address: { street: '3021 Carpenter Ave', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1958-10-30', visitDates: ['2026-11-02', '2026-11-16'],
  },
  l8: {
    name: 'Mirsad Halilović', givenName: 'Mirsad', familyName: 'Halilović', fileNumber: '408751', phone: '814-555-0150',
    address: { street: '1217 W 26th St', city: 'Erie', state: 'PA', zip: '16508' },
    dateOfBirth: '1969-04-11', visitDates: ['2026-10-08'],
  },
  l9: {
    name: 'Odell Winfield', aliases: ['Odie'], fileNumber: '0057390', phone: '216-555-0173',
    email: 'odie.winfield@lakeshore.example',
    address: { street: '12810 Shaker Blvd', city: 'Cleveland', state: 'OH', zip: '44120' },
    dateOfBirth: '1956-01-21', visitDates: ['2026-09-30', '2026-11-12'],
  },
  l10: {
    name: 'Cordelia Pride', fileNumber: '2291', phone: '412-555-0109',
    address: { street: '7127 Frankstown Ave', city: 'Pittsburgh', state: 'PA', zip: '15208' },
    dateOfBirth: '1931-07-04', visitDates: ['2026-11-06'],
  },
  l11: {
    name: 'Alvie Fugate', fileNumber: '913377', phone: '419-555-0158',
    address: { street: '1540 Broadway St', city: 'Toledo', state: 'OH', zip: '43609' },
    dateOfBirth: '1952-09-09', visitDates: ['2026-10-01', '2026-11-05'],
  },
  l12: {
    name: 'Delmer Rush', fileNumber: '0361402', phone: '412-555-0191',
    address: { street: '2218 Josephine St', city: 'Pittsburgh', state: 'PA', zip: '15203' },
    dateOfBirth: '1966-03-27', visitDates: ['2026-10-15'],
  },
  l13: {
    name: 'Ryszard Szczepaniak', aliases: ['Rysiek'], fileNumber: '58120', phone: '716-555-0147',
    address: { street: '1093 Fillmore Ave', city: 'Buffalo', state: 'NY', zip: '14211' },
    dateOfBirth: '1961-11-18', visitDates: ['2026-11-09'],
  },
  l14: {
    name: 'Hiam Fawaz', fileNumber: '0640093', phone: '313-555-0120', email: 'hiam.fawaz@zaatar.example',
    address: { street: '6620 Orchard Ave', city: 'Dearborn', state: 'MI', zip: '48126' },
    dateOfBirth: '1988-05-03', visitDates: ['2026-10-27'],
  },
  l15: {
    name: 'Cedric Adson', fileNumber: '335716', phone: '313-555-0139',
    address: { street: '15420 Linwood St', city: 'Detroit', state: 'MI', zip: '48238' },
    dateOfBirth: '1974-12-12', visitDates: ['2026-09-08', '2026-10-19'],
  },
  l16: {
    name: 'Ayaan Majumder', fileNumber: '7820', phone: '313-555-0102',
    address: { street: '11610 Joseph Campau Ave', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '2018-02-09', visitDates: ['2026-11-17'],
  },
  l17: {
    name: 'Nola Faye Caudill', givenName: 'Nola Faye', familyName: 'Caudill', aliases: ['Faye'], fileNumber: '0012654',
    phone: '216-555-0166',
    address: { street: '3415 W 54th St', city: 'Cleveland', state: 'OH', zip: '44102' },
    dateOfBirth: '1934-06-15', visitDates: ['2026-11-13', '2026-11-20'],
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
