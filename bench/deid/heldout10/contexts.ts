// The people and records the service would know for the tenth held-out hand-written set (bench/deid/heldout10/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep -w; the
// particles de, la and bin occur in other sets' names too). An urban community health centre network in the US
// Northeast (New York City boroughs, Newark NJ, Dorchester/Mattapan and Worcester MA, Philadelphia and Pittsburgh PA)
// with cardiology, dialysis, paediatrics, geriatrics, an ED and a refugee and immigrant clinic: Polish (Tadeusz "Tadek"
// Wiśniewski), Irish (Siobhan McGillicuddy, Brendan O'Halloran), Italian (Concetta "Connie" Di Benedetto), Puerto
// Rican and Dominican two-surname names (Nilsa Figueroa Rosado, Yokasta De la Hoz Almánzar, Jadiel Santiago Ortiz),
// Korean (Chang-min Hwang), Bengali (Rezaul Karim Talukder), Igbo (Ikechukwu "Ike" Anyanwu), Yoruba (Oluwatoyin
// "Toyin" Ajayi), Orthodox Jewish (Chaim Yisroel Lefkowitz) and Russian-Jewish (Raisa Rabinovich), Filipino (Maricel
// "Baby" Macaraeg), Haitian (Fritznel Jean-Baptiste), Albanian (Arben Gjonaj), Fujianese (Qiuping Weng), Congolese
// (Mapendo Bahati), Yemeni (Yahya bin Awad) and Slovak-American (Dale "Butch" Kostelnik) names; names that are English
// words or places (Florence Chapel, Camden Fairweather, Baby, Ike, Santiago); four patients over 89 (Wiśniewski 94,
// Lefkowitz 97, Rabinovich 91, Chapel 100). Staff surnames that are eponyms: Dr. Hester Osler (Osler nodes) and
// Dr. Halina Chvostek (Chvostek sign).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Hester Osler', 'Dr. Halina Chvostek', 'Dr. Rafael Betances', 'Dr. Farzana Haque', 'Dr. Ikenna Obiora',
  'Dr. Leah Sorkin', 'Deirdre Fallon, RN', 'Maribel Vizcaino, RN', 'Arvin Panganiban, MA', 'Bogdan Hryniewicz, PharmD',
  'Keisha Lattimore, LCSW', 'Tiana Rowe',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  z1: {
    name: 'Tadeusz Wiśniewski', aliases: ['Tadek'], fileNumber: '0052718', phone: '718-555-0134',
    address: { street: '92 Nassau Ave Apt 3R', city: 'Brooklyn', state: 'NY', zip: '11222' },
    dateOfBirth: '1932-03-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  z2: {
    name: 'Siobhan McGillicuddy', fileNumber: '318840', phone: '617-555-0158', email: 'smcgillicuddy@shamrock.example',
    address: { street: '41 Savin Hill Ave', city: 'Dorchester', state: 'MA', zip: '02125' },
    dateOfBirth: '1971-08-30', visitDates: ['2026-10-14'],
  },
  z3: {
    name: "Brendan O'Halloran", givenName: 'Brendan', familyName: "O'Halloran", fileNumber: '7713', phone: '508-555-0121',
    address: { street: '18 Pleasant St', city: 'Worcester', state: 'MA', zip: '01609' },
    dateOfBirth: '1949-12-02', visitDates: ['2026-09-29', '2026-11-10'],
  },
  z4: {
    name: 'Concetta Di Benedetto', givenName: 'Concetta', familyName: 'Di Benedetto', aliases: ['Connie'],
    fileNumber: '0009142', phone: '718-555-0187',
    address: { street: '230 Arden Ave', city: 'Staten Island', state: 'NY', zip: '10312' },
    dateOfBirth: '1944-05-05', visitDates: ['2026-11-02'],
  },
  z5: {
    name: 'Nilsa Figueroa Rosado', givenName: 'Nilsa', familyName: 'Figueroa Rosado', fileNumber: '426051',
    phone: '215-555-0116',
    address: { street: '3127 N Front St', city: 'Philadelphia', state: 'PA', zip: '19133' },
    dateOfBirth: '1963-01-27', visitDates: ['2026-10-21'],
  },
  z6: {
    name: 'Yokasta De la Hoz Almánzar', givenName: 'Yokasta', familyName: 'De la Hoz Almánzar', aliases: ['Kasta'],
    fileNumber: '0230964', phone: '347-555-0149', email: 'yokasta.dlh@correo.example',
    address: { street: '3015 Kingsbridge Ave Apt 5D', city: 'Bronx', state: 'NY', zip: '10463' },
    dateOfBirth: '1988-07-14', visitDates: ['2026-11-05'],
  },
  z7: {
    name: 'Chang-min Hwang', fileNumber: '58027', phone: '917-555-0172',
    address: { street: '42-15 Bell Blvd', city: 'Bayside', state: 'NY', zip: '11361' },
    dateOfBirth: '1957-10-09', visitDates: ['2026-10-28'],
  },
  z8: {
    name: 'Rezaul Karim Talukder', givenName: 'Rezaul Karim', familyName: 'Talukder', fileNumber: '603377',
    phone: '347-555-0103',
    address: { street: '488 McDonald Ave', city: 'Brooklyn', state: 'NY', zip: '11218' },
    dateOfBirth: '1975-02-11', visitDates: ['2026-10-09'],
  },
  z9: {
    name: 'Ikechukwu Anyanwu', aliases: ['Ike'], fileNumber: '0184406', phone: '973-555-0138',
    address: { street: '267 Clinton Ave', city: 'Newark', state: 'NJ', zip: '07108' },
    dateOfBirth: '1966-06-21', visitDates: ['2026-09-24', '2026-10-22', '2026-11-19'],
  },
  z10: {
    name: 'Oluwatoyin Ajayi', aliases: ['Toyin'], fileNumber: '275590', phone: '646-555-0195',
    email: 'toyin.ajayi@adire.example',
    address: { street: '1420 Grand Concourse Apt 11C', city: 'Bronx', state: 'NY', zip: '10456' },
    dateOfBirth: '1983-04-03', visitDates: ['2026-11-12'],
  },
  z11: {
    name: 'Chaim Yisroel Lefkowitz', givenName: 'Chaim Yisroel', familyName: 'Lefkowitz', fileNumber: '0006628',
    phone: '718-555-0111',
    address: { street: '175 Lee Ave', city: 'Brooklyn', state: 'NY', zip: '11211' },
    dateOfBirth: '1929-09-01', visitDates: ['2026-10-19'],
  },
  z12: {
    name: 'Raisa Rabinovich', fileNumber: '91350', phone: '267-555-0164',
    address: { street: '9850 Bustleton Ave Apt 207', city: 'Philadelphia', state: 'PA', zip: '19115' },
    dateOfBirth: '1935-06-15', visitDates: ['2026-10-02', '2026-11-20'],
  },
  z13: {
    name: 'Maricel Macaraeg', aliases: ['Baby'], fileNumber: '730418', phone: '917-555-0126',
    email: 'maricel.mac@sampaguita.example',
    address: { street: '85-20 Broadway Apt 4F', city: 'Elmhurst', state: 'NY', zip: '11373' },
    dateOfBirth: '1979-11-23', visitDates: ['2026-10-16'],
  },
  z14: {
    name: 'Fritznel Jean-Baptiste', givenName: 'Fritznel', familyName: 'Jean-Baptiste', fileNumber: '0047519',
    phone: '617-555-0182',
    address: { street: '22 Woodrow Ave', city: 'Mattapan', state: 'MA', zip: '02126' },
    dateOfBirth: '1958-04-30', visitDates: ['2026-10-07'],
  },
  z15: {
    name: 'Arben Gjonaj', fileNumber: '152236', phone: '718-555-0177',
    address: { street: '651 E 187th St', city: 'Bronx', state: 'NY', zip: '10458' },
    dateOfBirth: '1969-02-02', visitDates: ['2026-11-03', '2026-11-04'],
  },
  z16: {
    name: 'Qiuping Weng', givenName: 'Qiuping', familyName: 'Weng', fileNumber: '0388125', phone: '929-555-0109',
    address: { street: '5411 8th Ave Fl 2', city: 'Brooklyn', state: 'NY', zip: '11220' },
    dateOfBirth: '1990-08-08', visitDates: ['2026-10-27'],
  },
  z17: {
    name: 'Florence Chapel', fileNumber: '4410', phone: '412-555-0147',
    address: { street: '5830 Forbes Ave', city: 'Pittsburgh', state: 'PA', zip: '15217' },
    dateOfBirth: '1926-01-12', visitDates: ['2026-11-09'],
  },
  z18: {
    name: 'Camden Fairweather', fileNumber: '689204', phone: '412-555-0190',
    address: { street: '118 Flowers Ave', city: 'Pittsburgh', state: 'PA', zip: '15207' },
    dateOfBirth: '2019-03-04', visitDates: ['2026-10-13'],
  },
  z19: {
    name: 'Jadiel Santiago Ortiz', givenName: 'Jadiel', familyName: 'Santiago Ortiz', fileNumber: '0512763',
    phone: '267-555-0128',
    address: { street: '2942 N 5th St', city: 'Philadelphia', state: 'PA', zip: '19140' },
    dateOfBirth: '2022-05-17', visitDates: ['2026-11-06'],
  },
  z20: {
    name: 'Mapendo Bahati', fileNumber: '836051', phone: '508-555-0169',
    address: { street: '9 Mason St Apt 2', city: 'Worcester', state: 'MA', zip: '01610' },
    dateOfBirth: '1992-01-01', visitDates: ['2026-10-20'],
  },
  z21: {
    name: 'Yahya bin Awad', givenName: 'Yahya', familyName: 'bin Awad', fileNumber: '27745', phone: '718-555-0152',
    address: { street: '7217 5th Ave', city: 'Brooklyn', state: 'NY', zip: '11209' },
    dateOfBirth: '1998-12-10', visitDates: ['2026-11-13'],
  },
  z22: {
    name: 'Dale Kostelnik', aliases: ['Butch'], fileNumber: '0061130', phone: '412-555-0115',
    address: { street: '304 E 8th Ave', city: 'Homestead', state: 'PA', zip: '15120' },
    dateOfBirth: '1954-09-25', visitDates: ['2026-10-30'],
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
