// The people and records the service would know for the forty-sixth held-out hand-written set
// (bench/deid/heldout46/*.txt). Made up by hand; every given name, alias and surname was checked with grep -rlw against
// the other sets' contexts.ts and bench/deid/handwritten.ts (names among the most common US given names and surnames,
// such as Cruz, Flores, Linda, Kevin, may repeat). A multispecialty outpatient group with sites in Houston (and Sugar
// Land, Pasadena), San Antonio and the Tampa / Orlando area (Brandon, Kissimmee, Winter Park): internal medicine,
// cardiology, endocrinology, OB/GYN, paediatrics, orthopaedics and urgent care. Mexican-American two-surname names
// (Consuelo "Chelo" Saldívar Olivarez, Blanca Hinojosa Escamilla, Nicanor "Canor" Cruz Arredondo, Hermelinda "Linda"
// Flores Ozuna, Amparo Bernal Piña, a child Ángel Peña Zúñiga), Puerto Rican (Lisandra Caraballo Nieves, Edgardo
// "Gardy" Colón Aponte), Cuban (Orestes "Tete" Valdés Fonseca, Yusimí Arencibia Hevia), Vietnamese (Nga Tang, Tien
// "Kevin" Hua), Indian (Radhika Sundaram, Jitendra "Jitu" Parikh), Filipino (Lualhati "Luly" Soliven, a child
// Kristoffer Dimalanta), Black American (Kordell "KD" Lafleur, Willodean Pettis) and Anglo (Clayton "Whit"
// Whitacre, Kelsey Vanderpool-Brantley, Augustus "Gus" Featherstone) names; names that are words (Blanca, Cruz,
// Flores, Nieves, Piña, Amparo, Consuelo, Ángel, Peña); a staff surname that is an eponym (Dr. Hadley Gaenslen);
// five patients over 89 (Cruz 94, Flores 97, Valdés 91, Tang 102, Pettis 96); file numbers of 4 to 7 digits, some
// with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Fidencio Montemayor', 'Dr. Kalyani Srinivasan', 'Dr. Nhung Lieu', 'Dr. Octave Delahoussaye',
  'Dr. Ileana Sardiñas', 'Dr. Hadley Gaenslen', 'Dr. Rommel Sarmiento', 'Luzmarie Tirado, APRN',
  'Jazmyne Zeno, RN', 'Chintan Bhavsar, PharmD', 'Hortensia Tamez, LCSW', 'Brinley Yarbrough, MA',
  'Yessica Montelongo',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  aq1: {
    name: 'Consuelo Saldívar Olivarez', givenName: 'Consuelo', familyName: 'Saldívar Olivarez', aliases: ['Chelo'],
    fileNumber: '0084631', phone: '210-555-0147', email: 'chelo.saldivar@correo.example',
    address: { street: '1427 W Mistletoe Ave', city: 'San Antonio', state: 'TX', zip: '78201' },
    dateOfBirth: '1967-08-19', visitDates: ['2026-02-17', '2026-03-04'],
  },
  aq2: {
    name: 'Blanca Hinojosa Escamilla', givenName: 'Blanca', familyName: 'Hinojosa Escamilla', fileNumber: '552807',
    phone: '713-555-0162',
    address: { street: '7314 Canal St', city: 'Houston', state: 'TX', zip: '77011' },
    dateOfBirth: '1994-11-03', visitDates: ['2026-01-22', '2026-03-05'],
  },
  aq3: {
    name: 'Nicanor Cruz Arredondo', givenName: 'Nicanor', familyName: 'Cruz Arredondo', aliases: ['Canor'],
    fileNumber: '0006174', phone: '210-555-0119',
    address: { street: '2215 Pleasanton Rd', city: 'San Antonio', state: 'TX', zip: '78221' },
    dateOfBirth: '1931-09-27', visitDates: ['2026-02-09', '2026-03-02'],
  },
  aq4: {
    name: 'Hermelinda Flores Ozuna', givenName: 'Hermelinda', familyName: 'Flores Ozuna', aliases: ['Linda'],
    fileNumber: '40715', phone: '210-555-0183',
    address: { street: '1119 S Zarzamora St', city: 'San Antonio', state: 'TX', zip: '78207' },
    dateOfBirth: '1928-12-12', visitDates: ['2026-01-14', '2026-02-25'],
  },
  aq5: {
    name: 'Lisandra Caraballo Nieves', givenName: 'Lisandra', familyName: 'Caraballo Nieves', aliases: ['Lisy'],
    fileNumber: '0219348', phone: '407-555-0136', email: 'lisandra.caraballo@isla.example',
    address: { street: '2760 Michigan Ave Apt 214', city: 'Kissimmee', state: 'FL', zip: '34744' },
    dateOfBirth: '1981-05-08', visitDates: ['2026-02-03', '2026-03-10'],
  },
  aq6: {
    name: 'Orestes Valdés Fonseca', givenName: 'Orestes', familyName: 'Valdés Fonseca', aliases: ['Tete'],
    fileNumber: '7318', phone: '813-555-0171',
    address: { street: '2407 W Columbus Dr', city: 'Tampa', state: 'FL', zip: '33607' },
    dateOfBirth: '1934-10-21', visitDates: ['2026-01-28', '2026-03-03'],
  },
  aq7: {
    name: 'Nga Tang', givenName: 'Nga', familyName: 'Tang', fileNumber: '0031562', phone: '281-555-0158',
    address: { street: '12215 Dashwood Dr', city: 'Houston', state: 'TX', zip: '77072' },
    dateOfBirth: '1923-06-30', visitDates: ['2026-02-11', '2026-03-04'],
  },
  aq8: {
    name: 'Tien Hua', aliases: ['Kevin'], fileNumber: '884203', phone: '832-555-0124',
    email: 'tienhua87@mail.example',
    address: { street: '9402 Bissonnet St', city: 'Houston', state: 'TX', zip: '77036' },
    dateOfBirth: '1987-04-14', visitDates: ['2026-03-01'],
  },
  aq9: {
    name: 'Radhika Sundaram', aliases: ['Radhi'], fileNumber: '0470195', phone: '281-555-0190',
    email: 'radhika.s@kolam.example',
    address: { street: '4610 Sweetwater Blvd', city: 'Sugar Land', state: 'TX', zip: '77479' },
    dateOfBirth: '1979-07-23', visitDates: ['2026-01-20', '2026-02-24'],
  },
  aq10: {
    name: 'Jitendra Parikh', aliases: ['Jitu'], fileNumber: '63072', phone: '813-555-0108',
    address: { street: '1805 Lithia Pinecrest Rd', city: 'Brandon', state: 'FL', zip: '33511' },
    dateOfBirth: '1954-03-02', visitDates: ['2026-02-18'],
  },
  aq11: {
    name: 'Lualhati Soliven', aliases: ['Luly'], fileNumber: '317440', phone: '407-555-0193',
    address: { street: '6021 Lake Underhill Rd', city: 'Orlando', state: 'FL', zip: '32807' },
    dateOfBirth: '1962-10-16', visitDates: ['2026-02-06', '2026-03-06'],
  },
  aq12: {
    name: 'Kristoffer Dimalanta', aliases: ['Kiko'], fileNumber: '0145209', phone: '210-555-0165',
    address: { street: '8811 Timber Path', city: 'San Antonio', state: 'TX', zip: '78250' },
    dateOfBirth: '2016-08-25', visitDates: ['2026-01-29', '2026-03-03'],
  },
  aq13: {
    name: 'Kordell Lafleur', aliases: ['KD'], fileNumber: '0092774', phone: '713-555-0115',
    email: 'kd.lafleur@hoops.example',
    address: { street: '3118 Holman St', city: 'Houston', state: 'TX', zip: '77004' },
    dateOfBirth: '1996-09-09', visitDates: ['2026-01-30', '2026-03-06'],
  },
  aq14: {
    name: 'Willodean Pettis', fileNumber: '2281', phone: '713-555-0199',
    address: { street: '4012 Lyons Ave', city: 'Houston', state: 'TX', zip: '77020' },
    dateOfBirth: '1929-08-03', visitDates: ['2026-02-04', '2026-03-02'],
  },
  aq15: {
    name: 'Clayton Whitacre', aliases: ['Whit'], fileNumber: '105586', phone: '210-555-0140',
    address: { street: '214 Argo Ave', city: 'San Antonio', state: 'TX', zip: '78209' },
    dateOfBirth: '1973-12-01', visitDates: ['2026-02-12', '2026-03-05'],
  },
  aq16: {
    name: 'Kelsey Vanderpool-Brantley', givenName: 'Kelsey', familyName: 'Vanderpool-Brantley', fileNumber: '0058920',
    phone: '407-555-0177', email: 'kelsvp@lakeside.example',
    address: { street: '1290 Aloma Ave Unit 3', city: 'Winter Park', state: 'FL', zip: '32789' },
    dateOfBirth: '1997-06-17', visitDates: ['2026-01-08', '2026-02-05', '2026-03-05'],
  },
  aq17: {
    name: 'Ángel Peña Zúñiga', givenName: 'Ángel', familyName: 'Peña Zúñiga', aliases: ['Angelito'],
    fileNumber: '0674410', phone: '210-555-0126',
    address: { street: '5423 Castroville Rd', city: 'San Antonio', state: 'TX', zip: '78227' },
    dateOfBirth: '2019-10-02', visitDates: ['2026-02-20', '2026-03-04'],
  },
  aq18: {
    name: 'Edgardo Colón Aponte', givenName: 'Edgardo', familyName: 'Colón Aponte', aliases: ['Gardy'],
    fileNumber: '398215', phone: '321-555-0152',
    address: { street: '5218 Curry Ford Rd', city: 'Orlando', state: 'FL', zip: '32812' },
    dateOfBirth: '1969-04-11', visitDates: ['2026-02-16', '2026-03-02'],
  },
  aq19: {
    name: 'Yusimí Arencibia Hevia', givenName: 'Yusimí', familyName: 'Arencibia Hevia', aliases: ['Yusi'],
    fileNumber: '0011507', phone: '813-555-0131', email: 'yusi.arencibia@guagua.example',
    address: { street: '3512 N Armenia Ave', city: 'Tampa', state: 'FL', zip: '33607' },
    dateOfBirth: '1992-12-29', visitDates: ['2026-02-27'],
  },
  aq20: {
    name: 'Amparo Bernal Piña', givenName: 'Amparo', familyName: 'Bernal Piña', fileNumber: '86610',
    phone: '713-555-0168',
    address: { street: '1709 Shaver St', city: 'Pasadena', state: 'TX', zip: '77502' },
    dateOfBirth: '1957-05-15', visitDates: ['2026-01-26', '2026-03-09'],
  },
  aq21: {
    name: 'Augustus Featherstone', aliases: ['Gus'], fileNumber: '0203377', phone: '813-555-0187',
    email: 'gusfeather@bayshore.example',
    address: { street: '4821 S Manhattan Ave', city: 'Tampa', state: 'FL', zip: '33611' },
    dateOfBirth: '1946-11-30', visitDates: ['2026-02-02', '2026-03-03'],
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
