// The people and records the service would know for the thirty-fourth held-out hand-written set
// (bench/deid/heldout34/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A Florida and Gulf Coast network: internal medicine in Hialeah, a family-medicine site in
// Little Haiti, a Doral and Sweetwater urgent care, Tampa and Kissimmee/Orlando clinics, a panhandle rural clinic,
// a Biloxi community clinic, Houma and Abbeville (Acadiana) partners, a Mobile AL emergency department and a
// primary-care office serving The Villages. Cuban two-surname names (Regino "Gino" Lamadrid Careaga, Migdalia "Yiya"
// Echemendía), Venezuelan (Maryelis Urdaneta Bracho), Nicaraguan (Xochilt Membreño Arauz), Haitian (Célimène Accilien,
// Wilnick Dorlean, Woodley Pierrilus), Tampa Sicilian (Gaetano "Tano" Licata), Puerto Rican (Brunilda "Bruni" Negrón
// Matos, Yadiel "Yayo" Quiles), panhandle and Mobile (Elrod Stump, Dixie Bloodworth, Lathan Dozier, Skye Rainey),
// Cajun (Azélie Boudreaux, Ovide "T-Boy" Theriot), Vietnamese shrimping families (Thinh "Tommy" Ton, Bich Chau) and
// northern retirees in The Villages (Marjorie "Marge" Wojtaszek, Chester "Chet" Brzozowski). Names that are words
// (Stump, Ton, Dixie, Skye, Loan, Spikes); staff surnames that are eponyms (Dr. Beatrice McBurney, Dr. Silas Carnett);
// five patients over 89 (Echemendía, Accilien, Licata, Boudreaux, Wojtaszek); file numbers of 4 to 7 digits, some
// with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Leonel Barinaga', 'Dr. Beatrice McBurney', 'Dr. Silas Carnett', 'Dr. Fabienne Lafortune', 'Dr. Khanh Doan',
  'Dr. Aurélien Sonnier', 'Annalise Cormier, NP', 'Ketsia Bellegarde, RN', 'Yusniel Perdomo, RN', 'Tavaris Spikes, MA',
  'Loan Khúc, PharmD', 'Gladys Zeledón, LCSW', 'Mayela Quevedo, CHW', 'Brittani Youngblood',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ae1: {
    name: 'Regino Lamadrid Careaga', givenName: 'Regino', familyName: 'Lamadrid Careaga', aliases: ['Gino'],
    fileNumber: '0083517', phone: '305-555-0143',
    address: { street: '1120 W 49th St', city: 'Hialeah', state: 'FL', zip: '33012' },
    dateOfBirth: '1963-04-18', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ae2: {
    name: 'Migdalia Echemendía', aliases: ['Yiya'], fileNumber: '27094', phone: '305-555-0118',
    address: { street: '1545 SW 7th St Apt 3', city: 'Miami', state: 'FL', zip: '33135' },
    dateOfBirth: '1931-09-08', visitDates: ['2026-10-20'],
  },
  ae3: {
    name: 'Maryelis Urdaneta Bracho', givenName: 'Maryelis', familyName: 'Urdaneta Bracho', fileNumber: '614028',
    phone: '786-555-0162', email: 'maryelis.ub@arepa.example',
    address: { street: '10350 NW 41st St Apt 208', city: 'Doral', state: 'FL', zip: '33178' },
    dateOfBirth: '1988-02-14', visitDates: ['2026-11-09'],
  },
  ae4: {
    name: 'Xochilt Membreño Arauz', givenName: 'Xochilt', familyName: 'Membreño Arauz', fileNumber: '0005862',
    phone: '786-555-0137',
    address: { street: '10820 SW 5th St', city: 'Sweetwater', state: 'FL', zip: '33174' },
    dateOfBirth: '1979-07-25', visitDates: ['2026-10-13', '2026-11-10'],
  },
  ae5: {
    name: 'Célimène Accilien', fileNumber: '392715', phone: '305-555-0171',
    address: { street: '6221 NE 2nd Ave', city: 'Miami', state: 'FL', zip: '33137' },
    dateOfBirth: '1933-03-02', visitDates: ['2026-10-29'],
  },
  ae6: {
    name: 'Wilnick Dorlean', fileNumber: '8846', phone: '305-555-0126', email: 'wdorlean@kreyol.example',
    address: { street: '13055 NE 6th Ave Apt 412', city: 'North Miami', state: 'FL', zip: '33161' },
    dateOfBirth: '1985-11-30', visitDates: ['2026-11-04'],
  },
  ae7: {
    name: 'Woodley Pierrilus', fileNumber: '0170493', phone: '786-555-0190',
    address: { street: '8005 NW 4th Ct', city: 'Miami', state: 'FL', zip: '33150' },
    dateOfBirth: '2019-06-11', visitDates: ['2026-11-16'],
  },
  ae8: {
    name: 'Gaetano Licata', aliases: ['Tano'], fileNumber: '55219', phone: '813-555-0154',
    address: { street: '1907 E 8th Ave', city: 'Tampa', state: 'FL', zip: '33605' },
    dateOfBirth: '1935-01-22', visitDates: ['2026-10-08', '2026-11-12'],
  },
  ae9: {
    name: 'Brunilda Negrón Matos', givenName: 'Brunilda', familyName: 'Negrón Matos', aliases: ['Bruni'],
    fileNumber: '740361', phone: '407-555-0148',
    address: { street: '4521 Buenaventura Blvd', city: 'Kissimmee', state: 'FL', zip: '34743' },
    dateOfBirth: '1957-08-03', visitDates: ['2026-10-27'],
  },
  ae10: {
    name: 'Yadiel Quiles', aliases: ['Yayo'], fileNumber: '0062408', phone: '407-555-0113',
    email: 'yayo.quiles@coqui.example',
    address: { street: '7740 Lake Underhill Rd Apt 1106', city: 'Orlando', state: 'FL', zip: '32822' },
    dateOfBirth: '1999-12-19', visitDates: ['2026-11-02'],
  },
  ae11: {
    name: 'Elrod Stump', fileNumber: '3071', phone: '850-555-0167',
    address: { street: 'Rural Route 4 Box 219', city: 'Marianna', state: 'FL', zip: '32446' },
    dateOfBirth: '1951-05-09', visitDates: ['2026-10-15'],
  },
  ae12: {
    name: 'Dixie Bloodworth', fileNumber: '218850', phone: '850-555-0121',
    address: { street: '512 Harrison Ave', city: 'Panama City', state: 'FL', zip: '32401' },
    dateOfBirth: '1972-10-04', visitDates: ['2026-11-05'],
  },
  ae13: {
    name: 'Azélie Boudreaux', fileNumber: '0049127', phone: '985-555-0176',
    address: { street: '318 Bayou Black Dr', city: 'Houma', state: 'LA', zip: '70360' },
    dateOfBirth: '1932-06-27', visitDates: ['2026-10-01', '2026-11-19'],
  },
  ae14: {
    name: 'Ovide Theriot', aliases: ['T-Boy'], fileNumber: '963104', phone: '337-555-0139',
    address: { street: 'PO Box 772', city: 'Abbeville', state: 'LA', zip: '70511' },
    dateOfBirth: '1966-09-14', visitDates: ['2026-10-22'],
  },
  ae15: {
    name: 'Thinh Ton', aliases: ['Tommy'], fileNumber: '120587', phone: '228-555-0185',
    address: { street: '247 Oak St', city: 'Biloxi', state: 'MS', zip: '39530' },
    dateOfBirth: '1970-03-21', visitDates: ['2026-11-03'],
  },
  ae16: {
    name: 'Bich Chau', fileNumber: '0308846', phone: '504-555-0158',
    address: { street: '4815 Alcee Fortier Blvd', city: 'New Orleans', state: 'LA', zip: '70129' },
    dateOfBirth: '1948-12-01', visitDates: ['2026-10-19'],
  },
  ae17: {
    name: 'Lathan Dozier', fileNumber: '46612', phone: '251-555-0104',
    address: { street: '1209 Dauphin Island Pkwy', city: 'Mobile', state: 'AL', zip: '36605' },
    dateOfBirth: '1980-01-15', visitDates: ['2026-11-13'],
  },
  ae18: {
    name: 'Skye Rainey', fileNumber: '587203', phone: '850-555-0195', email: 'skye.rainey@gulfbreeze.example',
    address: { street: '700 N Palafox St Apt 2C', city: 'Pensacola', state: 'FL', zip: '32501' },
    dateOfBirth: '2003-07-07', visitDates: ['2026-10-26'],
  },
  ae19: {
    name: 'Marjorie Wojtaszek', aliases: ['Marge'], fileNumber: '0091536', phone: '352-555-0131',
    email: 'margew1934@villages.example',
    address: { street: '1742 Buttonwood Run', city: 'The Villages', state: 'FL', zip: '32162' },
    dateOfBirth: '1934-04-30', visitDates: ['2026-10-09', '2026-11-20'],
  },
  ae20: {
    name: 'Chester Brzozowski', aliases: ['Chet'], fileNumber: '7325', phone: '352-555-0149',
    address: { street: '917 Lucerne Loop', city: 'The Villages', state: 'FL', zip: '32163' },
    dateOfBirth: '1939-02-11', visitDates: ['2026-11-06'],
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
