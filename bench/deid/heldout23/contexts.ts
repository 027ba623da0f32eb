// The people and records the service would know for the twenty-third held-out hand-written set
// (bench/deid/heldout23/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A network in the Pacific Northwest, Alaska and the northern Plains: an Anchorage clinic
// (Yup'ik, Iñupiat, Samoan, Filipino, Korean), a Yakima Valley farmworker clinic, Portland street medicine, a Boise
// refugee clinic (Congolese, Syrian, Ukrainian), a Crow/Northern Cheyenne partnership, a rural critical-access
// hospital in Wyoming, a veterans' PTSD programme and a hospice. Names that are words (Dell Snow, Deacon
// Pettibone, Lark Lusk — Lusk is also a Wyoming town), multi-word surnames (Plenty Hoops, Spotted Elk, Old Coyote),
// eponym staff surnames (Hoffmann, Tzanck); four patients over 89 (Oktollik, Bacungan, Hargreave, Goikoetxea).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Evander Hoffmann', 'Dr. Maren Ekvall', 'Dr. Harsha Kulkarni', 'Dr. Joaquín Sauceda', 'Dr. Mavis Old Coyote',
  'Dr. Bram Tzanck', "Siosaia Tu'ipulotu, RN", 'Quentin Verdugo, PA-C', 'Ama Frimpong, LCSW',
  'Kirsten Halvorsrud, PharmD', 'Yer Lor, RN', 'Gloria Kaleak',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  c1: {
    name: 'Nastasia Kasayulie', aliases: ['Tasia'], fileNumber: '0041772', phone: '907-555-0138',
    address: { street: '3610 Spenard Rd Apt 4', city: 'Anchorage', state: 'AK', zip: '99517' },
    dateOfBirth: '1981-02-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  c2: {
    name: 'Elijah Oktollik', fileNumber: '6218', phone: '907-555-0161',
    address: { street: '1200 E 9th Ave', city: 'Anchorage', state: 'AK', zip: '99501' },
    dateOfBirth: '1934-05-03', visitDates: ['2026-11-10'],
  },
  c3: {
    name: 'Tavita Sopoaga', aliases: ['Tav'], fileNumber: '508834', phone: '907-555-0114',
    email: 'tsopoaga@malu.example',
    address: { street: '7420 Old Seward Hwy', city: 'Anchorage', state: 'AK', zip: '99518' },
    dateOfBirth: '1975-08-30', visitDates: ['2026-10-29'],
  },
  c4: {
    name: 'Epifania Bacungan', aliases: ['Fanny'], fileNumber: '0700459', phone: '907-555-0187',
    address: { street: '450 Muldoon Rd', city: 'Anchorage', state: 'AK', zip: '99504' },
    dateOfBirth: '1932-01-12', visitDates: ['2026-11-02'],
  },
  c5: {
    name: 'Ha-eun Bae', fileNumber: '223190', phone: '907-555-0129', email: 'haeun.bae@gaya.example',
    address: { street: '2901 Boniface Pkwy', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1992-07-07', visitDates: ['2026-11-19'],
  },
  c6: {
    name: 'Anselmo Cuautle Varela', givenName: 'Anselmo', familyName: 'Cuautle Varela', fileNumber: '77315',
    phone: '509-555-0172',
    address: { street: '811 W 3rd St', city: 'Wapato', state: 'WA', zip: '98951' },
    dateOfBirth: '1970-04-11', visitDates: ['2026-10-13'],
  },
  c7: {
    name: 'Florinda Sanjuan Bautista', givenName: 'Florinda', familyName: 'Sanjuan Bautista', fileNumber: '0032408',
    phone: '509-555-0106',
    address: { street: '120 Bailey Ave', city: 'Granger', state: 'WA', zip: '98932' },
    dateOfBirth: '1998-12-01', visitDates: ['2026-09-24', '2026-11-05'],
  },
  c8: {
    name: 'Jory Hollowell', aliases: ['Cricket'], fileNumber: '915560', phone: '503-555-0150',
    address: { street: '435 NW Glisan St', city: 'Portland', state: 'OR', zip: '97209' },
    dateOfBirth: '1989-10-22', visitDates: ['2026-11-12'],
  },
  c9: {
    name: 'Espérance Ntumba', fileNumber: '340217', phone: '208-555-0193',
    address: { street: '6120 W Fairview Ave', city: 'Boise', state: 'ID', zip: '83704' },
    dateOfBirth: '1986-03-09', visitDates: ['2026-10-20'],
  },
  c10: {
    name: 'Yaman Alhallak', fileNumber: '0258906', phone: '208-555-0117',
    address: { street: '5400 W Emerald St', city: 'Boise', state: 'ID', zip: '83706' },
    dateOfBirth: '1968-11-27', visitDates: ['2026-11-09'],
  },
  c11: {
    name: 'Bohdana Tkachuk', fileNumber: '41190', phone: '208-555-0144', email: 'bohdana.tk@soniashnyk.example',
    address: { street: '1717 S Vista Ave', city: 'Boise', state: 'ID', zip: '83705' },
    dateOfBirth: '2003-06-15', visitDates: ['2026-11-16'],
  },
  c12: {
    name: 'Cecilia Plenty Hoops', givenName: 'Cecilia', familyName: 'Plenty Hoops', fileNumber: '8825',
    phone: '406-555-0158',
    address: { street: 'PO Box 442', city: 'Crow Agency', state: 'MT', zip: '59022' },
    dateOfBirth: '1963-09-04', visitDates: ['2026-10-27'],
  },
  c13: {
    name: 'Royce Spotted Elk', givenName: 'Royce', familyName: 'Spotted Elk', fileNumber: '0063150',
    phone: '406-555-0131',
    address: { street: '14 Cheyenne Ave', city: 'Lame Deer', state: 'MT', zip: '59043' },
    dateOfBirth: '1955-02-02', visitDates: ['2026-11-03'],
  },
  c14: {
    name: 'Dell Snow', fileNumber: '700126', phone: '307-555-0166',
    address: { street: '923 Pine Ave', city: 'Kemmerer', state: 'WY', zip: '83101' },
    dateOfBirth: '1949-12-18', visitDates: ['2026-10-08', '2026-10-11'],
  },
  c15: {
    name: 'Raymond Saltzgaber', aliases: ['Sarge'], fileNumber: '126633', phone: '307-555-0109',
    address: { street: '1540 Coffeen Ave', city: 'Sheridan', state: 'WY', zip: '82801' },
    dateOfBirth: '1967-05-25', visitDates: ['2026-11-18'],
  },
  c16: {
    name: 'Ottilie Hargreave', fileNumber: '0009127', phone: '541-555-0179',
    address: { street: '1001 SW Emigrant Ave', city: 'Pendleton', state: 'OR', zip: '97801' },
    dateOfBirth: '1930-10-14', visitDates: ['2026-11-06'],
  },
  c17: {
    name: 'Deacon Pettibone', fileNumber: '51478', phone: '406-555-0120', email: 'deacon.p@rimrock.example',
    address: { street: '2814 Poly Dr', city: 'Billings', state: 'MT', zip: '59102' },
    dateOfBirth: '1984-01-29', visitDates: ['2026-10-15'],
  },
  c18: {
    name: 'Jeban Langrine', fileNumber: '609274', phone: '503-555-0102',
    address: { street: '3560 Portland Rd NE Apt 22', city: 'Salem', state: 'OR', zip: '97301' },
    dateOfBirth: '1994-08-08', visitDates: ['2026-11-04'],
  },
  c19: {
    name: 'Kinley Aguvluk', fileNumber: '0817345', phone: '907-555-0196',
    address: { street: '1811 Boundary Ave', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '2018-04-21', visitDates: ['2026-11-13'],
  },
  c20: {
    name: 'Iñaki Goikoetxea', fileNumber: '3307', phone: '208-555-0185',
    address: { street: '508 W Grove St', city: 'Boise', state: 'ID', zip: '83702' },
    dateOfBirth: '1934-07-31', visitDates: ['2026-10-22'],
  },
  c21: {
    name: 'Lark Lusk', fileNumber: '442051', phone: '307-555-0147',
    address: { street: '2109 Warren Ave', city: 'Cheyenne', state: 'WY', zip: '82001' },
    dateOfBirth: '2000-03-03', visitDates: ['2026-11-10'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or about no patient: no subject patient, all of them as others.
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
