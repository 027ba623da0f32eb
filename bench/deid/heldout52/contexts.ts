// The people and records the service would know for the fifty-second held-out hand-written set
// (bench/deid/heldout52/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw, file names only). A women's and children's health network in Oklahoma and north Texas
// (Tulsa, Oklahoma City, Lawton, Tahlequah, Muskogee, Durant, Enid, Wichita Falls, Denton): obstetrics and prenatal
// care, labour and delivery, NICU and newborn follow-up, paediatrics, school-based clinics, WIC, lactation, paediatric
// dentistry and ENT, adolescent health, and a urogynaecology clinic for older women. Muscogee (Creek), Cherokee,
// Choctaw, Kiowa and Comanche names (Wildcat, Hummingbird, Noahubi, Fixico, Poolaw, Tabbytite, Tahdooahnippah);
// Vietnamese families in Oklahoma City (the Ung twins; Ong Thi Muoi, "Ba Muoi"); Mexican and Guatemalan families
// (Yoselin Bustamante Arce, Magdalena Batz Chiquival and her son); a Marshallese family in Enid (Lijon Riklon); white
// and Black Oklahomans and Texans; babies first registered as "Baby Girl"/"Baby Boy"/"Baby A"/"Baby B"; names that are
// English words (Wildcat, Hummingbird, Rainwater, Journey, Blessing, Whitlow); a staff surname that is an eponym
// (Dr. Corbin Dubowitz, the Dubowitz exam); four patients over 89 (Noahubi, Fixico, Ong, Cantrell).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Corbin Dubowitz', 'Dr. Anneliese Pruett', 'Dr. Thurman Sixkiller', 'Dr. Meribeth Gatlin',
  'Dr. Kianoush Farahani', 'Josie Wahpepah, CNM', 'Sunniva Bramlett, IBCLC', 'Karly Voss, RN', 'Deshawna Ransome, RN',
  'Marlowe Kinkade, LCSW', 'Tayla Threlkeld', 'Roxanne Nahwooksy, RN', 'Xuan Lac, PharmD',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  aw1: {
    name: 'Wynonna Wildcat', aliases: ['Baby Girl Wildcat', 'Nonnie'], fileNumber: '0062714', phone: '918-555-0123',
    address: { street: '1408 N 12th St', city: 'Muskogee', state: 'OK', zip: '74401' },
    dateOfBirth: '2026-10-03', visitDates: ['2026-10-03', '2026-10-05', '2026-10-19'],
  },
  aw2: {
    name: 'Marlee Wildcat', fileNumber: '448150', phone: '918-555-0123', email: 'marlee.wildcat@redbird.example',
    address: { street: '1408 N 12th St', city: 'Muskogee', state: 'OK', zip: '74401' },
    dateOfBirth: '2001-05-27', visitDates: ['2026-09-18', '2026-10-03', '2026-11-12'],
  },
  aw3: {
    name: 'Gia Huy Ung', givenName: 'Gia Huy', familyName: 'Ung', aliases: ['Baby A Ung', 'Ung Gia Huy', 'Cốm'],
    fileNumber: '0007351', phone: '405-555-0168',
    address: { street: '2719 SW 44th St', city: 'Oklahoma City', state: 'OK', zip: '73119' },
    dateOfBirth: '2026-09-14', visitDates: ['2026-09-14', '2026-10-09', '2026-11-06'],
  },
  aw4: {
    name: 'Gia Phuc Ung', givenName: 'Gia Phuc', familyName: 'Ung', aliases: ['Baby B Ung', 'Ung Gia Phúc', 'Mít'],
    fileNumber: '0007352', phone: '405-555-0168',
    address: { street: '2719 SW 44th St', city: 'Oklahoma City', state: 'OK', zip: '73119' },
    dateOfBirth: '2026-09-14', visitDates: ['2026-09-14', '2026-10-22', '2026-11-06'],
  },
  aw5: {
    name: 'Dorinda Poolaw', aliases: ['Dinda'], fileNumber: '93107', phone: '580-555-0135',
    address: { street: '611 NW Ferris Ave Apt 4', city: 'Lawton', state: 'OK', zip: '73507' },
    dateOfBirth: '1994-02-08', visitDates: ['2026-09-10', '2026-10-08', '2026-11-05'],
  },
  aw6: {
    name: 'Kassidy Tabbytite', aliases: ['Kass'], fileNumber: '2204586', phone: '580-555-0187',
    email: 'kass.tabbytite@prairiemail.example',
    address: { street: 'PO Box 412', city: 'Cache', state: 'OK', zip: '73527' },
    dateOfBirth: '2010-07-19', visitDates: ['2026-09-24', '2026-11-02'],
  },
  aw7: {
    name: 'Ayita Hummingbird', fileNumber: '0310994', phone: '918-555-0149',
    address: { street: '19842 S Bald Hill Rd', city: 'Tahlequah', state: 'OK', zip: '74464' },
    dateOfBirth: '1998-12-01', visitDates: ['2026-10-14', '2026-10-16', '2026-11-20'],
  },
  aw8: {
    name: 'Vinita Noahubi', fileNumber: '58820', phone: '580-555-0102',
    address: { street: 'Rt 3 Box 118', city: 'Durant', state: 'OK', zip: '74701' },
    dateOfBirth: '1933-04-17', visitDates: ['2026-09-29', '2026-11-10'],
  },
  aw9: {
    name: 'Zelma Fixico', aliases: ['Zel'], fileNumber: '0041276', phone: '918-555-0191',
    address: { street: '907 Elgin St', city: 'Muskogee', state: 'OK', zip: '74403' },
    dateOfBirth: '1935-06-30', visitDates: ['2026-10-06', '2026-11-17'],
  },
  aw10: {
    name: 'Muoi Ong', givenName: 'Muoi', familyName: 'Ong', aliases: ['Bà Mười', 'Ông Thị Mười', 'Ong Thi Muoi'],
    fileNumber: '716083', phone: '405-555-0156',
    address: { street: '3015 N Classen Blvd Apt 112', city: 'Oklahoma City', state: 'OK', zip: '73106' },
    dateOfBirth: '1932-08-15', visitDates: ['2026-09-22', '2026-10-27'],
  },
  aw11: {
    name: 'Ima Cantrell', fileNumber: '1183', phone: '940-555-0117', email: 'ima.cantrell@redriver.example',
    address: { street: '2304 Buchanan St', city: 'Wichita Falls', state: 'TX', zip: '76309' },
    dateOfBirth: '1934-01-09', visitDates: ['2026-10-01', '2026-11-19'],
  },
  aw12: {
    name: 'Yoselin Bustamante Arce', givenName: 'Yoselin', familyName: 'Bustamante Arce', aliases: ['Yosi'],
    fileNumber: '0529947', phone: '940-555-0139', email: 'yoselin.ba@correo.example',
    address: { street: '1120 Bernard St Apt 21', city: 'Denton', state: 'TX', zip: '76201' },
    dateOfBirth: '1999-10-11', visitDates: ['2026-09-16', '2026-10-21', '2026-11-18'],
  },
  aw13: {
    name: 'Magdalena Batz Chiquival', givenName: 'Magdalena', familyName: 'Batz Chiquival', aliases: ['Malena'],
    fileNumber: '884019', phone: '405-555-0174',
    address: { street: '1536 SW 29th St', city: 'Oklahoma City', state: 'OK', zip: '73108' },
    dateOfBirth: '2004-03-03', visitDates: ['2026-10-10', '2026-10-12', '2026-11-09'],
  },
  aw14: {
    name: 'Josue Batz', aliases: ['Baby Boy Batz', 'Josué'], fileNumber: '884377', phone: '405-555-0174',
    address: { street: '1536 SW 29th St', city: 'Oklahoma City', state: 'OK', zip: '73108' },
    dateOfBirth: '2026-10-10', visitDates: ['2026-10-10', '2026-10-12', '2026-10-26'],
  },
  aw15: {
    name: 'Lijon Riklon', aliases: ['Lijo'], fileNumber: '0096540', phone: '580-555-0126',
    address: { street: '402 E Maple Ave', city: 'Enid', state: 'OK', zip: '73701' },
    dateOfBirth: '1996-11-23', visitDates: ['2026-09-08', '2026-10-06', '2026-11-03'],
  },
  aw16: {
    name: "Ja'Niyah Bankston", aliases: ['Niyah'], fileNumber: '3370215', phone: '918-555-0163',
    email: 'niyahbankston09@teenmail.example',
    address: { street: '2148 N Greenwood Ave', city: 'Tulsa', state: 'OK', zip: '74106' },
    dateOfBirth: '2011-04-28', visitDates: ['2026-09-30', '2026-10-28'],
  },
  aw17: {
    name: 'Ryder Pendergraft', aliases: ['RyRy'], fileNumber: '60472', phone: '918-555-0110',
    address: { street: '3310 Chandler Rd', city: 'Muskogee', state: 'OK', zip: '74403' },
    dateOfBirth: '2024-08-02', visitDates: ['2026-09-17', '2026-10-29'],
  },
  aw18: {
    name: 'Journey Rainwater', fileNumber: '0004819', phone: '580-555-0158',
    address: { street: '4417 SW Lee Blvd', city: 'Lawton', state: 'OK', zip: '73505' },
    dateOfBirth: '2020-05-14', visitDates: ['2026-10-13', '2026-11-24'],
  },
  aw19: {
    name: 'Malachi Tahdooahnippah', aliases: ['Kai'], fileNumber: '752260', phone: '580-555-0144',
    address: { street: '1702 NW Bell Ave', city: 'Lawton', state: 'OK', zip: '73507' },
    dateOfBirth: '2019-01-26', visitDates: ['2026-10-07', '2026-11-11'],
  },
  aw20: {
    name: 'Blessing Whitlow', aliases: ['Bless'], fileNumber: '0218305', phone: '918-555-0185',
    email: 'blessingwhitlow@okmail.example',
    address: { street: '5720 E 31st St Apt 9B', city: 'Tulsa', state: 'OK', zip: '74135' },
    dateOfBirth: '1997-07-04', visitDates: ['2026-09-25', '2026-10-02', '2026-10-30'],
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
