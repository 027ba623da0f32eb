// The people and records the service would know for the fifty-third held-out hand-written set
// (bench/deid/heldout53/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw). An orthopaedics, sports medicine, occupational health and rehabilitation group
// in Georgia and the Carolinas (Atlanta, Duluth GA, Macon, Savannah, Charlotte, Raleigh-Durham, Greenville SC):
// workers' compensation, independent medical examinations, physical and hand therapy, spine and joint surgery, a VA
// community-care referral, a college athletics training room, a pain clinic. Southern white and Black American names
// (Thurmond Swilley Jr., Lamarcus Gantt III), Korean families in Duluth (Seong-min "Sam" Eom, Ok-soon Mun), Indian
// (Sreekanth Pothireddy) and Nigerian (Chinedu Okeke, Funmilayo Akinwande), Jamaican (Clive Mattis) and Trinidadian
// (Chandradaye Seecharan), Mexican and Honduran workers (Nemesio Zavaleta Tepoz, Olvin Maradiaga Funez), a Hmong man in
// Hickory (Blong Yang), a Montagnard woman (H'Lien Nie); names that are words (Noble Worthy, Bliss Durden); a staff
// surname that is an eponym (Dr. Rutherford Waddell: Waddell signs); five patients over 89 (Tootle, Arledge, Eckles,
// Mun, Worthy); file numbers of 4 to 7 digits, several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Rutherford Waddell', 'Dr. Sharonda Wofford', 'Dr. Chaewon Nam', 'Dr. Ravikiran Kandula', 'Dr. Uchenna Ekwueme',
  'Dr. Burrell Stinchcomb', 'Lanier Hamby, PT, DPT', 'Kirkland Yeomans, ATC', 'Marcia Lindo, OTR/L, CHT',
  'Valencia Tisdale, RN', 'Harmon Ledford, PA-C', 'Kerry-Ann Blagrove', 'Yessenia Zelaya, CMA',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ax1: {
    name: 'Thurmond Swilley Jr.', givenName: 'Thurmond', familyName: 'Swilley', aliases: ['Thurm'],
    fileNumber: '0041736', phone: '478-555-0131',
    address: { street: '2217 Vineville Ave', city: 'Macon', state: 'GA', zip: '31204' },
    dateOfBirth: '1971-08-23', visitDates: ['2026-09-14', '2026-10-26'],
  },
  ax2: {
    name: 'Oneida Tootle', aliases: ['Neida'], fileNumber: '58213', phone: '912-555-0164',
    address: { street: '14 E Gwinnett St', city: 'Savannah', state: 'GA', zip: '31401' },
    dateOfBirth: '1932-03-08', visitDates: ['2026-10-07', '2026-11-18'],
  },
  ax3: {
    name: 'Marvella Arledge', fileNumber: '0007729', phone: '864-555-0118',
    address: { street: '305 Pendleton St Apt 4C', city: 'Greenville', state: 'SC', zip: '29601' },
    dateOfBirth: '1935-06-19', visitDates: ['2026-09-30'],
  },
  ax4: {
    name: 'Dontavious Screven', aliases: ['Tae'], fileNumber: '612047', phone: '404-555-0187',
    email: 'tae.screven@peachmail.example',
    address: { street: '1180 Joseph E Boone Blvd NW', city: 'Atlanta', state: 'GA', zip: '30314' },
    dateOfBirth: '1993-02-11', visitDates: ['2026-09-09', '2026-10-21', '2026-11-23'],
  },
  ax5: {
    name: 'Verdell Eckles', fileNumber: '0093158', phone: '704-555-0142',
    address: { street: '2740 Beatties Ford Rd', city: 'Charlotte', state: 'NC', zip: '28216' },
    dateOfBirth: '1933-01-27', visitDates: ['2026-10-13'],
  },
  ax6: {
    name: 'Lamarcus Gantt III', givenName: 'Lamarcus', familyName: 'Gantt', aliases: ['Marc'],
    fileNumber: '2208', phone: '919-555-0176', email: 'lgantt3@tarheel-ath.example',
    address: { street: '410 Lakewood Ave', city: 'Durham', state: 'NC', zip: '27707' },
    dateOfBirth: '2005-05-30', visitDates: ['2026-09-05', '2026-09-22', '2026-11-02'],
  },
  ax7: {
    name: 'Seong-min Eom', aliases: ['Sam'], fileNumber: '704815', phone: '770-555-0123',
    email: 'sm.eom@duluthmail.example',
    address: { street: '3570 Peachtree Industrial Blvd Apt 2108', city: 'Duluth', state: 'GA', zip: '30096' },
    dateOfBirth: '1978-12-04', visitDates: ['2026-10-02', '2026-11-06'],
  },
  ax8: {
    name: 'Ok-soon Mun', aliases: ['Oksun'], fileNumber: '0310672', phone: '770-555-0158',
    address: { street: '2955 Pleasant Hill Rd', city: 'Duluth', state: 'GA', zip: '30096' },
    dateOfBirth: '1934-04-02', visitDates: ['2026-10-16', '2026-11-13'],
  },
  ax9: {
    name: 'Sreekanth Pothireddy', aliases: ['Sree'], fileNumber: '448190', phone: '919-555-0135',
    email: 'sree.pothireddy@trianglecode.example',
    address: { street: '1021 Davis Dr Apt 305', city: 'Morrisville', state: 'NC', zip: '27560' },
    dateOfBirth: '1987-10-09', visitDates: ['2026-09-17', '2026-10-29'],
  },
  ax10: {
    name: 'Chinedu Okeke', fileNumber: '0028564', phone: '980-555-0109',
    address: { street: '6315 Albemarle Rd', city: 'Charlotte', state: 'NC', zip: '28212' },
    dateOfBirth: '1981-07-15', visitDates: ['2026-10-06'],
  },
  ax11: {
    name: 'Funmilayo Akinwande', aliases: ['Funmi'], fileNumber: '95327', phone: '678-555-0191',
    email: 'funmi.akinwande@lagosgirl.example',
    address: { street: '5120 Old National Hwy Apt 18', city: 'Atlanta', state: 'GA', zip: '30349' },
    dateOfBirth: '1976-11-21', visitDates: ['2026-09-24', '2026-11-10'],
  },
  ax12: {
    name: 'Clive Mattis', fileNumber: '370826', phone: '912-555-0127',
    address: { street: '408 W 41st St', city: 'Savannah', state: 'GA', zip: '31415' },
    dateOfBirth: '1968-04-03', visitDates: ['2026-10-19'],
  },
  ax13: {
    name: 'Chandradaye Seecharan', aliases: ['Chandra'], fileNumber: '0150943', phone: '470-555-0150',
    address: { street: '871 Cascade Ave SW', city: 'Atlanta', state: 'GA', zip: '30310' },
    dateOfBirth: '1964-09-01', visitDates: ['2026-09-28', '2026-10-23'],
  },
  ax14: {
    name: 'Nemesio Zavaleta Tepoz', givenName: 'Nemesio', familyName: 'Zavaleta Tepoz', aliases: ['Neme'],
    fileNumber: '683104', phone: '704-555-0173',
    address: { street: 'PO Box 1842', city: 'Charlotte', state: 'NC', zip: '28219' },
    dateOfBirth: '1985-01-06', visitDates: ['2026-09-11', '2026-10-09'],
  },
  ax15: {
    name: 'Olvin Maradiaga Funez', givenName: 'Olvin', familyName: 'Maradiaga Funez', fileNumber: '5316',
    phone: '770-555-0104',
    address: { street: '1645 Jesse Jewell Pkwy Lot 22', city: 'Gainesville', state: 'GA', zip: '30501' },
    dateOfBirth: '1996-03-17', visitDates: ['2026-10-14', '2026-11-04'],
  },
  ax16: {
    name: 'Blong Yang', fileNumber: '0067421', phone: '828-555-0166',
    address: { street: '1138 8th St Dr SE', city: 'Hickory', state: 'NC', zip: '28602' },
    dateOfBirth: '1969-06-28', visitDates: ['2026-10-20'],
  },
  ax17: {
    name: "H'Lien Nie", fileNumber: '219574', phone: '704-555-0112',
    address: { street: '5601 N Tryon St Apt 7', city: 'Charlotte', state: 'NC', zip: '28213' },
    dateOfBirth: '1972-01-01', visitDates: ['2026-11-09'],
  },
  ax18: {
    name: 'Noble Worthy', fileNumber: '0004412', phone: '864-555-0139',
    address: { street: '22 Ridgeway Dr', city: 'Greenville', state: 'SC', zip: '29607' },
    dateOfBirth: '1936-02-14', visitDates: ['2026-10-27', '2026-11-24'],
  },
  ax19: {
    name: 'Jaliyah Maxey', fileNumber: '7781', phone: '919-555-0182', email: 'jmaxey24@hoops.example',
    address: { street: '1905 Erwin Rd Apt 312', city: 'Durham', state: 'NC', zip: '27705' },
    dateOfBirth: '2006-08-19', visitDates: ['2026-09-19', '2026-11-16'],
  },
  ax20: {
    name: 'Kasen Hulsey', fileNumber: '0120588', phone: '984-555-0114',
    address: { street: '2716 Clark Ave', city: 'Raleigh', state: 'NC', zip: '27607' },
    dateOfBirth: '2005-11-30', visitDates: ['2026-10-01', '2026-11-12'],
  },
  ax21: {
    name: 'Bliss Durden', fileNumber: '86430', phone: '864-555-0103',
    address: { street: '117 Ansel St', city: 'Greenville', state: 'SC', zip: '29605' },
    dateOfBirth: '1959-12-12', visitDates: ['2026-10-05', '2026-11-19'],
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
