// The people and records the service would know for the thirty-first held-out hand-written set
// (bench/deid/heldout31/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). Southern California and the Central Valley: a county hospital, a migrant health clinic with
// mobile vans, an Armenian-language geriatric practice, a Skid Row street-medicine team and a dialysis unit. Armenian
// (Anahit Ter-Petrosyan, Vartan Hovsepian, Hagop "Jake" Kalaydjian), Filipino (Perlita "Lita" Dela Paz, Rodelio "Bong"
// Tiongson, Princess Villaflor), Punjabi Sikh (Kulwant Sekhon, Tejinder "Tej" Randhawa), Mixtec and Triqui (Herminia
// Zárate Cisneros, Crispín Basurto Villegas, Bonifacio "Boni" Jiménez Tapia), Cambodian (Sokunthea Prak), Vietnamese
// (Loc Thach), Iranian (Shahrzad Golestani, Farahnaz Rahimzadeh-Amiri), Samoan (Iosefa "Sefa" Leaupepe), Hmong (Ntxhi
// Fang), Black Angeleno (Cleotha Goodlow) names; two unhoused patients (Wardell "Preacher" Speight, Ardella "Tiny"
// Fountain) whose record address is a shelter; names that are English words (Fang, Fountain, Princess, Preacher,
// Tiny, Bong); staff surnames that are eponyms (Dr. Malcolm Barlow, Dr. Gemma Kehr); four patients over 89
// (Ter-Petrosyan, Dela Paz, Sekhon, Thach); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Siranush Aghajanyan', 'Dr. Malcolm Barlow', 'Dr. Gemma Kehr', 'Dr. Rajinder Bhullar', 'Dr. Rowena Magbanua',
  'Dr. Abelardo Ticas', 'Talia Faleolo, RN', 'Chanthou Meas, LVN', 'Thuy-Duong Bui, PharmD', 'Nelly Cortázar, CHW',
  'Jamila Overstreet, LCSW', 'Lusine Manukyan',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ab1: {
    name: 'Anahit Ter-Petrosyan', givenName: 'Anahit', familyName: 'Ter-Petrosyan', fileNumber: '0031457',
    phone: '818-555-0143',
    address: { street: '1120 E Wilson Ave Apt 5', city: 'Glendale', state: 'CA', zip: '91206' },
    dateOfBirth: '1934-03-09', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ab2: {
    name: 'Vartan Hovsepian', fileNumber: '584210', phone: '818-555-0168', email: 'vartan.hov@lavash.example',
    address: { street: '415 W Doran St', city: 'Glendale', state: 'CA', zip: '91203' },
    dateOfBirth: '1958-12-01', visitDates: ['2026-11-04'],
  },
  ab3: {
    name: 'Perlita Dela Paz', givenName: 'Perlita', familyName: 'Dela Paz', aliases: ['Lita'], fileNumber: '0007782',
    phone: '650-555-0129',
    address: { street: '88 Southgate Ave', city: 'Daly City', state: 'CA', zip: '94015' },
    dateOfBirth: '1932-07-21', visitDates: ['2026-10-20'],
  },
  ab4: {
    name: 'Rodelio Tiongson', aliases: ['Bong'], fileNumber: '70215', phone: '310-555-0184',
    address: { street: '1145 E Victoria St', city: 'Carson', state: 'CA', zip: '90746' },
    dateOfBirth: '1969-05-14', visitDates: ['2026-11-10'],
  },
  ab5: {
    name: 'Kulwant Sekhon', fileNumber: '4418', phone: '530-555-0117',
    address: { street: '1560 Butte House Rd', city: 'Yuba City', state: 'CA', zip: '95993' },
    dateOfBirth: '1936-01-02', visitDates: ['2026-10-13'],
  },
  ab6: {
    name: 'Tejinder Randhawa', aliases: ['Tej'], fileNumber: '0240661', phone: '559-555-0150',
    email: 'tej.randhawa@almondrow.example',
    address: { street: '4825 S Chestnut Ave', city: 'Fresno', state: 'CA', zip: '93725' },
    dateOfBirth: '1975-08-30', visitDates: ['2026-09-29', '2026-11-12'],
  },
  ab7: {
    name: 'Herminia Zárate Cisneros', givenName: 'Herminia', familyName: 'Zárate Cisneros', fileNumber: '318907',
    phone: '805-555-0162',
    address: { street: '2150 E Collins St', city: 'Oxnard', state: 'CA', zip: '93036' },
    dateOfBirth: '1988-02-17', visitDates: ['2026-10-08'],
  },
  ab8: {
    name: 'Crispín Basurto Villegas', givenName: 'Crispín', familyName: 'Basurto Villegas', fileNumber: '92730',
    phone: '831-555-0139',
    address: { street: '18 Sanborn Rd Apt 3', city: 'Salinas', state: 'CA', zip: '93905' },
    dateOfBirth: '1996-06-09', visitDates: ['2026-11-02'],
  },
  ab9: {
    name: 'Sokunthea Prak', fileNumber: '0056120', phone: '562-555-0171',
    address: { street: '1340 E Anaheim St', city: 'Long Beach', state: 'CA', zip: '90813' },
    dateOfBirth: '1963-10-25', visitDates: ['2026-10-27'],
  },
  ab10: {
    name: 'Loc Thach', givenName: 'Loc', familyName: 'Thach', fileNumber: '215584', phone: '714-555-0106',
    address: { street: '9120 Bolsa Ave Apt 22', city: 'Westminster', state: 'CA', zip: '92683' },
    dateOfBirth: '1933-04-30', visitDates: ['2026-11-05', '2026-11-19'],
  },
  ab11: {
    name: 'Shahrzad Golestani', fileNumber: '7731', phone: '310-555-0124', email: 'shahrzad.g@anar.example',
    address: { street: '1850 Westwood Blvd', city: 'Los Angeles', state: 'CA', zip: '90025' },
    dateOfBirth: '1981-01-19', visitDates: ['2026-10-15'],
  },
  ab12: {
    name: 'Iosefa Leaupepe', aliases: ['Sefa'], fileNumber: '0619004', phone: '310-555-0190',
    address: { street: '23400 S Main St Spc 61', city: 'Carson', state: 'CA', zip: '90745' },
    dateOfBirth: '1979-09-11', visitDates: ['2026-11-16', '2026-11-18'],
  },
  ab13: {
    name: 'Ntxhi Fang', fileNumber: '361275', phone: '559-555-0133',
    address: { street: '4718 E Grant Ave', city: 'Fresno', state: 'CA', zip: '93702' },
    dateOfBirth: '1968-03-03', visitDates: ['2026-10-22'],
  },
  ab14: {
    name: 'Cleotha Goodlow', aliases: ['Cle'], fileNumber: '508833', phone: '323-555-0147',
    email: 'cgoodlow@crenshawjazz.example',
    address: { street: '3318 W 82nd St', city: 'Inglewood', state: 'CA', zip: '90305' },
    dateOfBirth: '1951-11-27', visitDates: ['2026-10-29'],
  },
  ab15: {
    name: 'Wardell Speight', aliases: ['Preacher'], fileNumber: '83306', phone: '213-555-0158',
    address: { street: '545 S San Pedro St', city: 'Los Angeles', state: 'CA', zip: '90013' },
    dateOfBirth: '1966-07-04', visitDates: ['2026-10-07', '2026-11-09'],
  },
  ab16: {
    name: 'Ardella Fountain', aliases: ['Tiny'], fileNumber: '1205', phone: '213-555-0114',
    address: { street: '442 S San Pedro St', city: 'Los Angeles', state: 'CA', zip: '90013' },
    dateOfBirth: '1970-02-26', visitDates: ['2026-11-06'],
  },
  ab17: {
    name: 'Farahnaz Rahimzadeh-Amiri', givenName: 'Farahnaz', familyName: 'Rahimzadeh-Amiri', fileNumber: '46190',
    phone: '310-555-0175', email: 'farahnaz.ra@golbahar.example',
    address: { street: '10787 Wilshire Blvd Apt 1104', city: 'Los Angeles', state: 'CA', zip: '90024' },
    dateOfBirth: '1972-05-05', visitDates: ['2026-11-13'],
  },
  ab18: {
    name: 'Hagop Kalaydjian', aliases: ['Jake'], fileNumber: '254078', phone: '818-555-0197',
    address: { street: '1020 N Pacific Ave', city: 'Glendale', state: 'CA', zip: '91202' },
    dateOfBirth: '1944-02-14', visitDates: ['2026-10-01'],
  },
  ab19: {
    name: 'Princess Villaflor', aliases: ['Cess'], fileNumber: '39981', phone: '650-555-0188',
    address: { street: '245 Skyline Dr', city: 'Daly City', state: 'CA', zip: '94015' },
    dateOfBirth: '2017-06-23', visitDates: ['2026-09-24'],
  },
  ab20: {
    name: 'Bonifacio Jiménez Tapia', givenName: 'Bonifacio', familyName: 'Jiménez Tapia', aliases: ['Boni'],
    fileNumber: '0008815', phone: '805-555-0120',
    address: { street: '401 S Hayes Ave', city: 'Oxnard', state: 'CA', zip: '93030' },
    dateOfBirth: '1959-12-12', visitDates: ['2026-10-19'],
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
