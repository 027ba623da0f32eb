// The people and records the service would know for the fiftieth held-out hand-written set
// (bench/deid/heldout50/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts or bench/deid/handwritten.ts (checked with grep -rlw). A Mountain West and Southwest rural health network
// (Flagstaff, Gallup, Farmington, Las Cruces, St. George, Cedar City, Grand Junction, Durango, Elko, Rock Springs):
// family medicine with obstetrics and paediatrics, urgent care, a critical-access ED, EMS, home health and hospice,
// school nurses, WIC and immunisations, ranch and mine injuries, air-ambulance transfers, telepharmacy. Diné and Hopi
// names (Glenabah Peshlakai, Deswood Kinlicheenie, Nizhoni "Zhoni" Tsinigine, Bernita Deschenie, Honovi Secakuku),
// Hispanic New Mexican (Onofre "Nofre" Apodaca, Prajedes "Praxie" Ulibarri), Mexican (Anahí Tinajero Becerril,
// Nicasio "Chacho" Barajas, Ausencio "Chencho" Ocegueda), Latter-day Saint (Marinda Prisbrey, Ryker Gubler, Nephi
// Stucki, Vernal Bluemel — a Utah town), Basque (Celestino "Tino" Ithurralde), ranching and mining (Coy Tillotson,
// Merna Lybarger, Colter Krmpotich, Afton Vandiver — a Wyoming town), Filipino (Bienvenido "Dindo" Cabuhat); a staff
// surname that is an eponym (Dr. Linnea Salter, Salter-Harris); five patients over 89 (Peshlakai, Apodaca, Stucki,
// Ithurralde, Lybarger); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Linnea Salter', 'Dr. Hemant Vadlamudi', 'Dr. Fermín Gurulé', 'Dr. Kalvin Notah', 'Dr. Wynn Eskelsen',
  'Dr. Rhiannon Oakden', 'Teague Ostler, PA-C', 'Lorelie Sumaoang, RN', 'Jonalyn Tuazon, RN', 'Dulce Anzaldúa, MA',
  'Kelton Ashdown, PharmD', 'Shauna Heaps, LCSW', 'Breckyn Jolley',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  au1: {
    name: 'Glenabah Peshlakai', fileNumber: '0040219', phone: '505-555-0117',
    address: { street: 'PO Box 284', city: 'Tohatchi', state: 'NM', zip: '87325' },
    dateOfBirth: '1932-01-01', visitDates: ['2026-10-06', '2026-11-17'],
  },
  au2: {
    name: 'Deswood Kinlicheenie', fileNumber: '318806', phone: '505-555-0142',
    address: { street: '1309 W Apache St', city: 'Farmington', state: 'NM', zip: '87401' },
    dateOfBirth: '1955-04-23', visitDates: ['2026-09-24', '2026-11-05'],
  },
  au3: {
    name: 'Onofre Apodaca', aliases: ['Nofre'], fileNumber: '7481', phone: '575-555-0126',
    address: { street: '2150 Calle de Parian', city: 'Mesilla', state: 'NM', zip: '88046' },
    dateOfBirth: '1935-06-12', visitDates: ['2026-10-20'],
  },
  au4: {
    name: 'Prajedes Ulibarri', aliases: ['Praxie'], fileNumber: '0062570', phone: '970-555-0158',
    email: 'praxie.u@sanjuanmail.example',
    address: { street: '1844 W 2nd Ave', city: 'Durango', state: 'CO', zip: '81301' },
    dateOfBirth: '1960-08-30', visitDates: ['2026-10-13', '2026-11-10'],
  },
  au5: {
    name: 'Anahí Tinajero Becerril', givenName: 'Anahí', familyName: 'Tinajero Becerril', fileNumber: '245913',
    phone: '575-555-0189', email: 'anahi.tb@correo.example',
    address: { street: '4415 Calle del Sol Apt 3', city: 'Las Cruces', state: 'NM', zip: '88005' },
    dateOfBirth: '1999-02-14', visitDates: ['2026-09-15', '2026-10-27', '2026-11-19'],
  },
  au6: {
    name: 'Nicasio Barajas', aliases: ['Chacho'], fileNumber: '0008817', phone: '775-555-0133',
    address: { street: '935 Cedar St', city: 'Elko', state: 'NV', zip: '89801' },
    dateOfBirth: '1982-11-07', visitDates: ['2026-11-02', '2026-11-16'],
  },
  au7: {
    name: 'Marinda Prisbrey', fileNumber: '530477', phone: '435-555-0164', email: 'mprisbrey8@redrock.example',
    address: { street: '2387 E 1450 S', city: 'St. George', state: 'UT', zip: '84790' },
    dateOfBirth: '1988-05-05', visitDates: ['2026-10-01', '2026-11-12'],
  },
  au8: {
    name: 'Ryker Gubler', fileNumber: '611209', phone: '435-555-0108',
    address: { street: '416 N 200 W', city: 'Cedar City', state: 'UT', zip: '84720' },
    dateOfBirth: '2026-07-09', visitDates: ['2026-09-10', '2026-11-09'],
  },
  au9: {
    name: 'Nephi Stucki', fileNumber: '0019463', phone: '435-555-0171',
    address: { street: '1187 Hamblin Dr', city: 'Santa Clara', state: 'UT', zip: '84765' },
    dateOfBirth: '1934-02-17', visitDates: ['2026-10-08', '2026-11-04'],
  },
  au10: {
    name: 'Celestino Ithurralde', aliases: ['Tino'], fileNumber: '56032', phone: '775-555-0120',
    address: { street: '488 Idaho St', city: 'Elko', state: 'NV', zip: '89801' },
    dateOfBirth: '1935-03-19', visitDates: ['2026-10-22'],
  },
  au11: {
    name: 'Coy Tillotson', fileNumber: '802164', phone: '307-555-0146',
    address: { street: '4312 County Road 4-12', city: 'Farson', state: 'WY', zip: '82932' },
    dateOfBirth: '1968-12-02', visitDates: ['2026-10-29', '2026-11-18'],
  },
  au12: {
    name: 'Merna Lybarger', fileNumber: '0003908', phone: '970-555-0102',
    address: { street: '2764 B 1/2 Rd', city: 'Grand Junction', state: 'CO', zip: '81503' },
    dateOfBirth: '1930-09-14', visitDates: ['2026-10-15', '2026-11-11'],
  },
  au13: {
    name: 'Colter Krmpotich', fileNumber: '477350', phone: '307-555-0181', email: 'ckrmpotich@trona.example',
    address: { street: '1126 Ahsay Ave', city: 'Rock Springs', state: 'WY', zip: '82901' },
    dateOfBirth: '1993-01-26', visitDates: ['2026-10-19', '2026-11-03'],
  },
  au14: {
    name: 'Honovi Secakuku', fileNumber: '0725148', phone: '928-555-0153',
    address: { street: '3319 N Fort Valley Rd', city: 'Flagstaff', state: 'AZ', zip: '86001' },
    dateOfBirth: '2011-04-04', visitDates: ['2026-09-29', '2026-11-06'],
  },
  au15: {
    name: 'Nizhoni Tsinigine', aliases: ['Zhoni'], fileNumber: '369054', phone: '505-555-0192',
    address: { street: '608 Aztec Ave', city: 'Gallup', state: 'NM', zip: '87301' },
    dateOfBirth: '2022-06-21', visitDates: ['2026-10-09'],
  },
  au16: {
    name: 'Vernal Bluemel', fileNumber: '91276', phone: '435-555-0137',
    address: { street: '142 W 300 N', city: 'Parowan', state: 'UT', zip: '84761' },
    dateOfBirth: '1947-07-31', visitDates: ['2026-10-26'],
  },
  au17: {
    name: 'Afton Vandiver', fileNumber: '0154382', phone: '307-555-0129', email: 'aftonv@sweetwater.example',
    address: { street: '680 Uinta Dr', city: 'Green River', state: 'WY', zip: '82935' },
    dateOfBirth: '1995-10-11', visitDates: ['2026-11-13'],
  },
  au18: {
    name: 'Bienvenido Cabuhat', aliases: ['Dindo'], fileNumber: '268441', phone: '575-555-0176',
    email: 'dcabuhat@organ.example',
    address: { street: '3811 Sonoma Ranch Blvd', city: 'Las Cruces', state: 'NM', zip: '88011' },
    dateOfBirth: '1958-03-03', visitDates: ['2026-10-05', '2026-11-16'],
  },
  au19: {
    name: 'Ausencio Ocegueda', aliases: ['Chencho'], fileNumber: '43127', phone: '435-555-0115',
    address: { street: '355 N 1000 E Apt 8', city: 'St. George', state: 'UT', zip: '84770' },
    dateOfBirth: '1974-09-09', visitDates: ['2026-10-02'],
  },
  au20: {
    name: 'Bernita Deschenie', fileNumber: '0087694', phone: '505-555-0160',
    address: { street: 'PO Box 1077', city: 'Crownpoint', state: 'NM', zip: '87313' },
    dateOfBirth: '1991-12-19', visitDates: ['2026-10-24', '2026-11-20'],
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
