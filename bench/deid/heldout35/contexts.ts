// The people and records the service would know for the thirty-fifth held-out hand-written set
// (bench/deid/heldout35/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A health network in the Mid-Atlantic and Appalachia: a Lancaster County PA family practice
// serving Amish and Pennsylvania Dutch patients, a Philadelphia and a Baltimore clinic, a Washington DC / Maryland /
// Northern Virginia practice (Ethiopian, Eritrean, Salvadoran, Korean in Annandale, Afghan in Northern Virginia), and
// a coalfield clinic in southern West Virginia and southwest Virginia. Amish names (Elam Stoltzfus, Sadie Esh), a
// Mennonite (Malinda Burkholder), Pennsylvania Dutch (Irvin Hershey; `Hershey` is a town and a chocolate), South
// Philly Italian (Assunta "Susie" Pizzica), a hyphenated surname (Rashida Coleman-Fulton), Baltimore (Earl "Junebug"
// Tillery, Bernadette "Bernie" Wisniewski, an apostrophe street), Ethiopian (Selamawit "Selam" Getachew), Eritrean
// (Yohannes "Johnny" Weldemichael), Salvadoran two-surname names (Reina Amaya Guardado, Dagoberto "Dago" Lemus
// Orellana), Korean (Kyung-ja Pak, Jun-ho Chae), Afghan (Gul Ahmad Mangal, a two-part given name; Farishta Niazi, a
// child), Appalachian (Dencil Puckett, Vergie Justus, Roscoe "Hoss" Slone, Tawnya Pack, Sunshine Honaker); names that
// are English words or brands (Pack, Sunshine, Hershey, Flower Ave, Front St); staff surnames that are eponyms (Dr. Galen Cullen — Cullen
// sign; Dr. Adele Ewart — Ewart sign); four patients over 89 (Esh, Pizzica, Pak, Justus); file numbers of 4 to 7
// digits, eight with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Galen Cullen', 'Dr. Adele Ewart', 'Dr. Almaz Bekele', 'Dr. Hye-won Shim', 'Dr. Leroy Spangler',
  'Brandi Tackett, FNP', 'Ondina Rivas, RN', 'Terrell Pressley, RN', 'Shawntae Hairston, MA', 'Bilal Sadat, PharmD',
  'Marlene Kurtz, LCSW', 'Fitsum Berhane, CHW', 'Courtney Musselman',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  af1: {
    name: 'Elam Stoltzfus', fileNumber: '0084417', phone: '717-555-0142',
    address: { street: '3390 Newport Rd', city: 'Gordonville', state: 'PA', zip: '17529' },
    dateOfBirth: '1971-03-09', visitDates: ['2026-09-15', '2026-11-10'],
  },
  af2: {
    name: 'Sadie Esh', fileNumber: '40623', phone: '717-555-0178',
    address: { street: '212 Hess Rd', city: 'Leola', state: 'PA', zip: '17540' },
    dateOfBirth: '1933-05-21', visitDates: ['2026-10-06', '2026-11-17'],
  },
  af3: {
    name: 'Malinda Burkholder', fileNumber: '217840', phone: '717-555-0119', email: 'mburkholder@mudsale.example',
    address: { street: '118 W Fulton St', city: 'Ephrata', state: 'PA', zip: '17522' },
    dateOfBirth: '1958-10-02', visitDates: ['2026-10-21'],
  },
  af4: {
    name: 'Assunta Pizzica', aliases: ['Susie'], fileNumber: '0009271', phone: '215-555-0164',
    address: { street: '1624 S Camac St', city: 'Philadelphia', state: 'PA', zip: '19148' },
    dateOfBirth: '1935-01-17', visitDates: ['2026-09-24', '2026-11-05'],
  },
  af5: {
    name: 'Rashida Coleman-Fulton', givenName: 'Rashida', familyName: 'Coleman-Fulton', fileNumber: '653018',
    phone: '267-555-0129', email: 'rcolemanfulton@westphilly.example',
    address: { street: '5812 Walnut St Apt 2R', city: 'Philadelphia', state: 'PA', zip: '19139' },
    dateOfBirth: '1986-07-30', visitDates: ['2026-11-02'],
  },
  af6: {
    name: 'Earl Tillery', aliases: ['Junebug'], fileNumber: '78135', phone: '410-555-0187',
    address: { street: '1409 N Gilmor St', city: 'Baltimore', state: 'MD', zip: '21217' },
    dateOfBirth: '1952-06-11', visitDates: ['2026-10-13', '2026-11-19'],
  },
  af7: {
    name: 'Bernadette Wisniewski', aliases: ['Bernie'], fileNumber: '0312506', phone: '443-555-0115',
    email: 'bwisniewski@natty.example',
    address: { street: "2917 O'Donnell St", city: 'Baltimore', state: 'MD', zip: '21224' },
    dateOfBirth: '1949-12-08', visitDates: ['2026-10-29'],
  },
  af8: {
    name: 'Selamawit Getachew', aliases: ['Selam'], fileNumber: '902746', phone: '301-555-0193',
    email: 'selam.getachew@buna.example',
    address: { street: '8710 Flower Ave Apt 304', city: 'Silver Spring', state: 'MD', zip: '20910' },
    dateOfBirth: '1991-04-14', visitDates: ['2026-11-09'],
  },
  af9: {
    name: 'Yohannes Weldemichael', aliases: ['Johnny'], fileNumber: '0145583', phone: '703-555-0150',
    address: { street: '5600 Seminary Rd Apt 1108', city: 'Alexandria', state: 'VA', zip: '22304' },
    dateOfBirth: '1965-09-01', visitDates: ['2026-10-08'],
  },
  af10: {
    name: 'Reina Amaya Guardado', givenName: 'Reina', familyName: 'Amaya Guardado', fileNumber: '364092',
    phone: '240-555-0136',
    address: { street: '1421 University Blvd E Apt 9', city: 'Hyattsville', state: 'MD', zip: '20783' },
    dateOfBirth: '1979-02-25', visitDates: ['2026-09-30', '2026-11-12'],
  },
  af11: {
    name: 'Dagoberto Lemus Orellana', givenName: 'Dagoberto', familyName: 'Lemus Orellana', aliases: ['Dago'],
    fileNumber: '5218', phone: '202-555-0171',
    address: { street: '1371 Columbia Rd NW', city: 'Washington', state: 'DC', zip: '20010' },
    dateOfBirth: '1983-11-19', visitDates: ['2026-10-27'],
  },
  af12: {
    name: 'Kyung-ja Pak', givenName: 'Kyung-ja', familyName: 'Pak', fileNumber: '0027360', phone: '703-555-0122',
    address: { street: '7210 Little River Tpke', city: 'Annandale', state: 'VA', zip: '22003' },
    dateOfBirth: '1936-08-03', visitDates: ['2026-10-02', '2026-11-16'],
  },
  af13: {
    name: 'Jun-ho Chae', givenName: 'Jun-ho', familyName: 'Chae', fileNumber: '481957', phone: '571-555-0160',
    email: 'junho.chae@kbbq.example',
    address: { street: '14250 Braddock Rd', city: 'Centreville', state: 'VA', zip: '20120' },
    dateOfBirth: '2003-01-27', visitDates: ['2026-11-04'],
  },
  af14: {
    name: 'Gul Ahmad Mangal', givenName: 'Gul Ahmad', familyName: 'Mangal', fileNumber: '730264',
    phone: '571-555-0108',
    address: { street: '9120 Center St', city: 'Manassas', state: 'VA', zip: '20110' },
    dateOfBirth: '1977-01-01', visitDates: ['2026-10-19'],
  },
  af15: {
    name: 'Farishta Niazi', fileNumber: '0061549', phone: '703-555-0197',
    address: { street: '6615 Backlick Rd Apt 201', city: 'Springfield', state: 'VA', zip: '22150' },
    dateOfBirth: '2019-06-22', visitDates: ['2026-11-06'],
  },
  af16: {
    name: 'Dencil Puckett', fileNumber: '19088', phone: '304-555-0146',
    address: { street: 'PO Box 772', city: 'Welch', state: 'WV', zip: '24801' },
    dateOfBirth: '1956-04-30', visitDates: ['2026-09-22', '2026-11-03'],
  },
  af17: {
    name: 'Vergie Justus', fileNumber: '0005812', phone: '276-555-0133',
    address: { street: 'Route 2 Box 117', city: 'Grundy', state: 'VA', zip: '24614' },
    dateOfBirth: '1930-10-15', visitDates: ['2026-10-14', '2026-11-18'],
  },
  af18: {
    name: 'Roscoe Slone', aliases: ['Hoss'], fileNumber: '266471', phone: '304-555-0118',
    address: { street: '211 Dingess St', city: 'Logan', state: 'WV', zip: '25601' },
    dateOfBirth: '1961-08-19', visitDates: ['2026-10-23'],
  },
  af19: {
    name: 'Tawnya Pack', fileNumber: '847302', phone: '276-555-0181', email: 'tawnyapack94@coalfield.example',
    address: { street: '518 Hurricane Rd', city: 'Wise', state: 'VA', zip: '24293' },
    dateOfBirth: '1994-03-05', visitDates: ['2026-11-13'],
  },
  af20: {
    name: 'Sunshine Honaker', fileNumber: '39914', phone: '276-555-0154',
    address: { street: '1207 Front St', city: 'Richlands', state: 'VA', zip: '24641' },
    dateOfBirth: '1988-12-12', visitDates: ['2026-10-09'],
  },
  af21: {
    name: 'Irvin Hershey', fileNumber: '0190337', phone: '717-555-0105',
    address: { street: '77 S Grant St', city: 'Manheim', state: 'PA', zip: '17545' },
    dateOfBirth: '1944-02-18', visitDates: ['2026-11-11'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or none: no subject patient, all of them as other patients.
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
