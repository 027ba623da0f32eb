// The people and records the service would know for the fifty-fifth held-out hand-written set
// (bench/deid/heldout55/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw -i, file names only). A Mid-Atlantic safety-net and trauma system: the ED and trauma bay,
// psychiatric emergency and consult-liaison, inpatient paediatrics, forensic nursing (SANE), EMS hand-offs, police and
// child-protective involvement and a naval-family clinic, in Baltimore, Washington DC, Prince George's County,
// Richmond and Norfolk/Virginia Beach. Black American names (a Jr. and a III, names that are words: Justice,
// Jubilee, Lucky), Ethiopian and Eritrean, Salvadoran and Honduran, Korean (Bang is a word), Ghanaian and Nigerian,
// Filipino Navy families, white Appalachian and Tidewater names; a staff surname that is an eponym (Dr. Lorne
// Bezold, the Bezold-Jarisch reflex) and one that is a word (Dr. Vernell Kindred); five patients over 89 (Habtewold,
// Bang, Caudle, Creekmore, Ruffin); file numbers of 4 to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Lorne Bezold', 'Dr. Ebele Okpara', 'Dr. Vernell Kindred', 'Dr. Soo-min Rhee', 'Dr. Percival Wormley',
  'Dr. Maricris Dalisay', 'Niesha Coppage, RN', 'Latrice Womack, LCSW-C', 'Mehari Fesshaye',
  'Zoilo Carbonell, RN', 'Eulis Haislip, RN', 'Sherita Peebles', 'Lanette Pomeroy, PharmD',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  az1: {
    name: 'Marquell Fauntleroy', aliases: ['Quell', 'Marquell Fauntleroy Jr.'], fileNumber: '0048615',
    phone: '410-555-0123',
    address: { street: '2417 W Fayette St', city: 'Baltimore', state: 'MD', zip: '21223' },
    dateOfBirth: '1998-03-11', visitDates: ['2026-09-12', '2026-09-26'],
  },
  az2: {
    name: 'Fiifi Ansong', fileNumber: '721904', phone: '301-555-0147', email: 'fiifi.ansong@kente.example',
    address: { street: '6105 Belcrest Rd Apt 812', city: 'Hyattsville', state: 'MD', zip: '20782' },
    dateOfBirth: '1979-08-24', visitDates: ['2026-10-03'],
  },
  az3: {
    name: 'Temitope Olaniyan', aliases: ['Tope'], fileNumber: '0003172', phone: '240-555-0162',
    email: 'tope.olaniyan@adire.example',
    address: { street: '3408 Moylan Dr', city: 'Bowie', state: 'MD', zip: '20715' },
    dateOfBirth: '1996-12-02', visitDates: ['2026-10-15', '2026-11-05'],
  },
  az4: {
    name: 'Abebech Habtewold', fileNumber: '58810', phone: '202-555-0118',
    address: { street: '1830 Columbia Rd NW Apt 407', city: 'Washington', state: 'DC', zip: '20009' },
    dateOfBirth: '1934-05-19', visitDates: ['2026-09-18', '2026-10-06'],
  },
  az5: {
    name: 'Letebrhan Ghebremeskel', aliases: ['Lete'], fileNumber: '0260937', phone: '202-555-0175',
    email: 'lete.ghebremeskel@asmara.example',
    address: { street: '3615 Georgia Ave NW', city: 'Washington', state: 'DC', zip: '20010' },
    dateOfBirth: '1993-01-27', visitDates: ['2026-10-21'],
  },
  az6: {
    name: 'Ercilia Guevara Alas', givenName: 'Ercilia', familyName: 'Guevara Alas', aliases: ['Ercy'],
    fileNumber: '913046', phone: '301-555-0109',
    address: { street: '8000 New Hampshire Ave Apt 314', city: 'Langley Park', state: 'MD', zip: '20783' },
    dateOfBirth: '1990-07-15', visitDates: ['2026-11-01'],
  },
  az7: {
    name: 'Nahún Bardales', aliases: ['Nahun Bardales'], fileNumber: '0071528', phone: '240-555-0131',
    address: { street: '5915 Baltimore Ave', city: 'Riverdale', state: 'MD', zip: '20737' },
    dateOfBirth: '2011-04-08', visitDates: ['2026-09-29', '2026-10-13'],
  },
  az8: {
    name: 'Ok-hee Bang', aliases: ['Bang Ok-hee'], fileNumber: '4419', phone: '757-555-0184',
    address: { street: '1210 Lynnhaven Pkwy', city: 'Virginia Beach', state: 'VA', zip: '23452' },
    dateOfBirth: '1935-02-14', visitDates: ['2026-11-10'],
  },
  az9: {
    name: 'Arnel Timbol', fileNumber: '306271', phone: '757-555-0140', email: 'arnel.timbol@anchor.example',
    address: { street: '3917 Shore Dr', city: 'Virginia Beach', state: 'VA', zip: '23455' },
    dateOfBirth: '1985-10-30', visitDates: ['2026-10-08'],
  },
  az10: {
    name: 'Jubilee Dimasalang', aliases: ['Jubi'], fileNumber: '0009854', phone: '757-555-0156',
    address: { street: '1405 Battlefield Blvd N', city: 'Chesapeake', state: 'VA', zip: '23320' },
    dateOfBirth: '2020-06-21', visitDates: ['2026-09-22', '2026-11-17'],
  },
  az11: {
    name: 'Verlin Caudle', fileNumber: '0152776', phone: '804-555-0113',
    address: { street: 'PO Box 388', city: 'Mechanicsville', state: 'VA', zip: '23111' },
    dateOfBirth: '1932-09-03', visitDates: ['2026-10-26'],
  },
  az12: {
    name: 'Elmo Creekmore', fileNumber: '67203', phone: '757-555-0168',
    address: { street: '9517 Granby St', city: 'Norfolk', state: 'VA', zip: '23503' },
    dateOfBirth: '1930-07-04', visitDates: ['2026-09-04', '2026-11-20'],
  },
  az13: {
    name: 'Thurgood Gaskins', aliases: ['Trey', 'Thurgood Gaskins III'], fileNumber: '0830412', phone: '757-555-0192',
    address: { street: '2811 Corprew Ave', city: 'Norfolk', state: 'VA', zip: '23504' },
    dateOfBirth: '2001-11-19', visitDates: ['2026-10-31'],
  },
  az14: {
    name: 'Mazie Ruffin', fileNumber: '2296', phone: '202-555-0137',
    address: { street: '1420 Morris Rd SE', city: 'Washington', state: 'DC', zip: '20020' },
    dateOfBirth: '1936-04-22', visitDates: ['2026-11-13'],
  },
  az15: {
    name: 'Justice Spratley', fileNumber: '540388', phone: '804-555-0126',
    address: { street: '3210 Hull St', city: 'Richmond', state: 'VA', zip: '23224' },
    dateOfBirth: '2010-08-09', visitDates: ['2026-10-19'],
  },
  az16: {
    name: "Ta'Nayzia Brockenbrough", aliases: ['Zia'], fileNumber: '0017093', phone: '443-555-0151',
    address: { street: '2609 E Preston St', city: 'Baltimore', state: 'MD', zip: '21213' },
    dateOfBirth: '2022-05-30', visitDates: ['2026-09-15', '2026-09-17'],
  },
  az17: {
    name: 'Amira Fentress', fileNumber: '389154', phone: '240-555-0179',
    address: { street: '410 Addison Rd S Apt 2', city: 'Capitol Heights', state: 'MD', zip: '20743' },
    dateOfBirth: '2002-02-06', visitDates: ['2026-11-07'],
  },
  az18: {
    name: 'Jiwoo Yeom', aliases: ['Yeom Jiwoo'], fileNumber: '0604219', phone: '804-555-0104',
    email: 'jwyeom@rams.example',
    address: { street: '901 W Franklin St Apt 1106', city: 'Richmond', state: 'VA', zip: '23220' },
    dateOfBirth: '2006-03-17', visitDates: ['2026-10-10'],
  },
  az19: {
    name: 'Ovidio Lerma', fileNumber: '77461', phone: '301-555-0188',
    address: { street: '3127 Dodge Park Rd', city: 'Landover', state: 'MD', zip: '20785' },
    dateOfBirth: '1974-12-12', visitDates: ['2026-09-08'],
  },
  az20: {
    name: 'Dayeli Núñez Cerrato', givenName: 'Dayeli', familyName: 'Núñez Cerrato', fileNumber: '0038540',
    phone: '410-555-0145',
    address: { street: '412 S Conkling St', city: 'Baltimore', state: 'MD', zip: '21224' },
    dateOfBirth: '2018-01-25', visitDates: ['2026-11-24'],
  },
  az21: {
    name: 'Laban Purnell', aliases: ['Lucky'], fileNumber: '126593', phone: '757-555-0197',
    address: { street: '1006 High St', city: 'Portsmouth', state: 'VA', zip: '23704' },
    dateOfBirth: '1988-09-28', visitDates: ['2026-10-17'],
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
