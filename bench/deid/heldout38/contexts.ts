// The people and records the service would know for the thirty-eighth held-out hand-written set
// (bench/deid/heldout38/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw). The Colorado Front Range, Utah and the Four Corners: a Denver-area safety-net system
// (Vietnamese and Ethiopian families in Aurora, Mexican-American families in Pueblo), a ski-resort urgent care in
// Summit County and Vail (seasonal workers from Australia and Argentina, a tourist, a ski patroller), a Salt Lake City
// practice (Latter-day Saint families, Tongan and Samoan families in Rose Park, West Valley City and Kearns) and a
// Four Corners clinic (Ute Mountain Ute, Navajo and Hopi patients in Towaoc, Cortez, Farmington and Kirtland).
// Names that are words or places (Perfecta Madrid, Teagan Vail, Moroni, Heilala, Skip, Bountiful, Spruce, Granite,
// French St, Dallas St, Peoria St, Parker Rd, Empire St, Butler Ave); staff surnames that are eponyms or words
// (Dr. Celeste Segond, Dr. Josiah Hutchinson, Larkin Holliday, Dr. Dallin Whitmer); five patients over 89 (Nghiem,
// Madrid, Bingham, Leavasa, Tsinnijinnie); file numbers of 4 to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Celeste Segond', 'Dr. Josiah Hutchinson', 'Dr. Bao-Tran Giang', 'Dr. Rosendo Maestas', 'Dr. Dallin Whitmer',
  'Dr. Seini Kaufusi', 'Dr. Shandiin Roanhorse', 'Larkin Holliday, PA-C', 'Hirut Alemu, CHW',
  'Leandra Yellowman, RN', 'Bryce Nordgren, PharmD', 'Graciana Chacon, LCSW', 'Mckaylee Lunt',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ai1: {
    name: 'Hoa Nghiem', givenName: 'Hoa', familyName: 'Nghiem', fileNumber: '0072418', phone: '720-555-0114',
    address: { street: '1642 Dallas St', city: 'Aurora', state: 'CO', zip: '80010' },
    dateOfBirth: '1934-03-08', visitDates: ['2026-09-22', '2026-11-10'],
  },
  ai2: {
    name: 'Vinh Khuc', fileNumber: '318860', phone: '303-555-0137', email: 'vinh.khuc@pholotus.example',
    address: { street: '2105 S Parker Rd Unit 6', city: 'Aurora', state: 'CO', zip: '80014' },
    dateOfBirth: '1982-07-14', visitDates: ['2026-10-06'],
  },
  ai3: {
    name: 'Birtukan Demissie', aliases: ['Biri'], fileNumber: '0041957', phone: '720-555-0168',
    email: 'birtukan.d@buna.example',
    address: { street: '15530 E Colfax Ave Apt 207', city: 'Aurora', state: 'CO', zip: '80011' },
    dateOfBirth: '1990-01-19', visitDates: ['2026-09-15', '2026-10-13', '2026-11-17'],
  },
  ai4: {
    name: 'Getnet Asrat', fileNumber: '7731', phone: '303-555-0190',
    address: { street: '1279 Peoria St', city: 'Aurora', state: 'CO', zip: '80011' },
    dateOfBirth: '1968-05-02', visitDates: ['2026-10-20'],
  },
  ai5: {
    name: 'Perfecta Madrid', aliases: ['Tita'], fileNumber: '0006283', phone: '719-555-0121',
    address: { street: '918 E Abriendo Ave', city: 'Pueblo', state: 'CO', zip: '81004' },
    dateOfBirth: '1932-02-29', visitDates: ['2026-09-29', '2026-11-03'],
  },
  ai6: {
    name: 'Reynaldo Gallegos', aliases: ['Rey'], fileNumber: '552094', phone: '719-555-0146',
    address: { street: '2311 Spruce St', city: 'Pueblo', state: 'CO', zip: '81004' },
    dateOfBirth: '1965-11-23', visitDates: ['2026-10-27'],
  },
  ai7: {
    name: 'Yareli Sisneros', fileNumber: '0188305', phone: '719-555-0173',
    address: { street: '455 S Maher Dr', city: 'Pueblo West', state: 'CO', zip: '81007' },
    dateOfBirth: '2010-04-11', visitDates: ['2026-09-10'],
  },
  ai8: {
    name: 'Lachlan Pemberton', aliases: ['Lachie'], fileNumber: '60417', phone: '970-555-0109',
    email: 'lachie.pembo@wombatmail.example',
    address: { street: '402 Granite St Apt B', city: 'Frisco', state: 'CO', zip: '80443' },
    dateOfBirth: '1998-12-02', visitDates: ['2026-11-21', '2026-11-24'],
  },
  ai9: {
    name: 'Agustina Bellomo', aliases: ['Agus'], fileNumber: '0093172', phone: '970-555-0185',
    email: 'agus.bellomo@patagonia-nieve.example',
    address: { street: '107 N French St', city: 'Breckenridge', state: 'CO', zip: '80424' },
    dateOfBirth: '1995-06-30', visitDates: ['2026-11-19'],
  },
  ai10: {
    name: 'Prescott Harcourt', aliases: ['Skip'], fileNumber: '244716', phone: '847-555-0152',
    email: 'skip.harcourt@lakeshorecap.example',
    address: { street: '880 Sheridan Rd', city: 'Winnetka', state: 'IL', zip: '60093' },
    dateOfBirth: '1959-08-17', visitDates: ['2026-11-25'],
  },
  ai11: {
    name: 'Teagan Vail', fileNumber: '0310548', phone: '970-555-0127',
    address: { street: '221 Blue River Pkwy', city: 'Silverthorne', state: 'CO', zip: '80498' },
    dateOfBirth: '1997-02-14', visitDates: ['2026-11-22'],
  },
  ai12: {
    name: 'LaRue Bingham', fileNumber: '1066', phone: '801-555-0158',
    address: { street: '1176 E 3rd Ave', city: 'Salt Lake City', state: 'UT', zip: '84103' },
    dateOfBirth: '1929-05-05', visitDates: ['2026-10-08', '2026-11-12'],
  },
  ai13: {
    name: 'Moroni Christiansen', fileNumber: '427390', phone: '801-555-0116', email: 'moroni.c@deseretfamily.example',
    address: { street: '2245 S Orchard Dr', city: 'Bountiful', state: 'UT', zip: '84010' },
    dateOfBirth: '1978-09-24', visitDates: ['2026-09-17'],
  },
  ai14: {
    name: 'Kamber Jeppson', fileNumber: '0057714', phone: '385-555-0133',
    address: { street: '684 W 1450 N', city: 'Lehi', state: 'UT', zip: '84043' },
    dateOfBirth: '1999-03-03', visitDates: ['2026-10-02', '2026-10-04'],
  },
  ai15: {
    name: 'Tomasi Lolohea', aliases: ['Masi'], fileNumber: '835102', phone: '801-555-0179',
    address: { street: '1034 N Sir Philip Dr', city: 'Salt Lake City', state: 'UT', zip: '84116' },
    dateOfBirth: '1974-10-30', visitDates: ['2026-10-15'],
  },
  ai16: {
    name: "Heilala Tu'itupou", givenName: 'Heilala', familyName: "Tu'itupou", fileNumber: '0026649',
    phone: '801-555-0142', email: 'heilala.t@kakala.example',
    address: { street: '3675 S 4000 W', city: 'West Valley City', state: 'UT', zip: '84120' },
    dateOfBirth: '1995-08-08', visitDates: ['2026-10-22', '2026-11-05'],
  },
  ai17: {
    name: 'Sina Leavasa', fileNumber: '91827', phone: '801-555-0104',
    address: { street: '3320 W 3500 S Apt 14', city: 'West Valley City', state: 'UT', zip: '84119' },
    dateOfBirth: '1936-06-12', visitDates: ['2026-09-24', '2026-11-19'],
  },
  ai18: {
    name: 'Mataio Lauina', aliases: ['Teo'], fileNumber: '0470061', phone: '801-555-0196',
    address: { street: '5132 S 4800 W', city: 'Kearns', state: 'UT', zip: '84118' },
    dateOfBirth: '2009-01-27', visitDates: ['2026-09-03'],
  },
  ai19: {
    name: 'Norbert Cuthair', aliases: ['Bert'], fileNumber: '206733', phone: '970-555-0161',
    address: { street: 'PO Box 412', city: 'Towaoc', state: 'CO', zip: '81334' },
    dateOfBirth: '1963-04-17', visitDates: ['2026-10-09', '2026-11-06'],
  },
  ai20: {
    name: 'Hasbah Tsinnijinnie', fileNumber: '0008890', phone: '505-555-0118',
    address: { street: 'CR 6580 #14', city: 'Kirtland', state: 'NM', zip: '87417' },
    dateOfBirth: '1928-01-01', visitDates: ['2026-10-16', '2026-11-13'],
  },
  ai21: {
    name: 'Darlynn Bitsoi', fileNumber: '739514', phone: '970-555-0150', email: 'dbitsoi@mesaverde-net.example',
    address: { street: '1010 E Empire St', city: 'Cortez', state: 'CO', zip: '81321' },
    dateOfBirth: '1979-12-09', visitDates: ['2026-10-29'],
  },
  ai22: {
    name: 'Merwin Talaswaima', fileNumber: '0115386', phone: '505-555-0187',
    address: { street: '1201 N Butler Ave', city: 'Farmington', state: 'NM', zip: '87401' },
    dateOfBirth: '1991-07-07', visitDates: ['2026-09-26'],
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
