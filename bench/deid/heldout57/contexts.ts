// The people and records the service would know for the fifty-seventh held-out hand-written set
// (bench/deid/heldout57/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i, file names only). An Alaska tribal health consortium (Anchorage, Fairbanks,
// Bethel; village clinics with community health aides; medevac; dental therapy; teleradiology; behavioural health and
// MOUD) and its Seattle/Tacoma/Spokane partners: Yup'ik (Martina Kanrilak, Makar Chikoyak, Jolissa Kashatok),
// Inupiaq (Elmira Tuzroyluk, Tavin Kinneeveauk), Athabascan (Irwin Esmailka, Coralee Nicholia), Tlingit (Lyndon
// Kasakan, Clarabelle Nannauck), Filipino (Apolinario Macatangay, Rhodora Sumagaysay), Samoan (Falaniko Lauvao,
// Salamasina Tuitele), Korean (Myung-ok Seol, Jae-hoon Byeon), Russian Old Believer (Feoktist Basargin, Marfa
// Fefelova), Ukrainian (Oleksandr Hnatyshyn), Marshallese (Jimeta Lokeijak) and names that are English words (Rowdy
// Hatchett, Meadow Trout); staff surnames that are eponyms (Dr. Lucienne Maisonneuve, Dr. Rhys Barton); four
// patients over 89 (Kanrilak, Tuzroyluk, Nannauck, Seol); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Lucienne Maisonneuve', 'Dr. Rhys Barton', 'Dr. Mahina Kapaona', 'Dr. Jorunn Holmvik', 'Dr. Haakon Okerlund',
  'Sorrel Wijnberg, LCSW', 'Mikaela Tungiyan, DHAT', 'Olinka Pitka, CHA', 'Tobiah Lutz, RN', 'Yuriko Pembrey, PharmD',
  'Ligaya Corpuz, RN', 'Brisa Skarstad', 'Kobe Ahgook, CPRS',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bb1: {
    name: 'Martina Kanrilak', aliases: ['Cingarkaq'], fileNumber: '0041806', phone: '907-555-0111',
    address: { street: 'PO Box 57', city: 'Chevak', state: 'AK', zip: '99563' },
    dateOfBirth: '1934-03-02', visitDates: ['2026-09-18', '2026-10-29'],
  },
  bb2: {
    name: 'Makar Chikoyak', aliases: ['Ayaprun'], fileNumber: '72594', phone: '907-555-0123',
    address: { street: 'PO Box 112', city: 'Tuntutuliak', state: 'AK', zip: '99680' },
    dateOfBirth: '1975-07-21', visitDates: ['2026-10-04'],
  },
  bb3: {
    name: 'Elmira Tuzroyluk', aliases: ['Aanauraq'], fileNumber: '0009217', phone: '907-555-0135',
    address: { street: 'PO Box 34', city: 'Point Hope', state: 'AK', zip: '99766' },
    dateOfBirth: '1931-05-16', visitDates: ['2026-11-08', '2026-11-09'],
  },
  bb4: {
    name: 'Tavin Kinneeveauk', aliases: ['Kinni'], fileNumber: '530118', phone: '907-555-0142',
    email: 'tkinni@arctic.example',
    address: { street: '318 Shore Ave', city: 'Kotzebue', state: 'AK', zip: '99752' },
    dateOfBirth: '1997-02-11', visitDates: ['2026-09-10', '2026-10-08', '2026-11-05'],
  },
  bb5: {
    name: 'Irwin Esmailka', fileNumber: '6640', phone: '907-555-0147',
    address: { street: '1427 Gillam Way', city: 'Fairbanks', state: 'AK', zip: '99701' },
    dateOfBirth: '1963-12-04', visitDates: ['2026-10-15'],
  },
  bb6: {
    name: 'Coralee Nicholia', aliases: ['Coco'], fileNumber: '0218844', phone: '907-555-0153',
    email: 'coralee.n@yukonriver.example',
    address: { street: 'PO Box 209', city: 'Tanana', state: 'AK', zip: '99777' },
    dateOfBirth: '1995-08-30', visitDates: ['2026-09-24', '2026-11-12'],
  },
  bb7: {
    name: 'Jolissa Kashatok', fileNumber: '381207', phone: '907-555-0158',
    address: { street: 'PO Box 18', city: 'Kwigillingok', state: 'AK', zip: '99622' },
    dateOfBirth: '2002-04-19', visitDates: ['2026-10-21', '2026-11-19'],
  },
  bb8: {
    name: 'Lyndon Kasakan', aliases: ['Lyn'], fileNumber: '0057731', phone: '907-555-0161',
    address: { street: '209 Katlian St', city: 'Sitka', state: 'AK', zip: '99835' },
    dateOfBirth: '1968-01-25', visitDates: ['2026-09-29', '2026-10-27'],
  },
  bb9: {
    name: 'Clarabelle Nannauck', aliases: ['Bellie'], fileNumber: '2093', phone: '907-555-0166',
    address: { street: '88 Garteeni Hwy', city: 'Hoonah', state: 'AK', zip: '99829' },
    dateOfBirth: '1929-06-08', visitDates: ['2026-10-02', '2026-11-16'],
  },
  bb10: {
    name: 'Apolinario Macatangay', aliases: ['Pol'], fileNumber: '0760342', phone: '907-555-0170',
    address: { street: '1502 Mission Rd', city: 'Kodiak', state: 'AK', zip: '99615' },
    dateOfBirth: '1980-09-14', visitDates: ['2026-10-11'],
  },
  bb11: {
    name: 'Rhodora Sumagaysay', fileNumber: '415560', phone: '907-555-0174',
    email: 'rhodora.sumag@tundramail.example',
    address: { street: '3815 Bragaw St Apt 6', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1988-11-03', visitDates: ['2026-09-15', '2026-11-02'],
  },
  bb12: {
    name: 'Falaniko Lauvao', aliases: ['Niko'], fileNumber: '0093358', phone: '907-555-0177',
    address: { street: '7240 Debarr Rd', city: 'Anchorage', state: 'AK', zip: '99504' },
    dateOfBirth: '1984-03-27', visitDates: ['2026-10-19'],
  },
  bb13: {
    name: 'Salamasina Tuitele', aliases: ['Lama'], fileNumber: '207469', phone: '253-555-0182',
    email: 'lama.tuitele@puget.example',
    address: { street: '5116 E Portland Ave', city: 'Tacoma', state: 'WA', zip: '98404' },
    dateOfBirth: '1991-12-12', visitDates: ['2026-09-21', '2026-10-26', '2026-11-23'],
  },
  bb14: {
    name: 'Myung-ok Seol', givenName: 'Myung-ok', familyName: 'Seol', fileNumber: '0031475', phone: '907-555-0186',
    address: { street: '2905 Spenard Rd', city: 'Anchorage', state: 'AK', zip: '99517' },
    dateOfBirth: '1935-10-05', visitDates: ['2026-10-14'],
  },
  bb15: {
    name: 'Jae-hoon Byeon', givenName: 'Jae-hoon', familyName: 'Byeon', fileNumber: '864120', phone: '253-555-0189',
    email: 'jhbyeon@sound.example',
    address: { street: '33520 1st Way S', city: 'Federal Way', state: 'WA', zip: '98003' },
    dateOfBirth: '1972-05-30', visitDates: ['2026-11-10'],
  },
  bb16: {
    name: 'Feoktist Basargin', fileNumber: '5512', phone: '907-555-0192',
    address: { street: '2270 Voznesenka Loop', city: 'Homer', state: 'AK', zip: '99603' },
    dateOfBirth: '1982-02-18', visitDates: ['2026-09-14', '2026-10-06'],
  },
  bb17: {
    name: 'Marfa Fefelova', fileNumber: '0126650', phone: '907-555-0195',
    address: { street: '66910 Nikolaevsk Rd', city: 'Nikolaevsk', state: 'AK', zip: '99556' },
    dateOfBirth: '1993-07-07', visitDates: ['2026-10-30', '2026-11-20'],
  },
  bb18: {
    name: 'Oleksandr Hnatyshyn', aliases: ['Sasha'], fileNumber: '339085', phone: '509-555-0114',
    address: { street: '1108 E Rowan Ave', city: 'Spokane', state: 'WA', zip: '99207' },
    dateOfBirth: '1990-04-01', visitDates: ['2026-09-16', '2026-10-14', '2026-11-18'],
  },
  bb19: {
    name: 'Jimeta Lokeijak', fileNumber: '0084409', phone: '509-555-0127',
    address: { street: '10020 E Sprague Ave Apt 14', city: 'Spokane Valley', state: 'WA', zip: '99206' },
    dateOfBirth: '1999-01-22', visitDates: ['2026-11-04'],
  },
  bb20: {
    name: 'Rowdy Hatchett', fileNumber: '71930', phone: '360-555-0138',
    address: { street: '471 Calawah Way', city: 'Forks', state: 'WA', zip: '98331' },
    dateOfBirth: '1977-08-09', visitDates: ['2026-10-09', '2026-10-23'],
  },
  bb21: {
    name: 'Meadow Trout', fileNumber: '0602514', phone: '360-555-0149', email: 'meadowtrout@grays.example',
    address: { street: '1210 W Wishkah St', city: 'Aberdeen', state: 'WA', zip: '98520' },
    dateOfBirth: '1986-06-21', visitDates: ['2026-11-13'],
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
