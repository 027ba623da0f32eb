// The people and records the service would know for the eighteenth held-out hand-written set
// (bench/deid/heldout18/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A network in the Mountain West, the Southwest and Hawaii (Colorado, Arizona, New Mexico,
// Nevada, Hawaii): a Navajo Nation border clinic, a ski-town urgent care, a Las Vegas casino-workers' union clinic, a
// Honolulu clinic (Native Hawaiian, Filipino, Samoan, Marshallese, Japanese/Okinawan patients), a prison re-entry
// clinic and a cancer centre. Names that are words, places or eponyms (Aspen Hollander, Eloy Archuleta, Temperance
// Haslam, Opal Ortolani, Dr. Corwin Quincke, Juniper Ostby); four patients over 89 (Bumanglag, Kaneshiro, Brandvold,
// Haslam); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Kalani Akana', 'Dr. Corwin Quincke', 'Dr. Sowmya Parthasarathy', 'Dr. Philomena Tsinajinnie',
  'Dr. Mireille Kerley', 'Leilani Fonoti, RN', 'Ambrosio Sedillo, RN', 'Hyrum Stoddard, MA', 'Maile Cabral, PharmD',
  'Juniper Ostby, LCSW', 'Tamsin Cordova', 'Dale Wilhite, PA-C',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  g1: {
    name: 'Kee Begaye', fileNumber: '0074518', phone: '928-555-0141',
    address: { street: 'PO Box 2207', city: 'Kayenta', state: 'AZ', zip: '86033' },
    dateOfBirth: '1961-03-09', visitDates: ['2026-10-06', '2026-11-17'],
  },
  g2: {
    name: 'Kealoha Kaleikini', aliases: ['Kea'], fileNumber: '382916', phone: '808-555-0163',
    email: 'kea.kaleikini@limu.example',
    address: { street: '91-1020 Kaihuopalaai St', city: 'Ewa Beach', state: 'HI', zip: '96706' },
    dateOfBirth: '1979-07-22', visitDates: ['2026-11-04'],
  },
  g3: {
    name: 'Perpetua Bumanglag', aliases: ['Dory'], fileNumber: '0005127', phone: '808-555-0118',
    address: { street: '1521 Liliha St Apt 704', city: 'Honolulu', state: 'HI', zip: '96817' },
    dateOfBirth: '1934-01-15', visitDates: ['2026-10-13', '2026-11-10'],
  },
  g4: {
    name: 'Siaosi Tuiasosopo', fileNumber: '61408', phone: '808-555-0179',
    address: { street: '87-1620 Farrington Hwy', city: 'Waianae', state: 'HI', zip: '96792' },
    dateOfBirth: '1972-12-01', visitDates: ['2026-10-29'],
  },
  g5: {
    name: 'Limjoke Jibas', fileNumber: '770245', phone: '808-555-0107',
    address: { street: '2134 Kalihi St', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1988-05-30', visitDates: ['2026-11-12'],
  },
  g6: {
    name: 'Haruo Kaneshiro', fileNumber: '0019366', phone: '808-555-0152',
    address: { street: '3030 Waialae Ave', city: 'Honolulu', state: 'HI', zip: '96816' },
    dateOfBirth: '1932-08-19', visitDates: ['2026-10-20'],
  },
  g7: {
    name: 'Rosalba Bracamontes Arreola', givenName: 'Rosalba', familyName: 'Bracamontes Arreola', aliases: ['Chalba'],
    fileNumber: '548803', phone: '702-555-0126', email: 'rosalba.bracamontes@azahar.example',
    address: { street: '4400 E Charleston Blvd Apt 118', city: 'Las Vegas', state: 'NV', zip: '89104' },
    dateOfBirth: '1976-02-11', visitDates: ['2026-10-08', '2026-11-19'],
  },
  g8: {
    name: 'Aspen Hollander', fileNumber: '9072', phone: '970-555-0185',
    address: { street: '211 W Hopkins Ave', city: 'Aspen', state: 'CO', zip: '81611' },
    dateOfBirth: '1998-11-27', visitDates: ['2026-11-21'],
  },
  g9: {
    name: 'Lamont Blackshear', aliases: ['Ty'], fileNumber: '263371', phone: '505-555-0134',
    address: { street: '1810 Zuni Rd SE', city: 'Albuquerque', state: 'NM', zip: '87108' },
    dateOfBirth: '1990-04-04', visitDates: ['2026-10-16', '2026-11-13'],
  },
  g10: {
    name: 'Ilse Brandvold', fileNumber: '0002894', phone: '303-555-0170', email: 'ilse.brandvold@spruce.example',
    address: { street: '1475 S Pearl St', city: 'Denver', state: 'CO', zip: '80210' },
    dateOfBirth: '1935-06-02', visitDates: ['2026-11-02'],
  },
  g11: {
    name: 'Lorencita Nakai', fileNumber: '41156', phone: '505-555-0198',
    address: { street: 'Route 1 Box 319', city: 'Shiprock', state: 'NM', zip: '87420' },
    dateOfBirth: '1954-09-24', visitDates: ['2026-10-27'],
  },
  g12: {
    name: 'Tsehay Wolde', fileNumber: '815530', phone: '720-555-0149',
    address: { street: '10380 E Colfax Ave', city: 'Aurora', state: 'CO', zip: '80010' },
    dateOfBirth: '1983-10-17', visitDates: ['2026-11-06'],
  },
  g13: {
    name: 'Palwasha Stanekzai', fileNumber: '0630742', phone: '602-555-0112',
    address: { street: '3625 W Thomas Rd', city: 'Phoenix', state: 'AZ', zip: '85019' },
    dateOfBirth: '1993-01-08', visitDates: ['2026-10-22'],
  },
  g14: {
    name: 'Temperance Haslam', aliases: ['Tempe'], fileNumber: '7781', phone: '480-555-0165',
    address: { street: '55 N Center St', city: 'Mesa', state: 'AZ', zip: '85201' },
    dateOfBirth: '1931-04-12', visitDates: ['2026-11-09'],
  },
  g15: {
    name: 'Eloy Archuleta', fileNumber: '196024', phone: '575-555-0137',
    address: { street: '403 Paseo del Pueblo Norte', city: 'Taos', state: 'NM', zip: '87571' },
    dateOfBirth: '1966-07-31', visitDates: ['2026-10-14'],
  },
  g16: {
    name: 'Guoliang Shen', fileNumber: '0458190', phone: '702-555-0191', email: 'glshen@jadepeak.example',
    address: { street: '5115 Spring Mountain Rd', city: 'Las Vegas', state: 'NV', zip: '89146' },
    dateOfBirth: '1958-03-03', visitDates: ['2026-11-16'],
  },
  g17: {
    name: 'Opal Ortolani', fileNumber: '32087', phone: '775-555-0128',
    address: { street: '760 Plumas St', city: 'Reno', state: 'NV', zip: '89509' },
    dateOfBirth: '1949-12-18', visitDates: ['2026-10-09'],
  },
  g18: {
    name: 'Dewey Sekaquaptewa', fileNumber: '654019', phone: '928-555-0173',
    address: { street: 'PO Box 481', city: 'Kykotsmovi', state: 'AZ', zip: '86039' },
    dateOfBirth: '1970-02-26', visitDates: ['2026-11-03'],
  },
  g19: {
    name: 'Thiago Ahumada', fileNumber: '902215', phone: '520-555-0156',
    address: { street: '1250 W Ajo Way', city: 'Tucson', state: 'AZ', zip: '85713' },
    dateOfBirth: '2021-08-14', visitDates: ['2026-10-23'],
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
