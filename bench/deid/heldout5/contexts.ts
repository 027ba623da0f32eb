// The people and records the service would know for the fifth held-out hand-written set (bench/deid/heldout5/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep). A typical
// Midwest/Northeast US clinic: ordinary Anglo and African-American names (Gregory "Greg" Hollister, Shanice Dorsey,
// DeShawn Merriweather), Hispanic two-surname names (Yolanda Quintero Vargas "Yoli"), Polish and Ukrainian names
// (Zbigniew "Ziggy" Wróblewski, Stanislava "Stella" Dudek, Brandy Kowalczyk), South Asian (Deepa Raghunathan, Rajiv
// "Raj" Malhotra), East Asian (Soyeon Kwak, Guo Liang "Gary" Tan), Middle Eastern (Tariq Al-Masri, Rania Khoury) and
// Ghanaian (Jayden Boateng, a child) names; names that are English words (Clay Rivers, Hazel Summers, Ruth Gamble,
// Brandy, Tan, Wolfe; staff Tiffany Sweet, Heather Lund); staff surnames that are eponyms (Dr. Claire Raynaud,
// Dr. Victor Colles); a hyphenated surname (Karen Doyle-Harrington); an apostrophe (Maureen O'Keefe); four patients
// over 89 (Pickering, Hargrove, Dudek, Wolfe); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Claire Raynaud', 'Dr. Victor Colles', 'Dr. Peter Lindahl', 'Dr. Ngozi Eze', 'Dr. Arjun Bhattacharya',
  'Heather Lund, NP', 'Kyle Brennan, RN', 'Lourdes Ocampo, RN', 'Tiffany Sweet, CMA', 'Dana Kessler, PharmD',
  'Yvonne Petit, LCSW', 'Gina Marchetti',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  u1: {
    name: 'Gregory Hollister', aliases: ['Greg'], fileNumber: '0058317', phone: '216-555-0143',
    email: 'ghollister61@mailbox.example',
    address: { street: '1840 W 65th St', city: 'Cleveland', state: 'OH', zip: '44102' },
    dateOfBirth: '1961-03-09', visitDates: ['2026-09-14', '2026-11-02'],
  },
  u2: {
    name: 'Shanice Dorsey', fileNumber: '472610', phone: '313-555-0178',
    address: { street: '8816 Grand River Ave', city: 'Detroit', state: 'MI', zip: '48204' },
    dateOfBirth: '1992-07-21', visitDates: ['2026-10-06'],
  },
  u3: {
    name: 'Yolanda Quintero Vargas', givenName: 'Yolanda', familyName: 'Quintero Vargas', aliases: ['Yoli'],
    fileNumber: '3390441', phone: '773-555-0126', email: 'yoli.quintero@correo.example',
    address: { street: '2514 S Kedzie Ave', city: 'Chicago', state: 'IL', zip: '60623' },
    dateOfBirth: '1975-12-04', visitDates: ['2026-10-20'],
  },
  u4: {
    name: 'Zbigniew Wróblewski', givenName: 'Zbigniew', familyName: 'Wróblewski', aliases: ['Ziggy'],
    fileNumber: '0006724', phone: '716-555-0191',
    address: { street: '77 Kosciuszko St', city: 'Buffalo', state: 'NY', zip: '14212' },
    dateOfBirth: '1953-05-30', visitDates: ['2026-08-25', '2026-11-10'],
  },
  u5: {
    name: 'Deepa Raghunathan', givenName: 'Deepa', familyName: 'Raghunathan', fileNumber: '815537', phone: '732-555-0164',
    email: 'deepa.r@webpost.example',
    address: { street: '41 Plainfield Ave', city: 'Edison', state: 'NJ', zip: '08817' },
    dateOfBirth: '1988-02-17', visitDates: ['2026-10-29'],
  },
  u6: {
    name: 'Soyeon Kwak', givenName: 'Soyeon', familyName: 'Kwak', fileNumber: '26093', phone: '201-555-0155',
    address: { street: '305 Main St', city: 'Fort Lee', state: 'NJ', zip: '07024' },
    dateOfBirth: '1969-09-12', visitDates: ['2026-09-30'],
  },
  u7: {
    name: 'Tariq Al-Masri', givenName: 'Tariq', familyName: 'Al-Masri', fileNumber: '704218', phone: '313-555-0119',
    address: { street: '6120 Schaefer Rd', city: 'Dearborn', state: 'MI', zip: '48126' },
    dateOfBirth: '1983-01-26', visitDates: ['2026-11-05'],
  },
  u8: {
    name: "Maureen O'Keefe", givenName: 'Maureen', familyName: "O'Keefe", fileNumber: '0092286', phone: '617-555-0137',
    email: 'mokeefe@postmail.example',
    address: { street: '19 Adams St', city: 'Dorchester', state: 'MA', zip: '02122' },
    dateOfBirth: '1957-08-03', visitDates: ['2026-10-13'],
  },
  u9: {
    name: 'Hazel Summers', fileNumber: '531904', phone: '317-555-0182',
    address: { street: '930 E Washington St', city: 'Indianapolis', state: 'IN', zip: '46202' },
    dateOfBirth: '1979-04-08', visitDates: ['2026-11-17'],
  },
  u10: {
    name: 'Clay Rivers', fileNumber: '6648', phone: '414-555-0150', email: 'clayrivers@net.example',
    address: { street: '2217 N Holton St', city: 'Milwaukee', state: 'WI', zip: '53212' },
    dateOfBirth: '1971-10-15', visitDates: ['2026-09-08'],
  },
  u11: {
    name: 'Edna Pickering', fileNumber: '0011935', phone: '802-555-0103',
    address: { street: '12 Maple St', city: 'Burlington', state: 'VT', zip: '05401' },
    dateOfBirth: '1932-01-19', visitDates: ['2026-10-01', '2026-11-19'],
  },
  u12: {
    name: 'Lucius Hargrove', fileNumber: '208847', phone: '215-555-0171',
    address: { street: '5420 Wayne Ave', city: 'Philadelphia', state: 'PA', zip: '19144' },
    dateOfBirth: '1935-06-02', visitDates: ['2026-09-22'],
  },
  u13: {
    name: 'Stanislava Dudek', givenName: 'Stanislava', familyName: 'Dudek', aliases: ['Stella'], fileNumber: '0370052',
    phone: '570-555-0115',
    address: { street: '318 Prospect Ave', city: 'Scranton', state: 'PA', zip: '18505' },
    dateOfBirth: '1930-11-28', visitDates: ['2026-10-27'],
  },
  u14: {
    name: 'Herbert Wolfe', aliases: ['Herb'], fileNumber: '91376', phone: '414-555-0198',
    address: { street: '4700 W Forest Home Ave', city: 'Milwaukee', state: 'WI', zip: '53219' },
    dateOfBirth: '1934-03-14', visitDates: ['2026-08-31', '2026-11-09'],
  },
  u15: {
    name: 'DeShawn Merriweather', fileNumber: '640183', phone: '219-555-0140',
    address: { street: '1521 Broadway', city: 'Gary', state: 'IN', zip: '46407' },
    dateOfBirth: '1998-08-11', visitDates: ['2026-11-21'],
  },
  u16: {
    name: 'Anthony Ferraro', aliases: ['Tony'], fileNumber: '112059', phone: '401-555-0167',
    email: 'tferraro@mailbox.example',
    address: { street: '88 Atwells Ave', city: 'Providence', state: 'RI', zip: '02903' },
    dateOfBirth: '1966-02-02', visitDates: ['2026-10-15'],
  },
  u17: {
    name: 'Rania Khoury', givenName: 'Rania', familyName: 'Khoury', fileNumber: '0407711', phone: '419-555-0122',
    address: { street: '3345 Sylvania Ave', city: 'Toledo', state: 'OH', zip: '43613' },
    dateOfBirth: '1985-05-05', visitDates: ['2026-09-17'],
  },
  u18: {
    name: 'Guo Liang Tan', givenName: 'Guo Liang', familyName: 'Tan', aliases: ['Gary'], fileNumber: '583301',
    phone: '718-555-0186',
    address: { street: '41-20 Main St', city: 'Flushing', state: 'NY', zip: '11355' },
    dateOfBirth: '1958-12-23', visitDates: ['2026-11-03'],
  },
  u19: {
    name: 'Brandy Kowalczyk', fileNumber: '7712', phone: '616-555-0131', email: 'brandyk84@postbox.example',
    address: { street: '1102 Plainfield Ave NE', city: 'Grand Rapids', state: 'MI', zip: '49505' },
    dateOfBirth: '1984-06-29', visitDates: ['2026-10-08'],
  },
  u20: {
    name: 'Ruth Gamble', aliases: ['Ruthie'], fileNumber: '359026', phone: '515-555-0109',
    address: { street: '2805 Ingersoll Ave', city: 'Des Moines', state: 'IA', zip: '50312' },
    dateOfBirth: '1949-09-25', visitDates: ['2026-11-12'],
  },
  u21: {
    name: 'Jayden Boateng', fileNumber: '0825544', phone: '614-555-0158',
    address: { street: '5560 Cleveland Ave', city: 'Columbus', state: 'OH', zip: '43231' },
    dateOfBirth: '2022-04-18', visitDates: ['2026-11-06'],
  },
  u22: {
    name: 'Rajiv Malhotra', aliases: ['Raj'], fileNumber: '448190', phone: '630-555-0174',
    email: 'raj.malhotra@netpost.example',
    address: { street: '1207 Bristol Ct', city: 'Naperville', state: 'IL', zip: '60540' },
    dateOfBirth: '1972-07-07', visitDates: ['2026-09-24'],
  },
  u23: {
    name: 'Karen Doyle-Harrington', givenName: 'Karen', familyName: 'Doyle-Harrington', fileNumber: '97402',
    phone: '412-555-0161',
    address: { street: '215 Shiloh St', city: 'Pittsburgh', state: 'PA', zip: '15211' },
    dateOfBirth: '1964-10-31', visitDates: ['2026-10-22'],
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
