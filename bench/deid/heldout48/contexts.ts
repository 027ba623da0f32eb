// The people and records the service would know for the forty-eighth held-out hand-written set
// (bench/deid/heldout48/*.txt). Made up by hand; every given name, alias and surname was checked with grep -rlw against
// the other sets' contexts.ts and bench/deid/handwritten.ts (only the top-200 names Jennifer and Collins are shared; a
// first choice, Hoang, was replaced by Ninh).
// A Pacific Northwest and Alaska health system's behavioral health and addiction medicine services: an opioid
// treatment programme (methadone and buprenorphine) in Seattle and Yakima, a crisis line and mobile crisis in Tacoma,
// designated crisis responders and involuntary-treatment evaluations, a court liaison in Anchorage, a tribal health
// clinic in Toppenish, primary care telehealth out of Portland and Bethel, a psychiatric inpatient unit in Spokane,
// peer support, case management and housing in Bend, and jail health in Anchorage and Fairbanks. Yup'ik, Inupiaq,
// Athabascan and Yakama names (Nickolai Active with his Yup'ik name Angalgaq, Corliss Ahsogeak "Aaluk", Adeline
// "Addie" Demientieff, Leander Sohappy), Filipino (Leonila "Nila" Lagmay), Japanese American (Kiyoshi "Kiyo"
// Nishimoto), Vietnamese (Oanh Ninh, Khiem Trieu), Ukrainian and Russian Old Believer (Yaroslav "Slavko" Hrytsenko,
// Ulyana Martyushev), Somali (Xaliimo "Halimo" Cawaale, Abdifatah Guleid), Mexican American (Eduardo "Lalo" Quezada,
// Rocío Arreguín), Samoan (Peniamina "Peni" Tafuna, Talalelei "Lelei" Faumuina) and white names (Kaden Penhollow,
// Jennifer Collins, Travis "Obie" Oberholtzer, Ellery Wetherbee); names that are words (Active, Strong, Sohappy reads
// as "so happy", Tram, Sunnyside and Longfellow in addresses); a staff surname that is an eponym (Dr. Leonie Tarasoff:
// the Tarasoff duty); four patients over 89 (Active, Nishimoto, Lagmay, Demientieff); file numbers of 4 to 7 digits,
// some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Leonie Tarasoff', 'Dr. Danilo Macapagal', 'Dr. Hana Kobayashi-Reid', 'Dr. Cyrus Whitlatch',
  'Dr. Winnifred Tallbear', 'Yevgenia Kolomiets, PharmD', 'Sloane Ebersole, LICSW', 'Terrance Lightfoot',
  'Jessamyn Strong, CPC', 'Brynn Altenhofen', 'Tausaga Faleafaga, RN', 'Ansel Mayeux, RN', 'Kadence Dahlquist',
  'Tram Quan, MHP',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  as1: {
    name: 'Nickolai Active', aliases: ['Angalgaq'], fileNumber: '0031907', phone: '907-555-0114',
    address: { street: 'PO Box 1187', city: 'Bethel', state: 'AK', zip: '99559' },
    dateOfBirth: '1933-03-19', visitDates: ['2026-10-07', '2026-11-18'],
  },
  as2: {
    name: 'Kiyoshi Nishimoto', aliases: ['Kiyo'], fileNumber: '58204', phone: '206-555-0127',
    email: 'kiyo.nishimoto@beaconhill.example',
    address: { street: '2914 15th Ave S', city: 'Seattle', state: 'WA', zip: '98144' },
    dateOfBirth: '1932-08-02', visitDates: ['2026-09-22', '2026-11-03'],
  },
  as3: {
    name: 'Leonila Lagmay', aliases: ['Nila'], fileNumber: '0007462', phone: '907-555-0139',
    address: { street: '3521 Peterkin Ave', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1935-05-27', visitDates: ['2026-10-14', '2026-10-21'],
  },
  as4: {
    name: 'Adeline Demientieff', aliases: ['Addie'], fileNumber: '204318', phone: '907-555-0172',
    address: { street: '1415 Kellum St Apt 6', city: 'Fairbanks', state: 'AK', zip: '99701' },
    dateOfBirth: '1930-09-12', visitDates: ['2026-10-02', '2026-11-20'],
  },
  as5: {
    name: 'Xaliimo Cawaale', aliases: ['Halimo'], fileNumber: '713095', phone: '206-555-0158',
    address: { street: '3600 S 152nd St Apt 210', city: 'Tukwila', state: 'WA', zip: '98188' },
    dateOfBirth: '1981-02-14', visitDates: ['2026-10-09'],
  },
  as6: {
    name: 'Abdifatah Guleid', fileNumber: '0426551', phone: '253-555-0181',
    address: { street: '1702 S Yakima Ave', city: 'Tacoma', state: 'WA', zip: '98405' },
    dateOfBirth: '1996-07-05', visitDates: ['2026-11-06', '2026-11-09'],
  },
  as7: {
    name: 'Eduardo Quezada', aliases: ['Lalo'], fileNumber: '88317', phone: '509-555-0146',
    address: { street: '511 W Second St', city: 'Wapato', state: 'WA', zip: '98951' },
    dateOfBirth: '1990-01-23', visitDates: ['2026-09-15', '2026-10-13', '2026-11-10'],
  },
  as8: {
    name: 'Rocío Arreguín', givenName: 'Rocío', familyName: 'Arreguín', fileNumber: '6620', phone: '509-555-0163',
    email: 'rocio.arreguin@valle.example',
    address: { street: '804 Franklin Ave', city: 'Sunnyside', state: 'WA', zip: '98944' },
    dateOfBirth: '1998-04-11', visitDates: ['2026-10-20', '2026-11-17'],
  },
  as9: {
    name: 'Oanh Ninh', fileNumber: '0159240', phone: '503-555-0111', email: 'oanhninh74@lotus.example',
    address: { street: '8215 SE Division St', city: 'Portland', state: 'OR', zip: '97266' },
    dateOfBirth: '1974-10-03', visitDates: ['2026-10-28'],
  },
  as10: {
    name: 'Khiem Trieu', fileNumber: '347716', phone: '206-555-0170',
    address: { street: '1226 S Weller St', city: 'Seattle', state: 'WA', zip: '98144' },
    dateOfBirth: '1957-12-09', visitDates: ['2026-09-29', '2026-11-12'],
  },
  as11: {
    name: 'Yaroslav Hrytsenko', aliases: ['Slavko'], fileNumber: '0082673', phone: '509-555-0192',
    address: { street: '4417 N Crestline St', city: 'Spokane', state: 'WA', zip: '99207' },
    dateOfBirth: '1979-06-18', visitDates: ['2026-10-23', '2026-10-30'],
  },
  as12: {
    name: 'Ulyana Martyushev', fileNumber: '51409', phone: '907-555-0165',
    address: { street: '58790 Nikolaevsk Rd', city: 'Nikolaevsk', state: 'AK', zip: '99556' },
    dateOfBirth: '2002-03-08', visitDates: ['2026-11-05'],
  },
  as13: {
    name: 'Peniamina Tafuna', aliases: ['Peni'], fileNumber: '739204', phone: '907-555-0148',
    address: { street: '1220 N Bunn St', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1988-09-30', visitDates: ['2026-10-16', '2026-10-19'],
  },
  as14: {
    name: 'Talalelei Faumuina', aliases: ['Lelei'], fileNumber: '0064118', phone: '253-555-0135',
    email: 'lelei.faumuina@tafesilafai.example',
    address: { street: '2305 S 47th St', city: 'Tacoma', state: 'WA', zip: '98409' },
    dateOfBirth: '2005-12-01', visitDates: ['2026-11-14'],
  },
  as15: {
    name: 'Leander Sohappy', fileNumber: '2297', phone: '509-555-0103',
    address: { street: 'PO Box 604', city: 'Toppenish', state: 'WA', zip: '98948' },
    dateOfBirth: '1971-05-02', visitDates: ['2026-10-06', '2026-11-03'],
  },
  as16: {
    name: 'Corliss Ahsogeak', aliases: ['Aaluk'], fileNumber: '0905813', phone: '907-555-0187',
    address: { street: '1021 E 3rd Ave', city: 'Anchorage', state: 'AK', zip: '99501' },
    dateOfBirth: '1984-11-21', visitDates: ['2026-09-24', '2026-11-19'],
  },
  as17: {
    name: 'Kaden Penhollow', fileNumber: '44061', phone: '541-555-0129', email: 'kpenhollow@highdesert.example',
    address: { street: '1950 NE Purcell Blvd', city: 'Bend', state: 'OR', zip: '97701' },
    dateOfBirth: '2002-07-27', visitDates: ['2026-10-01', '2026-11-04'],
  },
  as18: {
    name: 'Jennifer Collins', fileNumber: '0530027', phone: '509-555-0118',
    address: { street: '2807 W Longfellow Ave', city: 'Spokane', state: 'WA', zip: '99205' },
    dateOfBirth: '1986-01-31', visitDates: ['2026-11-01', '2026-11-02'],
  },
  as19: {
    name: 'Travis Oberholtzer', aliases: ['Obie'], fileNumber: '607152', phone: '907-555-0196',
    address: { street: '975 Cowles St', city: 'Fairbanks', state: 'AK', zip: '99701' },
    dateOfBirth: '1979-10-14', visitDates: ['2026-10-10', '2026-10-26'],
  },
  as20: {
    name: 'Ellery Wetherbee', fileNumber: '0018845', phone: '503-555-0150', email: 'ellery.w@fernhill.example',
    address: { street: '4120 SE Hawthorne Blvd', city: 'Portland', state: 'OR', zip: '97214' },
    dateOfBirth: '2007-02-19', visitDates: ['2026-10-19', '2026-11-16'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients or none: no subject patient, all of them as other patients.
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
