// The people and records the service would know for the sixty-ninth held-out hand-written set
// (bench/deid/heldout69/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i, file names only). A suburban multi-specialty physician group in the
// mid-Atlantic (New Jersey, eastern Pennsylvania, Delaware): cardiology (echo, stress tests, device clinic),
// orthopaedics and sports medicine (operative notes, PT referrals, workers' compensation), OB/GYN (prenatal
// flowsheets, L&D summaries, ultrasound), dermatology (Mohs, pathology) and a family-medicine front desk
// (prior authorisations, faxes, insurance verification, reminders, portal messages, refill queues).
// Italian-American (Addolorata "Dolly" Ciccarone, Calogero "Lillo" Tuzzolino), Irish-American (Dymphna Scanlan,
// Trenton Rafferty, Dermot O'Flaherty), Gujarati and Telugu (Hetal Dholakia, Jayantilal Zaveri, Sai Prasanna
// Kalluri, Srinivasulu "Srini" Bommireddy), Korean with two-syllable surnames (Ji-hye Namgung, Chun-ja Jegal),
// Dominican and Puerto Rican with two surnames and a particle (Yanilsa Mercedes del Villar, Zoraida "Zory" Quintana
// Ortolaza, Ubaldo "Baldo" Lebrón Irizarry), Haitian (Yvenel Saintilus, Guerlande Précieux), Filipino (Luzviminda
// "Girlie" Manalastas), Orthodox Jewish (Chaya Raizel Twersky) and Pennsylvania Dutch (Ammon Smucker, Mahlon
// Hershberger) names. Hard cases: a given name that is a city (Trenton, while another patient lives in Trenton),
// surnames that are words, brands or eponyms (Spitz, Smucker, Mercedes, Gentle, Lively), staff surnames that are
// eponyms (Wenckebach, Gerdy, McRoberts, Darier), an apostrophe (O'Flaherty), accents (Lebrón, Précieux, Gráinne),
// five patients over 89 (Ciccarone 93, Scanlan 91, Zaveri 90, Jegal 94, Hershberger 96); file numbers of 4 to 7
// digits, ten with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Hendrik Wenckebach', 'Dr. Shobhana Kasturirangan', 'Dr. Thorvald Gerdy', 'Jude Gentle, PA-C',
  'Dr. Ilana McRoberts', 'Keziah Wohlgemuth, CNM', 'Dr. Vivienne Darier', 'Dr. Aldo Pellegrino',
  'Dr. Gráinne Gilhooly', 'Daphne Lively, RN', 'Nilda Oquendo, RDCS', 'Ravi Chandrasekhar, PharmD',
  'Donatella Ferrante', 'Gianna Spadafora, CMA',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bn1: {
    name: 'Addolorata Ciccarone', aliases: ['Dolly'], fileNumber: '0047712', phone: '609-555-0142',
    address: { street: '318 Bellevue Ave', city: 'Hammonton', state: 'NJ', zip: '08037' },
    dateOfBirth: '1933-03-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  bn2: {
    name: 'Calogero Tuzzolino', aliases: ['Lillo'], fileNumber: '583106', phone: '609-555-0178',
    email: 'lillo.tuzz@tilesetter.example',
    address: { street: '27 Chestnut Ave', city: 'Trenton', state: 'NJ', zip: '08611' },
    dateOfBirth: '1972-08-04', visitDates: ['2026-09-15', '2026-10-27'],
  },
  bn3: {
    name: 'Dymphna Scanlan', fileNumber: '0009184', phone: '610-555-0117',
    address: { street: '4807 Bond Ave', city: 'Drexel Hill', state: 'PA', zip: '19026' },
    dateOfBirth: '1935-01-26', visitDates: ['2026-10-13'],
  },
  bn4: {
    name: 'Trenton Rafferty', fileNumber: '740233', phone: '484-555-0126', email: 'trafferty09@lacrosse.example',
    address: { street: '305 N Orange St', city: 'Media', state: 'PA', zip: '19063' },
    dateOfBirth: '2009-05-11', visitDates: ['2026-09-22', '2026-11-03'],
  },
  bn5: {
    name: 'Hetal Dholakia', fileNumber: '0316650', phone: '732-555-0163', email: 'hetal.dholakia@garba.example',
    address: { street: '19 Oak Tree Rd', city: 'Edison', state: 'NJ', zip: '08820' },
    dateOfBirth: '1994-02-14', visitDates: ['2026-08-25', '2026-09-29', '2026-10-27', '2026-11-24'],
  },
  bn6: {
    name: 'Jayantilal Zaveri', aliases: ['Jayantibhai', 'Bapuji'], fileNumber: '62047', phone: '732-555-0109',
    address: { street: '1420 Green St', city: 'Iselin', state: 'NJ', zip: '08830' },
    dateOfBirth: '1936-07-02', visitDates: ['2026-10-08', '2026-11-12'],
  },
  bn7: {
    name: 'Sai Prasanna Kalluri', givenName: 'Sai Prasanna', familyName: 'Kalluri', fileNumber: '0288519',
    phone: '609-555-0190', email: 'saiprasanna.k@godavari.example',
    address: { street: '7 Hunters Glen Dr Apt 3B', city: 'Plainsboro', state: 'NJ', zip: '08536' },
    dateOfBirth: '1997-06-30', visitDates: ['2026-10-19', '2026-10-21', '2026-11-16'],
  },
  bn8: {
    name: 'Ji-hye Namgung', fileNumber: '905516', phone: '201-555-0131', email: 'jihye.namgung@hanok.example',
    address: { street: '2040 Center Ave Apt 11C', city: 'Fort Lee', state: 'NJ', zip: '07024' },
    dateOfBirth: '1991-04-09', visitDates: ['2026-09-10', '2026-11-05'],
  },
  bn9: {
    name: 'Chun-ja Jegal', fileNumber: '0071305', phone: '201-555-0154',
    address: { street: '211 Broad Ave', city: 'Palisades Park', state: 'NJ', zip: '07650' },
    dateOfBirth: '1932-10-03', visitDates: ['2026-10-20'],
  },
  bn10: {
    name: 'Yanilsa Mercedes del Villar', givenName: 'Yanilsa', familyName: 'Mercedes del Villar',
    fileNumber: '127094', phone: '732-555-0185',
    address: { street: '418 Smith St', city: 'Perth Amboy', state: 'NJ', zip: '08861' },
    dateOfBirth: '1982-12-01', visitDates: ['2026-09-17', '2026-11-10'],
  },
  bn11: {
    name: 'Zoraida Quintana Ortolaza', givenName: 'Zoraida', familyName: 'Quintana Ortolaza', aliases: ['Zory'],
    fileNumber: '0450087', phone: '610-555-0149', email: 'zory.quintana@coqui.example',
    address: { street: '615 N 7th St', city: 'Allentown', state: 'PA', zip: '18102' },
    dateOfBirth: '1968-05-23', visitDates: ['2026-10-01', '2026-11-19'],
  },
  bn12: {
    name: 'Yvenel Saintilus', fileNumber: '311462', phone: '973-555-0122',
    address: { street: '88 Lyons Ave', city: 'Irvington', state: 'NJ', zip: '07111' },
    dateOfBirth: '1959-11-28', visitDates: ['2026-09-24', '2026-11-06'],
  },
  bn13: {
    name: 'Luzviminda Manalastas', aliases: ['Girlie'], fileNumber: '0068243', phone: '201-555-0170',
    email: 'girlie.manalastas@sampaguita.example',
    address: { street: '129 Newark Ave', city: 'Jersey City', state: 'NJ', zip: '07306' },
    dateOfBirth: '1964-08-15', visitDates: ['2026-10-15'],
  },
  bn14: {
    name: 'Chaya Raizel Twersky', givenName: 'Chaya Raizel', familyName: 'Twersky', fileNumber: '528930',
    phone: '732-555-0138',
    address: { street: '1150 Forest Ave', city: 'Lakewood', state: 'NJ', zip: '08701' },
    dateOfBirth: '1995-01-08', visitDates: ['2026-09-08', '2026-10-06', '2026-11-09'],
  },
  bn15: {
    name: 'Ammon Smucker', fileNumber: '0203381', phone: '717-555-0111',
    address: { street: '3186 Newport Rd', city: 'Gordonville', state: 'PA', zip: '17529' },
    dateOfBirth: '1992-03-12', visitDates: ['2026-10-09', '2026-10-23'],
  },
  bn16: {
    name: 'Mahlon Hershberger', fileNumber: '7719', phone: '717-555-0197',
    address: { street: '56 Hahnstown Rd', city: 'Ephrata', state: 'PA', zip: '17522' },
    dateOfBirth: '1930-09-05', visitDates: ['2026-11-02'],
  },
  bn17: {
    name: 'Heath Spitz', fileNumber: '846105', phone: '302-555-0159', email: 'heath.spitz@dunes.example',
    address: { street: '1021 Forrest Ave', city: 'Dover', state: 'DE', zip: '19901' },
    dateOfBirth: '1979-07-27', visitDates: ['2026-10-22'],
  },
  bn18: {
    name: 'Ubaldo Lebrón Irizarry', givenName: 'Ubaldo', familyName: 'Lebrón Irizarry', aliases: ['Baldo'],
    fileNumber: '0538820', phone: '610-555-0166',
    address: { street: '730 Penn St', city: 'Reading', state: 'PA', zip: '19601' },
    dateOfBirth: '1963-02-02', visitDates: ['2026-09-30', '2026-11-13'],
  },
  bn19: {
    name: 'Srinivasulu Bommireddy', aliases: ['Srini'], fileNumber: '219675', phone: '302-555-0104',
    email: 'srini.bommireddy@krishna.example',
    address: { street: '44 Possum Park Rd', city: 'Newark', state: 'DE', zip: '19711' },
    dateOfBirth: '1965-12-19', visitDates: ['2026-10-28'],
  },
  bn20: {
    name: "Dermot O'Flaherty", givenName: 'Dermot', familyName: "O'Flaherty", fileNumber: '0095036',
    phone: '610-555-0193',
    address: { street: '2311 Darby Rd', city: 'Havertown', state: 'PA', zip: '19083' },
    dateOfBirth: '1948-04-17', visitDates: ['2026-09-18', '2026-11-20'],
  },
  bn21: {
    name: 'Guerlande Précieux', fileNumber: '674418', phone: '302-555-0128',
    email: 'guerlande.precieux@lakay.example',
    address: { street: '1602 W 4th St', city: 'Wilmington', state: 'DE', zip: '19805' },
    dateOfBirth: '1988-10-10', visitDates: ['2026-09-03', '2026-10-14', '2026-11-11'],
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
