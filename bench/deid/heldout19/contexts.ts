// The people and records the service would know for the nineteenth held-out hand-written set
// (bench/deid/heldout19/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w; heldout20 was being written at the same time). A Mid-Atlantic and Appalachian health
// system: a Pennsylvania Dutch rural practice (Enos Hostetler, Ada Beiler), a Newark refugee and immigrant clinic
// (Ghanaian Yaw Owusu-Ansah, Guinean Aissatou Bah, Haitian Wesner Jeanty, Portuguese Joaquim "Quim" Figueiredo,
// Brazilian Thaís Bezerra, Syrian Ghassan Sarkis, South Indian Roopa Kadambi, Nigerian Hyacinth Adebayo-Fashola), a
// coal-country black-lung and opioid-treatment clinic (Arlie Blankenship, Clovis Mullins, Kayla Stidham), a Baltimore
// HIV clinic (Dashawn Prioleau, Shavonne Wimbish, Reginald "Reggie" Crowder), a paediatric practice (Clover Gentry,
// Zion Tuggle) and a nursing home (Eldon Bittinger, Augusta "Gussie" Pennypacker, Zdzislaw "Zdzich" Wnuk). Names that
// are English words or places (Clover, Gentry, Gap, Bird-in-Hand, Grundy); a staff surname that is an eponym
// (Dr. Roswell Brushfield: Brushfield spots); four patients over 89 (Hostetler, Bittinger, Pennypacker, Wnuk); file
// numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Rhoda Esbenshade', 'Dr. Chiamaka Nwachukwu', 'Dr. Roswell Brushfield', 'Dr. Imani Colbert', 'Dr. Odessa Quarles',
  'Ruthann Kauffman, CRNP', 'Dreama Yoho, RN', 'Demetrius Ashe, RN', 'Filomena Carvalhal, PharmD',
  'Sherrod Pennington, LCSW', 'Misty Kincaid, MA', 'Tashonda Reaves',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  h1: {
    name: 'Enos Hostetler', fileNumber: '0041877', phone: '717-555-0143',
    address: { street: '2871 Old Philadelphia Pike', city: 'Bird-in-Hand', state: 'PA', zip: '17505' },
    dateOfBirth: '1932-03-04', visitDates: ['2026-10-06', '2026-11-10'],
  },
  h2: {
    name: 'Ada Beiler', fileNumber: '58213', phone: '717-555-0188',
    address: { street: '412 Mine Rd', city: 'Gap', state: 'PA', zip: '17527' },
    dateOfBirth: '1958-07-19', visitDates: ['2026-11-04'],
  },
  h3: {
    name: 'Yaw Owusu-Ansah', fileNumber: '306614', phone: '973-555-0129', email: 'yaw.oa@kente.example',
    address: { street: '88 Summer Ave Apt 3B', city: 'Newark', state: 'NJ', zip: '07104' },
    dateOfBirth: '1981-02-14', visitDates: ['2026-10-15'],
  },
  h4: {
    name: 'Aissatou Bah', fileNumber: '0007742', phone: '973-555-0171',
    address: { street: '251 Clinton Ave', city: 'Newark', state: 'NJ', zip: '07108' },
    dateOfBirth: '1994-11-30', visitDates: ['2026-11-12'],
  },
  h5: {
    name: 'Wesner Jeanty', fileNumber: '4419', phone: '973-555-0105',
    address: { street: '19 Myrtle Ave', city: 'Irvington', state: 'NJ', zip: '07111' },
    dateOfBirth: '1967-05-02', visitDates: ['2026-10-21'],
  },
  h6: {
    name: 'Joaquim Figueiredo', aliases: ['Quim'], fileNumber: '712058', phone: '973-555-0158',
    email: 'jfigueiredo@tasca.example',
    address: { street: '140 Ferry St', city: 'Newark', state: 'NJ', zip: '07105' },
    dateOfBirth: '1949-09-23', visitDates: ['2026-11-02'],
  },
  h7: {
    name: 'Thaís Bezerra', fileNumber: '0093316', phone: '201-555-0137', email: 'thais.bz@samba.example',
    address: { street: '77 Kearny Ave', city: 'Kearny', state: 'NJ', zip: '07032' },
    dateOfBirth: '1999-04-08', visitDates: ['2026-11-16'],
  },
  h8: {
    name: 'Ghassan Sarkis', fileNumber: '265490', phone: '973-555-0196',
    address: { street: '318 Main St', city: 'Paterson', state: 'NJ', zip: '07501' },
    dateOfBirth: '1972-12-01', visitDates: ['2026-10-28'],
  },
  h9: {
    name: 'Roopa Kadambi', fileNumber: '87031', phone: '732-555-0114', email: 'roopa.k@mango.example',
    address: { street: '25 Oak Tree Rd', city: 'Edison', state: 'NJ', zip: '08817' },
    dateOfBirth: '1988-06-27', visitDates: ['2026-11-09'],
  },
  h10: {
    name: 'Arlie Blankenship', fileNumber: '0015530', phone: '304-555-0162',
    address: { street: 'PO Box 77', city: 'Welch', state: 'WV', zip: '24801' },
    dateOfBirth: '1946-01-17', visitDates: ['2026-09-29', '2026-11-03'],
  },
  h11: {
    name: 'Clovis Mullins', fileNumber: '391227', phone: '276-555-0120',
    address: { street: '1106 Slate Creek Rd', city: 'Grundy', state: 'VA', zip: '24614' },
    dateOfBirth: '1953-08-08', visitDates: ['2026-10-20'],
  },
  h12: {
    name: 'Kayla Stidham', fileNumber: '620941', phone: '304-555-0184',
    address: { street: '45 Stratton St', city: 'Logan', state: 'WV', zip: '25601' },
    dateOfBirth: '1993-03-15', visitDates: ['2026-10-13', '2026-11-17'],
  },
  h13: {
    name: 'Dashawn Prioleau', fileNumber: '0528806', phone: '410-555-0133', email: 'dprioleau@harbor.example',
    address: { street: '1520 W North Ave', city: 'Baltimore', state: 'MD', zip: '21217' },
    dateOfBirth: '1986-10-10', visitDates: ['2026-11-05'],
  },
  h14: {
    name: 'Shavonne Wimbish', fileNumber: '143077', phone: '443-555-0179',
    address: { street: '2904 Greenmount Ave', city: 'Baltimore', state: 'MD', zip: '21218' },
    dateOfBirth: '1979-02-22', visitDates: ['2026-10-26'],
  },
  h15: {
    name: 'Reginald Crowder', aliases: ['Reggie'], fileNumber: '7765', phone: '410-555-0150',
    address: { street: '1811 W Pratt St', city: 'Baltimore', state: 'MD', zip: '21223' },
    dateOfBirth: '1961-07-04', visitDates: ['2026-11-11'],
  },
  h16: {
    name: 'Clover Gentry', fileNumber: '0350912', phone: '304-555-0117',
    address: { street: '610 Willey St', city: 'Morgantown', state: 'WV', zip: '26505' },
    dateOfBirth: '2019-08-02', visitDates: ['2026-11-13'],
  },
  h17: {
    name: 'Zion Tuggle', fileNumber: '284163', phone: '301-555-0168',
    address: { street: '233 Potomac Ave', city: 'Hagerstown', state: 'MD', zip: '21740' },
    dateOfBirth: '2017-01-25', visitDates: ['2026-10-08'],
  },
  h18: {
    name: 'Eldon Bittinger', fileNumber: '0060258', phone: '301-555-0125',
    address: { street: '9 Washington St', city: 'Cumberland', state: 'MD', zip: '21502' },
    dateOfBirth: '1934-04-11', visitDates: ['2026-10-01', '2026-11-05'],
  },
  h19: {
    name: 'Augusta Pennypacker', aliases: ['Gussie'], fileNumber: '51904', phone: '302-555-0147',
    address: { street: '120 S State St', city: 'Dover', state: 'DE', zip: '19901' },
    dateOfBirth: '1929-10-30', visitDates: ['2026-11-19'],
  },
  h20: {
    name: 'Hyacinth Adebayo-Fashola', fileNumber: '833412', phone: '302-555-0192', email: 'hyacinth.af@lagos.example',
    address: { street: '700 N Market St', city: 'Wilmington', state: 'DE', zip: '19801' },
    dateOfBirth: '1975-09-12', visitDates: ['2026-10-30'],
  },
  h21: {
    name: 'Zdzislaw Wnuk', aliases: ['Zdzich'], fileNumber: '0002297', phone: '570-555-0131',
    address: { street: '1423 Cedar Ave', city: 'Scranton', state: 'PA', zip: '18505' },
    dateOfBirth: '1936-06-06', visitDates: ['2026-11-06'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or about none: no subject patient, all of them as other patients.
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
