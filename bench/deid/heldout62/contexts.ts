// The people and records the service would know for the sixty-second held-out hand-written set
// (bench/deid/heldout62/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -rlw; heldout60 and heldout61 were being written at the same time). A New York City
// outer-borough network (Brooklyn, Queens, the Bronx, Staten Island): home care with aides and EVV, a dialysis unit,
// a methadone clinic, school-based clinics, a correctional health unit, a skilled-nursing facility and an ambulatory
// surgery centre. Haitian (Elvire "Vivi" Dorsainvil, Dieuseul Saintfort, Wilkenson "Wilky" Célestin), Bengali
// (Shahnaz Parvin Bepari, Tahmid "Rony" Howlader), Orthodox Jewish (Feiga Bluma "Feigy" Lichtenstein, Yechezkel
// "Chezky" Schonbrun), Dominican (Bienvenida "Bienve" Holguín de Abreu, Wascar "Wachi" Sención, Massiel Ovalles),
// Fujianese (Xiuqin Zhuang, Jianhua Ke; family name first in many notes), Guyanese (Savitri "Savi" Bissoondyal, Rohan
// Fortune), Albanian (Lule Dedvukaj, Ardian "Ardi" Gjokaj), Nigerian (Olufunmilayo Ogundipe, Nnamdi Obiechina, Favour
// Ezeudu) and Bukharian (Mazal Kalontarova, Borukh "Borya" Badalov) names; names that are words (Fortune, Favour,
// Mazal, Lule, Bienvenida); staff surnames that are eponyms (Dr. Shoshana Oppenheim, Dr. Conor Chaddock, Dr. Gaëlle
// Gowers); a hyphenated surname (Dr. Aoife Kearney-Amoah) and particle surnames (Dr. Paulette Van Wyck, Holguín de
// Abreu); five patients over 89 (Dorsainvil, Lichtenstein, Holguín de Abreu, Dedvukaj, Kalontarova); file numbers of
// 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Shoshana Oppenheim', 'Dr. Conor Chaddock', 'Dr. Gaëlle Gowers', 'Dr. Tanvir Sikdar', 'Dr. Lihua Zhuo',
  'Dr. Aoife Kearney-Amoah', 'Dr. Paulette Van Wyck', 'Dr. Everton Dacosta', 'Dr. Ilir Dushaj',
  'Nechama Wolhendler, RN', 'Yissel Corporán, RN', 'Fatmira Lleshi, LCSW', 'Guerda Similien, RN',
  'Kareem Altidor, CASAC',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bg1: {
    name: 'Elvire Dorsainvil', aliases: ['Vivi'], fileNumber: '0041786', phone: '718-555-0143',
    address: { street: '1423 Nostrand Ave Apt 5F', city: 'Brooklyn', state: 'NY', zip: '11226' },
    dateOfBirth: '1933-03-08', visitDates: ['2026-09-22', '2026-10-27'],
  },
  bg2: {
    name: 'Dieuseul Saintfort', fileNumber: '308812', phone: '347-555-0118',
    address: { street: '5215 Church Ave', city: 'Brooklyn', state: 'NY', zip: '11203' },
    dateOfBirth: '1964-07-19', visitDates: ['2026-10-06', '2026-11-10'],
  },
  bg3: {
    name: 'Shahnaz Parvin Bepari', givenName: 'Shahnaz Parvin', familyName: 'Bepari', fileNumber: '0007254',
    phone: '718-555-0187', email: 'shahnaz.bepari@padma.example',
    address: { street: '87-40 168th St Apt 3B', city: 'Jamaica', state: 'NY', zip: '11432' },
    dateOfBirth: '1968-02-14', visitDates: ['2026-10-13'],
  },
  bg4: {
    name: 'Tahmid Howlader', aliases: ['Rony'], fileNumber: '92617', phone: '929-555-0124',
    address: { street: '417 McDonald Ave', city: 'Brooklyn', state: 'NY', zip: '11218' },
    dateOfBirth: '2013-05-02', visitDates: ['2026-09-17', '2026-11-05'],
  },
  bg5: {
    name: 'Feiga Bluma Lichtenstein', givenName: 'Feiga Bluma', familyName: 'Lichtenstein', aliases: ['Feigy'],
    fileNumber: '0502390', phone: '718-555-0166',
    address: { street: '1362 48th St', city: 'Brooklyn', state: 'NY', zip: '11219' },
    dateOfBirth: '1930-01-09', visitDates: ['2026-10-01', '2026-11-19'],
  },
  bg6: {
    name: 'Yechezkel Schonbrun', aliases: ['Chezky'], fileNumber: '715064', phone: '347-555-0192',
    email: 'chezky.s@shtetl-mail.example',
    address: { street: '178 Lee Ave Apt 2', city: 'Brooklyn', state: 'NY', zip: '11211' },
    dateOfBirth: '1985-04-23', visitDates: ['2026-11-12', '2026-11-24'],
  },
  bg7: {
    name: 'Bienvenida Holguín de Abreu', givenName: 'Bienvenida', familyName: 'Holguín de Abreu',
    aliases: ['Bienve'], fileNumber: '0068315', phone: '718-555-0135',
    address: { street: '2185 Grand Concourse Apt 4C', city: 'Bronx', state: 'NY', zip: '10453' },
    dateOfBirth: '1935-06-24', visitDates: ['2026-09-29', '2026-11-03'],
  },
  bg8: {
    name: 'Wascar Sención', aliases: ['Wachi'], fileNumber: '5531', phone: '646-555-0171',
    address: { street: '2410 Valentine Ave', city: 'Bronx', state: 'NY', zip: '10458' },
    dateOfBirth: '1988-01-30', visitDates: ['2026-09-14', '2026-10-19', '2026-11-16'],
  },
  bg9: {
    name: 'Xiuqin Zhuang', givenName: 'Xiuqin', familyName: 'Zhuang', aliases: ['Ah Qin'], fileNumber: '260947',
    phone: '917-555-0158',
    address: { street: '5411 8th Ave Apt 3R', city: 'Brooklyn', state: 'NY', zip: '11220' },
    dateOfBirth: '1974-08-11', visitDates: ['2026-10-08'],
  },
  bg10: {
    name: 'Jianhua Ke', givenName: 'Jianhua', familyName: 'Ke', fileNumber: '0183920', phone: '718-555-0109',
    address: { street: '41-25 Kissena Blvd Apt 6D', city: 'Flushing', state: 'NY', zip: '11355' },
    dateOfBirth: '1959-12-03', visitDates: ['2026-09-24', '2026-11-17'],
  },
  bg11: {
    name: 'Savitri Bissoondyal', aliases: ['Savi'], fileNumber: '447102', phone: '718-555-0194',
    address: { street: '117-08 Liberty Ave', city: 'South Richmond Hill', state: 'NY', zip: '11419' },
    dateOfBirth: '1955-09-05', visitDates: ['2026-10-15', '2026-11-20'],
  },
  bg12: {
    name: 'Rohan Fortune', fileNumber: '8840', phone: '347-555-0130',
    address: { street: '655 Pennsylvania Ave Apt 9G', city: 'Brooklyn', state: 'NY', zip: '11207' },
    dateOfBirth: '1993-03-27', visitDates: ['2026-10-02', '2026-10-23'],
  },
  bg13: {
    name: 'Lule Dedvukaj', fileNumber: '0029471', phone: '718-555-0152',
    address: { street: '1560 Victory Blvd', city: 'Staten Island', state: 'NY', zip: '10314' },
    dateOfBirth: '1932-04-16', visitDates: ['2026-09-18', '2026-11-06'],
  },
  bg14: {
    name: 'Ardian Gjokaj', aliases: ['Ardi'], fileNumber: '631458', phone: '917-555-0183',
    email: 'ardi.gjokaj@shqiponja.example',
    address: { street: '2140 Wallace Ave Apt 1', city: 'Bronx', state: 'NY', zip: '10462' },
    dateOfBirth: '1981-10-28', visitDates: ['2026-10-20', '2026-11-02'],
  },
  bg15: {
    name: 'Olufunmilayo Ogundipe', fileNumber: '0900736', phone: '347-555-0176',
    email: 'funlayo.ogundipe@ayo.example',
    address: { street: '140 Park Hill Ave Apt 5K', city: 'Staten Island', state: 'NY', zip: '10304' },
    dateOfBirth: '1979-06-07', visitDates: ['2026-10-09', '2026-11-23'],
  },
  bg16: {
    name: 'Nnamdi Obiechina', fileNumber: '352290', phone: '718-555-0128',
    address: { street: '147-22 Brookville Blvd', city: 'Rosedale', state: 'NY', zip: '11422' },
    dateOfBirth: '1967-11-11', visitDates: ['2026-09-21', '2026-10-26'],
  },
  bg17: {
    name: 'Mazal Kalontarova', fileNumber: '7306', phone: '718-555-0161',
    address: { street: '98-30 63rd Dr Apt 2E', city: 'Rego Park', state: 'NY', zip: '11374' },
    dateOfBirth: '1931-02-02', visitDates: ['2026-10-05', '2026-11-18'],
  },
  bg18: {
    name: 'Borukh Badalov', aliases: ['Borya'], fileNumber: '0456018', phone: '917-555-0107',
    email: 'borya.badalov@samarkand.example',
    address: { street: '67-41 108th St', city: 'Forest Hills', state: 'NY', zip: '11375' },
    dateOfBirth: '1960-05-19', visitDates: ['2026-10-22', '2026-11-09'],
  },
  bg19: {
    name: 'Favour Ezeudu', fileNumber: '78913', phone: '929-555-0149',
    address: { street: '1075 Grand Concourse Apt 12A', city: 'Bronx', state: 'NY', zip: '10452' },
    dateOfBirth: '2010-08-25', visitDates: ['2026-09-30', '2026-11-13'],
  },
  bg20: {
    name: 'Wilkenson Célestin', aliases: ['Wilky'], fileNumber: '0120648', phone: '347-555-0113',
    address: { street: '1290 Remsen Ave', city: 'Brooklyn', state: 'NY', zip: '11236' },
    dateOfBirth: '2002-02-19', visitDates: ['2026-10-16', '2026-11-11'],
  },
  bg21: {
    name: 'Massiel Ovalles', fileNumber: '213507', phone: '646-555-0138',
    address: { street: '2951 Webster Ave Apt 3', city: 'Bronx', state: 'NY', zip: '10467' },
    dateOfBirth: '1982-12-12', visitDates: ['2026-09-28', '2026-11-04'],
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
