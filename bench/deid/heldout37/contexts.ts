// The people and records the service would know for the thirty-seventh held-out hand-written set
// (bench/deid/heldout37/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw). Southern New England's Portuguese-speaking and Caribbean communities and a telehealth
// urgent-care service: Azorean Portuguese in Fall River and New Bedford (Idalina Furtado da Ponte, Hélder Cordeiro de
// Melo, Arlindo Pacheco da Silva), Cape Verdean (Amílcar "Mica" Fortes Monteiro, Zeferina "Zefa" Gomes Semedo, Dimas
// Brito Lopes), Brazilian in Framingham and Everett (Rosângela "Rô" dos Anjos Vieira, Wellington "Well" Prates Rocha,
// Tainá Fagundes Barbosa, Davi Nascimento Coelho), Haitian in Dorchester and Mattapan (Philomène "Mémène" Desravines,
// Jocelin Mondésir, Roseline Thélusma), Dominican and Cambodian in Providence and Pawtucket (Altagracia "Tata" Minaya
// Peralta, Yunior "Juni" Encarnación Tejeda, Sokhom Chhim, Sothea Ouk, Ny Chheng), and telehealth patients in Taunton,
// Somerville and Brockton (Duarte Raposo, Luana Pimentel Carvalho). Five patients over 89 (Furtado da Ponte 94,
// Gomes Semedo 91, Desravines 97, Minaya Peralta 92, Chheng 90); file numbers of 4 to 7 digits, eight with leading
// zeros; staff surnames that are eponyms (Dr. Magalie Lasègue, Dr. Ewan Cheyne) or words (Vannak Sum).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Benedita Quental', 'Dr. Fabiana Moreira Lacerda', 'Dr. Magalie Lasègue', 'Dr. Sophal Heng', 'Dr. Ewan Cheyne',
  'Bridget Pryor, NP', 'Edite Bettencourt, RN', 'Roodly Saint-Fleur, RN', 'Kleber Antunes, MA', 'Hugo Amaral, PharmD',
  'Dalva Carreiro, LCSW', 'Vannak Sum, CHW', 'Jaclyn Rapoza',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ah1: {
    name: 'Idalina Furtado da Ponte', givenName: 'Idalina', familyName: 'Furtado da Ponte', aliases: ['Lina'],
    fileNumber: '0041772', phone: '508-555-0114',
    address: { street: '212 Columbia St', city: 'Fall River', state: 'MA', zip: '02721' },
    dateOfBirth: '1932-05-08', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ah2: {
    name: 'Hélder Cordeiro de Melo', givenName: 'Hélder', familyName: 'Cordeiro de Melo', fileNumber: '583019',
    phone: '508-555-0167', email: 'hcmelo@pico.example',
    address: { street: '1455 Pleasant St', city: 'Fall River', state: 'MA', zip: '02723' },
    dateOfBirth: '1968-02-19', visitDates: ['2026-09-22', '2026-11-03'],
  },
  ah3: {
    name: 'Amílcar Fortes Monteiro', givenName: 'Amílcar', familyName: 'Fortes Monteiro', aliases: ['Mica'],
    fileNumber: '7710', phone: '508-555-0139',
    address: { street: '318 County St', city: 'New Bedford', state: 'MA', zip: '02740' },
    dateOfBirth: '1960-07-05', visitDates: ['2026-10-13'],
  },
  ah4: {
    name: 'Zeferina Gomes Semedo', givenName: 'Zeferina', familyName: 'Gomes Semedo', aliases: ['Zefa'],
    fileNumber: '0009384', phone: '508-555-0182',
    address: { street: '1907 Acushnet Ave', city: 'New Bedford', state: 'MA', zip: '02746' },
    dateOfBirth: '1935-03-11', visitDates: ['2026-10-20', '2026-11-24'],
  },
  ah5: {
    name: 'Arlindo Pacheco da Silva', givenName: 'Arlindo', familyName: 'Pacheco da Silva', fileNumber: '264905',
    phone: '774-555-0126',
    address: { street: '66 Rivet St', city: 'New Bedford', state: 'MA', zip: '02744' },
    dateOfBirth: '1974-12-01', visitDates: ['2026-09-15'],
  },
  ah6: {
    name: 'Rosângela dos Anjos Vieira', givenName: 'Rosângela', familyName: 'dos Anjos Vieira', aliases: ['Rô'],
    fileNumber: '0128457', phone: '508-555-0190', email: 'ro.vieira@ipe.example',
    address: { street: '22 Waverly St Apt 3', city: 'Framingham', state: 'MA', zip: '01702' },
    dateOfBirth: '1982-06-27', visitDates: ['2026-10-08', '2026-10-29'],
  },
  ah7: {
    name: 'Wellington Prates Rocha', givenName: 'Wellington', familyName: 'Prates Rocha', aliases: ['Well'],
    fileNumber: '45561', phone: '617-555-0158',
    address: { street: '402 Ferry St', city: 'Everett', state: 'MA', zip: '02149' },
    dateOfBirth: '1991-01-14', visitDates: ['2026-11-10'],
  },
  ah8: {
    name: 'Tainá Fagundes Barbosa', givenName: 'Tainá', familyName: 'Fagundes Barbosa', fileNumber: '390214',
    phone: '508-555-0103', email: 'taina.fb@sabia.example',
    address: { street: '150 Concord St', city: 'Framingham', state: 'MA', zip: '01702' },
    dateOfBirth: '1997-09-02', visitDates: ['2026-09-29', '2026-11-19'],
  },
  ah9: {
    name: 'Davi Nascimento Coelho', givenName: 'Davi', familyName: 'Nascimento Coelho', fileNumber: '0072816',
    phone: '617-555-0147',
    address: { street: '31 Vine St', city: 'Everett', state: 'MA', zip: '02149' },
    dateOfBirth: '2020-04-16', visitDates: ['2026-10-27'],
  },
  ah10: {
    name: 'Philomène Desravines', aliases: ['Mémène'], fileNumber: '6034', phone: '617-555-0121',
    address: { street: '1190 Blue Hill Ave', city: 'Mattapan', state: 'MA', zip: '02126' },
    dateOfBirth: '1929-08-15', visitDates: ['2026-09-24', '2026-11-12'],
  },
  ah11: {
    name: 'Jocelin Mondésir', fileNumber: '817350', phone: '857-555-0172',
    address: { street: '60 Bowdoin St', city: 'Dorchester', state: 'MA', zip: '02122' },
    dateOfBirth: '1965-10-30', visitDates: ['2026-10-15'],
  },
  ah12: {
    name: 'Roseline Thélusma', fileNumber: '0230649', phone: '617-555-0195', email: 'rthelusma@lakay.example',
    address: { street: '27 Wellesley Park', city: 'Dorchester', state: 'MA', zip: '02124' },
    dateOfBirth: '1988-03-03', visitDates: ['2026-11-05'],
  },
  ah13: {
    name: 'Altagracia Minaya Peralta', givenName: 'Altagracia', familyName: 'Minaya Peralta', aliases: ['Tata'],
    fileNumber: '51208', phone: '401-555-0135',
    address: { street: '415 Broad St', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1934-01-21', visitDates: ['2026-10-01', '2026-11-16'],
  },
  ah14: {
    name: 'Yunior Encarnación Tejeda', givenName: 'Yunior', familyName: 'Encarnación Tejeda', aliases: ['Juni'],
    fileNumber: '0045193', phone: '401-555-0168',
    address: { street: '88 Public St', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1999-05-25', visitDates: ['2026-10-22'],
  },
  ah15: {
    name: 'Sokhom Chhim', givenName: 'Sokhom', familyName: 'Chhim', fileNumber: '936204', phone: '401-555-0110',
    address: { street: '240 Elmwood Ave', city: 'Providence', state: 'RI', zip: '02907' },
    dateOfBirth: '1967-11-09', visitDates: ['2026-09-17', '2026-10-30'],
  },
  ah16: {
    name: 'Sothea Ouk', givenName: 'Sothea', familyName: 'Ouk', fileNumber: '4417', phone: '401-555-0153',
    email: 'sothea.ouk@romdoul.example',
    address: { street: '33 Lonsdale Ave Apt 2', city: 'Pawtucket', state: 'RI', zip: '02860' },
    dateOfBirth: '1993-02-28', visitDates: ['2026-11-02'],
  },
  ah17: {
    name: 'Ny Chheng', givenName: 'Ny', familyName: 'Chheng', fileNumber: '0016620', phone: '401-555-0186',
    address: { street: '12 Dexter St', city: 'Pawtucket', state: 'RI', zip: '02860' },
    dateOfBirth: '1936-06-30', visitDates: ['2026-10-09'],
  },
  ah18: {
    name: 'Duarte Raposo', fileNumber: '702588', phone: '508-555-0144',
    address: { street: '95 Weir St', city: 'Taunton', state: 'MA', zip: '02780' },
    dateOfBirth: '1979-08-21', visitDates: ['2026-11-09', '2026-11-23'],
  },
  ah19: {
    name: 'Luana Pimentel Carvalho', givenName: 'Luana', familyName: 'Pimentel Carvalho', fileNumber: '81376',
    phone: '857-555-0119', email: 'luanapc@bemtevi.example',
    address: { street: '45 Highland Ave Apt 4', city: 'Somerville', state: 'MA', zip: '02143' },
    dateOfBirth: '2006-12-12', visitDates: ['2026-10-18'],
  },
  ah20: {
    name: 'Dimas Brito Lopes', givenName: 'Dimas', familyName: 'Brito Lopes', fileNumber: '0003591',
    phone: '774-555-0101',
    address: { street: '510 Main St', city: 'Brockton', state: 'MA', zip: '02301' },
    dateOfBirth: '1971-04-04', visitDates: ['2026-09-30', '2026-11-20'],
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
