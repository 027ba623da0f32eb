// The people and records the service would know for the fourth held-out hand-written set (bench/deid/heldout4/*.txt).
// Made up by hand, sharing no name with bench/deid/handwritten/, heldout/, heldout2/ or heldout3/ (checked with grep).
// Meant to look like a typical US clinic's population: mostly ordinary names (Kevin Price, William "Bill" Moore,
// Tamika Brown, Darnell Washington, Crystal Banks), Hispanic two-surname names and nicknames (Graciela Beatriz Montoya
// Salas "Chela", Ramón Hernández "Moncho", a child Mateo Ruiz), names that are English words (Patricia "Patti" Lamb,
// Andre Fields, Ruby Sharp, Eleanor Rich, Frances "Fran" Gold, Harold Fisher, Crystal Banks, Kevin Price), Vietnamese,
// Indian, Chinese, Ukrainian, Arabic and Polish names (Duc Pham "Danny", Anjali Mehta, Mei-Ling Wu, Olga Petrenko, Samir
// Nasser, Stanisław "Stan" Nowak), four patients over 89 (Sharp, Rich, Gold, Fisher), file numbers of 4 to 8 digits,
// some with leading zeros. Staff surnames that are eponyms: Dr. Laura Kernig (Kernig sign), Dr. Eric Barrett (Barrett
// esophagus).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Laura Kernig', 'Dr. Eric Barrett', 'Dr. Adaeze Obi', 'Dr. Vikram Desai', 'Kimberly Vo, NP',
  'Michelle Dawson, FNP-C', 'Jenny Holt, RN', 'Carlos Ibarra, RN', 'Brianna Scott, CMA', 'Derek Lindqvist, DPT',
  'Julie Cho, PharmD', 'Rebecca Ostrowski, LCSW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  t1: {
    name: 'Patricia Lamb', aliases: ['Patti'], fileNumber: '0048213', phone: '585-555-0119',
    address: { street: '77 Genesee St', city: 'Rochester', state: 'NY', zip: '14611' },
    dateOfBirth: '1963-03-09', visitDates: ['2026-09-14', '2026-11-02'],
  },
  t2: {
    name: 'Kevin Price', fileNumber: '51207', phone: '937-555-0142', email: 'kprice.dayton@mailhub.example',
    address: { street: '1840 Salem Ave', city: 'Dayton', state: 'OH', zip: '45406' },
    dateOfBirth: '1976-10-21', visitDates: ['2026-10-06'],
  },
  t3: {
    name: 'Graciela Beatriz Montoya Salas', givenName: 'Graciela Beatriz', familyName: 'Montoya Salas', aliases: ['Chela'],
    fileNumber: '2290417', phone: '915-555-0163',
    address: { street: '3315 Pera Ave', city: 'El Paso', state: 'TX', zip: '79905' },
    dateOfBirth: '1968-12-02', visitDates: ['2026-08-25', '2026-10-27'],
  },
  t4: {
    name: 'Andre Fields', fileNumber: '730556', phone: '404-555-0177',
    address: { street: '962 Joseph E Boone Blvd', city: 'Atlanta', state: 'GA', zip: '30314' },
    dateOfBirth: '1989-05-16', visitDates: ['2026-11-09'],
  },
  t5: {
    name: 'Ruby Sharp', fileNumber: '0006392', phone: '828-555-0108',
    address: { street: '41 Haywood Rd', city: 'Asheville', state: 'NC', zip: '28806' },
    dateOfBirth: '1932-02-11', visitDates: ['2026-07-30', '2026-10-15'],
  },
  t6: {
    name: 'Duc Pham', givenName: 'Duc', familyName: 'Pham', aliases: ['Danny'], fileNumber: '468120', phone: '714-555-0135',
    address: { street: '10112 Westminster Ave', city: 'Garden Grove', state: 'CA', zip: '92843' },
    dateOfBirth: '1958-08-04', visitDates: ['2026-10-13'],
  },
  t7: {
    name: 'Eleanor Rich', fileNumber: '115093', phone: '860-555-0126',
    address: { street: '9 Prospect Ave', city: 'Hartford', state: 'CT', zip: '06105' },
    dateOfBirth: '1935-07-30', visitDates: ['2026-09-22'],
  },
  t8: {
    name: 'Anjali Mehta', givenName: 'Anjali', familyName: 'Mehta', fileNumber: '60938174', phone: '732-555-0151',
    email: 'anjali.mehta@inboxmail.example',
    address: { street: '28 Oak Tree Rd', city: 'Edison', state: 'NJ', zip: '08820' },
    dateOfBirth: '1991-01-27', visitDates: ['2026-11-17'],
  },
  t9: {
    name: 'Mei-Ling Wu', givenName: 'Mei-Ling', familyName: 'Wu', fileNumber: '332871', phone: '206-555-0189',
    email: 'meiling.wu@postbox.example',
    address: { street: '615 S King St', city: 'Seattle', state: 'WA', zip: '98104' },
    dateOfBirth: '1970-06-03', visitDates: ['2026-10-01'],
  },
  t10: {
    name: 'Darnell Washington', fileNumber: '0091544', phone: '410-555-0170',
    address: { street: '2104 N Charles St', city: 'Baltimore', state: 'MD', zip: '21218' },
    dateOfBirth: '1967-09-12', visitDates: ['2026-09-29', '2026-11-10'],
  },
  t11: {
    name: 'Olga Petrenko', givenName: 'Olga', familyName: 'Petrenko', fileNumber: '784402', phone: '718-555-0114',
    address: { street: '3052 Brighton 6th St', city: 'Brooklyn', state: 'NY', zip: '11235' },
    dateOfBirth: '1953-04-19', visitDates: ['2026-10-20'],
  },
  t12: {
    name: 'Samir Nasser', givenName: 'Samir', familyName: 'Nasser', fileNumber: '8810', phone: '419-555-0193',
    address: { street: '1450 Laskey Rd', city: 'Toledo', state: 'OH', zip: '43612' },
    dateOfBirth: '1981-11-30', visitDates: ['2026-11-04'],
  },
  t13: {
    name: 'Crystal Banks', fileNumber: '256631', phone: '205-555-0158', email: 'crystalbanks205@webmail.example',
    address: { street: '718 Graymont Ave W', city: 'Birmingham', state: 'AL', zip: '35204' },
    dateOfBirth: '1995-08-08', visitDates: ['2026-09-08', '2026-10-30'],
  },
  t14: {
    name: 'William Moore', aliases: ['Bill'], fileNumber: '0307725', phone: '402-555-0131',
    address: { street: '5120 Leavenworth St', city: 'Omaha', state: 'NE', zip: '68106' },
    dateOfBirth: '1949-12-24', visitDates: ['2026-10-08'],
  },
  t15: {
    name: 'Ramón Hernández', givenName: 'Ramón', familyName: 'Hernández', aliases: ['Moncho'], fileNumber: '642019',
    phone: '602-555-0147',
    address: { street: '2715 W Van Buren St', city: 'Phoenix', state: 'AZ', zip: '85009' },
    dateOfBirth: '1972-02-29', visitDates: ['2026-11-12'],
  },
  t16: {
    name: 'Frances Gold', aliases: ['Fran'], fileNumber: '0012068', phone: '216-555-0102',
    address: { street: '2380 Lee Rd', city: 'Cleveland Heights', state: 'OH', zip: '44118' },
    dateOfBirth: '1930-04-22', visitDates: ['2026-08-11', '2026-11-03'],
  },
  t17: {
    name: 'Tamika Brown', fileNumber: '419930', phone: '704-555-0166', email: 'tamika.brown84@mailpost.example',
    address: { street: '4411 Beatties Ford Rd', city: 'Charlotte', state: 'NC', zip: '28216' },
    dateOfBirth: '1984-03-15', visitDates: ['2026-10-22'],
  },
  t18: {
    name: 'Harold Fisher', fileNumber: '97356', phone: '515-555-0184',
    address: { street: '3609 Ingersoll Ave', city: 'Des Moines', state: 'IA', zip: '50312' },
    dateOfBirth: '1936-01-14', visitDates: ['2026-09-03', '2026-11-16'],
  },
  t19: {
    name: 'Stanisław Nowak', givenName: 'Stanisław', familyName: 'Nowak', aliases: ['Stan'], fileNumber: '550874',
    phone: '773-555-0121',
    address: { street: '5431 W Belmont Ave', city: 'Chicago', state: 'IL', zip: '60641' },
    dateOfBirth: '1961-07-07', visitDates: ['2026-10-19'],
  },
  t20: {
    name: 'Mateo Ruiz', fileNumber: '893305', phone: '575-555-0139',
    address: { street: '1208 El Paseo Rd', city: 'Las Cruces', state: 'NM', zip: '88001' },
    dateOfBirth: '2020-05-05', visitDates: ['2026-11-06'],
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
