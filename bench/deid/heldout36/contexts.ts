// The people and records the service would know for the thirty-sixth held-out hand-written set
// (bench/deid/heldout36/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw). A Great Lakes urban network: a Dearborn hospitalist service and clinic, a Hamtramck
// clinic, a Detroit dialysis unit, Chicago clinics in Pilsen, West Ridge (Devon Avenue), Ukrainian Village and the
// South Side, and a Milwaukee clinic (Hmong north side, Polish south side). Lebanese, Yemeni and Iraqi names with
// al- prefixes, bin and kunyas (Abu Ali, Abu Fuad, Abu Haider, Umm Faisal, Umm Nabil); Iraqi Chaldean (Warda Karmo,
// Faris Dabish); Bangladeshi (Shamsun Nahar); Mexican two-surname names (Eustolia "Tola" Mondragón Villaseñor);
// Gujarati and Pakistani (Kokilaben Thakkar, Syed Muzammil Hussaini); Ukrainian (Yaroslava "Slava" Hnatyuk, Myroslav
// Didukh); Black South Side and Detroit families (Cortez Pettus, Pinkie Cheatham, Quintrell "Trell" Bostick, Ardelia
// Spraggins); Hmong (Blia Thor, Kia Pha, Dr. Pakou Yaj); Polish (Bronisława "Bronia" Zielińska). Seven patients over
// 89 (al-Hajri, Karmo, Cheatham, Thakkar, Hnatyuk, Thor, Zielińska); file numbers of 4 to 7 digits, eight with
// leading zeros; staff surnames that are eponyms or words (Blumberg, Courvoisier, Hubbard, Fairbanks, Shami).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Nadim Saroufim', 'Dr. Leontyne Fairbanks', 'Dr. Wojciech Kaczmarski', 'Dr. Pakou Yaj', 'Dr. Rogelio Bermúdez',
  'Dr. Lydia Blumberg', 'Dr. Ian Courvoisier', 'Mervat Shami, PharmD', 'Dontrell Hubbard, RN', 'Halyna Pasichnyk, RN',
  'Afrah Almatari, MA', 'Tashawna Griggs, LCSW', 'Parveen Akhter, CHW', 'Kenzie Dombrowski',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ag1: {
    name: 'Hussein Beydoun', aliases: ['Abu Ali'], fileNumber: '0041187', phone: '313-555-0114',
    address: { street: '7120 Kendal St', city: 'Dearborn', state: 'MI', zip: '48126' },
    dateOfBirth: '1958-03-02', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ag2: {
    name: 'Zainab Sareini', fileNumber: '582304', phone: '313-555-0152', email: 'zsareini@cedarline.example',
    address: { street: '24517 Ann Arbor Trl', city: 'Dearborn Heights', state: 'MI', zip: '48127' },
    dateOfBirth: '1987-08-21', visitDates: ['2026-09-24'],
  },
  ag3: {
    name: 'Abdulwahab al-Muflihi', givenName: 'Abdulwahab', familyName: 'al-Muflihi', aliases: ['Abu Fuad'],
    fileNumber: '7713', phone: '313-555-0137',
    address: { street: '11940 Conant St', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1966-01-01', visitDates: ['2026-10-14'],
  },
  ag4: {
    name: 'Nabiha al-Hajri', givenName: 'Nabiha', familyName: 'al-Hajri', aliases: ['Umm Faisal'],
    fileNumber: '0006924', phone: '313-555-0168',
    address: { street: '2811 Caniff St', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1932-07-01', visitDates: ['2026-10-21', '2026-11-19'],
  },
  ag5: {
    name: 'Warda Karmo', aliases: ['Umm Nabil'], fileNumber: '264517', phone: '586-555-0121',
    address: { street: '38455 Dequindre Rd', city: 'Sterling Heights', state: 'MI', zip: '48310' },
    dateOfBirth: '1930-05-15', visitDates: ['2026-09-30', '2026-11-10'],
  },
  ag6: {
    name: 'Faris Dabish', fileNumber: '0310852', phone: '248-555-0173', email: 'fdabish@tigris.example',
    address: { street: '21000 W Ten Mile Rd Apt 214', city: 'Southfield', state: 'MI', zip: '48075' },
    dateOfBirth: '1979-12-03', visitDates: ['2026-11-04'],
  },
  ag7: {
    name: 'Shamsun Nahar', fileNumber: '94061', phone: '313-555-0189',
    address: { street: '3120 Carpenter Ave', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1971-04-10', visitDates: ['2026-10-02'],
  },
  ag8: {
    name: 'Yousif al-Rubaie', givenName: 'Yousif', familyName: 'al-Rubaie', aliases: ['Abu Haider'],
    fileNumber: '453390', phone: '313-555-0146',
    address: { street: '6419 Schaefer Rd', city: 'Dearborn', state: 'MI', zip: '48126' },
    dateOfBirth: '1954-11-11', visitDates: ['2026-10-09', '2026-11-06'],
  },
  ag9: {
    name: 'Cortez Pettus', fileNumber: '0057716', phone: '313-555-0103',
    address: { street: '4527 Tyler St', city: 'Detroit', state: 'MI', zip: '48204' },
    dateOfBirth: '1962-06-18', visitDates: ['2026-09-21', '2026-10-19', '2026-11-16'],
  },
  ag10: {
    name: 'Pinkie Cheatham', fileNumber: '18835', phone: '313-555-0129',
    address: { street: '2240 W Davison', city: 'Detroit', state: 'MI', zip: '48238' },
    dateOfBirth: '1928-04-08', visitDates: ['2026-10-28'],
  },
  ag11: {
    name: 'Eustolia Mondragón Villaseñor', givenName: 'Eustolia', familyName: 'Mondragón Villaseñor', aliases: ['Tola'],
    fileNumber: '620418', phone: '312-555-0158',
    address: { street: '1832 S Throop St', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '1959-09-07', visitDates: ['2026-10-13'],
  },
  ag12: {
    name: 'Itzayana Xolalpa', fileNumber: '0028651', phone: '312-555-0192',
    address: { street: '2143 W 21st Pl', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '2018-02-14', visitDates: ['2026-11-12'],
  },
  ag13: {
    name: 'Kokilaben Thakkar', aliases: ['Kokila'], fileNumber: '739025', phone: '773-555-0117',
    address: { street: '6240 N Rockwell St', city: 'Chicago', state: 'IL', zip: '60659' },
    dateOfBirth: '1934-03-19', visitDates: ['2026-10-05'],
  },
  ag14: {
    name: 'Syed Muzammil Hussaini', fileNumber: '0451728', phone: '773-555-0141', email: 'smhussaini@kabobhouse.example',
    address: { street: '2817 W Arthur Ave', city: 'Chicago', state: 'IL', zip: '60645' },
    dateOfBirth: '1983-05-29', visitDates: ['2026-11-02'],
  },
  ag15: {
    name: 'Yaroslava Hnatyuk', aliases: ['Slava'], fileNumber: '8842', phone: '773-555-0176',
    address: { street: '917 N Oakley Blvd Apt 3', city: 'Chicago', state: 'IL', zip: '60622' },
    dateOfBirth: '1936-10-01', visitDates: ['2026-10-20'],
  },
  ag16: {
    name: 'Myroslav Didukh', fileNumber: '366029', phone: '312-555-0134', email: 'mdidukh@sich.example',
    address: { street: '2301 W Iowa St', city: 'Chicago', state: 'IL', zip: '60622' },
    dateOfBirth: '1975-02-07', visitDates: ['2026-09-29'],
  },
  ag17: {
    name: 'Quintrell Bostick', aliases: ['Trell'], fileNumber: '0092370', phone: '773-555-0185',
    address: { street: '8240 S Indiana Ave', city: 'Chicago', state: 'IL', zip: '60619' },
    dateOfBirth: '1993-08-30', visitDates: ['2026-10-26'],
  },
  ag18: {
    name: 'Ardelia Spraggins', fileNumber: '51276', phone: '773-555-0109', email: 'ardelia.spraggins@blockclub.example',
    address: { street: '6523 S Honore St', city: 'Chicago', state: 'IL', zip: '60636' },
    dateOfBirth: '1948-12-22', visitDates: ['2026-11-09'],
  },
  ag19: {
    name: 'Blia Thor', fileNumber: '207184', phone: '414-555-0138',
    address: { street: '4419 N 37th St', city: 'Milwaukee', state: 'WI', zip: '53216' },
    dateOfBirth: '1933-01-01', visitDates: ['2026-10-15', '2026-11-18'],
  },
  ag20: {
    name: 'Kia Pha', fileNumber: '0013598', phone: '414-555-0161', email: 'kia.pha@paj.example',
    address: { street: '5238 N 60th St', city: 'Milwaukee', state: 'WI', zip: '53218' },
    dateOfBirth: '1997-06-25', visitDates: ['2026-10-07'],
  },
  ag21: {
    name: 'Bronisława Zielińska', aliases: ['Bronia'], fileNumber: '432860', phone: '414-555-0150',
    address: { street: '2317 S 13th St', city: 'Milwaukee', state: 'WI', zip: '53215' },
    dateOfBirth: '1931-09-12', visitDates: ['2026-09-22', '2026-11-03'],
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
