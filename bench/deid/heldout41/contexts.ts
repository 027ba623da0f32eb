// The people and records the service would know for the forty-first held-out hand-written set
// (bench/deid/heldout41/notes-*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw; heldout39 and heldout40 were being written at the same time and were checked
// at the end). A geriatrics, home-health, hospice and skilled-nursing network in the Arizona retirement communities
// (Sun City, Sun City West, Green Valley, Surprise, Mesa, Yuma) with a winter-visitor clinic: snowbirds from
// Manitoba, Saskatchewan, Minnesota and Iowa (Mennonite and Dutch Reformed families, a Franco-Manitoban couple, a
// Ukrainian-Canadian), Pascua Yaqui and Tohono O'odham patients near Tucson, Sonoran patients who cross at Nogales,
// RV-park residents with lot and site numbers; two snowbirds' records hold their Canadian address and postal code;
// names that are words or places (Surprise is a town, Honor a word); staff surnames that are geriatric eponyms
// (Braden scale, Tinetti gait and balance); eight patients over 89 (one of them 101) and one who is 89; file numbers
// of 4 to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Casilda Barragán', 'Dr. Wouter Achterberg', 'Dr. Henryk Zawadzki', 'Dr. Vasudha Pradhan',
  'Folasade Ogunleye, NP', 'Jessamy Braden, RN', 'Corinne Tinetti, PT', 'Eulogio Zazueta', 'Rochelle Dunaway, LCSW',
  'Bethany Stutzman, RN', 'Honor Greenhalgh', 'Kinsley Vasek', 'Farid Tahmasebi, PharmD',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  al1: {
    name: 'Katharina Thiessen', aliases: ['Trien'], fileNumber: '0041826', phone: '204-555-0163',
    address: { street: '1150 S Ellsworth Rd Lot 214', city: 'Mesa', state: 'AZ', zip: '85208' },
    dateOfBirth: '1930-05-17', visitDates: ['2026-11-02', '2026-11-19'],
  },
  al2: {
    name: 'Abram Giesbrecht', fileNumber: '57302', phone: '204-555-0148', email: 'abram.g@prairiemail.example',
    address: { street: '245 Pembina Ave', city: 'Winkler', state: 'MB', zip: 'R6W 1T2' },
    dateOfBirth: '1948-02-09', visitDates: ['2026-11-10', '2026-11-24'],
  },
  al3: {
    name: 'Arend Bouma', fileNumber: '0009147', phone: '712-555-0131', email: 'arendbouma@siouxland.example',
    address: { street: '13407 W Desert Glen Dr', city: 'Sun City West', state: 'AZ', zip: '85375' },
    dateOfBirth: '1942-08-30', visitDates: ['2026-10-27'],
  },
  al4: {
    name: 'Jantina Kooiker', aliases: ['Jannie'], fileNumber: '318864', phone: '623-555-0119',
    address: { street: '10451 W Thunderbird Blvd Apt 212', city: 'Sun City', state: 'AZ', zip: '85351' },
    dateOfBirth: '1933-04-02', visitDates: ['2026-09-15', '2026-10-20', '2026-11-17'],
  },
  al5: {
    name: 'Refugio Yucupicio', aliases: ['Cuco'], fileNumber: '7730', phone: '520-555-0172',
    address: { street: '7474 S Camino Vomari', city: 'Tucson', state: 'AZ', zip: '85757' },
    dateOfBirth: '1935-06-24', visitDates: ['2026-10-05', '2026-11-09'],
  },
  al6: {
    name: 'Felipa Buitimea Matus', givenName: 'Felipa', familyName: 'Buitimea Matus', fileNumber: '0264015',
    phone: '480-555-0185',
    address: { street: '9210 S Avenida del Yaqui', city: 'Guadalupe', state: 'AZ', zip: '85283' },
    dateOfBirth: '1959-03-19', visitDates: ['2026-09-22', '2026-10-13'],
  },
  al7: {
    name: 'Ofelia Antone', fileNumber: '4418', phone: '520-555-0136',
    address: { street: 'PO Box 1183', city: 'Sells', state: 'AZ', zip: '85634' },
    dateOfBirth: '1928-07-01', visitDates: ['2026-10-15', '2026-11-12'],
  },
  al8: {
    name: 'Clifton Norris', fileNumber: '0083551', phone: '520-555-0190', email: 'clifnorris@saguaroline.example',
    address: { street: '2418 W San Xavier Rd', city: 'Tucson', state: 'AZ', zip: '85746' },
    dateOfBirth: '1957-11-04', visitDates: ['2026-09-29', '2026-11-03'],
  },
  al9: {
    name: 'Auxilio Encinas Quiñonez', givenName: 'Auxilio', familyName: 'Encinas Quiñonez',
    aliases: ['Chilo'], fileNumber: '601927', phone: '520-555-0158',
    address: { street: '862 W Calle Mayo', city: 'Nogales', state: 'AZ', zip: '85621' },
    dateOfBirth: '1943-01-31', visitDates: ['2026-10-08'],
  },
  al10: {
    name: 'Rosalío Ceballos', fileNumber: '0019583', phone: '928-555-0114',
    address: { street: '1422 S Avenue 3E', city: 'Yuma', state: 'AZ', zip: '85365' },
    dateOfBirth: '1954-09-12', visitDates: ['2026-11-05'],
  },
  al11: {
    name: 'Gilles Surprise', fileNumber: '24470', phone: '204-555-0177', email: 'gilles.surprise@boreal.example',
    address: { street: '3020 E Main St Site 88', city: 'Mesa', state: 'AZ', zip: '85213' },
    dateOfBirth: '1945-03-14', visitDates: ['2026-10-29', '2026-11-20'],
  },
  al12: {
    name: 'Rolande Surprise', fileNumber: '0024612', phone: '204-555-0109',
    address: { street: '3020 E Main St Site 88', city: 'Mesa', state: 'AZ', zip: '85213' },
    dateOfBirth: '1947-12-08', visitDates: ['2026-11-20'],
  },
  al13: {
    name: 'Stanley Hnatiuk', aliases: ['Stush'], fileNumber: '8815', phone: '306-555-0142',
    address: { street: '57 Betts Ave', city: 'Yorkton', state: 'SK', zip: 'S3N 1M1' },
    dateOfBirth: '1940-10-03', visitDates: ['2026-11-16'],
  },
  al14: {
    name: 'Gordon Thorsgaard', aliases: ['Gordy'], fileNumber: '0005361', phone: '218-555-0153',
    email: 'gordy.t@lakesmail.example',
    address: { street: '1271 W Camino Encanto', city: 'Green Valley', state: 'AZ', zip: '85622' },
    dateOfBirth: '1936-02-27', visitDates: ['2026-11-04', '2026-11-23'],
  },
  al15: {
    name: 'Wilma Vangsness', fileNumber: '190228', phone: '623-555-0168',
    address: { street: '10802 W Coggins Dr', city: 'Sun City', state: 'AZ', zip: '85351' },
    dateOfBirth: '1925-08-14', visitDates: ['2026-09-18', '2026-10-30'],
  },
  al16: {
    name: 'Frederika Veldhuizen', givenName: 'Frederika', familyName: 'Veldhuizen', aliases: ['Rika'], fileNumber: '73106',
    phone: '641-555-0129', email: 'rika.veldhuizen@tulip.example',
    address: { street: '16022 W Sentinel Dr', city: 'Surprise', state: 'AZ', zip: '85374' },
    dateOfBirth: '1952-06-06', visitDates: ['2026-10-22'],
  },
  al17: {
    name: 'Thelma Ploof', fileNumber: '0447290', phone: '623-555-0195',
    address: { street: '19915 N Stardust Blvd', city: 'Sun City West', state: 'AZ', zip: '85375' },
    dateOfBirth: '1932-05-25', visitDates: ['2026-09-10', '2026-10-01'],
  },
  al18: {
    name: 'LaVar Brimhall', fileNumber: '33018', phone: '480-555-0150',
    address: { street: '845 N Lindsay Rd', city: 'Mesa', state: 'AZ', zip: '85203' },
    dateOfBirth: '1942-04-18', visitDates: ['2026-10-06'],
  },
  al19: {
    name: 'Elda Quigley', fileNumber: '6672', phone: '520-555-0183',
    address: { street: '412 S Paseo Lobo', city: 'Green Valley', state: 'AZ', zip: '85614' },
    dateOfBirth: '1937-08-20', visitDates: ['2026-09-24'],
  },
  al20: {
    name: 'Irmgard Schimke', fileNumber: '0071954', phone: '623-555-0141',
    address: { street: '13850 W Bell Rd Apt 318', city: 'Surprise', state: 'AZ', zip: '85374' },
    dateOfBirth: '1934-03-03', visitDates: ['2026-10-14', '2026-11-11'],
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
