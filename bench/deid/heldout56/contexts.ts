// The people and records the service would know for the fifty-sixth held-out hand-written set
// (bench/deid/heldout56/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw). A California Central Valley and Inland Empire network (Fresno, Bakersfield, Visalia,
// Merced, Salinas, Riverside, San Bernardino): dialysis and kidney transplant, diabetes, podiatry and wound care,
// cardiac rehab, home health and hospice, farmworker clinics, Medi-Cal and IHSS paperwork. Mexican and Oaxacan
// (Mixteco, Zapoteco) two-surname names (Crisóforo "Chofo" Huitrón Yáñez, Macrina Aquino Matías, Evodia Mijangos
// Canseco), Purépecha (Wenceslao Tzintzun Aguayo), Punjabi Sikh (Harbhajan Pannu, Jaswinder "Jassi" Khangura), Hmong
// (Kao Lyfoung, Doua Vu), Armenian (Arshalouis Kazanjian, Khachig Yeremian), Filipino (Teodulo Bagasbas, Purificación
// Lagasca), Laotian (Khamla Vongphakdy), Portuguese-Azorean dairy families (Albertina Goulart Sequeira, Fernando Toste),
// Okie descendants (Lavoy Cargile, Oleta Rexroat), ordinary Californians (Tristan Holmgren, Clint Furrow); names that
// are words or places (Furrow, Merced, Maca); a staff surname that is an eponym (Dr. Adelaide Lisfranc, podiatry);
// five patients over 89 (Pannu, Lyfoung, Kazanjian, Bagasbas, Goulart Sequeira); file numbers of 4 to 7 digits, some with
// leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Adelaide Lisfranc', 'Dr. Rajvinder Kooner', 'Dr. Serafina Ontiveros', 'Dr. Garabed Mosesian',
  'Dr. Lenore Fortnash', 'Dr. Teresita Balagtas', 'Annaliese Pruneda, RN', 'Keanu Buenaflor, RN',
  'Anayeli Covarrubias, MSW', 'Sukhpreet Hundal, PharmD', 'Xai Lormong, CHW', 'Arantxa Etcheverry',
  'Rhett Brashear, RN',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ba1: {
    name: 'Crisóforo Huitrón Yáñez', givenName: 'Crisóforo', familyName: 'Huitrón Yáñez', aliases: ['Chofo'],
    fileNumber: '0042618', phone: '661-555-0112',
    address: { street: '311 Varsity Rd', city: 'Arvin', state: 'CA', zip: '93203' },
    dateOfBirth: '1971-04-09', visitDates: ['2026-09-15', '2026-10-20', '2026-11-17'],
  },
  ba2: {
    name: 'Macrina Aquino Matías', givenName: 'Macrina', familyName: 'Aquino Matías', aliases: ['Maca'],
    fileNumber: '718304', phone: '831-555-0147',
    address: { street: '1138 Alisal St Apt 4', city: 'Salinas', state: 'CA', zip: '93905' },
    dateOfBirth: '1964-12-02', visitDates: ['2026-10-06', '2026-11-03'],
  },
  ba3: {
    name: 'Harbhajan Pannu', aliases: ['ਹਰਭਜਨ ਕੌਰ'], fileNumber: '0006157', phone: '559-555-0136',
    address: { street: '2840 Dockery Ave', city: 'Selma', state: 'CA', zip: '93662' },
    dateOfBirth: '1934-03-25', visitDates: ['2026-09-22', '2026-11-10'],
  },
  ba4: {
    name: 'Jaswinder Khangura', aliases: ['Jassi'], fileNumber: '53907', phone: '661-555-0158',
    email: 'jkhangura@kesri.example',
    address: { street: '6105 Panama Ln', city: 'Bakersfield', state: 'CA', zip: '93307' },
    dateOfBirth: '1968-08-17', visitDates: ['2026-09-29', '2026-10-27', '2026-11-24'],
  },
  ba5: {
    name: 'Kao Lyfoung', fileNumber: '0091744', phone: '559-555-0121',
    address: { street: '4419 E Butler Ave', city: 'Fresno', state: 'CA', zip: '93702' },
    dateOfBirth: '1932-07-01', visitDates: ['2026-10-13', '2026-11-19'],
  },
  ba6: {
    name: 'Doua Vu', fileNumber: '280465', phone: '209-555-0163', email: 'doua.vu@nplooj.example',
    address: { street: 'PO Box 2217', city: 'Merced', state: 'CA', zip: '95344' },
    dateOfBirth: '1979-11-30', visitDates: ['2026-09-17', '2026-10-22'],
  },
  ba7: {
    name: 'Arshalouis Kazanjian', aliases: ['Arsho'], fileNumber: '0030952', phone: '559-555-0104',
    address: { street: '1650 W Shields Ave Apt 208', city: 'Fresno', state: 'CA', zip: '93705' },
    dateOfBirth: '1930-05-14', visitDates: ['2026-09-24', '2026-10-29', '2026-11-19'],
  },
  ba8: {
    name: 'Khachig Yeremian', aliases: ['Khach'], fileNumber: '164820', phone: '559-555-0187',
    email: 'kyeremian@ararat.example',
    address: { street: '7788 N Fowler Ave', city: 'Clovis', state: 'CA', zip: '93619' },
    dateOfBirth: '1957-02-28', visitDates: ['2026-10-01', '2026-10-15', '2026-11-12'],
  },
  ba9: {
    name: 'Teodulo Bagasbas', aliases: ['Teody'], fileNumber: '7213', phone: '661-555-0149',
    address: { street: '1015 Clinton St', city: 'Delano', state: 'CA', zip: '93215' },
    dateOfBirth: '1933-01-06', visitDates: ['2026-10-08', '2026-11-05'],
  },
  ba10: {
    name: 'Khamla Vongphakdy', aliases: ['Noy'], fileNumber: '0605283', phone: '209-555-0175',
    email: 'khamla.v@champa.example',
    address: { street: '2216 Olivewood Dr', city: 'Merced', state: 'CA', zip: '95348' },
    dateOfBirth: '1985-06-19', visitDates: ['2026-09-10', '2026-11-09'],
  },
  ba11: {
    name: 'Albertina Goulart Sequeira', givenName: 'Albertina', familyName: 'Goulart Sequeira', aliases: ['Bertie'],
    fileNumber: '0018496', phone: '559-555-0116',
    address: { street: '14350 Avenue 192', city: 'Tulare', state: 'CA', zip: '93274' },
    dateOfBirth: '1935-09-08', visitDates: ['2026-10-02', '2026-11-06'],
  },
  ba12: {
    name: 'Fernando Toste', aliases: ['Nando'], fileNumber: '390017', phone: '559-555-0129',
    address: { street: '10877 Flint Ave', city: 'Hanford', state: 'CA', zip: '93230' },
    dateOfBirth: '1962-10-31', visitDates: ['2026-09-18', '2026-10-16'],
  },
  ba13: {
    name: 'Lavoy Cargile', fileNumber: '26641', phone: '661-555-0193',
    address: { street: '218 Minner Ave', city: 'Oildale', state: 'CA', zip: '93308' },
    dateOfBirth: '1955-07-04', visitDates: ['2026-09-21', '2026-10-19', '2026-11-16'],
  },
  ba14: {
    name: 'Oleta Rexroat', fileNumber: '4478', phone: '559-555-0141',
    address: { street: '611 N Plano St', city: 'Porterville', state: 'CA', zip: '93257' },
    dateOfBirth: '1941-02-12', visitDates: ['2026-10-09', '2026-11-13'],
  },
  ba15: {
    name: 'Tristan Holmgren', fileNumber: '0770391', phone: '951-555-0108', email: 'tristan.holmgren@mailbox.example',
    address: { street: '5521 Arlington Ave Apt 12', city: 'Riverside', state: 'CA', zip: '92504' },
    dateOfBirth: '1990-03-03', visitDates: ['2026-09-14', '2026-10-26'],
  },
  ba16: {
    name: 'Clint Furrow', fileNumber: '812550', phone: '909-555-0170',
    address: { street: '1477 W Baseline St', city: 'San Bernardino', state: 'CA', zip: '92411' },
    dateOfBirth: '1966-05-22', visitDates: ['2026-09-16', '2026-10-21', '2026-11-18'],
  },
  ba17: {
    name: 'Merced Olmos Quintanar', givenName: 'Merced', familyName: 'Olmos Quintanar', aliases: ['Meche'],
    fileNumber: '0233078', phone: '559-555-0152',
    address: { street: '908 E Noble Ave', city: 'Visalia', state: 'CA', zip: '93292' },
    dateOfBirth: '1959-08-11', visitDates: ['2026-10-05', '2026-11-02'],
  },
  ba18: {
    name: 'Wenceslao Tzintzun Aguayo', givenName: 'Wenceslao', familyName: 'Tzintzun Aguayo', aliases: ['Wences'],
    fileNumber: '651092', phone: '909-555-0198',
    address: { street: '16750 Valley Blvd Spc 41', city: 'Fontana', state: 'CA', zip: '92335' },
    dateOfBirth: '1973-01-25', visitDates: ['2026-09-23', '2026-10-28'],
  },
  ba19: {
    name: 'Evodia Mijangos Canseco', givenName: 'Evodia', familyName: 'Mijangos Canseco', aliases: ['Vodi'],
    fileNumber: '0059310', phone: '831-555-0184',
    address: { street: '237 El Camino Real Apt B', city: 'Greenfield', state: 'CA', zip: '93927' },
    dateOfBirth: '1998-04-27', visitDates: ['2026-10-07', '2026-11-04'],
  },
  ba20: {
    name: 'Purificación Lagasca', aliases: ['Puring'], fileNumber: '947126', phone: '951-555-0133',
    email: 'puring.lagasca@sampaguita.example',
    address: { street: '24310 Sunnymead Blvd Apt 7', city: 'Moreno Valley', state: 'CA', zip: '92553' },
    dateOfBirth: '1949-12-08', visitDates: ['2026-09-30', '2026-11-11'],
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
