// The people and records the service would know for the sixth held-out hand-written set (bench/deid/heldout6/*.txt).
// Made up by hand, sharing no first name or surname with bench/deid/handwritten/, heldout/, heldout2/, heldout3/ or
// heldout4/ (checked with grep -w). Meant to look like a typical clinic's population in the US South and West: ordinary
// Anglo and African-American names (Deborah "Debbie" Skaggs, Terrence Goodwin, Otis Freeman, LaToya Mayfield-Burke),
// Mexican-American names with two surnames and nicknames (Esperanza Villarreal Garza "Espe", Rodolfo "Rudy" Treviño,
// Maricela "Celi" Ochoa), Filipino (Rosalinda "Inday" Dimaculangan, Florencio "Boy" Agbayani), Vietnamese (Huong
// "Holly" Huynh, Tuan "Tim" Do), Korean (Soon-ja Kwon, Hyun-woo "Henry" Shin), Navajo and Lakota (Wilbert Yazzie, Della
// Two Bulls), Pacific Islander (Viliami Tupou, Malia Fa'alogo) and Persian (Parviz "Perry" Tehrani, Shirin Ghasemi)
// names; names that are English words (Wanda Sweet, Wade Tanner, Aaliyah Cotton, Do, Shin, Boy, Freeman); four patients
// over 89 (Agbayani, Kwon, Tehrani, Sweet); file numbers of 4 to 7 digits, some with leading zeros. Staff surnames that
// are eponyms: Dr. Karen Phalen (Phalen test), Dr. Alan Romberg (Romberg sign).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Karen Phalen', 'Dr. Alan Romberg', 'Dr. Farzaneh Rahimi', 'Dr. Lowell Tsosie', 'Dr. Teodoro Salonga',
  'Thuy Dang, NP', 'Shawna Pruitt, RN', 'Miguel Arellano, RN', 'Brittany Dunn, MA', 'Ross Kimbrough, DPT',
  'Tyler Haskins, PharmD', 'Lorraine Begay, LCSW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  v1: {
    name: 'Deborah Skaggs', aliases: ['Debbie'], fileNumber: '0083316', phone: '918-555-0124',
    email: 'debskaggs61@mailbox.example',
    address: { street: '2217 S Peoria Ave', city: 'Tulsa', state: 'OK', zip: '74114' },
    dateOfBirth: '1961-04-03', visitDates: ['2026-09-10', '2026-11-05'],
  },
  v2: {
    name: 'Terrence Goodwin', fileNumber: '27754', phone: '901-555-0186',
    address: { street: '3390 Lamar Ave', city: 'Memphis', state: 'TN', zip: '38118' },
    dateOfBirth: '1970-12-19', visitDates: ['2026-10-14'],
  },
  v3: {
    name: 'Esperanza Villarreal Garza', givenName: 'Esperanza', familyName: 'Villarreal Garza', aliases: ['Espe'],
    fileNumber: '4410962', phone: '210-555-0147',
    address: { street: '1423 Nogalitos St', city: 'San Antonio', state: 'TX', zip: '78204' },
    dateOfBirth: '1957-06-28', visitDates: ['2026-08-19', '2026-11-11'],
  },
  v4: {
    name: 'Rodolfo Treviño', givenName: 'Rodolfo', familyName: 'Treviño', aliases: ['Rudy'], fileNumber: '0005127',
    phone: '505-555-0162', email: 'rudy.trevino@correo.example',
    address: { street: '418 Isleta Blvd SW', city: 'Albuquerque', state: 'NM', zip: '87105' },
    dateOfBirth: '1966-01-08', visitDates: ['2026-10-02'],
  },
  v5: {
    name: 'Rosalinda Dimaculangan', aliases: ['Inday'], fileNumber: '612048', phone: '650-555-0113',
    email: 'rdimaculangan@myinbox.example',
    address: { street: '87 Southgate Ave', city: 'Daly City', state: 'CA', zip: '94015' },
    dateOfBirth: '1979-09-25', visitDates: ['2026-11-18'],
  },
  v6: {
    name: 'Florencio Agbayani', aliases: ['Boy'], fileNumber: '0092207', phone: '808-555-0131',
    address: { street: '94-210 Farrington Hwy', city: 'Waipahu', state: 'HI', zip: '96797' },
    dateOfBirth: '1934-03-17', visitDates: ['2026-09-24', '2026-11-19'],
  },
  v7: {
    name: 'Huong Huynh', givenName: 'Huong', familyName: 'Huynh', aliases: ['Holly'], fileNumber: '3380151',
    phone: '713-555-0175', email: 'holly.huynh88@webpost.example',
    address: { street: '10915 Bellaire Blvd', city: 'Houston', state: 'TX', zip: '77072' },
    dateOfBirth: '1988-07-14', visitDates: ['2026-10-21'],
  },
  v8: {
    name: 'Tuan Do', givenName: 'Tuan', familyName: 'Do', aliases: ['Tim'], fileNumber: '74129', phone: '504-555-0158',
    address: { street: '14420 Chef Menteur Hwy', city: 'New Orleans', state: 'LA', zip: '70129' },
    dateOfBirth: '1952-11-02', visitDates: ['2026-10-09', '2026-11-13'],
  },
  v9: {
    name: 'Soon-ja Kwon', givenName: 'Soon-ja', familyName: 'Kwon', fileNumber: '0015563', phone: '213-555-0109',
    address: { street: '3150 W 8th St', city: 'Los Angeles', state: 'CA', zip: '90005' },
    dateOfBirth: '1935-05-21', visitDates: ['2026-11-04'],
  },
  v10: {
    name: 'Hyun-woo Shin', givenName: 'Hyun-woo', familyName: 'Shin', aliases: ['Henry'], fileNumber: '825930',
    phone: '770-555-0194', email: 'henry.shin@quickmail.example',
    address: { street: '3605 Satellite Blvd', city: 'Duluth', state: 'GA', zip: '30096' },
    dateOfBirth: '1983-02-09', visitDates: ['2026-09-30'],
  },
  v11: {
    name: 'Wilbert Yazzie', fileNumber: '6671', phone: '505-555-0120',
    address: { street: '512 E Aztec Ave', city: 'Gallup', state: 'NM', zip: '87301' },
    dateOfBirth: '1959-08-30', visitDates: ['2026-10-27'],
  },
  v12: {
    name: 'Della Two Bulls', givenName: 'Della', familyName: 'Two Bulls', fileNumber: '0230419', phone: '605-555-0138',
    address: { street: '1120 Haines Ave', city: 'Rapid City', state: 'SD', zip: '57701' },
    dateOfBirth: '1974-10-11', visitDates: ['2026-09-16', '2026-11-09'],
  },
  v13: {
    name: 'Viliami Tupou', fileNumber: '558817', phone: '801-555-0167',
    address: { street: '3680 S 2700 W', city: 'West Valley City', state: 'UT', zip: '84119' },
    dateOfBirth: '1986-03-30', visitDates: ['2026-11-02'],
  },
  v14: {
    name: "Malia Fa'alogo", givenName: 'Malia', familyName: "Fa'alogo", fileNumber: '1904476', phone: '310-555-0151',
    email: 'malia.faalogo@webpost.example',
    address: { street: '21815 S Avalon Blvd', city: 'Carson', state: 'CA', zip: '90745' },
    dateOfBirth: '1992-12-05', visitDates: ['2026-10-16'],
  },
  v15: {
    name: 'Parviz Tehrani', givenName: 'Parviz', familyName: 'Tehrani', aliases: ['Perry'], fileNumber: '0047792',
    phone: '949-555-0115',
    address: { street: '14 Vista Sierra', city: 'Irvine', state: 'CA', zip: '92604' },
    dateOfBirth: '1930-08-07', visitDates: ['2026-08-27', '2026-11-17'],
  },
  v16: {
    name: 'Shirin Ghasemi', givenName: 'Shirin', familyName: 'Ghasemi', fileNumber: '390265', phone: '512-555-0143',
    email: 'shirin.ghasemi@atxmail.example',
    address: { street: '6204 Shoal Creek Blvd', city: 'Austin', state: 'TX', zip: '78757' },
    dateOfBirth: '1990-04-16', visitDates: ['2026-10-29'],
  },
  v17: {
    name: 'Wanda Sweet', fileNumber: '0008841', phone: '251-555-0190',
    address: { street: '1507 Dauphin St', city: 'Mobile', state: 'AL', zip: '36604' },
    dateOfBirth: '1936-02-14', visitDates: ['2026-09-03', '2026-11-16'],
  },
  v18: {
    name: 'Otis Freeman', fileNumber: '147703', phone: '601-555-0127',
    address: { street: '2840 Robinson Rd', city: 'Jackson', state: 'MS', zip: '39209' },
    dateOfBirth: '1948-09-09', visitDates: ['2026-10-07'],
  },
  v19: {
    name: 'LaToya Mayfield-Burke', givenName: 'LaToya', familyName: 'Mayfield-Burke', fileNumber: '2266031',
    phone: '318-555-0104', email: 'latoya.mburke@mailbox.example',
    address: { street: '3104 Line Ave', city: 'Shreveport', state: 'LA', zip: '71104' },
    dateOfBirth: '1982-05-01', visitDates: ['2026-11-10'],
  },
  v20: {
    name: 'Wade Tanner', fileNumber: '95318', phone: '406-555-0179',
    address: { street: '2214 Grand Ave', city: 'Billings', state: 'MT', zip: '59102' },
    dateOfBirth: '1964-07-22', visitDates: ['2026-10-23'],
  },
  v21: {
    name: 'Aaliyah Cotton', fileNumber: '0701586', phone: '501-555-0156',
    address: { street: '2402 S Arch St', city: 'Little Rock', state: 'AR', zip: '72206' },
    dateOfBirth: '2019-03-12', visitDates: ['2026-11-06'],
  },
  v22: {
    name: 'Maricela Ochoa', aliases: ['Celi'], fileNumber: '463390', phone: '520-555-0182',
    address: { street: '1931 S 6th Ave', city: 'Tucson', state: 'AZ', zip: '85713' },
    dateOfBirth: '1997-01-19', visitDates: ['2026-09-21', '2026-11-20'],
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
