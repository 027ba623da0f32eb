// The people and records the service would know for the fifty-eighth held-out hand-written set
// (bench/deid/heldout58/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i). A New England community health network (Boston, Providence, Pawtucket,
// Fall River, Lowell, Portland and Biddeford ME): psychiatry and addiction medicine, infectious disease (HIV PrEP,
// hepatitis C), geriatrics and home visits, podiatry, cardiology clinic and cardiac rehab, school-based health, and a
// free clinic for fishermen. Cape Verdean (Jailson Alfama, Deolinda Mascarenhas Évora), Azorean Portuguese (Gualberto
// "Berto" Resendes, Ermelinda Benevides), Haitian (Yvrose Décius, Jean-Wilfrid "Ti Wil" Lamarre), Brazilian
// (Cleonice "Cleo" Bitencourt and her son Kauã), Dominican (Radhamés "Rada" Taveras, Yahaira Dipré), Cambodian (Chea
// Bunthoeun, Touch Sophea; family name first), Irish and Italian Boston (Brigid "Bridie" Scanlon, Cathal Shaughnessy,
// Vincenzo "Enzo" Tramontozzi, Giuseppina "Peppina" Sciaraffa), Yankee Maine (Elwin Thurlow, Thankful Sawtelle) and
// Franco-American (Adélard Thibodeau, Ghislaine Ouellette) names; names that are English words (Touch, Thankful,
// Chance Goodspeed); staff surnames that are eponyms (Dr. Mathilde Roth: Roth spots; Dr. Meredith Chopart: Chopart
// joint); five patients over 89 (Benevides, Lamarre, Scanlon, Sawtelle, Ouellette); file numbers of 4 to 7 digits,
// several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Mathilde Roth', 'Dr. Rui Quaresma', 'Dr. Fabiola Nérestant', 'Dr. Niall Brannigan', 'Dr. Chantrea Keo',
  'Dr. Meredith Chopart, DPM', 'Dr. Mirela Brum', 'Dr. Tristram Starbuck', 'Rocelia Gerónimo, RN',
  'Kerrianne Dolan, RN', 'Benoît Girouard, PharmD', 'Nadège Clervil, LICSW', 'Kenadee Faria', 'Vuthy Sar, CHW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bc1: {
    name: 'Jailson Alfama', aliases: ['Jai'], fileNumber: '0058213', phone: '617-555-0114',
    address: { street: '118 Bowdoin St', city: 'Boston', state: 'MA', zip: '02122' },
    dateOfBirth: '1992-03-08', visitDates: ['2026-09-14', '2026-10-19', '2026-11-16'],
  },
  bc2: {
    name: 'Deolinda Mascarenhas Évora', givenName: 'Deolinda', familyName: 'Mascarenhas Évora', fileNumber: '774031',
    phone: '401-555-0162', email: 'deolinda.evora@morabeza.example',
    address: { street: '62 Cottage St', city: 'Pawtucket', state: 'RI', zip: '02860' },
    dateOfBirth: '1968-07-21', visitDates: ['2026-10-06', '2026-11-10'],
  },
  bc3: {
    name: 'Gualberto Resendes', aliases: ['Berto'], fileNumber: '3318', phone: '508-555-0137',
    address: { street: '207 Columbia St', city: 'Fall River', state: 'MA', zip: '02721' },
    dateOfBirth: '1965-01-29', visitDates: ['2026-09-22', '2026-11-03'],
  },
  bc4: {
    name: 'Ermelinda Benevides', aliases: ['Mindinha'], fileNumber: '0009154', phone: '508-555-0108',
    address: { street: '1450 S Main St', city: 'Fall River', state: 'MA', zip: '02724' },
    dateOfBirth: '1934-05-13', visitDates: ['2026-09-29', '2026-10-27', '2026-11-24'],
  },
  bc5: {
    name: 'Yvrose Décius', fileNumber: '205517', phone: '617-555-0179', email: 'yvrose.d@lakay.example',
    address: { street: '22 Woodhaven St', city: 'Boston', state: 'MA', zip: '02126' },
    dateOfBirth: '1985-11-30', visitDates: ['2026-09-10', '2026-10-08', '2026-11-12'],
  },
  bc6: {
    name: 'Jean-Wilfrid Lamarre', aliases: ['Ti Wil'], fileNumber: '0041836', phone: '617-555-0150',
    address: { street: '9 Wachusett St', city: 'Boston', state: 'MA', zip: '02136' },
    dateOfBirth: '1936-04-02', visitDates: ['2026-10-01', '2026-11-05'],
  },
  bc7: {
    name: 'Cleonice Bitencourt', aliases: ['Cleo'], fileNumber: '618290', phone: '978-555-0126',
    email: 'cleo.bitencourt@sabia.example',
    address: { street: '55 Chelmsford St', city: 'Lowell', state: 'MA', zip: '01851' },
    dateOfBirth: '1982-02-17', visitDates: ['2026-09-17', '2026-10-29'],
  },
  bc8: {
    name: 'Kauã Bitencourt', fileNumber: '0630477', phone: '978-555-0141',
    address: { street: '55 Chelmsford St', city: 'Lowell', state: 'MA', zip: '01851' },
    dateOfBirth: '2011-06-04', visitDates: ['2026-09-24', '2026-11-19'],
  },
  bc9: {
    name: 'Radhamés Taveras', aliases: ['Rada'], fileNumber: '92047', phone: '401-555-0183',
    email: 'rtaveras@quisqueya.example',
    address: { street: '310 Broad St', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1997-08-12', visitDates: ['2026-09-08', '2026-10-13', '2026-11-17'],
  },
  bc10: {
    name: 'Yahaira Dipré', fileNumber: '0086155', phone: '401-555-0119',
    address: { street: '88 Pearl St', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1974-10-03', visitDates: ['2026-10-02', '2026-11-06'],
  },
  bc11: {
    name: 'Bunthoeun Chea', givenName: 'Bunthoeun', familyName: 'Chea', aliases: ['Thoeun'], fileNumber: '471508',
    phone: '978-555-0158',
    address: { street: '612 Middlesex St', city: 'Lowell', state: 'MA', zip: '01851' },
    dateOfBirth: '1959-12-01', visitDates: ['2026-09-15', '2026-10-20', '2026-11-23'],
  },
  bc12: {
    name: 'Sophea Touch', givenName: 'Sophea', familyName: 'Touch', fileNumber: '0013790', phone: '978-555-0172',
    address: { street: '33 Lakeview Ave', city: 'Lowell', state: 'MA', zip: '01850' },
    dateOfBirth: '1978-04-14', visitDates: ['2026-09-21', '2026-10-26'],
  },
  bc13: {
    name: 'Brigid Scanlon', aliases: ['Bridie'], fileNumber: '560913', phone: '617-555-0103',
    address: { street: '71 Adams St', city: 'Boston', state: 'MA', zip: '02122' },
    dateOfBirth: '1932-08-15', visitDates: ['2026-09-18', '2026-10-16', '2026-11-20'],
  },
  bc14: {
    name: 'Cathal Shaughnessy', fileNumber: '0327741', phone: '617-555-0166', email: 'cshaughnessy@southie.example',
    address: { street: '480 E Fourth St', city: 'Boston', state: 'MA', zip: '02127' },
    dateOfBirth: '1987-03-17', visitDates: ['2026-09-09', '2026-10-07', '2026-11-04'],
  },
  bc15: {
    name: 'Vincenzo Tramontozzi', aliases: ['Enzo'], fileNumber: '84412', phone: '617-555-0131',
    address: { street: '19 Fleet St', city: 'Boston', state: 'MA', zip: '02113' },
    dateOfBirth: '1953-01-11', visitDates: ['2026-09-28', '2026-10-05', '2026-10-14', '2026-11-02'],
  },
  bc16: {
    name: 'Giuseppina Sciaraffa', aliases: ['Peppina'], fileNumber: '0252066', phone: '401-555-0145',
    address: { street: '27 Atwells Ave', city: 'Providence', state: 'RI', zip: '02903' },
    dateOfBirth: '1940-09-19', visitDates: ['2026-10-09', '2026-11-13'],
  },
  bc17: {
    name: 'Elwin Thurlow', fileNumber: '7105', phone: '207-555-0188',
    address: { street: '14 Island Ave', city: 'Portland', state: 'ME', zip: '04108' },
    dateOfBirth: '1968-05-30', visitDates: ['2026-09-25', '2026-11-09'],
  },
  bc18: {
    name: 'Thankful Sawtelle', fileNumber: '0039018', phone: '207-555-0110',
    address: { street: '212 Brackett St', city: 'Portland', state: 'ME', zip: '04102' },
    dateOfBirth: '1930-02-07', visitDates: ['2026-10-13', '2026-11-18'],
  },
  bc19: {
    name: 'Adélard Thibodeau', fileNumber: '395524', phone: '207-555-0124', email: 'athibodeau@acadie.example',
    address: { street: '18 Pool St', city: 'Biddeford', state: 'ME', zip: '04005' },
    dateOfBirth: '1955-07-26', visitDates: ['2026-09-30', '2026-10-21', '2026-11-11'],
  },
  bc20: {
    name: 'Ghislaine Ouellette', fileNumber: '0004428', phone: '978-555-0193',
    address: { street: '9 Aiken Ave', city: 'Lowell', state: 'MA', zip: '01850' },
    dateOfBirth: '1935-03-03', visitDates: ['2026-10-22', '2026-11-19'],
  },
  bc21: {
    name: 'Chance Goodspeed', fileNumber: '143670', phone: '207-555-0156', email: 'chance.goodspeed@casco.example',
    address: { street: '61 Cumberland Ave Apt 3', city: 'Portland', state: 'ME', zip: '04101' },
    dateOfBirth: '1999-11-11', visitDates: ['2026-09-16', '2026-10-14', '2026-11-25'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a huddle, a board, a CSV): no subject patient, all of them as other patients.
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
