// The people and records the service would know for the twenty-fifth held-out hand-written set
// (bench/deid/heldout25/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A northern New England network (Maine, New Hampshire, Vermont): a Lewiston/Portland community
// health centre (Somali, Congolese, Iraqi, Afghan families), Franco-American and Acadian elders in the St. John Valley,
// Passamaquoddy and Penobscot patients, lobstermen and fishing families downeast, a Vermont dairy-farm migrant
// workers' clinic (Mexican, Guatemalan), a New Hampshire ski-town urgent care and a nursing home. Names that are
// English words or places (Neptune, Alley, Look, Coral, Barnstead, Sawyer, Brook Tilton), two-word surnames
// (Kalonji Mwamba, Chablé Poot, Cux Tum), French names with particles and accents (Thérèse de Grandpré, Aurèle Daigle,
// Consolée), nicknames (Reinette, Pit, Bunky, Chebo, Effie), five patients over 89 (Cyr, Daigle, de Grandpré,
// Barnstead, Goodhue), a patient sharing a surname with a nurse (Nadine Soucy / Normand Soucy, RN), a patient whose
// surname is an eponym (Roland Guyon: Guyon's canal) and a staff surname that is one (Dr. Colette Tourette).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Colette Tourette', 'Dr. Réjean Voisine', 'Dr. Brenda Tomah', 'Dr. Abigail Thurber', 'Dr. Torsten Haskell',
  'Normand Soucy, RN', 'Faadumo Hersi, CHW', 'Anastasie Mukendi, RN', 'Marisela Tepox, CHW', 'Thatcher Moody, PA-C',
  'Rosamund Grindle, PharmD', 'Krista Bickford', 'Ardith Swett, RN',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  d1: {
    name: 'Hibaaq Warfaa', fileNumber: '0041207', phone: '207-555-0143', email: 'hibaaq.w@lewmail.example',
    address: { street: '88 Birch St Apt 3', city: 'Lewiston', state: 'ME', zip: '04240' },
    dateOfBirth: '1986-04-11', visitDates: ['2026-10-06', '2026-11-17'],
  },
  d2: {
    name: 'Consolée Kalonji Mwamba', givenName: 'Consolée', familyName: 'Kalonji Mwamba', fileNumber: '730518',
    phone: '207-555-0168',
    address: { street: '42 Riverside St', city: 'Portland', state: 'ME', zip: '04103' },
    dateOfBirth: '1979-12-02', visitDates: ['2026-10-20'],
  },
  d3: {
    name: 'Haidar Al-Khafaji', givenName: 'Haidar', familyName: 'Al-Khafaji', fileNumber: '5186', phone: '207-555-0121',
    address: { street: '215 Cumberland Ave', city: 'Portland', state: 'ME', zip: '04101' },
    dateOfBirth: '1964-07-23', visitDates: ['2026-11-04'],
  },
  d4: {
    name: 'Gulalai Zadran', fileNumber: '0009843', phone: '207-555-0190',
    address: { street: '16 Brown St', city: 'Westbrook', state: 'ME', zip: '04092' },
    dateOfBirth: '1998-02-14', visitDates: ['2026-09-29', '2026-11-10'],
  },
  d5: {
    name: 'Marie-Reine Cyr', aliases: ['Reinette'], fileNumber: '62074', phone: '207-555-0107',
    address: { street: '304 Main St', city: 'Madawaska', state: 'ME', zip: '04756' },
    dateOfBirth: '1932-03-19', visitDates: ['2026-10-13'],
  },
  d6: {
    name: 'Aurèle Daigle', aliases: ['Pit'], fileNumber: '0170562', phone: '207-555-0134',
    address: { street: '1187 Frenchville Rd', city: 'Fort Kent', state: 'ME', zip: '04743' },
    dateOfBirth: '1935-01-06', visitDates: ['2026-10-27', '2026-11-19'],
  },
  d7: {
    name: 'Thérèse de Grandpré', givenName: 'Thérèse', familyName: 'de Grandpré', fileNumber: '8819',
    phone: '207-555-0176',
    address: { street: '27 Champlain St', city: 'Van Buren', state: 'ME', zip: '04785' },
    dateOfBirth: '1930-08-15', visitDates: ['2026-11-02'],
  },
  d8: {
    name: 'Glenna Neptune', fileNumber: '347120', phone: '207-555-0152', email: 'gneptune@riverdrum.example',
    address: { street: '14 Center St', city: 'Indian Island', state: 'ME', zip: '04468' },
    dateOfBirth: '1971-06-30', visitDates: ['2026-10-08'],
  },
  d9: {
    name: 'Rodney Soctomah', fileNumber: '95033', phone: '207-555-0115',
    address: { street: 'PO Box 207', city: 'Perry', state: 'ME', zip: '04667' },
    dateOfBirth: '1959-10-09', visitDates: ['2026-11-12'],
  },
  d10: {
    name: 'Alden Alley', aliases: ['Bunky'], fileNumber: '0022718', phone: '207-555-0182',
    address: { street: '41 Bay View Dr', city: 'Beals', state: 'ME', zip: '04611' },
    dateOfBirth: '1955-05-27', visitDates: ['2026-10-15'],
  },
  d11: {
    name: 'Coral Look', fileNumber: '418862', phone: '207-555-0126', email: 'coral.look@downeast.example',
    address: { street: '18 Kelley Point Rd', city: 'Jonesport', state: 'ME', zip: '04649' },
    dateOfBirth: '1983-09-04', visitDates: ['2026-11-05'],
  },
  d12: {
    name: 'Eusebio Chablé Poot', givenName: 'Eusebio', familyName: 'Chablé Poot', aliases: ['Chebo'],
    fileNumber: '1003', phone: '802-555-0147',
    address: { street: '2290 Gallup Rd', city: 'Franklin', state: 'VT', zip: '05457' },
    dateOfBirth: '1991-11-21', visitDates: ['2026-10-22'],
  },
  d13: {
    name: 'Floridalma Cux Tum', givenName: 'Floridalma', familyName: 'Cux Tum', fileNumber: '0508871',
    phone: '802-555-0163',
    address: { street: '77 Crown Point Rd', city: 'Bridport', state: 'VT', zip: '05734' },
    dateOfBirth: '2000-01-17', visitDates: ['2026-11-09'],
  },
  d14: {
    name: 'Sawyer Pettengill', fileNumber: '260991', phone: '603-555-0138', email: 'sawyerp@powderday.example',
    address: { street: '52 Kearsarge St', city: 'North Conway', state: 'NH', zip: '03860' },
    dateOfBirth: '2004-12-08', visitDates: ['2026-11-21'],
  },
  d15: {
    name: 'Brook Tilton', fileNumber: '74415', phone: '603-555-0171',
    address: { street: '8 Pollard Rd', city: 'Lincoln', state: 'NH', zip: '03251' },
    dateOfBirth: '1993-03-03', visitDates: ['2026-11-23'],
  },
  d16: {
    name: 'Euphemia Barnstead', aliases: ['Effie'], fileNumber: '0006620', phone: '603-555-0109',
    address: { street: '1 Eastview Dr', city: 'Wolfeboro', state: 'NH', zip: '03894' },
    dateOfBirth: '1934-05-02', visitDates: ['2026-10-01', '2026-11-16'],
  },
  d17: {
    name: 'Elmer Goodhue', fileNumber: '51287', phone: '603-555-0185',
    address: { street: '310 Moultonville Rd', city: 'Ossipee', state: 'NH', zip: '03864' },
    dateOfBirth: '1936-09-30', visitDates: ['2026-10-29'],
  },
  d18: {
    name: 'Roland Guyon', fileNumber: '389004', phone: '207-555-0159',
    address: { street: '640 Lisbon St', city: 'Lewiston', state: 'ME', zip: '04240' },
    dateOfBirth: '1958-02-25', visitDates: ['2026-10-30'],
  },
  d19: {
    name: 'Nadine Soucy', fileNumber: '7726', phone: '207-555-0197',
    address: { street: '95 US Route 1', city: 'Frenchville', state: 'ME', zip: '04745' },
    dateOfBirth: '1968-07-07', visitDates: ['2026-11-03'],
  },
  d20: {
    name: 'Nasteho Garane', fileNumber: '0311459', phone: '207-555-0112',
    address: { street: '23 Pierce St', city: 'Lewiston', state: 'ME', zip: '04240' },
    dateOfBirth: '2018-06-12', visitDates: ['2026-11-18'],
  },
  d21: {
    name: 'Khalida Sheikho', fileNumber: '620734', phone: '207-555-0174',
    address: { street: '9 Grant St Apt 2B', city: 'Portland', state: 'ME', zip: '04102' },
    dateOfBirth: '1965-04-28', visitDates: ['2026-10-09'],
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
