// The people and records the service would know for the forty-fourth held-out hand-written set
// (bench/deid/heldout44/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -w). A specialty and diagnostics network around Cincinnati, Louisville and
// Indianapolis: radiology, pathology, cardiology devices, sleep, ENT/audiology, ophthalmology, dermatology, surgery.
// Appalachian Kentuckians (Ottis "Chub" Gayheart, Arvella Slusher, Jerrell "Bo" Amburgey), Amish and Mennonite
// Indiana families (Eli Girod, Rosanna Graber, Orva Yutzy, Lovina Wickey), German-Catholic Cincinnati families
// (Hildegard "Hildy" Brinkmeyer, Aloysius "Loy" Schoettmer, Leocadia "Cadie" Wessendarp, Urban Hemmelgarn), Bosnian
// (Nermin Hodžić, Hajra Omerović), Chin (Biak Hmun Thawng, Mang Hniang Par) and Congolese (Baraka Lubunga, Zawadi
// Nabintu) refugees, and Black families from Louisville's West End (Tavarius "Tay" Cowherd, Luvenia Ruckers,
// Kenyatta Worthen). Five patients over 89 (Slusher, Brinkmeyer, Schoettmer, Omerović, Ruckers).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Anselm Holter', 'Dr. Roswitha Brueggemann', 'Dr. Florian Weitzel', 'Dr. Nadira Kulenović',
  'Dr. Crispin Stamper', 'Dr. Abena Mensah-Barr', 'Dr. Ignatz Tapley', 'Dr. Giulietta Quattlebaum',
  'Dr. Saoirse Tuohy', 'Kirstin Lykins, AuD', 'Treva Napier, RN', 'Peng Hu Cung, CHW', 'Haylee Vornholt',
  'Demarcus Ealy, RPSGT',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ao1: {
    name: 'Ottis Gayheart', aliases: ['Chub'], fileNumber: '0061374', phone: '606-555-0143',
    address: { street: 'PO Box 227', city: 'Hindman', state: 'KY', zip: '41822' },
    dateOfBirth: '1951-04-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ao2: {
    name: 'Arvella Slusher', fileNumber: '4829', phone: '606-555-0118',
    address: { street: 'HC 61 Box 1540', city: 'Whitesburg', state: 'KY', zip: '41858' },
    dateOfBirth: '1931-02-08', visitDates: ['2026-09-22', '2026-11-10'],
  },
  ao3: {
    name: 'Jerrell Amburgey', aliases: ['Bo'], fileNumber: '207553', phone: '606-555-0171',
    email: 'bo.amburgey@breathitt.example',
    address: { street: '88 Quicksand Rd', city: 'Jackson', state: 'KY', zip: '41339' },
    dateOfBirth: '1974-12-02', visitDates: ['2026-10-20'],
  },
  ao4: {
    name: 'Eli Girod', fileNumber: '0009518',
    address: { street: '6491 S 300 E', city: 'Berne', state: 'IN', zip: '46711' },
    dateOfBirth: '1946-07-30', visitDates: ['2026-10-13'],
  },
  ao5: {
    name: 'Rosanna Graber', fileNumber: '58106', phone: '812-555-0164',
    address: { street: '4570 E 200 N', city: 'Odon', state: 'IN', zip: '47562' },
    dateOfBirth: '1968-05-11', visitDates: ['2026-09-29', '2026-11-03'],
  },
  ao6: {
    name: 'Orva Yutzy', fileNumber: '0174260', phone: '574-555-0182', email: 'orva.yutzy@nappanee.example',
    address: { street: '2204 W Market St', city: 'Nappanee', state: 'IN', zip: '46550' },
    dateOfBirth: '1959-09-03', visitDates: ['2026-10-27'],
  },
  ao7: {
    name: 'Hildegard Brinkmeyer', aliases: ['Hildy'], fileNumber: '330918', phone: '513-555-0137',
    address: { street: '3812 Harrison Ave', city: 'Cheviot', state: 'OH', zip: '45211' },
    dateOfBirth: '1929-06-15', visitDates: ['2026-10-01', '2026-11-19'],
  },
  ao8: {
    name: 'Aloysius Schoettmer', aliases: ['Loy'], fileNumber: '0027745', phone: '513-555-0190',
    address: { street: '5119 Delhi Pike', city: 'Cincinnati', state: 'OH', zip: '45238' },
    dateOfBirth: '1936-03-19', visitDates: ['2026-11-05'],
  },
  ao9: {
    name: 'Leocadia Wessendarp', aliases: ['Cadie'], fileNumber: '76014', phone: '513-555-0125',
    email: 'cwessendarp@queencity.example',
    address: { street: '7420 Hamilton Ave', city: 'Mount Healthy', state: 'OH', zip: '45231' },
    dateOfBirth: '1962-12-09', visitDates: ['2026-09-15', '2026-10-22'],
  },
  ao10: {
    name: 'Nermin Hodžić', givenName: 'Nermin', familyName: 'Hodžić', fileNumber: '0415092', phone: '502-555-0158',
    email: 'nermin.hodzic@drina.example',
    address: { street: '4403 Southern Pkwy', city: 'Louisville', state: 'KY', zip: '40214' },
    dateOfBirth: '1971-01-26', visitDates: ['2026-10-08'],
  },
  ao11: {
    name: 'Hajra Omerović', givenName: 'Hajra', familyName: 'Omerović', fileNumber: '9036', phone: '502-555-0107',
    address: { street: '6011 Preston Hwy Apt 4', city: 'Louisville', state: 'KY', zip: '40219' },
    dateOfBirth: '1933-08-02', visitDates: ['2026-09-24', '2026-11-12'],
  },
  ao12: {
    name: 'Biak Hmun Thawng', fileNumber: '268411', phone: '317-555-0133',
    address: { street: '5310 S Emerson Ave', city: 'Indianapolis', state: 'IN', zip: '46237' },
    dateOfBirth: '1980-01-01', visitDates: ['2026-10-15'],
  },
  ao13: {
    name: 'Mang Hniang Par', fileNumber: '0088273', phone: '317-555-0196', email: 'hniangpar@chinmail.example',
    address: { street: '318 Churchman Ave', city: 'Beech Grove', state: 'IN', zip: '46107' },
    dateOfBirth: '1993-07-14', visitDates: ['2026-09-30', '2026-11-06'],
  },
  ao14: {
    name: 'Baraka Lubunga', fileNumber: '731560', phone: '502-555-0150',
    address: { street: '4716 Manslick Rd Apt 2B', city: 'Louisville', state: 'KY', zip: '40216' },
    dateOfBirth: '2020-03-03', visitDates: ['2026-10-29'],
  },
  ao15: {
    name: 'Zawadi Nabintu', fileNumber: '0052197', phone: '502-555-0112',
    address: { street: '3325 Taylor Blvd', city: 'Louisville', state: 'KY', zip: '40215' },
    dateOfBirth: '1988-11-23', visitDates: ['2026-10-02', '2026-11-20'],
  },
  ao16: {
    name: 'Tavarius Cowherd', aliases: ['Tay'], fileNumber: '19384', phone: '502-555-0169',
    email: 'taycowherd@westend.example',
    address: { street: '3412 W Broadway', city: 'Louisville', state: 'KY', zip: '40211' },
    dateOfBirth: '1997-04-04', visitDates: ['2026-11-02'],
  },
  ao17: {
    name: 'Luvenia Ruckers', fileNumber: '0640281', phone: '502-555-0186',
    address: { street: '2712 Griffiths Ave', city: 'Louisville', state: 'KY', zip: '40212' },
    dateOfBirth: '1932-05-27', visitDates: ['2026-09-17', '2026-11-09'],
  },
  ao18: {
    name: 'Kenyatta Worthen', fileNumber: '552730', phone: '502-555-0174', email: 'kworthen@parkduvalle.example',
    address: { street: '1618 Algonquin Pkwy', city: 'Louisville', state: 'KY', zip: '40210' },
    dateOfBirth: '1983-02-14', visitDates: ['2026-10-23'],
  },
  ao19: {
    name: 'Urban Hemmelgarn', fileNumber: '3371', phone: '859-555-0147',
    address: { street: '1215 Holman Ave', city: 'Covington', state: 'KY', zip: '41011' },
    dateOfBirth: '1949-08-31', visitDates: ['2026-10-09', '2026-11-13'],
  },
  ao20: {
    name: 'Lovina Wickey', fileNumber: '0204869',
    address: { street: '2880 N 600 W', city: 'Monroe', state: 'IN', zip: '46772' },
    dateOfBirth: '1979-06-06', visitDates: ['2026-11-04'],
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
