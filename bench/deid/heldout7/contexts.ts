// The people and records the service would know for the seventh held-out hand-written set (bench/deid/heldout7/*.txt).
// Made up by hand, sharing no given name or surname with the other sets' contexts.ts (checked with grep -w; heldout8
// was being written at the same time and was not checked). A family-medicine and urgent-care clinic in the Pacific
// Northwest and Mountain West: Scandinavian, German and Anglo names (Gunnar Haugen, Thora Lindgren, Ernst Vogelsang),
// Hispanic two-surname names (Remedios "Reme" Zamora Cuevas), Native American names (Roberta Yellowtail, Leland
// Tendoy), Russian and Ukrainian (Arkady "Arkasha" Sokolov, Oksana Melnyk), Chinese, Japanese and Vietnamese
// (Xiuying Zhou, Shigeru Nakagawa, Naomi Fujimoto, Kim-Anh Truong), Somali (Abdirahman Jama, Ifrah Osman) and Punjabi
// (Jaspreet Gill) names; names that are English words (Autumn Meadows, Sandy Glass, Gill, Jama); staff
// surnames that are eponyms (Dr. Everett Brudzinski, Dr. Alice Homans); a hyphenated surname (Tara Ostrander-Beck);
// an apostrophe (Colleen D'Arcy); four patients over 89 (Nakagawa, Lindgren, Vogelsang, Ashby); file numbers of 4 to
// 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Ingrid Solberg', 'Dr. Everett Brudzinski', 'Dr. Alice Homans', 'Dr. Navdeep Grewal', 'Dr. Sachiko Okamura',
  'Shayla Brandt, PA-C', 'Colby Fenwick, RN', 'Marisol Arroyo, RN', 'Trent Sorensen, MA', 'Nadia Bondarenko, PharmD',
  'Winona Whitehorse, LCSW', 'Kaylee Dunbar',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  w1: {
    name: 'Gunnar Haugen', fileNumber: '0048213', phone: '509-555-0132', email: 'ghaugen@fjord.example',
    address: { street: '2211 E Sprague Ave', city: 'Spokane', state: 'WA', zip: '99202' },
    dateOfBirth: '1958-06-14', visitDates: ['2026-10-05', '2026-11-16'],
  },
  w2: {
    name: 'Remedios Zamora Cuevas', givenName: 'Remedios', familyName: 'Zamora Cuevas', aliases: ['Reme'],
    fileNumber: '771406', phone: '509-555-0174',
    address: { street: '1407 S 3rd Ave', city: 'Yakima', state: 'WA', zip: '98902' },
    dateOfBirth: '1969-03-22', visitDates: ['2026-09-28'],
  },
  w3: {
    name: 'Roberta Yellowtail', aliases: ['Bobbie'], fileNumber: '5520', phone: '406-555-0119',
    address: { street: 'PO Box 318', city: 'Lodge Grass', state: 'MT', zip: '59050' },
    dateOfBirth: '1977-11-02', visitDates: ['2026-10-19'],
  },
  w4: {
    name: 'Oksana Melnyk', fileNumber: '0006391', phone: '503-555-0166', email: 'oksana.melnyk@kvitka.example',
    address: { street: '8830 SE Foster Rd', city: 'Portland', state: 'OR', zip: '97266' },
    dateOfBirth: '1984-08-09', visitDates: ['2026-11-03'],
  },
  w5: {
    name: 'Arkady Sokolov', aliases: ['Arkasha'], fileNumber: '302957', phone: '360-555-0148',
    address: { street: '4100 NE 78th St Apt 12', city: 'Vancouver', state: 'WA', zip: '98665' },
    dateOfBirth: '1961-01-30', visitDates: ['2026-10-12', '2026-11-09'],
  },
  w6: {
    name: 'Xiuying Zhou', fileNumber: '88142', phone: '206-555-0183', email: 'xyzhou@teahouse.example',
    address: { street: '615 S King St', city: 'Seattle', state: 'WA', zip: '98104' },
    dateOfBirth: '1973-05-17', visitDates: ['2026-10-27'],
  },
  w7: {
    name: 'Shigeru Nakagawa', fileNumber: '0019874', phone: '541-555-0127',
    address: { street: '390 SW 4th Ave', city: 'Ontario', state: 'OR', zip: '97914' },
    dateOfBirth: '1932-02-11', visitDates: ['2026-09-21', '2026-11-02'],
  },
  w8: {
    name: 'Kim-Anh Truong', fileNumber: '640318', phone: '425-555-0191',
    address: { street: '201 Wells Ave S', city: 'Renton', state: 'WA', zip: '98057' },
    dateOfBirth: '1990-12-05', visitDates: ['2026-11-12'],
  },
  w9: {
    name: 'Abdirahman Jama', fileNumber: '415702', phone: '206-555-0112',
    address: { street: '14320 Military Rd S', city: 'Tukwila', state: 'WA', zip: '98168' },
    dateOfBirth: '1979-07-01', visitDates: ['2026-10-08'],
  },
  w10: {
    name: 'Jaspreet Gill', fileNumber: '9930', phone: '253-555-0156', email: 'jgill.kent@dhaba.example',
    address: { street: '24810 104th Ave SE', city: 'Kent', state: 'WA', zip: '98030' },
    dateOfBirth: '1995-04-26', visitDates: ['2026-11-05'],
  },
  w11: {
    name: 'Autumn Meadows', fileNumber: '0207715', phone: '406-555-0163',
    address: { street: '512 N Tracy Ave', city: 'Bozeman', state: 'MT', zip: '59715' },
    dateOfBirth: '2001-09-13', visitDates: ['2026-10-22'],
  },
  w12: {
    name: 'Sandy Glass', fileNumber: '36815', phone: '208-555-0140',
    address: { street: '1190 Falls Ave', city: 'Twin Falls', state: 'ID', zip: '83301' },
    dateOfBirth: '1966-02-28', visitDates: ['2026-11-18'],
  },
  w13: {
    name: 'Thora Lindgren', fileNumber: '0003356', phone: '503-555-0105',
    address: { street: '77 Grand Ave', city: 'Astoria', state: 'OR', zip: '97103' },
    dateOfBirth: '1930-04-04', visitDates: ['2026-10-01', '2026-11-20'],
  },
  w14: {
    name: 'Ernst Vogelsang', fileNumber: '581144', phone: '208-555-0171',
    address: { street: '3305 W State St', city: 'Boise', state: 'ID', zip: '83703' },
    dateOfBirth: '1935-07-19', visitDates: ['2026-11-06'],
  },
  w15: {
    name: 'Tara Ostrander-Beck', givenName: 'Tara', familyName: 'Ostrander-Beck', fileNumber: '129064',
    phone: '541-555-0188', email: 'tara.ob@riverbend.example',
    address: { street: '1645 Willamette St', city: 'Eugene', state: 'OR', zip: '97401' },
    dateOfBirth: '1982-10-10', visitDates: ['2026-10-15'],
  },
  w16: {
    name: "Colleen D'Arcy", givenName: 'Colleen', familyName: "D'Arcy", fileNumber: '0075230', phone: '509-555-0109',
    address: { street: '904 W Main St', city: 'Walla Walla', state: 'WA', zip: '99362' },
    dateOfBirth: '1955-12-24', visitDates: ['2026-09-30'],
  },
  w17: {
    name: 'Ignacio Barraza', aliases: ['Nacho'], fileNumber: '260483', phone: '509-555-0135',
    address: { street: '1018 W Lewis St', city: 'Pasco', state: 'WA', zip: '99301' },
    dateOfBirth: '1987-06-03', visitDates: ['2026-11-11'],
  },
  w18: {
    name: 'Mildred Ashby', aliases: ['Millie'], fileNumber: '4471', phone: '406-555-0152',
    address: { street: '220 S 5th St W', city: 'Missoula', state: 'MT', zip: '59801' },
    dateOfBirth: '1933-08-27', visitDates: ['2026-10-26'],
  },
  w19: {
    name: 'Naomi Fujimoto', fileNumber: '503817', phone: '541-555-0194', email: 'nfujimoto@orchard.example',
    address: { street: '1115 Oak St', city: 'Hood River', state: 'OR', zip: '97031' },
    dateOfBirth: '1976-03-15', visitDates: ['2026-11-04'],
  },
  w20: {
    name: 'Leland Tendoy', fileNumber: '0090612', phone: '208-555-0123',
    address: { street: 'Rural Route 2 Box 41', city: 'Fort Hall', state: 'ID', zip: '83203' },
    dateOfBirth: '1968-01-08', visitDates: ['2026-10-14'],
  },
  w21: {
    name: 'Ifrah Osman', fileNumber: '718220', phone: '206-555-0145',
    address: { street: '3811 S Edmunds St', city: 'Seattle', state: 'WA', zip: '98118' },
    dateOfBirth: '2019-05-30', visitDates: ['2026-11-13'],
  },
  w22: {
    name: 'Russell Gaskill', aliases: ['Rusty'], fileNumber: '34009', phone: '801-555-0177',
    address: { street: '455 E 900 S', city: 'Salt Lake City', state: 'UT', zip: '84111' },
    dateOfBirth: '1949-09-09', visitDates: ['2026-10-30'],
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
