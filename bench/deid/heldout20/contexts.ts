// The people and records the service would know for the twentieth held-out hand-written set (bench/deid/heldout20/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep -w; heldout19
// was being written at the same time in another worktree). A California and Pacific network: a Koreatown practice
// (Seo-yeon Tak, Byung-chul Ryu, Jae-sun Hwangbo), an Armenian and Persian community clinic in Glendale (Hasmik
// Toumanian, Farrokh Esfandiari, Golnaz Mehrabani, Narek Ghukasyan), a Central Valley farmworker clinic (Mixteco
// Crispina Merino Olivera, Punjabi Sikh Sukhdev Chahal, Hmong Chia Nou Khang, Dutch dairy Gerrit Haverkamp), a San
// Francisco homeless-outreach van (Barnaby "Barney" Larkspur, Goldie Marchbanks), a Chamorro and Chuukese clinic in Guam
// (Rosita "Sita" Quitugua Manibusan, Vicente "Ben" Unpingco, Merlinda Rewein), a transgender health clinic (chosen
// names Rowan Thistlewood and Jett Valderrama; legal names as aliases), a Pasadena skilled nursing facility (Clementine
// Ashworth, Everard "Eddie" Pomfret) and a Tongan family in East Palo Alto (Losana Tuipulotu). Names that are English
// words or places: Larkspur (a Marin town), Rowan, Jett, Goldie, Clementine, Tak, Ben. Staff surnames that are
// eponyms: Dr. Graham Apley (Apley test), Dr. Felicia Rovsing (Rovsing sign). Five patients over 89 (Ryu, Esfandiari,
// Quitugua Manibusan, Ashworth, Pomfret); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Min-jung Seok', 'Dr. Aram Keshishian', 'Dr. Leopoldo Iturbide', 'Dr. Graham Apley', 'Dr. Felicia Rovsing',
  'Ximena Vidaurre, NP', 'Dolores Aflague, RN', 'Pritpal Bains, RN', 'Bee Thoj, MA', 'Gideon Farrah, PharmD',
  'Noemi Castellanos, LCSW', 'Skyler Devereaux', 'Reuben Ashkenazi, CHW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  j1: {
    name: 'Seo-yeon Tak', givenName: 'Seo-yeon', familyName: 'Tak', fileNumber: '0071935', phone: '213-555-0142',
    email: 'sytak@hanok.example',
    address: { street: '3450 W 6th St Apt 507', city: 'Los Angeles', state: 'CA', zip: '90020' },
    dateOfBirth: '1971-04-18', visitDates: ['2026-10-06', '2026-11-17'],
  },
  j2: {
    name: 'Byung-chul Ryu', givenName: 'Byung-chul', familyName: 'Ryu', fileNumber: '48207', phone: '213-555-0119',
    address: { street: '1015 S Normandie Ave', city: 'Los Angeles', state: 'CA', zip: '90006' },
    dateOfBirth: '1932-03-03', visitDates: ['2026-10-20'],
  },
  j3: {
    name: 'Hasmik Toumanian', fileNumber: '306614', phone: '818-555-0173', email: 'hasmik.t@ararat.example',
    address: { street: '1220 E Wilson Ave', city: 'Glendale', state: 'CA', zip: '91206' },
    dateOfBirth: '1964-09-25', visitDates: ['2026-11-09'],
  },
  j4: {
    name: 'Farrokh Esfandiari', fileNumber: '0009482', phone: '818-555-0126',
    address: { street: '455 W Broadway', city: 'Glendale', state: 'CA', zip: '91204' },
    dateOfBirth: '1934-12-01', visitDates: ['2026-10-13', '2026-11-24'],
  },
  j5: {
    name: 'Crispina Merino Olivera', givenName: 'Crispina', familyName: 'Merino Olivera', fileNumber: '5218',
    phone: '559-555-0161',
    address: { street: '807 N Gateway Dr', city: 'Madera', state: 'CA', zip: '93637' },
    dateOfBirth: '1988-07-14', visitDates: ['2026-11-04'],
  },
  j6: {
    name: 'Sukhdev Chahal', fileNumber: '772310', phone: '559-555-0188',
    address: { street: '2135 Whitson St', city: 'Selma', state: 'CA', zip: '93662' },
    dateOfBirth: '1958-02-09', visitDates: ['2026-10-27'],
  },
  j7: {
    name: 'Chia Nou Khang', givenName: 'Chia Nou', familyName: 'Khang', fileNumber: '0150764', phone: '559-555-0104',
    email: 'chianou.khang@paj.example',
    address: { street: '3961 E Grant Ave', city: 'Fresno', state: 'CA', zip: '93702' },
    dateOfBirth: '1979-11-30', visitDates: ['2026-11-12'],
  },
  j8: {
    name: 'Barnaby Larkspur', aliases: ['Barney'], fileNumber: '61093', phone: '415-555-0137',
    address: { street: '1001 Polk St', city: 'San Francisco', state: 'CA', zip: '94109' },
    dateOfBirth: '1966-05-05', visitDates: ['2026-10-09', '2026-11-20'],
  },
  j9: {
    name: 'Goldie Marchbanks', fileNumber: '0038816', phone: '415-555-0150',
    address: { street: '150 Golden Gate Ave', city: 'San Francisco', state: 'CA', zip: '94102' },
    dateOfBirth: '1973-08-21', visitDates: ['2026-11-06'],
  },
  j10: {
    name: 'Rosita Quitugua Manibusan', givenName: 'Rosita', familyName: 'Quitugua Manibusan', aliases: ['Sita'],
    fileNumber: '207745', phone: '671-555-0129',
    address: { street: '148 Chalan Kareta', city: 'Dededo', state: 'GU', zip: '96929' },
    dateOfBirth: '1935-06-29', visitDates: ['2026-10-15'],
  },
  j11: {
    name: 'Merlinda Rewein', fileNumber: '9047', phone: '671-555-0182',
    address: { street: '212 Chalan San Antonio Apt 3B', city: 'Tamuning', state: 'GU', zip: '96913' },
    dateOfBirth: '1996-01-12', visitDates: ['2026-11-02'],
  },
  j12: {
    name: 'Vicente Unpingco', aliases: ['Ben'], fileNumber: '533178', phone: '671-555-0115',
    email: 'vunpingco@latte.example',
    address: { street: '57 Chalan Ayuyu', city: 'Yigo', state: 'GU', zip: '96929' },
    dateOfBirth: '1952-10-03', visitDates: ['2026-10-21', '2026-11-18'],
  },
  j13: {
    name: 'Rowan Thistlewood', aliases: ['Curtis Thistlewood'], fileNumber: '0284419', phone: '916-555-0147',
    email: 'rthistle@quill.example',
    address: { street: '2419 K St Apt 4', city: 'Sacramento', state: 'CA', zip: '95816' },
    dateOfBirth: '1999-02-14', visitDates: ['2026-11-10'],
  },
  j14: {
    name: 'Jett Valderrama', aliases: ['Juliana Valderrama', 'Jules'], fileNumber: '845120', phone: '510-555-0178',
    address: { street: '3307 Fruitvale Ave', city: 'Oakland', state: 'CA', zip: '94602' },
    dateOfBirth: '2003-06-06', visitDates: ['2026-10-29'],
  },
  j15: {
    name: 'Clementine Ashworth', fileNumber: '0004129', phone: '626-555-0133',
    address: { street: '1290 E Colorado Blvd', city: 'Pasadena', state: 'CA', zip: '91106' },
    dateOfBirth: '1929-01-20', visitDates: ['2026-10-02', '2026-11-13'],
  },
  j16: {
    name: 'Everard Pomfret', aliases: ['Eddie'], fileNumber: '70551', phone: '626-555-0190',
    address: { street: '845 S Los Robles Ave', city: 'Pasadena', state: 'CA', zip: '91106' },
    dateOfBirth: '1936-09-17', visitDates: ['2026-11-05'],
  },
  j17: {
    name: 'Jae-sun Hwangbo', givenName: 'Jae-sun', familyName: 'Hwangbo', fileNumber: '129886', phone: '323-555-0164',
    email: 'jshwangbo@gayageum.example',
    address: { street: '642 S Serrano Ave', city: 'Los Angeles', state: 'CA', zip: '90005' },
    dateOfBirth: '1983-12-19', visitDates: ['2026-11-16'],
  },
  j18: {
    name: 'Golnaz Mehrabani', fileNumber: '0062257', phone: '818-555-0109',
    address: { street: '1711 Ard Eevin Ave', city: 'Glendale', state: 'CA', zip: '91202' },
    dateOfBirth: '1976-05-22', visitDates: ['2026-10-23'],
  },
  j19: {
    name: 'Losana Tuipulotu', fileNumber: '418903', phone: '650-555-0157',
    address: { street: '2080 Cooley Ave', city: 'East Palo Alto', state: 'CA', zip: '94303' },
    dateOfBirth: '1990-10-31', visitDates: ['2026-11-19'],
  },
  j20: {
    name: 'Narek Ghukasyan', fileNumber: '6630', phone: '818-555-0196',
    address: { street: '930 N Louise St', city: 'Glendale', state: 'CA', zip: '91207' },
    dateOfBirth: '2018-04-09', visitDates: ['2026-11-03'],
  },
  j21: {
    name: 'Gerrit Haverkamp', fileNumber: '0917204', phone: '559-555-0121',
    address: { street: '9360 Houston Ave', city: 'Hanford', state: 'CA', zip: '93230' },
    dateOfBirth: '1961-07-07', visitDates: ['2026-10-30'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or about no patient: no subject patient, all of them as others.
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
