// The people and records the service would know for the seventeenth held-out hand-written set
// (bench/deid/heldout17/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A rural hospital's clinics in the Upper Midwest and Great Lakes (Minnesota, Wisconsin,
// Michigan, Ohio, Illinois, Iowa, the Dakotas): an Amish/Mennonite outreach clinic, a meat-packing town's occupational
// health clinic, a Hmong and Somali community clinic, hospice, a Native health partnership and a county jail clinic.
// Names that are English words or eponyms are traps (Stormy Ransom; Her; Dr. Osgood and Osgood-Schlatter; Fennimore,
// also a Wisconsin town); five patients over 89; file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Phineas Osgood', 'Dr. Annika Gundersen', 'Dr. Mehret Gebreyes', 'Dr. Teodora Ruhl', 'Dr. Clarissa Defoe',
  'Pangnou Her, RN', 'Abshir Nuur, CHW', 'Birgit Amundsen, RN', 'Tyrell Cudworth, LPN', 'Inga Kallstrom, PharmD',
  'Joaquin Ortuno, MA', 'Orla Boeckman',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  f1: {
    name: 'Menno Schlabach', fileNumber: '0071942', phone: '319-555-0147',
    address: { street: '2874 Vine Ave SW', city: 'Kalona', state: 'IA', zip: '52247' },
    dateOfBirth: '1979-04-18', visitDates: ['2026-10-07', '2026-11-18'],
  },
  f2: {
    name: 'Mattie Yost', fileNumber: '3318', phone: '608-555-0162',
    address: { street: 'S 4411 County Rd D', city: 'Cashton', state: 'WI', zip: '54619' },
    dateOfBirth: '1935-01-09', visitDates: ['2026-11-04'],
  },
  f3: {
    name: 'Nhia Vue', fileNumber: '560217', phone: '651-555-0183', email: 'nhia.vue@paj.example',
    address: { street: '925 Payne Ave', city: 'Saint Paul', state: 'MN', zip: '55130' },
    dateOfBirth: '1968-08-27', visitDates: ['2026-10-21', '2026-11-23'],
  },
  f4: {
    name: 'Kalia Xiong', fileNumber: '0004826', phone: '715-555-0118',
    address: { street: '1502 N 6th St', city: 'Wausau', state: 'WI', zip: '54403' },
    dateOfBirth: '1991-02-14', visitDates: ['2026-11-10'],
  },
  f5: {
    name: 'Fadumo Aden', aliases: ['Fadumo Hassan Aden'], fileNumber: '829410', phone: '612-555-0139',
    address: { street: '1818 S 4th St Apt 1106', city: 'Minneapolis', state: 'MN', zip: '55454' },
    dateOfBirth: '1984-12-01', visitDates: ['2026-10-14', '2026-11-19'],
  },
  f6: {
    name: 'Idil Gutaale', fileNumber: '47705', phone: '320-555-0175',
    address: { street: '410 Becker Ave SW', city: 'Willmar', state: 'MN', zip: '56201' },
    dateOfBirth: '2019-06-22', visitDates: ['2026-11-12'],
  },
  f7: {
    name: 'Marcella Goodsky', aliases: ['Marcy'], fileNumber: '0300158', phone: '218-555-0126',
    address: { street: 'PO Box 617', city: 'Cass Lake', state: 'MN', zip: '56633' },
    dateOfBirth: '1972-09-30', visitDates: ['2026-10-28'],
  },
  f8: {
    name: 'Clement Beaudry', fileNumber: '115093', phone: '906-555-0154',
    address: { street: '609 Ashmun St', city: 'Sault Ste. Marie', state: 'MI', zip: '49783' },
    dateOfBirth: '1932-05-05', visitDates: ['2026-11-02'],
  },
  f9: {
    name: 'Tomasa Ixcoy', givenName: 'Tomasa', familyName: 'Ixcoy Tzul', fileNumber: '7263', phone: '507-555-0198',
    address: { street: '1130 Oxford St Apt 4', city: 'Worthington', state: 'MN', zip: '56187' },
    dateOfBirth: '1996-03-11', visitDates: ['2026-10-19', '2026-11-16'],
  },
  f10: {
    name: 'Eulalia Tzoc', fileNumber: '0098034', phone: '563-555-0110',
    address: { street: '213 W Tilden St', city: 'Postville', state: 'IA', zip: '52162' },
    dateOfBirth: '1988-07-04', visitDates: ['2026-11-06'],
  },
  f11: {
    name: 'Stormy Ransom', fileNumber: '642281', phone: '605-555-0191',
    address: { street: '3200 N Cliff Ave', city: 'Sioux Falls', state: 'SD', zip: '57104' },
    dateOfBirth: '1999-11-23', visitDates: ['2026-10-30', '2026-11-13'],
  },
  f12: {
    name: 'Arvid Tollefsrud', fileNumber: '0002719', phone: '218-555-0143',
    address: { street: '716 E Lincoln Ave', city: 'Fergus Falls', state: 'MN', zip: '56537' },
    dateOfBirth: '1931-10-02', visitDates: ['2026-11-09'],
  },
  f13: {
    name: 'Toivo Maki', fileNumber: '38126', phone: '906-555-0170',
    address: { street: '412 Quincy St', city: 'Hancock', state: 'MI', zip: '49930' },
    dateOfBirth: '1934-03-17', visitDates: ['2026-10-26'],
  },
  f14: {
    name: 'Stanislawa Wozniak', aliases: ['Stasia'], fileNumber: '904455', phone: '313-555-0164',
    email: 'stasia.w@pulaski.example',
    address: { street: '11940 Joseph Campau Ave', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1933-07-28', visitDates: ['2026-11-05'],
  },
  f15: {
    name: 'Hendrika Bakhuis', aliases: ['Riek'], fileNumber: '261570', phone: '616-555-0122',
    address: { street: '88 W 17th St', city: 'Holland', state: 'MI', zip: '49423' },
    dateOfBirth: '1949-02-03', visitDates: ['2026-10-16'],
  },
  f16: {
    name: 'Sahal Dirie', fileNumber: '5084', phone: '507-555-0137',
    address: { street: '604 W Lyon St', city: 'Marshall', state: 'MN', zip: '56258' },
    dateOfBirth: '1990-01-01', visitDates: ['2026-10-23', '2026-11-20'],
  },
  f17: {
    name: 'Jemima Weaver', fileNumber: '0610347', phone: '217-555-0159',
    address: { street: '1785 E County Rd 200N', city: 'Arthur', state: 'IL', zip: '61911' },
    dateOfBirth: '1986-05-19', visitDates: ['2026-11-03'],
  },
  f18: {
    name: 'Orville Fennimore', fileNumber: '172604', phone: '563-555-0186',
    address: { street: '507 Day Ave', city: 'Decorah', state: 'IA', zip: '52101' },
    dateOfBirth: '1944-12-12', visitDates: ['2026-11-11', '2026-11-24'],
  },
  f19: {
    name: 'Vernon Eaglestaff', fileNumber: '0045560', phone: '701-555-0115',
    address: { street: 'Rural Route 1 Box 29', city: 'Fort Yates', state: 'ND', zip: '58538' },
    dateOfBirth: '1962-08-08', visitDates: ['2026-10-13'],
  },
  f20: {
    name: 'Annelise Kromer', fileNumber: '318840', phone: '419-555-0103', email: 'akromer@maumee.example',
    address: { street: '2245 Broadway St', city: 'Toledo', state: 'OH', zip: '43609' },
    dateOfBirth: '1936-06-30', visitDates: ['2026-10-09'],
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
