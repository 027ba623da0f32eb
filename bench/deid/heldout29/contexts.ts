// The people and records the service would know for the twenty-ninth held-out hand-written set
// (bench/deid/heldout29/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w; the particle `Van` of Van Wagenen occurs in other sets as a word of other names). A network
// in the Great Basin and the interior West (Boise, Twin Falls, Salt Lake City, Provo, Elko, Reno, Winnemucca, Owyhee,
// McDermitt, Bakersfield): Basque ranching families (Xabier "Xabi" Goicoechea, Maite Etcheberry-Lasa), Latter-day
// Saint families with pioneer-era given names (Emmeline Staker, Parley Ober, Orson Van Wagenen, Heber "Bud"
// Bunderson), Tongan families (Lesieli "Lesi" Fusitu'a, Semisi "Misi" Taumoepeau), Afghan and Congolese refugees
// (Freshta Niazai, Bienfait Tshibangu Lukusa, Neema Kasongo), Bosnian families (Zijad Begovic, Senada
// Hadziomerovic), Shoshone-Paiute patients (Clarence Paradise, Verlene Buckskin), a Peruvian sheepherder on an H-2A
// visa (Hilario Quispe Mamani); names that are words or eponyms (Paradise, Willow, Ober, Buckskin; staff Dr. Corrine
// Ely, Dr. Rulon Hatch, Marlo Sweeten); four patients over 89 (Staker, Paradise, Etcheberry-Lasa, Bunderson); file
// numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Corrine Ely', 'Dr. Rulon Hatch', 'Dr. Mahnaz Karimi', 'Dr. Ilinca Lucescu', 'Dr. Aurelio Zubiri',
  'Dr. Kalolaine Pulu', 'Thayne Ockey, PA-C', 'Marlo Sweeten, RN', 'Odette Nsimba, RN', 'Farida Hotak, CHW',
  'Jaxon Nielson, MA', 'Krystal Bybee',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  o1: {
    name: 'Xabier Goicoechea', aliases: ['Xabi'], fileNumber: '0031847', phone: '208-555-0114',
    email: 'xgoicoechea@owyheeranch.example',
    address: { street: '4120 W Hill Rd', city: 'Boise', state: 'ID', zip: '83703' },
    dateOfBirth: '1961-04-09', visitDates: ['2026-09-14', '2026-10-29'],
  },
  o2: {
    name: 'Emmeline Staker', fileNumber: '58213', phone: '801-555-0126',
    address: { street: '1148 E Laird Ave', city: 'Salt Lake City', state: 'UT', zip: '84105' },
    dateOfBirth: '1935-02-17', visitDates: ['2026-10-06', '2026-11-17'],
  },
  o3: {
    name: "Lesieli Fusitu'a", givenName: 'Lesieli', familyName: "Fusitu'a", aliases: ['Lesi'], fileNumber: '702341',
    phone: '801-555-0139', email: 'lesi.fusitua@kava.example',
    address: { street: '1562 W 700 S', city: 'Salt Lake City', state: 'UT', zip: '84104' },
    dateOfBirth: '1988-07-22', visitDates: ['2026-11-05'],
  },
  o4: {
    name: 'Freshta Niazai', fileNumber: '0009152', phone: '208-555-0161',
    address: { street: '7015 W Fairview Ave Apt 214', city: 'Boise', state: 'ID', zip: '83704' },
    dateOfBirth: '1992-01-01', visitDates: ['2026-09-23', '2026-10-21'],
  },
  o5: {
    name: 'Bienfait Tshibangu Lukusa', givenName: 'Bienfait', familyName: 'Tshibangu Lukusa', fileNumber: '4406',
    phone: '208-555-0187',
    address: { street: '2833 N Mountain View Dr', city: 'Boise', state: 'ID', zip: '83704' },
    dateOfBirth: '2019-03-11', visitDates: ['2026-10-14'],
  },
  o6: {
    name: 'Zijad Begovic', fileNumber: '315790', phone: '208-555-0143',
    address: { street: '842 Filer Ave E', city: 'Twin Falls', state: 'ID', zip: '83301' },
    dateOfBirth: '1967-08-30', visitDates: ['2026-11-10'],
  },
  o7: {
    name: 'Clarence Paradise', fileNumber: '0002719', phone: '775-555-0108',
    address: { street: 'PO Box 226', city: 'Owyhee', state: 'NV', zip: '89832' },
    dateOfBirth: '1932-06-05', visitDates: ['2026-10-08', '2026-11-19'],
  },
  o8: {
    name: 'Hilario Quispe Mamani', givenName: 'Hilario', familyName: 'Quispe Mamani', fileNumber: '66120',
    phone: '775-555-0172',
    address: { street: '5900 Jungo Rd', city: 'Winnemucca', state: 'NV', zip: '89445' },
    dateOfBirth: '1984-12-02', visitDates: ['2026-10-19'],
  },
  o9: {
    name: 'Maite Etcheberry-Lasa', givenName: 'Maite', familyName: 'Etcheberry-Lasa', fileNumber: '0470038',
    phone: '661-555-0150',
    address: { street: '2407 Sumner St', city: 'Bakersfield', state: 'CA', zip: '93305' },
    dateOfBirth: '1934-09-28', visitDates: ['2026-10-27'],
  },
  o10: {
    name: 'Parley Ober', fileNumber: '20985', phone: '801-555-0193', email: 'parley.ober@cougarmail.example',
    address: { street: '455 N 900 E', city: 'Provo', state: 'UT', zip: '84606' },
    dateOfBirth: '2004-05-16', visitDates: ['2026-09-30', '2026-11-04'],
  },
  o11: {
    name: 'Orson Van Wagenen', givenName: 'Orson', familyName: 'Van Wagenen', fileNumber: '0716644',
    phone: '775-555-0155',
    address: { street: '1290 Idaho St', city: 'Elko', state: 'NV', zip: '89801' },
    dateOfBirth: '1979-11-13', visitDates: ['2026-11-12'],
  },
  o12: {
    name: 'Heber Bunderson', aliases: ['Bud'], fileNumber: '8823', phone: '775-555-0131',
    address: { street: '35 E 4th St', city: 'Winnemucca', state: 'NV', zip: '89445' },
    dateOfBirth: '1936-01-25', visitDates: ['2026-10-02', '2026-10-16'],
  },
  o13: {
    name: 'Willow Whitlock', fileNumber: '548207', phone: '775-555-0168', email: 'willow.whitlock@sierramail.example',
    address: { street: '1635 Plumas St', city: 'Reno', state: 'NV', zip: '89509' },
    dateOfBirth: '1997-03-03', visitDates: ['2026-11-09'],
  },
  o14: {
    name: 'Neema Kasongo', fileNumber: '0088416', phone: '801-555-0104',
    address: { street: '3390 S 2700 W', city: 'Salt Lake City', state: 'UT', zip: '84119' },
    dateOfBirth: '1990-01-01', visitDates: ['2026-10-13'],
  },
  o15: {
    name: 'Senada Hadziomerovic', fileNumber: '273054', phone: '208-555-0179',
    address: { street: '1450 Kimberly Rd', city: 'Twin Falls', state: 'ID', zip: '83301' },
    dateOfBirth: '1974-04-18', visitDates: ['2026-10-22'],
  },
  o16: {
    name: 'Verlene Buckskin', fileNumber: '9047', phone: '775-555-0195',
    address: { street: 'HC 61 Box 19', city: 'McDermitt', state: 'NV', zip: '89421' },
    dateOfBirth: '1958-12-19', visitDates: ['2026-11-03'],
  },
  o17: {
    name: 'Semisi Taumoepeau', aliases: ['Misi'], fileNumber: '612478', phone: '801-555-0116',
    address: { street: '2240 N 200 W', city: 'Provo', state: 'UT', zip: '84604' },
    dateOfBirth: '2010-08-07', visitDates: ['2026-10-26'],
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
