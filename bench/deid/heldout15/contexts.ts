// The people and records the service would know for the fifteenth held-out hand-written set
// (bench/deid/heldout15/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A community health centre network in New England and upstate New York: a dental clinic, a
// refugee clinic (Utica, Portland ME, Providence), geriatrics, behavioural health and a fishing-port urgent care
// (New Bedford, Gloucester, Point Judith). Cape Verdean, Azorean, Franco-American, Yankee, Irish, Italian, Haitian,
// Puerto Rican, Lao, Karen, Bosnian, Afghan, Somali, Sierra Leonean, Congolese, Cantonese, Telugu and Passamaquoddy
// names; names that are English words (Patience Gale, Ebenezer Ballast, Wren Abernathy, Furaha "Joy"), a patient
// surname that is an eponym (Armand Lhermitte) and staff surnames that are eponyms or words (Dr. Lorna Yergason,
// Dr. Ezra Coffin); five patients over 89; file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Prudence Whitcomb', 'Dr. Kwabena Ofori', 'Dr. Soledad Barrientos', 'Dr. Ezra Coffin', 'Dr. Lorna Yergason',
  'Dr. Mira Szabo', 'Bronwyn Gilchrist, NP', 'Tenzin Dolkar, RN', 'Fintan Mulvey, RN', 'Jadwiga Kozubek, LICSW',
  'Rutendo Mashava, PharmD', 'Kayleigh Beaulieu',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  k1: {
    name: 'Euclides Tavares', aliases: ['Clide'], fileNumber: '0062174', phone: '508-555-0137',
    address: { street: '418 Acushnet Ave', city: 'New Bedford', state: 'MA', zip: '02740' },
    dateOfBirth: '1971-08-03', visitDates: ['2026-10-09', '2026-11-17'],
  },
  k2: {
    name: 'Rosaire Pelletier', fileNumber: '318402', phone: '207-555-0114', email: 'rpelletier@androscoggin.example',
    address: { street: '92 Lisbon St', city: 'Lewiston', state: 'ME', zip: '04240' },
    dateOfBirth: '1948-02-16', visitDates: ['2026-11-04'],
  },
  k3: {
    name: 'Mbalu Kamara', fileNumber: '7740', phone: '401-555-0168',
    address: { street: '61 Cranston St Apt 3', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1989-05-27', visitDates: ['2026-10-20'],
  },
  k4: {
    name: 'Dorcas Winslow', fileNumber: '0004518', phone: '802-555-0129',
    address: { street: '14 Green St', city: 'Brattleboro', state: 'VT', zip: '05301' },
    dateOfBirth: '1932-03-09', visitDates: ['2026-09-29', '2026-11-10'],
  },
  k5: {
    name: 'Sagal Hirsi', fileNumber: '562093', phone: '207-555-0181',
    address: { street: '205 Bartlett St', city: 'Lewiston', state: 'ME', zip: '04240' },
    dateOfBirth: '1994-12-11', visitDates: ['2026-11-12'],
  },
  k6: {
    name: 'Bounmy Phommachanh', fileNumber: '240917', phone: '860-555-0153', email: 'bounmy.p@mekong.example',
    address: { street: '1177 Park St', city: 'Hartford', state: 'CT', zip: '06106' },
    dateOfBirth: '1963-07-22', visitDates: ['2026-10-28'],
  },
  k7: {
    name: 'Ebenezer Ballast', aliases: ['Eben'], fileNumber: '93015', phone: '978-555-0146',
    address: { street: '8 Rocky Neck Ave', city: 'Gloucester', state: 'MA', zip: '01930' },
    dateOfBirth: '1958-10-30', visitDates: ['2026-11-02'],
  },
  k8: {
    name: 'Patience Gale', fileNumber: '0071260', phone: '603-555-0172',
    address: { street: '33 Pleasant St', city: 'Concord', state: 'NH', zip: '03301' },
    dateOfBirth: '1935-06-01', visitDates: ['2026-10-15'],
  },
  k9: {
    name: 'Armand Lhermitte', fileNumber: '415528', phone: '401-555-0125',
    address: { street: '270 Social St', city: 'Woonsocket', state: 'RI', zip: '02895' },
    dateOfBirth: '1934-01-19', visitDates: ['2026-11-06'],
  },
  k10: {
    name: 'Zarghona Popalzai', fileNumber: '880346', phone: '315-555-0194',
    address: { street: '1009 Bleecker St', city: 'Utica', state: 'NY', zip: '13501' },
    dateOfBirth: '1986-04-04', visitDates: ['2026-10-07'],
  },
  k11: {
    name: 'Haris Mujkanovic', givenName: 'Haris', familyName: 'Mujkanovic', fileNumber: '0259861', phone: '315-555-0108',
    address: { street: '540 Mohawk St', city: 'Utica', state: 'NY', zip: '13501' },
    dateOfBirth: '1969-09-14', visitDates: ['2026-11-18'],
  },
  k12: {
    name: 'Hser Nay Paw', givenName: 'Hser Nay', familyName: 'Paw', fileNumber: '67321', phone: '315-555-0161',
    address: { street: '23 Elizabeth St', city: 'Utica', state: 'NY', zip: '13501' },
    dateOfBirth: '2001-01-01', visitDates: ['2026-10-23'],
  },
  k13: {
    name: 'Cormac Fahey', fileNumber: '129570', phone: '401-555-0143', email: 'cfahey.fv@galilee.example',
    address: { street: '9 Great Island Rd', city: 'Narragansett', state: 'RI', zip: '02882' },
    dateOfBirth: '1979-03-25', visitDates: ['2026-10-31'],
  },
  k14: {
    name: 'Conceicao Medeiros', givenName: 'Conceicao', familyName: 'Medeiros', aliases: ['Sao'],
    fileNumber: '0038805', phone: '508-555-0119',
    address: { street: '1460 Pleasant St', city: 'Fall River', state: 'MA', zip: '02723' },
    dateOfBirth: '1935-11-08', visitDates: ['2026-11-16'],
  },
  k15: {
    name: 'Wislande Dorvilus', fileNumber: '704482', phone: '508-555-0185',
    address: { street: '77 Warren Ave', city: 'Brockton', state: 'MA', zip: '02301' },
    dateOfBirth: '1991-07-07', visitDates: ['2026-10-13'],
  },
  k16: {
    name: 'Yaritza Candelario Ocasio', givenName: 'Yaritza', familyName: 'Candelario Ocasio', fileNumber: '5186',
    phone: '860-555-0177', email: 'yari.candelario@charteroak.example',
    address: { street: '402 Wethersfield Ave', city: 'Hartford', state: 'CT', zip: '06114' },
    dateOfBirth: '1983-02-20', visitDates: ['2026-11-09'],
  },
  k17: {
    name: 'Carmine DiPrete', fileNumber: '351647', phone: '401-555-0156',
    address: { street: '188 Atwells Ave', city: 'Providence', state: 'RI', zip: '02903' },
    dateOfBirth: '1952-12-02', visitDates: ['2026-10-26'],
  },
  k18: {
    name: 'Orrin Tewksbury', fileNumber: '0001972', phone: '802-555-0132',
    address: { street: '1255 Whitney Hill Rd', city: 'Tunbridge', state: 'VT', zip: '05077' },
    dateOfBirth: '1930-05-05', visitDates: ['2026-11-03'],
  },
  k19: {
    name: 'Roderick Sockabasin', aliases: ['Rod'], fileNumber: '46608', phone: '207-555-0190',
    address: { street: 'PO Box 207', city: 'Perry', state: 'ME', zip: '04667' },
    dateOfBirth: '1966-08-18', visitDates: ['2026-10-19'],
  },
  k20: {
    name: 'Wren Abernathy', fileNumber: '628714', phone: '802-555-0167',
    address: { street: '56 North Winooski Ave', city: 'Burlington', state: 'VT', zip: '05401' },
    dateOfBirth: '2018-04-12', visitDates: ['2026-11-13'],
  },
  k21: {
    name: 'Pui Yan Yeung', givenName: 'Pui Yan', familyName: 'Yeung', fileNumber: '0090437', phone: '617-555-0128',
    address: { street: '35 Hancock St', city: 'Quincy', state: 'MA', zip: '02171' },
    dateOfBirth: '1933-09-26', visitDates: ['2026-10-22'],
  },
  k22: {
    name: 'Furaha Mulumba', fileNumber: '819053', phone: '207-555-0149',
    address: { street: '140 Cumberland Ave', city: 'Portland', state: 'ME', zip: '04101' },
    dateOfBirth: '1997-06-30', visitDates: ['2026-11-05'],
  },
  k23: {
    name: 'Suhasini Kodali', fileNumber: '273580', phone: '518-555-0111', email: 'skodali@mohawkvalley.example',
    address: { street: '811 Union St', city: 'Schenectady', state: 'NY', zip: '12308' },
    dateOfBirth: '1975-10-17', visitDates: ['2026-11-19'],
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
