// The people and records the service would know for the twenty-fourth held-out hand-written set
// (bench/deid/heldout24/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A network in Texas Hill Country, the Louisiana bayou, the Ozarks and Chicago: a Chicago
// Polish and Mexican practice, a South Side community health centre, an Ozarks rural clinic, a Houston Nigerian and
// Vietnamese practice, a bayou parish clinic, an oncology infusion centre, an addiction medicine programme and an
// assisted-living facility. Names that are English words (Winter, Easter, Heard, Champagne); staff surnames that are
// eponyms (Dr. Harlan Hoffa, Dr. Beatrix Kernohan); a hyphenated surname (Savoie-Landreneau); patients over 89
// (Wroblewska 92, Haddix 96, Gaspard 93, Szymanska 93, Easter 94); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Wieslaw Grabowski', 'Dr. Ifeoma Nwankwo', 'Dr. Fabien Dugas', 'Dr. Harlan Hoffa', 'Dr. Beatrix Kernohan',
  'Dr. Khoa Ngo', 'Claudette Champagne, NP', 'DeAndre Tillman, RN', 'Lucero Zavala, MA', 'Liesel Voelkel, PharmD',
  'Yvette Pellerin, LCSW', 'Shantel Gaines',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  e1: {
    name: 'Bogumila Wroblewska', aliases: ['Bogusia'], fileNumber: '0031187', phone: '773-555-0142',
    address: { street: '5214 S Archer Ave', city: 'Chicago', state: 'IL', zip: '60632' },
    dateOfBirth: '1934-03-08', visitDates: ['2026-10-14', '2026-11-10'],
  },
  e2: {
    name: 'Evaristo Zapata Villalobos', givenName: 'Evaristo', familyName: 'Zapata Villalobos', fileNumber: '528814',
    phone: '312-555-0176', email: 'evazapata@pilsen.example',
    address: { street: '1845 W 21st St', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '1971-07-19', visitDates: ['2026-10-21'],
  },
  e3: {
    name: 'Lashonda Sumlin', fileNumber: '7604', phone: '773-555-0119',
    address: { street: '6130 S Cottage Grove Ave', city: 'Chicago', state: 'IL', zip: '60637' },
    dateOfBirth: '1983-01-27', visitDates: ['2026-11-04'],
  },
  e4: {
    name: 'Jubal Bramblett', fileNumber: '0004419', phone: '870-555-0163',
    address: { street: 'HC 72 Box 19', city: 'Mountain View', state: 'AR', zip: '72560' },
    dateOfBirth: '1958-10-02', visitDates: ['2026-09-30', '2026-11-12'],
  },
  e5: {
    name: 'Ludie Haddix', fileNumber: '61290', phone: '870-555-0108',
    address: { street: '408 N Spring St', city: 'Harrison', state: 'AR', zip: '72601' },
    dateOfBirth: '1930-05-23', visitDates: ['2026-10-28'],
  },
  e6: {
    name: 'Obiageli Ezeigbo', aliases: ['Geli'], fileNumber: '903316', phone: '832-555-0187',
    email: 'obiageli.ez@nkwo.example',
    address: { street: '11250 Bellaire Blvd Apt 214', city: 'Houston', state: 'TX', zip: '77072' },
    dateOfBirth: '1979-12-11', visitDates: ['2026-11-06'],
  },
  e7: {
    name: 'Sang Lai', fileNumber: '0815', phone: '985-555-0134',
    address: { street: '4102 Grand Caillou Rd', city: 'Dulac', state: 'LA', zip: '70353' },
    dateOfBirth: '1962-04-04', visitDates: ['2026-10-09'],
  },
  e8: {
    name: 'Ulysse Gaspard', aliases: ['Tee-Lys'], fileNumber: '0270658', phone: '985-555-0151',
    address: { street: '17022 W Main St', city: 'Cut Off', state: 'LA', zip: '70345' },
    dateOfBirth: '1933-08-15', visitDates: ['2026-10-16', '2026-11-13'],
  },
  e9: {
    name: 'Evangeline Savoie-Landreneau', fileNumber: '44871', phone: '337-555-0129',
    address: { street: '212 Rue Bridge', city: 'Breaux Bridge', state: 'LA', zip: '70517' },
    dateOfBirth: '1967-02-14', visitDates: ['2026-11-02'],
  },
  e10: {
    name: 'Lien Vuong', fileNumber: '380092', phone: '713-555-0195',
    address: { street: '6900 Wilcrest Dr', city: 'Houston', state: 'TX', zip: '77072' },
    dateOfBirth: '1990-09-29', visitDates: ['2026-10-23'],
  },
  e11: {
    name: 'Wilburn Pankey', aliases: ['Dub'], fileNumber: '19553', phone: '417-555-0170',
    address: { street: '1311 Porter Wagoner Blvd', city: 'West Plains', state: 'MO', zip: '65775' },
    dateOfBirth: '1949-11-30', visitDates: ['2026-10-06'],
  },
  e12: {
    name: 'Henrietta Winter', aliases: ['Hettie'], fileNumber: '0552071', phone: '417-555-0114',
    email: 'hwinter58@ozarkmail.example',
    address: { street: '2740 S Fremont Ave', city: 'Springfield', state: 'MO', zip: '65804' },
    dateOfBirth: '1958-06-21', visitDates: ['2026-10-19', '2026-11-09'],
  },
  e13: {
    name: 'Cody Heard', fileNumber: '87731', phone: '417-555-0188',
    address: { street: '915 S Pearl Ave', city: 'Joplin', state: 'MO', zip: '64801' },
    dateOfBirth: '1994-03-17', visitDates: ['2026-11-03', '2026-11-17'],
  },
  e14: {
    name: 'Genowefa Szymanska', aliases: ['Gienia'], fileNumber: '9208', phone: '708-555-0131',
    address: { street: '7440 W Belmont Ave', city: 'Elmwood Park', state: 'IL', zip: '60707' },
    dateOfBirth: '1932-12-01', visitDates: ['2026-11-11'],
  },
  e15: {
    name: 'Yaretzi Tlatelpa', fileNumber: '2301845', phone: '773-555-0157',
    address: { street: '3622 W 26th St', city: 'Chicago', state: 'IL', zip: '60623' },
    dateOfBirth: '2004-08-08', visitDates: ['2026-10-27'],
  },
  e16: {
    name: 'Olukunle Ogunbiyi', aliases: ['Kunle'], fileNumber: '640075', phone: '281-555-0199',
    email: 'kunle.ogunbiyi@ibile.example',
    address: { street: '4518 Sweetwater Blvd', city: 'Sugar Land', state: 'TX', zip: '77479' },
    dateOfBirth: '1966-05-02', visitDates: ['2026-10-30'],
  },
  e17: {
    name: 'Verbena Easter', fileNumber: '0007362', phone: '830-555-0125',
    address: { street: '301 Jefferson St', city: 'Kerrville', state: 'TX', zip: '78028' },
    dateOfBirth: '1932-04-12', visitDates: ['2026-10-13'],
  },
  e18: {
    name: 'Fritz Langehennig', fileNumber: '115604', phone: '830-555-0146',
    address: { street: '706 W Schubert St', city: 'Fredericksburg', state: 'TX', zip: '78624' },
    dateOfBirth: '1955-01-09', visitDates: ['2026-11-05'],
  },
  e19: {
    name: 'Deshawn Cottonham', fileNumber: '50218', phone: '773-555-0180',
    address: { street: '8017 S Ellis Ave', city: 'Chicago', state: 'IL', zip: '60619' },
    dateOfBirth: '1988-07-04', visitDates: ['2026-10-20', '2026-11-16'],
  },
  e20: {
    name: 'Tianna Cottonham', fileNumber: '50219', phone: '773-555-0180',
    address: { street: '8017 S Ellis Ave', city: 'Chicago', state: 'IL', zip: '60619' },
    dateOfBirth: '2019-02-22', visitDates: ['2026-11-16'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients or about no patient: no subject patient, all of them as other patients.
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
