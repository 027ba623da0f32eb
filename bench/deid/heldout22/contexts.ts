// The people and records the service would know for the twenty-second held-out hand-written set
// (bench/deid/heldout22/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w, including heldout21 written at the same time). A New York City, Long Island and Puerto Rico
// network: a Brooklyn practice with Hasidic and Russian-speaking patients (Yitzchok "Itche" Halberstam, Raisy
// Gottesman, Shaindy Weisz, Vladlen Kogan, Zinaida Gurvich, Oleg Zaretsky), a Queens clinic (Nurjahan Bhuiyan, Sonam
// Wangmo, Yurani Ospina Betancur, Wandy Polanco Frías, Yuefen Dai), a Bronx HIV and methadone programme (Nelson
// Crespo, Journee Story, Kwadwo "Kojo" Amponsah), a Long Island orthopaedics group (Brett Castellano, Gertrude "Trudy"
// Wick, Colin Bankart), a San Juan clinic (Awilda Santaella Maldonado, Eleuterio "Tello" Vélez Pagán), a home-care
// agency (Bernice Goldfarb) and a nursing home (Seamus Kavanagh). Names that are words or eponyms: Story, Wick,
// Bankart (Bankart lesion), staff Dr. Gerard Neer (Neer test) and Dr. Philippa Jobe (Jobe test). Seven patients over
// 89; file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Tziporah Lowenthal', 'Dr. Nasreen Mridha', 'Dr. Gerard Neer', 'Dr. Philippa Jobe', 'Dr. Nereida Echevarría',
  'Dr. Ayodele Bankole', 'Rivka Sternberg, RN', 'Gulnara Yusupova, NP', 'Coralys Acevedo, RN', 'Obadiah Wigfall, LCSW',
  'Inessa Korol, PharmD', 'Sumaiya Akter, MA', 'Dahlia Persaud',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  b1: {
    name: 'Yitzchok Halberstam', aliases: ['Itche'], fileNumber: '0041927', phone: '718-555-0131',
    address: { street: '1311 47th St', city: 'Brooklyn', state: 'NY', zip: '11219' },
    dateOfBirth: '1971-02-09', visitDates: ['2026-10-14', '2026-11-17'],
  },
  b2: {
    name: 'Raisy Gottesman', aliases: ['Raizy'], fileNumber: '582306', phone: '347-555-0162',
    email: 'raisyg@lee.example',
    address: { street: '188 Lee Ave Apt 4F', city: 'Brooklyn', state: 'NY', zip: '11211' },
    dateOfBirth: '1988-07-23', visitDates: ['2026-11-05'],
  },
  b3: {
    name: 'Vladlen Kogan', aliases: ['Vlad'], fileNumber: '7714', phone: '718-555-0148',
    address: { street: '3100 Brighton 6th St Apt 2B', city: 'Brooklyn', state: 'NY', zip: '11235' },
    dateOfBirth: '1934-04-18', visitDates: ['2026-10-20', '2026-11-10'],
  },
  b4: {
    name: 'Zinaida Gurvich', fileNumber: '0003085', phone: '718-555-0107',
    address: { street: '2640 E 13th St', city: 'Brooklyn', state: 'NY', zip: '11235' },
    dateOfBirth: '1932-12-01', visitDates: ['2026-11-12'],
  },
  b5: {
    name: 'Nurjahan Bhuiyan', fileNumber: '263149', phone: '929-555-0183', email: 'nurjahan.b@padma.example',
    address: { street: '37-22 73rd St', city: 'Jackson Heights', state: 'NY', zip: '11372' },
    dateOfBirth: '1979-05-30', visitDates: ['2026-10-28'],
  },
  b6: {
    name: 'Sonam Wangmo', fileNumber: '90562', phone: '646-555-0119',
    address: { street: '61-08 Roosevelt Ave', city: 'Woodside', state: 'NY', zip: '11377' },
    dateOfBirth: '1993-08-15', visitDates: ['2026-11-03'],
  },
  b7: {
    name: 'Yurani Ospina Betancur', givenName: 'Yurani', familyName: 'Ospina Betancur', fileNumber: '418870',
    phone: '347-555-0175',
    address: { street: '104-18 Roosevelt Ave', city: 'Corona', state: 'NY', zip: '11368' },
    dateOfBirth: '1985-10-02', visitDates: ['2026-10-16', '2026-11-20'],
  },
  b8: {
    name: 'Wandy Polanco Frías', givenName: 'Wandy', familyName: 'Polanco Frías', fileNumber: '0629417',
    phone: '718-555-0190',
    address: { street: '95-11 39th Ave', city: 'Corona', state: 'NY', zip: '11368' },
    dateOfBirth: '1968-03-11', visitDates: ['2026-11-09'],
  },
  b9: {
    name: 'Yuefen Dai', fileNumber: '55203', phone: '718-555-0126',
    address: { street: '136-20 38th Ave', city: 'Flushing', state: 'NY', zip: '11354' },
    dateOfBirth: '1935-06-27', visitDates: ['2026-10-22'],
  },
  b10: {
    name: 'Nelson Crespo', aliases: ['Nelo'], fileNumber: '301558', phone: '718-555-0153',
    address: { street: '520 E 138th St', city: 'Bronx', state: 'NY', zip: '10454' },
    dateOfBirth: '1976-01-19', visitDates: ['2026-10-07', '2026-11-04'],
  },
  b11: {
    name: 'Journee Story', fileNumber: '0087340', phone: '929-555-0144', email: 'journee.story@bx.example',
    address: { street: '1425 Grand Concourse Apt 9C', city: 'Bronx', state: 'NY', zip: '10452' },
    dateOfBirth: '1999-09-06', visitDates: ['2026-11-13'],
  },
  b12: {
    name: 'Kwadwo Amponsah', aliases: ['Kojo'], fileNumber: '6093', phone: '347-555-0139',
    address: { street: '2085 Davidson Ave', city: 'Bronx', state: 'NY', zip: '10453' },
    dateOfBirth: '1964-11-28', visitDates: ['2026-10-30'],
  },
  b13: {
    name: 'Brett Castellano', fileNumber: '714025', phone: '516-555-0172', email: 'bcastellano@southshore.example',
    address: { street: '48 Clocks Blvd', city: 'Massapequa', state: 'NY', zip: '11758' },
    dateOfBirth: '1981-06-05', visitDates: ['2026-10-19'],
  },
  b14: {
    name: 'Gertrude Wick', aliases: ['Trudy'], fileNumber: '0012256', phone: '516-555-0115',
    address: { street: '9 Jerusalem Ave', city: 'Hicksville', state: 'NY', zip: '11801' },
    dateOfBirth: '1936-02-14', visitDates: ['2026-11-02'],
  },
  b15: {
    name: 'Colin Bankart', fileNumber: '380917', phone: '631-555-0168',
    address: { street: '27 Main St', city: 'Port Jefferson', state: 'NY', zip: '11777' },
    dateOfBirth: '1990-12-12', visitDates: ['2026-10-26'],
  },
  b16: {
    name: 'Awilda Santaella Maldonado', givenName: 'Awilda', familyName: 'Santaella Maldonado', fileNumber: '204488',
    phone: '787-555-0124',
    address: { street: 'Calle Loíza 1908', city: 'San Juan', state: 'PR', zip: '00911' },
    dateOfBirth: '1972-08-08', visitDates: ['2026-10-13', '2026-11-16'],
  },
  b17: {
    name: 'Eleuterio Vélez Pagán', givenName: 'Eleuterio', familyName: 'Vélez Pagán', aliases: ['Tello'],
    fileNumber: '0098114', phone: '787-555-0187',
    address: { street: 'Calle 3 B-14 Urb. Villa Carolina', city: 'Carolina', state: 'PR', zip: '00985' },
    dateOfBirth: '1933-05-20', visitDates: ['2026-11-06'],
  },
  b18: {
    name: 'Bernice Goldfarb', fileNumber: '46615', phone: '718-555-0159',
    address: { street: '102-30 66th Rd Apt 5D', city: 'Forest Hills', state: 'NY', zip: '11375' },
    dateOfBirth: '1930-10-31', visitDates: ['2026-10-29', '2026-11-19'],
  },
  b19: {
    name: 'Seamus Kavanagh', fileNumber: '537702', phone: '718-555-0102',
    address: { street: '131 Beach 119th St', city: 'Rockaway Park', state: 'NY', zip: '11694' },
    dateOfBirth: '1935-03-17', visitDates: ['2026-11-11'],
  },
  b20: {
    name: 'Shaindy Weisz', fileNumber: '0150083', phone: '718-555-0170',
    address: { street: '75 Ross St', city: 'Brooklyn', state: 'NY', zip: '11211' },
    dateOfBirth: '2019-04-04', visitDates: ['2026-10-21'],
  },
  b21: {
    name: 'Oleg Zaretsky', fileNumber: '829564', phone: '917-555-0137', email: 'oleg.z@coney.example',
    address: { street: '2929 W 5th St Apt 14H', city: 'Brooklyn', state: 'NY', zip: '11224' },
    dateOfBirth: '1969-07-07', visitDates: ['2026-11-18'],
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
