// The people and records the service would know for the sixty-first held-out hand-written set
// (bench/deid/heldout61/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw; heldout60 and heldout62 were being written at the same time and were not
// read). An Upper Midwest rural and small-city system (Minnesota, Wisconsin, the Dakotas): a critical-access hospital,
// a tribal clinic, a nursing home, hospice, a rural pharmacy and the emergency and orthopaedic care around them.
// Hmong names written in the Hmong alphabet and clan-first (Nyia Xyooj, also `Xyooj Nyiaj`; Xay Cheng Tsab; Xia Lis;
// staff Dr. Seng Hawj), Somali (Shukri Qalinle, Barkhad Dualeh, Nimco "Nimo" Xirsi), Karen (Pah Ler Htee, no
// surname), Ojibwe (Verla Drouillard, also `Zhaawanookwe`; Darwin Lussier), Lakota (Wilbur Thunder Hawk, also
// `Wakinyan Cetan`; Tressa Quiver), Norwegian and German farm families (Borghild "Hilda" Skjervheim, Oddvar "Odd"
// Sagstuen, Ewald Schoessow, Luella Zastrow), Amish and Mennonite (Atlee Borntrager, Lizzie Beachy, Katarina
// "Trientje" Banman), and a snowmobiler and a Minot woman whose names are words (Trace Bjornstad, Windy Hinsverk).
// Staff surnames that are eponyms (Dr. Elske Curling, Dr. Ottavia Galeazzi, Dr. Noémie Tillaux) or words (Dr. Rayna
// Stately, Jodi Bear Runner); a particle surname (Dr. Maarten van Oostrum); a hyphenated one (Synnøve Aasen-Moe).
// Five patients over 89 (Xyooj 93, Thunder Hawk 96, Skjervheim 94, Schoessow 91, Beachy 90); file numbers of 4 to 7
// digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Elske Curling', 'Dr. Ottavia Galeazzi', 'Dr. Noémie Tillaux', 'Dr. Seng Hawj', 'Dr. Hamdi Egal',
  'Dr. Rayna Stately', 'Dr. Maarten van Oostrum', 'Jodi Bear Runner, FNP', 'Synnøve Aasen-Moe, RN',
  'Teri Plamann, RN', 'Lennart Tweeten, PharmD', 'Hodo Roble, CHW', 'Rev. Halldis Stavenes', 'Tayler Furuseth',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bf1: {
    name: 'Nyia Xyooj', givenName: 'Nyia', familyName: 'Xyooj', aliases: ['Xyooj Nyiaj'], fileNumber: '0041876',
    phone: '715-555-0138',
    address: { street: '1408 N 6th St', city: 'Wausau', state: 'WI', zip: '54403' },
    dateOfBirth: '1933-03-02', visitDates: ['2026-09-17', '2026-11-05'],
  },
  bf2: {
    name: 'Xay Cheng Tsab', givenName: 'Xay Cheng', familyName: 'Tsab', aliases: ['Cheng'], fileNumber: '627094',
    phone: '715-555-0161', email: 'xctsab@paajntaub.example',
    address: { street: '2215 Fairfax St', city: 'Eau Claire', state: 'WI', zip: '54701' },
    dateOfBirth: '1986-07-19', visitDates: ['2026-10-03', '2026-10-17'],
  },
  bf3: {
    name: 'Shukri Qalinle', fileNumber: '5093', phone: '320-555-0117',
    address: { street: '512 Becker Ave SW', city: 'Willmar', state: 'MN', zip: '56201' },
    dateOfBirth: '1985-01-01', visitDates: ['2026-09-24'],
  },
  bf4: {
    name: 'Barkhad Dualeh', fileNumber: '0318225', phone: '507-555-0149', email: 'barkhad.dualeh@hiddo.example',
    address: { street: '1320 Division St W Apt 4', city: 'Faribault', state: 'MN', zip: '55021' },
    dateOfBirth: '1968-05-30', visitDates: ['2026-10-08', '2026-11-19'],
  },
  bf5: {
    name: 'Pah Ler Htee', aliases: ['Pah Ler'], fileNumber: '84417', phone: '507-555-0172',
    address: { street: '1125 Oxford St Apt 2B', city: 'Worthington', state: 'MN', zip: '56187' },
    dateOfBirth: '1979-12-14', visitDates: ['2026-10-21'],
  },
  bf6: {
    name: 'Verla Drouillard', aliases: ['Zhaawanookwe'], fileNumber: '0007632', phone: '218-555-0126',
    address: { street: 'PO Box 442', city: 'Cass Lake', state: 'MN', zip: '56633' },
    dateOfBirth: '1959-02-23', visitDates: ['2026-09-10', '2026-11-12'],
  },
  bf7: {
    name: 'Darwin Lussier', fileNumber: '250913', phone: '218-555-0183',
    address: { street: '3807 Birchmont Dr NE', city: 'Bemidji', state: 'MN', zip: '56601' },
    dateOfBirth: '1997-04-08', visitDates: ['2026-11-22'],
  },
  bf8: {
    name: 'Wilbur Thunder Hawk', givenName: 'Wilbur', familyName: 'Thunder Hawk', aliases: ['Wakinyan Cetan'],
    fileNumber: '0062150', phone: '605-555-0111',
    address: { street: 'PO Box 87', city: 'Kyle', state: 'SD', zip: '57752' },
    dateOfBirth: '1930-08-05', visitDates: ['2026-10-01', '2026-11-16'],
  },
  bf9: {
    name: 'Tressa Quiver', fileNumber: '713408', phone: '605-555-0154', email: 'tquiver@prairiewind.example',
    address: { street: '2419 Milwaukee St', city: 'Rapid City', state: 'SD', zip: '57701' },
    dateOfBirth: '1991-11-27', visitDates: ['2026-10-26'],
  },
  bf10: {
    name: 'Borghild Skjervheim', aliases: ['Hilda'], fileNumber: '0002871', phone: '507-555-0190',
    address: { street: '215 Maple Dr', city: 'Spring Grove', state: 'MN', zip: '55974' },
    dateOfBirth: '1932-06-21', visitDates: ['2026-09-29', '2026-11-03'],
  },
  bf11: {
    name: 'Oddvar Sagstuen', aliases: ['Odd'], fileNumber: '40566', phone: '608-555-0143',
    address: { street: 'E5127 Hegge Rd', city: 'Westby', state: 'WI', zip: '54667' },
    dateOfBirth: '1961-10-02', visitDates: ['2026-09-14'],
  },
  bf12: {
    name: 'Ewald Schoessow', fileNumber: '0115479', phone: '715-555-0107',
    address: { street: 'N8810 Sternweis Ln', city: 'Marshfield', state: 'WI', zip: '54449' },
    dateOfBirth: '1935-01-27', visitDates: ['2026-10-13', '2026-11-10'],
  },
  bf13: {
    name: 'Luella Zastrow', fileNumber: '9376', phone: '507-555-0164', email: 'luella.zastrow@schellhaus.example',
    address: { street: '614 N German St', city: 'New Ulm', state: 'MN', zip: '56073' },
    dateOfBirth: '1948-09-09', visitDates: ['2026-11-09'],
  },
  bf14: {
    name: 'Atlee Borntrager', fileNumber: '0560318', phone: '608-555-0178',
    address: { street: 'S2148 Hemlock Rd', city: 'Cashton', state: 'WI', zip: '54619' },
    dateOfBirth: '1972-03-16', visitDates: ['2026-10-06'],
  },
  bf15: {
    name: 'Lizzie Beachy', fileNumber: '3358', phone: '507-555-0131',
    address: { street: '18215 County Road 44', city: 'Harmony', state: 'MN', zip: '55939' },
    dateOfBirth: '1936-04-18', visitDates: ['2026-09-22', '2026-11-17'],
  },
  bf16: {
    name: 'Katarina Banman', aliases: ['Trientje'], fileNumber: '0098344', phone: '507-555-0115',
    address: { street: '1210 3rd Ave', city: 'Mountain Lake', state: 'MN', zip: '56159' },
    dateOfBirth: '1983-02-07', visitDates: ['2026-10-29'],
  },
  bf17: {
    name: 'Trace Bjornstad', fileNumber: '472291', phone: '701-555-0168', email: 'trace.bjornstad@sledneck.example',
    address: { street: '611 4th St NE', city: 'Devils Lake', state: 'ND', zip: '58301' },
    dateOfBirth: '2004-12-30', visitDates: ['2026-11-14', '2026-11-25'],
  },
  bf18: {
    name: 'Windy Hinsverk', fileNumber: '61208', phone: '701-555-0129',
    address: { street: '1922 10th St SW', city: 'Minot', state: 'ND', zip: '58701' },
    dateOfBirth: '1976-06-06', visitDates: ['2026-10-20'],
  },
  bf19: {
    name: 'Xia Lis', fileNumber: '0270519', phone: '608-555-0185', email: 'xialis.lax@ntxawg.example',
    address: { street: '1520 Kane St', city: 'La Crosse', state: 'WI', zip: '54603' },
    dateOfBirth: '1998-08-24', visitDates: ['2026-09-08', '2026-10-27'],
  },
  bf20: {
    name: 'Nimco Xirsi', aliases: ['Nimo'], fileNumber: '805746', phone: '715-555-0192',
    address: { street: '345 E La Salle Ave', city: 'Barron', state: 'WI', zip: '54812' },
    dateOfBirth: '1990-07-15', visitDates: ['2026-11-04'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or none: no subject patient, all of them as other patients.
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
