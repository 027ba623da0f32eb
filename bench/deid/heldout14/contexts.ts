// The people and records the service would know for the fourteenth held-out hand-written set
// (bench/deid/heldout14/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w, including heldout13 written at the same time). A Texas and Oklahoma network (Houston,
// Dallas-Fort Worth, San Antonio, the Rio Grande Valley, Oklahoma City, Tulsa): Tejano two-surname names (Evangelina
// "Vangie" Zertuche Elizondo, Nayeli Cantú Salinas), Nigerian (Olanrewaju "Lanre" Adebanjo), Vietnamese (Diep Luu),
// Pakistani (Zubair Qureshi), Chinese (Wenjun Ao), Cherokee (Wynema Chuculate), Muscogee (Lumsey Bigpond), Choctaw
// (Imogene Battiest), German-Texan (Gottfried Ebeling), Czech-Texan (Ludmila Hrncir), Cajun (Alcide Guidry),
// Salvadoran (Marleny Argueta Chicas), Indian (Venkatesh Iyengar), Filipino (Corazon "Cora" Lacsamana); names
// that are English words (Bowie Christmas, Bigpond); a patient surname that is an eponym (Homer Charcot) and staff
// surnames that are eponyms (Dr. Garrick Kussmaul, Dr. Odalys Virchow); four patients over 89.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Garrick Kussmaul', 'Dr. Odalys Virchow', 'Dr. Rohini Bhattacharjee', 'Dr. Baltazar Leal',
  'Dr. Tallulah Wolfchief', 'Marguerite Doucet, NP', 'Araceli Cavazos, CDCES', 'Radek Kubala, RN',
  'Kehinde Oyelaran, RN', 'Maricruz Bazán, CHW', 'Farrukh Siddiqui, PharmD', 'Janae Holloway',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  t1: {
    name: 'Evangelina Zertuche Elizondo', givenName: 'Evangelina', familyName: 'Zertuche Elizondo', aliases: ['Vangie'],
    fileNumber: '0031875', phone: '956-555-0141',
    address: { street: '2409 N 23rd St', city: 'McAllen', state: 'TX', zip: '78501' },
    dateOfBirth: '1963-07-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  t2: {
    name: 'Olanrewaju Adebanjo', aliases: ['Lanre'], fileNumber: '527614', phone: '832-555-0108',
    email: 'lanre.adebanjo@ibadan.example',
    address: { street: '11250 Bellaire Blvd Apt 1614', city: 'Houston', state: 'TX', zip: '77072' },
    dateOfBirth: '1971-02-03', visitDates: ['2026-10-20'],
  },
  t3: {
    name: 'Diep Luu', fileNumber: '84036', phone: '713-555-0177',
    address: { street: '9815 Beechnut St', city: 'Houston', state: 'TX', zip: '77036' },
    dateOfBirth: '1956-11-27', visitDates: ['2026-11-04'],
  },
  t4: {
    name: 'Zubair Qureshi', fileNumber: '0602219', phone: '281-555-0163', email: 'zqureshi@chenab.example',
    address: { street: '4718 Sweetwater Blvd', city: 'Sugar Land', state: 'TX', zip: '77479' },
    dateOfBirth: '1982-05-08', visitDates: ['2026-10-14', '2026-11-10'],
  },
  t5: {
    name: 'Wenjun Ao', fileNumber: '390552', phone: '972-555-0124',
    address: { street: '3301 Legacy Dr', city: 'Plano', state: 'TX', zip: '75023' },
    dateOfBirth: '1988-09-30', visitDates: ['2026-11-02'],
  },
  t6: {
    name: 'Wynema Chuculate', fileNumber: '7713', phone: '918-555-0186',
    address: { street: 'PO Box 1147', city: 'Tahlequah', state: 'OK', zip: '74465' },
    dateOfBirth: '1959-04-12', visitDates: ['2026-10-27'],
  },
  t7: {
    name: 'Lumsey Bigpond', fileNumber: '216408', phone: '918-555-0132',
    address: { street: 'Rt 3 Box 88', city: 'Okmulgee', state: 'OK', zip: '74447' },
    dateOfBirth: '1975-12-15', visitDates: ['2026-11-09'],
  },
  t8: {
    name: 'Imogene Battiest', fileNumber: '0009264', phone: '580-555-0115',
    address: { street: '617 E Martin Luther King Dr', city: 'Broken Bow', state: 'OK', zip: '74728' },
    dateOfBirth: '1933-03-01', visitDates: ['2026-10-08'],
  },
  t9: {
    name: 'Gottfried Ebeling', fileNumber: '158830', phone: '830-555-0190',
    address: { street: '1420 Gruene Rd', city: 'New Braunfels', state: 'TX', zip: '78130' },
    dateOfBirth: '1935-08-22', visitDates: ['2026-11-12'],
  },
  t10: {
    name: 'Ludmila Hrncir', fileNumber: '62971', phone: '254-555-0149',
    address: { street: '208 N Reagan St', city: 'West', state: 'TX', zip: '76691' },
    dateOfBirth: '1931-10-05', visitDates: ['2026-10-29'],
  },
  t11: {
    name: 'Alcide Guidry', fileNumber: '443097', phone: '409-555-0138',
    address: { street: '5560 Calder Ave', city: 'Beaumont', state: 'TX', zip: '77706' },
    dateOfBirth: '1950-06-06', visitDates: ['2026-09-30', '2026-11-05'],
  },
  t12: {
    name: 'Marleny Argueta Chicas', givenName: 'Marleny', familyName: 'Argueta Chicas', fileNumber: '0275406',
    phone: '469-555-0152', email: 'marleny.ac@cuscatlan.example',
    address: { street: '2604 W Pioneer Dr Apt 218', city: 'Irving', state: 'TX', zip: '75061' },
    dateOfBirth: '1992-01-24', visitDates: ['2026-11-16'],
  },
  t13: {
    name: 'Venkatesh Iyengar', fileNumber: '731185', phone: '214-555-0169',
    address: { street: '8790 Coit Rd', city: 'Frisco', state: 'TX', zip: '75035' },
    dateOfBirth: '1968-03-18', visitDates: ['2026-10-22'],
  },
  t14: {
    name: 'Corazon Lacsamana', aliases: ['Cora'], fileNumber: '509327', phone: '713-555-0104',
    address: { street: '3115 Spencer Hwy', city: 'Pasadena', state: 'TX', zip: '77504' },
    dateOfBirth: '1934-12-09', visitDates: ['2026-11-19'],
  },
  t15: {
    name: 'Bowie Christmas', fileNumber: '26745', phone: '539-555-0121',
    address: { street: '1822 S Peoria Ave', city: 'Tulsa', state: 'OK', zip: '74120' },
    dateOfBirth: '1997-06-25', visitDates: ['2026-10-31'],
  },
  t16: {
    name: 'Nayeli Cantú Salinas', givenName: 'Nayeli', familyName: 'Cantú Salinas', fileNumber: '0814530',
    phone: '210-555-0187',
    address: { street: '1306 Guadalupe St', city: 'San Antonio', state: 'TX', zip: '78207' },
    dateOfBirth: '2020-08-11', visitDates: ['2026-11-03'],
  },
  t17: {
    name: 'Homer Charcot', fileNumber: '95412', phone: '405-555-0173',
    address: { street: '4017 NW 39th St', city: 'Oklahoma City', state: 'OK', zip: '73112' },
    dateOfBirth: '1954-01-14', visitDates: ['2026-10-16'],
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
