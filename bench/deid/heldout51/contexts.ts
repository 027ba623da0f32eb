// The people and records the service would know for the fifty-first held-out hand-written set
// (bench/deid/heldout51/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw, file names only). An academic medical centre and its affiliates in western
// Pennsylvania and northeast Ohio (Pittsburgh, McKeesport, Johnstown, Erie, Youngstown, Akron, Cleveland, Canton):
// hospitalist medicine, ICU, cardiology and heart failure clinic, nephrology and dialysis, emergency department,
// stroke, a pediatric clinic and skilled-nursing/rehab. Italian (Ciro "Chick" Scarpitti, Rosaria Dello Russo with a
// particle), Slovak (Zuzana Hrabovsky, Jozef Matejcik), Polish (Waclaw "Walt" Dudzinski, Leokadia "Lodzia"
// Sadowska-Kline, hyphenated), Greek (Paraskevi "Evie" Lykouris), Lebanese (Georgette Tannous), Black American
// (Quintez Meriwether, Theodosia "Dosie" Burwell, Jarrell Kinard, Zaire Dunlap), Appalachian (Arvel Mostoller),
// Irish (Treasa "Tessie" Costigan-Mulqueen, Eamon O'Dowd), German (Walburga "Wally" Brenneman), Indian (Raghunath
// "Raghu" Subramanyam), Chinese (Yuzhen Qiao) and Bhutanese-Nepali (Bhim Kala Khatiwada, Prabin Niraula) names;
// names that are words (Birdie Steele, Wally, Chick, Peach St); a staff surname that is an eponym (Dr. Petra Mobitz);
// six patients over 89 (Hrabovsky, Dudzinski, Mostoller, Brenneman, Khatiwada, Burwell); file numbers of 4 to 7
// digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Petra Mobitz', 'Dr. Karthik Ramaswami', 'Dr. Nayla Khalaf', 'Dr. Rashad Easterling', 'Dr. Jana Vrabel',
  'Dr. Ruthanne Fetterman', 'Dr. Ciaran Geraghty', 'Dr. Teodor Rusnak', 'Brayden Kocher, RN', 'Nikos Andreou, PharmD',
  'Twyla Yoder, MSW', 'Mariah Bonacci, RN', 'Kaylynn Sneddon',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  av1: {
    name: 'Ciro Scarpitti', aliases: ['Chick'], fileNumber: '0048817', phone: '412-555-0131',
    address: { street: '1312 Versailles Ave', city: 'McKeesport', state: 'PA', zip: '15132' },
    dateOfBirth: '1948-03-19', visitDates: ['2026-09-14', '2026-10-26'],
  },
  av2: {
    name: 'Zuzana Hrabovsky', fileNumber: '0007315', phone: '814-555-0147',
    address: { street: '214 Fairfield Ave', city: 'Johnstown', state: 'PA', zip: '15906' },
    dateOfBirth: '1933-06-02', visitDates: ['2026-10-07', '2026-10-08'],
  },
  av3: {
    name: 'Waclaw Dudzinski', aliases: ['Walt'], fileNumber: '62940', phone: '814-555-0162',
    address: { street: '1127 East 22nd St', city: 'Erie', state: 'PA', zip: '16503' },
    dateOfBirth: '1935-01-27', visitDates: ['2026-09-22', '2026-10-02'],
  },
  av4: {
    name: 'Paraskevi Lykouris', aliases: ['Evie'], fileNumber: '0319052', phone: '330-555-0118',
    email: 'evie.lykouris@koumbara.example',
    address: { street: '3310 Tuscarawas St W', city: 'Canton', state: 'OH', zip: '44708' },
    dateOfBirth: '1959-08-14', visitDates: ['2026-10-13', '2026-11-17'],
  },
  av5: {
    name: 'Georgette Tannous', fileNumber: '7741', phone: '330-555-0174',
    address: { street: '815 Glenwood Ave', city: 'Youngstown', state: 'OH', zip: '44502' },
    dateOfBirth: '1954-12-05', visitDates: ['2026-09-29', '2026-11-03'],
  },
  av6: {
    name: 'Quintez Meriwether', fileNumber: '552806', phone: '412-555-0185',
    address: { street: '7219 Kelly St', city: 'Pittsburgh', state: 'PA', zip: '15208' },
    dateOfBirth: '1992-04-30', visitDates: ['2026-11-08'],
  },
  av7: {
    name: 'Arvel Mostoller', fileNumber: '0003864', phone: '814-555-0109',
    address: { street: 'PO Box 88', city: 'Boswell', state: 'PA', zip: '15531' },
    dateOfBirth: '1931-09-09', visitDates: ['2026-10-19', '2026-11-09'],
  },
  av8: {
    name: 'Treasa Costigan-Mulqueen', aliases: ['Tessie'], fileNumber: '240617', phone: '216-555-0153',
    email: 'tessie.cm@westpark.example',
    address: { street: '15420 Triskett Rd', city: 'Cleveland', state: 'OH', zip: '44111' },
    dateOfBirth: '1968-02-21', visitDates: ['2026-10-21', '2026-10-24'],
  },
  av9: {
    name: 'Walburga Brenneman', aliases: ['Wally'], fileNumber: '0091427', phone: '330-555-0126',
    address: { street: '1740 Goodyear Blvd, Apt 3B', city: 'Akron', state: 'OH', zip: '44305' },
    dateOfBirth: '1934-07-16', visitDates: ['2026-09-17', '2026-11-12'],
  },
  av10: {
    name: 'Raghunath Subramanyam', aliases: ['Raghu'], fileNumber: '118402', phone: '412-555-0112',
    email: 'raghu.subra@sangam.example',
    address: { street: '2219 Murray Ave', city: 'Pittsburgh', state: 'PA', zip: '15217' },
    dateOfBirth: '1965-10-03', visitDates: ['2026-10-05', '2026-11-16'],
  },
  av11: {
    name: 'Yuzhen Qiao', aliases: ['Qiao Yuzhen'], fileNumber: '0605519', phone: '412-555-0170',
    email: 'yzqiao@lotusmail.example',
    address: { street: '318 Atwood St, Apt 2', city: 'Pittsburgh', state: 'PA', zip: '15213' },
    dateOfBirth: '1980-05-11', visitDates: ['2026-09-10', '2026-10-22'],
  },
  av12: {
    name: 'Bhim Kala Khatiwada', givenName: 'Bhim Kala', familyName: 'Khatiwada', fileNumber: '40233',
    phone: '412-555-0144',
    address: { street: '1907 Brownsville Rd', city: 'Pittsburgh', state: 'PA', zip: '15210' },
    dateOfBirth: '1936-01-01', visitDates: ['2026-11-19', '2026-11-23'],
  },
  av13: {
    name: 'Prabin Niraula', fileNumber: '0770148', phone: '412-555-0191',
    address: { street: '38 Glenmore Ave', city: 'Pittsburgh', state: 'PA', zip: '15227' },
    dateOfBirth: '2018-07-23', visitDates: ['2026-09-08', '2026-11-02'],
  },
  av14: {
    name: 'Zaire Dunlap', fileNumber: '903311', phone: '412-555-0138',
    address: { street: '823 Rebecca Ave', city: 'Pittsburgh', state: 'PA', zip: '15221' },
    dateOfBirth: '2021-06-12', visitDates: ['2026-10-15'],
  },
  av15: {
    name: 'Birdie Steele', fileNumber: '0027560', phone: '412-555-0166',
    address: { street: '2217 Sarah St', city: 'Pittsburgh', state: 'PA', zip: '15203' },
    dateOfBirth: '1943-11-30', visitDates: ['2026-10-30', '2026-10-31'],
  },
  av16: {
    name: 'Leokadia Sadowska-Kline', aliases: ['Lodzia'], fileNumber: '315774', phone: '412-555-0159',
    address: { street: '1410 Jenny Lind St', city: 'McKeesport', state: 'PA', zip: '15132' },
    dateOfBirth: '1952-04-08', visitDates: ['2026-09-16', '2026-10-14', '2026-11-11'],
  },
  av17: {
    name: 'Rosaria Dello Russo', givenName: 'Rosaria', familyName: 'Dello Russo', fileNumber: '0068241',
    phone: '330-555-0181', email: 'rdellorusso@ciao.example',
    address: { street: '1525 Gibbs Ave NE', city: 'Canton', state: 'OH', zip: '44705' },
    dateOfBirth: '1957-09-25', visitDates: ['2026-11-05'],
  },
  av18: {
    name: "Eamon O'Dowd", fileNumber: '87725', phone: '814-555-0120',
    address: { street: '1711 Peach St', city: 'Erie', state: 'PA', zip: '16501' },
    dateOfBirth: '1960-03-17', visitDates: ['2026-11-20', '2026-11-22'],
  },
  av19: {
    name: 'Jozef Matejcik', aliases: ['Jozo'], fileNumber: '0152093', phone: '330-555-0105',
    address: { street: '4030 Southern Blvd', city: 'Youngstown', state: 'OH', zip: '44512' },
    dateOfBirth: '1945-02-13', visitDates: ['2026-09-24', '2026-11-24'],
  },
  av20: {
    name: 'Theodosia Burwell', aliases: ['Dosie'], fileNumber: '226918', phone: '216-555-0134',
    address: { street: '8111 Kinsman Rd', city: 'Cleveland', state: 'OH', zip: '44104' },
    dateOfBirth: '1936-05-28', visitDates: ['2026-10-09', '2026-10-16'],
  },
  av21: {
    name: 'Jarrell Kinard', fileNumber: '0480036', phone: '412-555-0197', email: 'jkinard@threerivers.example',
    address: { street: '7011 Frankstown Ave', city: 'Pittsburgh', state: 'PA', zip: '15208' },
    dateOfBirth: '1974-08-09', visitDates: ['2026-09-30', '2026-10-28', '2026-11-25'],
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
