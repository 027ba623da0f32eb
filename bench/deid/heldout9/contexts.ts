// The people and records the service would know for the ninth held-out hand-written set (bench/deid/heldout9/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep -w; heldout10
// was being written at the same time and was checked at the end). A multi-specialty practice in the US Southeast and
// Gulf Coast (internal medicine, OB/GYN, behavioural health, oncology infusion, home health and hospice): Cajun and
// Creole French (Antoine "T-Toine" Thibodeaux, Clotilde "Tillie" Fontenot, Remy Arceneaux III, Octavia
// Broussard-Metoyer), Haitian (Rosemène Exantus), Cuban (Osvaldo "Ozzie" Betancourt, Yanelis Cabrera Soto), Greek
// (Evangelia "Lia" Papadakis), Lebanese (Najib Saliba), Gullah (Hattie Mae Gadsden, Primus Legare), Appalachian
// (Billy Ray Honeycutt, Mary Beth Crisp, Velma Shumate), Hmong (Mai Kou Thao), Seminole (Winston Tiger), Poarch Creek
// (Sunny McGhee), Vietnamese Gulf fishing family (Kieu Lam), African-American (Cleophus Rutledge Jr., Precious
// Goodwine, Earlene Bivens, Jaylen Fairley) names; double first names; Jr. and III suffixes; names that are English
// words (Tiger, Crisp, Precious, Sunny, Battle, Magnolia, Honeycutt); staff surnames that are eponyms (Dr. Renata
// Chadwick: Chadwick sign; Simone Goodell, CNM: Goodell sign; Dr. Hollis Trousseau: Trousseau sign and syndrome) and a
// staff surname that is a street in a patient's address (Landry St); four patients over 89 (Fontenot 92, Papadakis 95,
// Bivens 91, Shumate 97); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Wendell Ashford', 'Dr. Renata Chadwick', 'Simone Goodell, CNM', 'Dr. Hollis Trousseau', 'Dr. Priyanka Sundaresan',
  'Dr. Thaddeus Boatwright', 'Magnolia Fairchild, NP', 'Delphine Landry, RN', 'Tremaine Seabrook, LCSW',
  'Kendra Battle, MA', 'Quynh Dao, PharmD', 'Shelby Faircloth',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  z1: {
    name: 'Antoine Thibodeaux', aliases: ['T-Toine'], fileNumber: '0082417', phone: '985-555-0131',
    address: { street: '4410 Grand Caillou Rd', city: 'Houma', state: 'LA', zip: '70363' },
    dateOfBirth: '1959-03-08', visitDates: ['2026-10-06', '2026-11-17'],
  },
  z2: {
    name: 'Clotilde Fontenot', aliases: ['Tillie'], fileNumber: '31876', phone: '337-555-0158',
    address: { street: '219 E Landry St', city: 'Opelousas', state: 'LA', zip: '70570' },
    dateOfBirth: '1934-05-21', visitDates: ['2026-09-24', '2026-11-05'],
  },
  z3: {
    name: 'Rosemène Exantus', fileNumber: '605214', phone: '786-555-0140', email: 'rexantus@lakay.example',
    address: { street: '12050 NE 6th Ave Apt 3B', city: 'North Miami', state: 'FL', zip: '33161' },
    dateOfBirth: '1981-12-02', visitDates: ['2026-10-20'],
  },
  z4: {
    name: 'Osvaldo Betancourt', aliases: ['Ozzie'], fileNumber: '0004829', phone: '305-555-0186',
    address: { street: '640 W 29th St', city: 'Hialeah', state: 'FL', zip: '33012' },
    dateOfBirth: '1952-07-04', visitDates: ['2026-10-13'],
  },
  z5: {
    name: 'Evangelia Papadakis', aliases: ['Lia'], fileNumber: '27705', phone: '727-555-0117',
    address: { street: '318 Athens St', city: 'Tarpon Springs', state: 'FL', zip: '34689' },
    dateOfBirth: '1931-01-06', visitDates: ['2026-10-02', '2026-11-19'],
  },
  z6: {
    name: 'Najib Saliba', fileNumber: '418830', phone: '904-555-0162', email: 'najib.saliba@cedar.example',
    address: { street: '1936 San Marco Blvd', city: 'Jacksonville', state: 'FL', zip: '32207' },
    dateOfBirth: '1967-09-15', visitDates: ['2026-11-09'],
  },
  z7: {
    name: 'Hattie Mae Gadsden', givenName: 'Hattie Mae', familyName: 'Gadsden', fileNumber: '0150362',
    phone: '843-555-0125',
    address: { street: '87 Lands End Rd', city: 'St. Helena Island', state: 'SC', zip: '29920' },
    dateOfBirth: '1944-02-17', visitDates: ['2026-10-08', '2026-11-12'],
  },
  z8: {
    name: 'Billy Ray Honeycutt', givenName: 'Billy Ray', familyName: 'Honeycutt', fileNumber: '7731',
    phone: '828-555-0199',
    address: { street: 'Rural Route 4 Box 112', city: 'Boone', state: 'NC', zip: '28607' },
    dateOfBirth: '1963-11-30', visitDates: ['2026-10-27'],
  },
  z9: {
    name: 'Mary Beth Crisp', givenName: 'Mary Beth', familyName: 'Crisp', fileNumber: '552190', phone: '706-555-0144',
    email: 'marybeth.crisp@peachmail.example',
    address: { street: '55 Wimpy Mill Rd', city: 'Dahlonega', state: 'GA', zip: '30533' },
    dateOfBirth: '1990-06-19', visitDates: ['2026-09-29', '2026-10-27', '2026-11-24'],
  },
  z10: {
    name: 'Mai Kou Thao', givenName: 'Mai Kou', familyName: 'Thao', fileNumber: '0036904', phone: '828-555-0173',
    address: { street: '1123 8th St Dr SE', city: 'Hickory', state: 'NC', zip: '28602' },
    dateOfBirth: '1998-04-11', visitDates: ['2026-11-03'],
  },
  z11: {
    name: 'Winston Tiger', fileNumber: '90318', phone: '863-555-0108',
    address: { street: 'PO Box 1207', city: 'Okeechobee', state: 'FL', zip: '34974' },
    dateOfBirth: '1972-08-23', visitDates: ['2026-10-15'],
  },
  z12: {
    name: 'Cleophus Rutledge Jr.', givenName: 'Cleophus', familyName: 'Rutledge', aliases: ['Junior'],
    fileNumber: '264017', phone: '803-555-0150',
    address: { street: '2716 Two Notch Rd', city: 'Columbia', state: 'SC', zip: '29204' },
    dateOfBirth: '1958-12-12', visitDates: ['2026-10-21'],
  },
  z13: {
    name: 'Precious Goodwine', fileNumber: '0071553', phone: '601-555-0167', email: 'preciousg@magnolia.example',
    address: { street: '4405 Medgar Evers Blvd', city: 'Jackson', state: 'MS', zip: '39213' },
    dateOfBirth: '2003-02-14', visitDates: ['2026-11-10'],
  },
  z14: {
    name: 'Earlene Bivens', fileNumber: '3390', phone: '334-555-0121',
    address: { street: '1520 Mobile Hwy', city: 'Montgomery', state: 'AL', zip: '36108' },
    dateOfBirth: '1935-10-03', visitDates: ['2026-09-22', '2026-11-06'],
  },
  z15: {
    name: 'Remy Arceneaux III', givenName: 'Remy', familyName: 'Arceneaux', fileNumber: '580072', phone: '337-555-0193',
    address: { street: '1032 Rees St', city: 'Breaux Bridge', state: 'LA', zip: '70517' },
    dateOfBirth: '1976-05-28', visitDates: ['2026-10-30'],
  },
  z16: {
    name: 'Octavia Broussard-Metoyer', givenName: 'Octavia', familyName: 'Broussard-Metoyer', fileNumber: '0093126',
    phone: '504-555-0138', email: 'obmetoyer@treme.example',
    address: { street: '1815 N Roman St', city: 'New Orleans', state: 'LA', zip: '70116' },
    dateOfBirth: '1962-03-31', visitDates: ['2026-10-09', '2026-10-30', '2026-11-20'],
  },
  z17: {
    name: 'Sunny McGhee', fileNumber: '44168', phone: '251-555-0114',
    address: { street: '5811 Jack Springs Rd', city: 'Atmore', state: 'AL', zip: '36502' },
    dateOfBirth: '1985-07-07', visitDates: ['2026-11-02'],
  },
  z18: {
    name: 'Yanelis Cabrera Soto', givenName: 'Yanelis', familyName: 'Cabrera Soto', aliases: ['Yane'],
    fileNumber: '713905', phone: '813-555-0181',
    address: { street: '1907 N 19th St', city: 'Tampa', state: 'FL', zip: '33605' },
    dateOfBirth: '1994-09-09', visitDates: ['2026-10-16'],
  },
  z19: {
    name: 'Velma Shumate', fileNumber: '0008675', phone: '706-555-0176',
    address: { street: '940 Old Highway 76', city: 'Blue Ridge', state: 'GA', zip: '30513' },
    dateOfBirth: '1929-04-14', visitDates: ['2026-10-01', '2026-11-13'],
  },
  z20: {
    name: 'Primus Legare', fileNumber: '129847', phone: '843-555-0103',
    address: { street: '3321 Bohicket Rd', city: 'Johns Island', state: 'SC', zip: '29455' },
    dateOfBirth: '1949-01-19', visitDates: ['2026-11-16'],
  },
  z21: {
    name: 'Kieu Lam', givenName: 'Kieu', familyName: 'Lam', fileNumber: '0056011', phone: '251-555-0189',
    address: { street: '13890 Shell Belt Rd', city: 'Bayou La Batre', state: 'AL', zip: '36509' },
    dateOfBirth: '1966-10-25', visitDates: ['2026-10-23'],
  },
  z22: {
    name: 'Jaylen Fairley', fileNumber: '38260', phone: '601-555-0128',
    address: { street: '611 Mamie St', city: 'Hattiesburg', state: 'MS', zip: '39401' },
    dateOfBirth: '2018-06-02', visitDates: ['2026-11-04'],
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
