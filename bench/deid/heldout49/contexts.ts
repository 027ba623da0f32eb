// The people and records the service would know for the forty-ninth held-out hand-written set
// (bench/deid/heldout49/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw; `Maria`, a top-200 given name, is kept as the first part of a Portuguese double
// given name). Beacon Hill Cancer Institute, an academic cancer centre in Boston with community affiliates in
// Worcester, Providence, Fall River, New Bedford, Lowell, Hartford, Portland ME, Burlington VT and Manchester NH:
// oncology and haematology clinics, infusion, bone-marrow transplant, genetic counselling, pathology, radiology,
// tumor boards, trials, palliative care, pharmacy, social work and prior authorisation. Irish (Finbarr "Barry"
// Lynskey, Nuala Ruane, Caoimhe "Keeva" Mulcahy), Italian (Pasquale "Patsy" Iacobucci, Annunziata "Nancy"
// Mastrangelo), Portuguese and Cape Verdean (Maria de Lurdes Arruda, Arsénio Botelho, Nilton Livramento Pina),
// French-Canadian (Télesphore Desrochers, Gaétan "Guy" Lachapelle), Cambodian (Sreyneang "Neang" Chhoeun), Vietnamese
// (Liem Tieu), Chinese (Wai-Kuen "Wendy" Szeto), Haitian (Wilner Dorvilien), Dominican (Nairoby "Nai" Frómeta), Puerto
// Rican (Iluminada "Lumi" Echandy), Greek (Panagiotis "Pete" Karavolias), Jewish (Hadassah "Dassi" Rubinfeld) and old
// Yankee (Mehitable "Hitty" Pingree, Asa Grout) names; staff surnames that are eponyms (Dr. Lorcan Gleason, Dr.
// Corinna Pringle); five patients over 89 (Ruane, Mastrangelo, Desrochers, Szeto, Pingree); file numbers of 4 to 7
// digits, nine with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Lorcan Gleason', 'Dr. Corinna Pringle', 'Dr. Padmini Raghavachari', 'Dr. Asher Blumenkranz',
  'Dr. Fidelma Carrigan', 'Dr. Benedetta Sgroi', 'Dr. Imogen Pennock', 'Shira Tannenbaum, MS, CGC',
  'Maeve Concannon, RN', 'Tuyen Hoang, PharmD', 'Sterline Saintil, LICSW', 'Brogan Kilcullen, CCRP',
  'Jocelyne Bergeron',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  at1: {
    name: 'Finbarr Lynskey', aliases: ['Barry'], fileNumber: '0041726', phone: '617-555-0134',
    email: 'finbarr.lynskey@gaelmail.example',
    address: { street: '118 Adams St', city: 'Dorchester', state: 'MA', zip: '02122' },
    dateOfBirth: '1959-03-17', visitDates: ['2026-10-06', '2026-11-03', '2026-11-24'],
  },
  at2: {
    name: 'Nuala Ruane', fileNumber: '5819', phone: '508-555-0117',
    address: { street: '42 Vernon St', city: 'Worcester', state: 'MA', zip: '01610' },
    dateOfBirth: '1933-02-01', visitDates: ['2026-10-14', '2026-11-18'],
  },
  at3: {
    name: 'Pasquale Iacobucci', aliases: ['Patsy'], fileNumber: '263140', phone: '401-555-0158',
    email: 'patsy.iacobucci@federalhill.example',
    address: { street: '391 Atwells Ave', city: 'Providence', state: 'RI', zip: '02903' },
    dateOfBirth: '1953-08-15', visitDates: ['2026-09-29', '2026-11-10'],
  },
  at4: {
    name: 'Annunziata Mastrangelo', aliases: ['Nancy'], fileNumber: '0007359', phone: '860-555-0121',
    address: { street: '504 Franklin Ave', city: 'Hartford', state: 'CT', zip: '06114' },
    dateOfBirth: '1935-05-09', visitDates: ['2026-10-20', '2026-11-17'],
  },
  at5: {
    name: 'Maria de Lurdes Arruda', givenName: 'Maria de Lurdes', familyName: 'Arruda', aliases: ['Lurdes'],
    fileNumber: '718205', phone: '508-555-0142',
    address: { street: '233 Columbia St', city: 'Fall River', state: 'MA', zip: '02721' },
    dateOfBirth: '1961-12-08', visitDates: ['2026-10-08', '2026-11-05'],
  },
  at6: {
    name: 'Nilton Livramento Pina', givenName: 'Nilton', familyName: 'Livramento Pina', fileNumber: '0390617',
    phone: '508-555-0186', email: 'nlpina@morabeza.example',
    address: { street: '87 Cove St', city: 'New Bedford', state: 'MA', zip: '02744' },
    dateOfBirth: '1984-07-05', visitDates: ['2026-09-22', '2026-10-27', '2026-11-19'],
  },
  at7: {
    name: 'Télesphore Desrochers', fileNumber: '92044', phone: '603-555-0109',
    address: { street: '1180 Elm St', city: 'Manchester', state: 'NH', zip: '03101' },
    dateOfBirth: '1932-06-24', visitDates: ['2026-10-02', '2026-11-13'],
  },
  at8: {
    name: 'Sreyneang Chhoeun', aliases: ['Neang'], fileNumber: '0056481', phone: '978-555-0163',
    email: 'neang.chhoeun@lotusmail.example',
    address: { street: '27 Branch St Apt 3', city: 'Lowell', state: 'MA', zip: '01851' },
    dateOfBirth: '1979-04-13', visitDates: ['2026-10-16', '2026-11-20'],
  },
  at9: {
    name: 'Liem Tieu', fileNumber: '604128', phone: '617-555-0179',
    address: { street: '1422 Dorchester Ave', city: 'Dorchester', state: 'MA', zip: '02122' },
    dateOfBirth: '1958-10-30', visitDates: ['2026-10-09', '2026-11-06'],
  },
  at10: {
    name: 'Wai-Kuen Szeto', aliases: ['Wendy'], fileNumber: '0019582', phone: '617-555-0125',
    address: { street: '66 Hancock St', city: 'Quincy', state: 'MA', zip: '02171' },
    dateOfBirth: '1936-01-22', visitDates: ['2026-10-21', '2026-11-16'],
  },
  at11: {
    name: 'Wilner Dorvilien', fileNumber: '331907', phone: '617-555-0193',
    address: { street: '15 Wellington Hill St', city: 'Mattapan', state: 'MA', zip: '02126' },
    dateOfBirth: '1966-09-18', visitDates: ['2026-10-13', '2026-11-10'],
  },
  at12: {
    name: 'Nairoby Frómeta', aliases: ['Nai'], fileNumber: '2085', phone: '401-555-0147',
    email: 'nai.frometa@quisqueya.example',
    address: { street: '76 Broad St', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1990-02-14', visitDates: ['2026-10-23', '2026-11-12'],
  },
  at13: {
    name: 'Iluminada Echandy', aliases: ['Lumi'], fileNumber: '0460953', phone: '508-555-0128',
    address: { street: '9 Piedmont St', city: 'Worcester', state: 'MA', zip: '01609' },
    dateOfBirth: '1971-05-27', visitDates: ['2026-09-30', '2026-11-04'],
  },
  at14: {
    name: 'Panagiotis Karavolias', aliases: ['Pete'], fileNumber: '148736', phone: '978-555-0151',
    address: { street: '310 Stevens St', city: 'Lowell', state: 'MA', zip: '01851' },
    dateOfBirth: '1955-11-11', visitDates: ['2026-10-07', '2026-11-04'],
  },
  at15: {
    name: 'Hadassah Rubinfeld', aliases: ['Dassi'], fileNumber: '0081264', phone: '617-555-0166',
    email: 'hrubinfeld@kehilla.example',
    address: { street: '28 Beals St', city: 'Brookline', state: 'MA', zip: '02446' },
    dateOfBirth: '1968-04-02', visitDates: ['2026-10-19', '2026-11-09'],
  },
  at16: {
    name: 'Mehitable Pingree', aliases: ['Hitty'], fileNumber: '3367', phone: '207-555-0138',
    address: { street: '14 Deering St', city: 'Portland', state: 'ME', zip: '04101' },
    dateOfBirth: '1930-07-04', visitDates: ['2026-10-05', '2026-11-02'],
  },
  at17: {
    name: 'Asa Grout', fileNumber: '579023', phone: '802-555-0115', email: 'asa.grout@greenmtn.example',
    address: { street: '201 North Ave', city: 'Burlington', state: 'VT', zip: '05401' },
    dateOfBirth: '1968-12-19', visitDates: ['2026-10-12', '2026-11-09'],
  },
  at18: {
    name: 'Caoimhe Mulcahy', aliases: ['Keeva'], fileNumber: '0602915', phone: '508-555-0172',
    email: 'keeva.mulcahy@claddagh.example',
    address: { street: '412 E 4th St', city: 'South Boston', state: 'MA', zip: '02127' },
    dateOfBirth: '1992-08-30', visitDates: ['2026-10-15', '2026-11-11'],
  },
  at19: {
    name: 'Arsénio Botelho', fileNumber: '74519', phone: '508-555-0104',
    address: { street: '1645 Acushnet Ave', city: 'New Bedford', state: 'MA', zip: '02746' },
    dateOfBirth: '1949-03-03', visitDates: ['2026-10-01', '2026-11-05'],
  },
  at20: {
    name: 'Gaétan Lachapelle', aliases: ['Guy'], fileNumber: '0027318', phone: '802-555-0189',
    address: { street: '118 Malletts Bay Ave', city: 'Winooski', state: 'VT', zip: '05404' },
    dateOfBirth: '1957-01-26', visitDates: ['2026-10-26', '2026-11-23'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients or none: no subject patient, all of them as other patients.
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
