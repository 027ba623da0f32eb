// The people and records the service would know for the thirtieth held-out hand-written set (bench/deid/heldout30/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep -w). A
// federally qualified health center with Bronx, Brooklyn and Queens sites, a hospital clinic, a home-care agency, a
// school-based clinic and a Medicaid managed-care plan in New York City and northern New Jersey: Dominican and Puerto
// Rican two-surname names (Yudelka Jiminián Ozoria, Ismael "Maelo" Cotto Maysonet, Dilcia del Orbe Tavárez), Haitian
// (Anicia Thermidor, Wisly Sainvil), Orthodox Jewish (Pessel Weinreb, Yoel "Yoely" Brachfeld, Shulem Gottesfeld),
// Fujianese (Jianming Lian, Meiqin You), Bukharian and Russian-speaking (Gavriel Kandinov, Faina "Fanya" Rubinchik),
// Indo-Caribbean (Deonarine "Deo" Ramcharran, Kamla Boodram-Singh, Ginger Lalbachan), Bangladeshi (Shahjahan Sikder,
// Tahmina Chowdhury), West African (Cheikh Tidiane Mbengue, Adwoa Agyemang-Badu); names that are English words (You,
// Lord, Ginger); staff surnames that are eponyms (Dr. Tova Wernicke, Dr. Honora Barlow); a particle (del Orbe); four
// patients over 89 (Thermidor, Weinreb, Rubinchik, Boodram-Singh); file numbers of 4 to 7 digits, some with leading
// zeros; boroughs and Queens neighbourhoods as cities.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Tova Wernicke', 'Dr. Honora Barlow', 'Dr. Nilufar Sarker', 'Dr. Ketly Bastien', 'Dr. Teófilo Ureña',
  'Shaniqua Greer, NP', 'Oleksiy Lisovsky, RN', 'Guerline Nazaire, RN', 'Yomaira Mota, MA', 'Dov Katzenstein, PharmD',
  'Tanisha Brathwaite, LCSW', 'Kiara Lugo',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  aa1: {
    name: 'Yudelka Jiminián Ozoria', givenName: 'Yudelka', familyName: 'Jiminián Ozoria', fileNumber: '0071842',
    phone: '646-555-0123', email: 'yjiminian@quisqueya.example',
    address: { street: '560 W 163rd St Apt 5C', city: 'New York', state: 'NY', zip: '10032' },
    dateOfBirth: '1974-08-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  aa2: {
    name: 'Ismael Cotto Maysonet', givenName: 'Ismael', familyName: 'Cotto Maysonet', aliases: ['Maelo'],
    fileNumber: '381559', phone: '718-555-0147',
    address: { street: '421 E 140th St Apt 4F', city: 'Bronx', state: 'NY', zip: '10454' },
    dateOfBirth: '1959-02-03', visitDates: ['2026-11-09'],
  },
  aa3: {
    name: 'Anicia Thermidor', fileNumber: '0004927', phone: '347-555-0162',
    address: { street: '1311 Nostrand Ave Apt 2R', city: 'Brooklyn', state: 'NY', zip: '11226' },
    dateOfBirth: '1930-05-12', visitDates: ['2026-10-20', '2026-11-23'],
  },
  aa4: {
    name: 'Pessel Weinreb', fileNumber: '27716', phone: '718-555-0108',
    address: { street: '1457 47th St', city: 'Brooklyn', state: 'NY', zip: '11219' },
    dateOfBirth: '1934-01-29', visitDates: ['2026-11-04'],
  },
  aa5: {
    name: 'Yoel Brachfeld', aliases: ['Yoely'], fileNumber: '640093', phone: '718-555-0171',
    email: 'brachfeld.family@tehillim.example',
    address: { street: '1325 52nd St', city: 'Brooklyn', state: 'NY', zip: '11219' },
    dateOfBirth: '2019-07-07', visitDates: ['2026-11-12'],
  },
  aa6: {
    name: 'Jianming Lian', fileNumber: '0208814', phone: '929-555-0139',
    address: { street: '815 51st St', city: 'Brooklyn', state: 'NY', zip: '11220' },
    dateOfBirth: '1968-12-01', visitDates: ['2026-10-28'],
  },
  aa7: {
    name: 'Meiqin You', fileNumber: '9052', phone: '347-555-0184',
    address: { street: '4410 7th Ave Apt 3', city: 'Brooklyn', state: 'NY', zip: '11220' },
    dateOfBirth: '1991-03-26', visitDates: ['2026-11-02', '2026-11-19'],
  },
  aa8: {
    name: 'Gavriel Kandinov', fileNumber: '455128', phone: '917-555-0116', email: 'gkandinov@samarkand.example',
    address: { street: '97-30 63rd Rd Apt 6J', city: 'Rego Park', state: 'NY', zip: '11374' },
    dateOfBirth: '1963-09-14', visitDates: ['2026-10-15'],
  },
  aa9: {
    name: 'Faina Rubinchik', aliases: ['Fanya'], fileNumber: '0036650', phone: '718-555-0193',
    address: { street: '98-41 64th Ave Apt 11B', city: 'Rego Park', state: 'NY', zip: '11374' },
    dateOfBirth: '1932-06-30', visitDates: ['2026-11-06'],
  },
  aa10: {
    name: 'Deonarine Ramcharran', aliases: ['Deo'], fileNumber: '712404', phone: '347-555-0155',
    address: { street: '104-17 117th St', city: 'Richmond Hill', state: 'NY', zip: '11419' },
    dateOfBirth: '1955-10-02', visitDates: ['2026-10-08', '2026-11-16'],
  },
  aa11: {
    name: 'Kamla Boodram-Singh', givenName: 'Kamla', familyName: 'Boodram-Singh', fileNumber: '3187',
    phone: '718-555-0128',
    address: { street: '131-22 122nd St', city: 'South Ozone Park', state: 'NY', zip: '11420' },
    dateOfBirth: '1936-04-18', visitDates: ['2026-11-10'],
  },
  aa12: {
    name: 'Shahjahan Sikder', fileNumber: '508371', phone: '929-555-0170', email: 'shahjahan.sikder@padma.example',
    address: { street: '37-14 73rd St Apt 2D', city: 'Jackson Heights', state: 'NY', zip: '11372' },
    dateOfBirth: '1971-01-15', visitDates: ['2026-10-22'],
  },
  aa13: {
    name: 'Tahmina Chowdhury', fileNumber: '0092216', phone: '646-555-0189', email: 'tahmina.c98@meghna.example',
    address: { street: '85-09 Whitney Ave', city: 'Elmhurst', state: 'NY', zip: '11373' },
    dateOfBirth: '1998-12-09', visitDates: ['2026-11-13'],
  },
  aa14: {
    name: 'Cheikh Tidiane Mbengue', givenName: 'Cheikh Tidiane', familyName: 'Mbengue', fileNumber: '264819',
    phone: '347-555-0102',
    address: { street: '1665 Grand Ave Apt 3E', city: 'Bronx', state: 'NY', zip: '10453' },
    dateOfBirth: '1980-06-06', visitDates: ['2026-10-26'],
  },
  aa15: {
    name: 'Adwoa Agyemang-Badu', givenName: 'Adwoa', familyName: 'Agyemang-Badu', fileNumber: '73045',
    phone: '718-555-0199',
    address: { street: '1180 Anderson Ave Apt 5A', city: 'Bronx', state: 'NY', zip: '10452' },
    dateOfBirth: '1986-11-21', visitDates: ['2026-11-05'],
  },
  aa16: {
    name: 'Jahzara Lord', fileNumber: '0150637', phone: '646-555-0142',
    address: { street: '755 Westchester Ave', city: 'Bronx', state: 'NY', zip: '10455' },
    dateOfBirth: '2011-02-14', visitDates: ['2026-10-13', '2026-11-18'],
  },
  aa17: {
    name: 'Wisly Sainvil', fileNumber: '819260', phone: '973-555-0164',
    address: { street: '62 Lyons Ave', city: 'Irvington', state: 'NJ', zip: '07111' },
    dateOfBirth: '1977-08-03', visitDates: ['2026-11-03'],
  },
  aa18: {
    name: 'Dilcia del Orbe Tavárez', givenName: 'Dilcia', familyName: 'del Orbe Tavárez', fileNumber: '44917',
    phone: '862-555-0131', email: 'dilcia.delorbe@cibao.example',
    address: { street: '310 Market St Apt 2', city: 'Paterson', state: 'NJ', zip: '07501' },
    dateOfBirth: '1966-07-25', visitDates: ['2026-10-29'],
  },
  aa19: {
    name: 'Shulem Gottesfeld', fileNumber: '0061173', phone: '718-555-0177',
    address: { street: '194 Lee Ave', city: 'Brooklyn', state: 'NY', zip: '11211' },
    dateOfBirth: '1948-03-05', visitDates: ['2026-11-11'],
  },
  aa20: {
    name: 'Ginger Lalbachan', fileNumber: '925708', phone: '347-555-0111',
    address: { street: '89-27 Lefferts Blvd', city: 'Richmond Hill', state: 'NY', zip: '11418' },
    dateOfBirth: '1979-05-04', visitDates: ['2026-10-19'],
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
