// The people and records the service would know for the sixty-fifth held-out hand-written set
// (bench/deid/heldout65/notes-*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i, file names only). A Chicago and Detroit urban safety-net network: the ED and
// level I trauma centre, a sickle cell day hospital, HIV and PrEP clinics and a mobile van, school asthma and
// childhood lead follow-up, a hospital violence-intervention programme, home dialysis, and geriatric and refugee
// primary care in Dearborn, Hamtramck and Chicago's North Side. Black families (Idella "Dellie" Darling, Legend
// "Ledge" Threadgill, Octavius "Tave" Peoples, Judge Culpepper, Paris Strozier: names that are words, a title and a
// city), Polish and Ukrainian elders (Kunegunda "Kundzia" Wąsowicz, Czesław "Czesiek" Grzelak, Motrya "Motia"
// Pidhirna), Mexican and Guatemalan two-surname names (Tranquilino "Lino" Cuamatzi Ahuactzin, Yeimi Ajcalón Tuyuc,
// Baudilio Guarcas Chiroy), Chaldean, Assyrian and Yemeni names (Najiba Hannawa, Ninos Odisho, Abdulwali Al-Muflahi
// with a particle surname, Hadeel Saif), Bangladeshi and Rohingya names (Mahmuda "Lipi" Khondokar, Kefayet Ullah),
// Bosnian (Sejfudin "Sejfo" Ćatović). Staff surnames that are eponyms (Dr. Cornell Cattell: Cattell-Braasch; Dr.
// Yewande Howell: Howell-Jolly; Dashiell Dunphy: Dunphy sign), a hyphenated surname (Dr. Adunni Whitmore-Pryce), a
// particle surname (Dr. Maximino De la Torre), a family-name-first staff name in the notes (Dr. Ruoxi Tian, written
// TIAN Ruoxi). Five patients over 89 (Darling, Wąsowicz, Pidhirna, Hannawa, Ćatović); file numbers of 4 to 7 digits,
// ten with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Cornell Cattell', 'Dr. Yewande Howell', 'Dr. Maximino De la Torre', 'Dr. Ruoxi Tian',
  'Dr. Adunni Whitmore-Pryce', 'Dr. Bogumił Chmielowiec', 'Dr. Rasha Bazzi', 'Dashiell Dunphy, PA-C',
  'Itandehui Coatl, RN', 'Marvell Fobbs', 'Shontae Blassingame, CHW', 'Olenka Yatsyshyn, RN',
  'Ifeanyi Chukwuma, LCSW', 'Yuridia Tecuapetla',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bj1: {
    name: 'Demarius Ollison', aliases: ['Meech'], fileNumber: '0418826', phone: '773-555-0112',
    email: 'meech.ollison@lakeshore.example',
    address: { street: '6438 S Kimbark Ave Apt 2F', city: 'Chicago', state: 'IL', zip: '60637' },
    dateOfBirth: '1999-03-08', visitDates: ['2026-09-14', '2026-10-21', '2026-11-17'],
  },
  bj2: {
    name: 'Idella Darling', aliases: ['Dellie'], fileNumber: '73115', phone: '313-555-0147',
    address: { street: '18815 Mackay St', city: 'Detroit', state: 'MI', zip: '48234' },
    dateOfBirth: '1934-05-19', visitDates: ['2026-10-03', '2026-10-09'],
  },
  bj3: {
    name: 'Kunegunda Wąsowicz', aliases: ['Kundzia'], fileNumber: '0006627', phone: '773-555-0138',
    address: { street: '5146 S Kilbourn Ave', city: 'Chicago', state: 'IL', zip: '60632' },
    dateOfBirth: '1932-07-24', visitDates: ['2026-09-22', '2026-11-05'],
  },
  bj4: {
    name: 'Motrya Pidhirna', aliases: ['Motia'], fileNumber: '2240', phone: '313-555-0163',
    address: { street: '2917 Yemans St', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '1935-01-11', visitDates: ['2026-10-14', '2026-11-19'],
  },
  bj5: {
    name: 'Tranquilino Cuamatzi Ahuactzin', givenName: 'Tranquilino', familyName: 'Cuamatzi Ahuactzin',
    aliases: ['Lino'], fileNumber: '560391', phone: '312-555-0129',
    address: { street: '1842 S Throop St', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '1982-02-02', visitDates: ['2026-09-06', '2026-09-29'],
  },
  bj6: {
    name: 'Yeimi Ajcalón Tuyuc', givenName: 'Yeimi', familyName: 'Ajcalón Tuyuc', fileNumber: '0093354',
    phone: '773-555-0181',
    address: { street: '2630 S Trumbull Ave', city: 'Chicago', state: 'IL', zip: '60623' },
    dateOfBirth: '2023-04-30', visitDates: ['2026-09-17', '2026-10-29', '2026-11-24'],
  },
  bj7: {
    name: 'Baudilio Guarcas Chiroy', givenName: 'Baudilio', familyName: 'Guarcas Chiroy', fileNumber: '418007',
    phone: '313-555-0175',
    address: { street: '5819 Lawndale St', city: 'Detroit', state: 'MI', zip: '48210' },
    dateOfBirth: '1990-12-12', visitDates: ['2026-10-11', '2026-10-25'],
  },
  bj8: {
    name: 'Najiba Hannawa', aliases: ['Jiba'], fileNumber: '0031478', phone: '248-555-0116',
    address: { street: '23410 Lahser Rd Apt 112', city: 'Southfield', state: 'MI', zip: '48033' },
    dateOfBirth: '1930-09-01', visitDates: ['2026-09-25', '2026-11-12'],
  },
  bj9: {
    name: 'Ninos Odisho', fileNumber: '81520', phone: '773-555-0154', email: 'ninos.odisho@nineveh.example',
    address: { street: '5944 N Francisco Ave', city: 'Chicago', state: 'IL', zip: '60659' },
    dateOfBirth: '1963-06-27', visitDates: ['2026-09-10', '2026-10-08', '2026-11-09'],
  },
  bj10: {
    name: 'Abdulwali Al-Muflahi', givenName: 'Abdulwali', familyName: 'Al-Muflahi', fileNumber: '0705263',
    phone: '313-555-0192',
    address: { street: '2942 Salina St', city: 'Dearborn', state: 'MI', zip: '48120' },
    dateOfBirth: '1968-03-15', visitDates: ['2026-09-30', '2026-11-02'],
  },
  bj11: {
    name: 'Hadeel Saif', fileNumber: '349902', phone: '313-555-0108',
    address: { street: '2431 Caniff St', city: 'Hamtramck', state: 'MI', zip: '48212' },
    dateOfBirth: '2017-08-19', visitDates: ['2026-10-05', '2026-11-16'],
  },
  bj12: {
    name: 'Mahmuda Khondokar', aliases: ['Lipi'], fileNumber: '0127740', phone: '313-555-0133',
    email: 'lipi.khondokar@padma.example',
    address: { street: '12034 Conant St', city: 'Detroit', state: 'MI', zip: '48212' },
    dateOfBirth: '1985-11-04', visitDates: ['2026-10-19', '2026-11-23'],
  },
  bj13: {
    name: 'Kefayet Ullah', fileNumber: '6604', phone: '773-555-0170',
    address: { street: '6413 N Artesian Ave Apt 2', city: 'Chicago', state: 'IL', zip: '60645' },
    dateOfBirth: '1993-01-01', visitDates: ['2026-09-19', '2026-10-30'],
  },
  bj14: {
    name: 'Sejfudin Ćatović', aliases: ['Sejfo'], fileNumber: '0250918', phone: '773-555-0119',
    address: { street: '4850 N Kimball Ave', city: 'Chicago', state: 'IL', zip: '60625' },
    dateOfBirth: '1936-04-02', visitDates: ['2026-10-22', '2026-11-20'],
  },
  bj15: {
    name: 'Legend Threadgill', aliases: ['Ledge'], fileNumber: '914736', phone: '872-555-0141',
    address: { street: '5021 W Augusta Blvd', city: 'Chicago', state: 'IL', zip: '60651' },
    dateOfBirth: '2007-06-06', visitDates: ['2026-09-27', '2026-10-13', '2026-11-10'],
  },
  bj16: {
    name: 'Octavius Peoples', aliases: ['Tave'], fileNumber: '0448093', phone: '313-555-0186',
    email: 'tave.peoples@motorcity.example',
    address: { street: '15811 Lamphere St', city: 'Detroit', state: 'MI', zip: '48223' },
    dateOfBirth: '1992-10-31', visitDates: ['2026-09-08', '2026-10-27'],
  },
  bj17: {
    name: 'Ulises Xochipa', fileNumber: '27735', phone: '312-555-0157', email: 'uxochipa@pilsenpost.example',
    address: { street: '1931 S Allport St', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '1997-05-21', visitDates: ['2026-09-12', '2026-10-17', '2026-11-14'],
  },
  bj18: {
    name: 'Kingston Moten', aliases: ['KJ'], fileNumber: '0082261', phone: '773-555-0193',
    address: { street: '6712 S Honore St', city: 'Chicago', state: 'IL', zip: '60636' },
    dateOfBirth: '2019-02-14', visitDates: ['2026-09-24', '2026-11-04'],
  },
  bj19: {
    name: 'Judge Culpepper', fileNumber: '530884', phone: '313-555-0124',
    address: { street: '12711 Rosemary St', city: 'Detroit', state: 'MI', zip: '48213' },
    dateOfBirth: '1965-08-09', visitDates: ['2026-10-02', '2026-10-16'],
  },
  bj20: {
    name: 'Czesław Grzelak', aliases: ['Czesiek'], fileNumber: '0761059', phone: '773-555-0102',
    address: { street: '5537 S Narragansett Ave', city: 'Chicago', state: 'IL', zip: '60638' },
    dateOfBirth: '1938-03-03', visitDates: ['2026-10-07', '2026-11-11'],
  },
  bj21: {
    name: 'Paris Strozier', fileNumber: '197240', phone: '773-555-0165', email: 'paris.s@southshore.example',
    address: { street: '7419 S Coles Ave Apt 3', city: 'Chicago', state: 'IL', zip: '60649' },
    dateOfBirth: '1995-12-01', visitDates: ['2026-09-15', '2026-11-13'],
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
