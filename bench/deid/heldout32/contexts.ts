// The people and records the service would know for the thirty-second held-out hand-written set
// (bench/deid/heldout32/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A Texas and Oklahoma network: a border-region FQHC and promotoras in the Rio Grande Valley
// colonias (Fermina Chapa Leija, Anastacio "Tacho" Benavides, Rosaura De la Fuente), Houston clinics (Igbo, Yoruba,
// Vietnamese, Pakistani and Salvadoran families: Chinyere Okoroafor-Hicks, Adetokunbo "Toks" Oyekunle, Hanh Phung,
// Shahida Chaudhry, Dinora Menjívar Ayala), Dallas-Fort Worth (Telugu and Ethiopian: Satyanarayana Gollapudi,
// Sravani Kondapalli, Meskerem Tadele), a tribal hospital and Oklahoma clinics (Cherokee, Muscogee and Choctaw Nation
// citizens: Raylene Tehee, Glenda Soap, Lonnie Deere, Kayden Yahola, Ethel Impson, Delbert Hoover), West Texas
// oilfield workers (Jimmy "Bubba" Farnsworth in a man camp, Cash Ledbetter), a Gulf Coast refinery occupational-health
// clinic (Alphonse Robichaux, Garland Spurlock) and a rural nursing home (Ozella Winstead). Names that are words or
// eponyms: Soap, Deere, Cash, Garland (also a city), Hoover (Hoover sign), staff Dr. Helga Koplik (Koplik spots) and
// Dr. Tobin Kanavel (Kanavel signs). Four patients over 89 (Chapa Leija, Gollapudi, Impson, Winstead); file numbers
// of 4 to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Helga Koplik', 'Dr. Tobin Kanavel', 'Dr. Obinna Ukaegbu', 'Dr. Amancio Cárdenas', 'Dr. Nathaniel Fourkiller',
  'Dr. Padmaja Yerramilli', 'Kaycee Noahubbi, NP', 'Esmeralda Quiroga, RN', 'Diem Trinh, RN', 'Rustin Pylant, MA',
  'Saadia Memon, PharmD', 'Socorro Ledesma, LCSW', 'Xochitl Alaniz, CHW', "Brylee O'Quinn",
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ac1: {
    name: 'Fermina Chapa Leija', givenName: 'Fermina', familyName: 'Chapa Leija', fileNumber: '0031876',
    phone: '956-555-0114',
    address: { street: 'Lot 14 Calle Ebano', city: 'Alton', state: 'TX', zip: '78573' },
    dateOfBirth: '1935-03-07', visitDates: ['2026-10-13', '2026-11-17'],
  },
  ac2: {
    name: 'Anastacio Benavides', aliases: ['Tacho'], fileNumber: '48207', phone: '956-555-0163',
    address: { street: 'RR 4 Box 219', city: 'Edcouch', state: 'TX', zip: '78538' },
    dateOfBirth: '1961-08-30', visitDates: ['2026-11-05'],
  },
  ac3: {
    name: 'Chinyere Okoroafor-Hicks', givenName: 'Chinyere', familyName: 'Okoroafor-Hicks', fileNumber: '702915',
    phone: '713-555-0128', email: 'chinyere.oh@udo.example',
    address: { street: '3307 Broadway St Apt 318', city: 'Pearland', state: 'TX', zip: '77584' },
    dateOfBirth: '1974-01-19', visitDates: ['2026-10-21'],
  },
  ac4: {
    name: 'Adetokunbo Oyekunle', aliases: ['Toks'], fileNumber: '0005643', phone: '281-555-0147',
    email: 'toks.oyekunle@ayo.example',
    address: { street: '2718 Cartwright Rd', city: 'Missouri City', state: 'TX', zip: '77489' },
    dateOfBirth: '1988-12-02', visitDates: ['2026-11-09'],
  },
  ac5: {
    name: 'Hanh Phung', givenName: 'Hanh', familyName: 'Phung', fileNumber: '316552', phone: '832-555-0171',
    address: { street: '10850 Beechnut St', city: 'Houston', state: 'TX', zip: '77072' },
    dateOfBirth: '1952-05-11', visitDates: ['2026-10-28'],
  },
  ac6: {
    name: 'Shahida Chaudhry', fileNumber: '0870034', phone: '281-555-0109', email: 'shahida.c@bagh.example',
    address: { street: '12602 Court Glen Dr', city: 'Stafford', state: 'TX', zip: '77477' },
    dateOfBirth: '1969-09-14', visitDates: ['2026-10-07', '2026-11-12'],
  },
  ac7: {
    name: 'Dinora Menjívar Ayala', givenName: 'Dinora', familyName: 'Menjívar Ayala', fileNumber: '25190',
    phone: '346-555-0135',
    address: { street: '5600 Renwick Dr Apt 22', city: 'Houston', state: 'TX', zip: '77081' },
    dateOfBirth: '1992-07-04', visitDates: ['2026-11-03'],
  },
  ac8: {
    name: 'Satyanarayana Gollapudi', fileNumber: '6092', phone: '972-555-0184',
    address: { street: '8210 N MacArthur Blvd', city: 'Irving', state: 'TX', zip: '75063' },
    dateOfBirth: '1934-02-16', visitDates: ['2026-10-15'],
  },
  ac9: {
    name: 'Sravani Kondapalli', fileNumber: '0417250', phone: '469-555-0122', email: 'sravani.k@godavari.example',
    address: { street: '419 Parkway Blvd', city: 'Coppell', state: 'TX', zip: '75019' },
    dateOfBirth: '1990-10-23', visitDates: ['2026-11-19'],
  },
  ac10: {
    name: 'Meskerem Tadele', fileNumber: '138864', phone: '214-555-0166',
    address: { street: '1517 Northwest Hwy', city: 'Garland', state: 'TX', zip: '75041' },
    dateOfBirth: '1983-04-27', visitDates: ['2026-10-26'],
  },
  ac11: {
    name: 'Raylene Tehee', fileNumber: '0002289', phone: '918-555-0151',
    address: { street: 'PO Box 772', city: 'Stilwell', state: 'OK', zip: '74960' },
    dateOfBirth: '1979-06-18', visitDates: ['2026-10-20', '2026-11-10'],
  },
  ac12: {
    name: 'Glenda Soap', fileNumber: '59302', phone: '918-555-0198',
    address: { street: '45980 S 4690 Rd', city: 'Jay', state: 'OK', zip: '74346' },
    dateOfBirth: '1958-11-30', visitDates: ['2026-11-02'],
  },
  ac13: {
    name: 'Lonnie Deere', fileNumber: '214477', phone: '918-555-0117',
    address: { street: '611 W Columbia St', city: 'Okemah', state: 'OK', zip: '74859' },
    dateOfBirth: '1966-03-03', visitDates: ['2026-10-09'],
  },
  ac14: {
    name: 'Kayden Yahola', fileNumber: '0093351', phone: '405-555-0142',
    address: { street: '902 N Creek St', city: 'Holdenville', state: 'OK', zip: '74848' },
    dateOfBirth: '2018-08-08', visitDates: ['2026-09-29'],
  },
  ac15: {
    name: 'Ethel Impson', fileNumber: '7731', phone: '580-555-0126',
    address: { street: 'Rt 1 Box 63', city: 'Idabel', state: 'OK', zip: '74745' },
    dateOfBirth: '1932-01-25', visitDates: ['2026-10-16', '2026-11-20'],
  },
  ac16: {
    name: 'Jimmy Farnsworth', aliases: ['Bubba'], fileNumber: '440518', phone: '432-555-0190',
    address: { street: '2901 S Cedar St Room B-17', city: 'Pecos', state: 'TX', zip: '79772' },
    dateOfBirth: '1985-05-05', visitDates: ['2026-11-06'],
  },
  ac17: {
    name: 'Alphonse Robichaux', fileNumber: '0612740', phone: '409-555-0155',
    address: { street: '3441 Procter St', city: 'Port Arthur', state: 'TX', zip: '77640' },
    dateOfBirth: '1963-12-12', visitDates: ['2026-10-22', '2026-11-13'],
  },
  ac18: {
    name: 'Garland Spurlock', fileNumber: '88306', phone: '409-555-0103', email: 'gspurlock@gulfbay.example',
    address: { street: '2115 9th Ave N', city: 'Texas City', state: 'TX', zip: '77590' },
    dateOfBirth: '1971-07-29', visitDates: ['2026-11-04'],
  },
  ac19: {
    name: 'Ozella Winstead', fileNumber: '0010459', phone: '325-555-0161',
    address: { street: '208 NW 2nd St', city: 'Hamlin', state: 'TX', zip: '79520' },
    dateOfBirth: '1929-06-01', visitDates: ['2026-10-30'],
  },
  ac20: {
    name: 'Cash Ledbetter', fileNumber: '367120', phone: '432-555-0139',
    address: { street: '1910 E 11th St', city: 'Odessa', state: 'TX', zip: '79761' },
    dateOfBirth: '1998-02-14', visitDates: ['2026-10-23'],
  },
  ac21: {
    name: 'Delbert Hoover', fileNumber: '0524086', phone: '580-555-0178',
    address: { street: '1204 N 1st Ave', city: 'Durant', state: 'OK', zip: '74701' },
    dateOfBirth: '1956-09-19', visitDates: ['2026-11-16'],
  },
  ac22: {
    name: 'Rosaura De la Fuente', givenName: 'Rosaura', familyName: 'De la Fuente', fileNumber: '93017',
    phone: '830-555-0124', email: 'rosaura.delafuente@rio.example',
    address: { street: '1785 Veterans Blvd', city: 'Eagle Pass', state: 'TX', zip: '78852' },
    dateOfBirth: '1977-02-08', visitDates: ['2026-10-19'],
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
