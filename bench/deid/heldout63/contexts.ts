// The people and records the service would know for the sixty-third held-out hand-written set
// (bench/deid/heldout63/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i; heldout64 and heldout65 were being written at the same time and were
// checked at the end). A Hawaii and Pacific Islands health network: a community health centre in Kalihi, a kupuna
// (elder) care home, dialysis in Honolulu, Pearl City and Hilo, diabetes and gout clinics, urgent care in Kona,
// geriatric telehealth to Molokai and Kona, and inter-island and Guam/Saipan air transfers. Native Hawaiian
// (Leimomi "Momi" Kahaleoumi, Kainoa "Noa" Makanani, Healani "Lani" Kauhane-Ahuna, hyphenated), Ilocano (Dionisio
// Pagaduan, Zenaida "Zeny" Cabatbat), Japanese and Okinawan (Ushi Yogi, Shoichi "Sho" Tokunaga, Stanford "Stanny"
// Chinen), Chuukese (Marelyn Sipenuk, Kasiano Mori), Marshallese (Hemos Langidrik, Limojwa Lalimo), Samoan (Pouesi
// "Pou" Lauofo, Verity Aumavae), Tongan (Siutaisa "Taisa" Fonua), Korean (Pyeon Jeong-sook, family name first),
// Carolinian and Chamorro (Gregorio "Goyo" Kaipat of Saipan, Engracia "Ancha" Taimanglo of Guam), haole retirees
// (Merrill "Merv" Friday, Penelope "Poppy" Van Dusen, a particle surname) and a tourist (Bryony Heathcote). Names that
// are words (Friday, Yogi, Verity, Poppy); staff surnames that are eponyms (Dr. Alastair Heberden, Dr. Zsofia
// Somogyi); a hyphenated staff surname (Kamakau-Ching) and a particle one (De Guzman). Five patients over 89
// (Kahaleoumi, Pagaduan, Yogi, Tokunaga, Pyeon); Taimanglo is 88. Pagaduan and Pyeon live in the same care home.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Kehau Kealamakia', 'Dr. Rolando Agcaoili', 'Dr. Alastair Heberden', 'Dr. Zsofia Somogyi', 'Dr. Sitani Havea',
  'Dr. Naoko Yoshikane', 'Kapena Nakoa, RN', 'Kuulei Kaawa, LPN', 'Trevin Fujitani, PharmD', 'Merleen Saimon, CHW',
  'Nohea Kamakau-Ching, LCSW', 'Jhoanna De Guzman', 'Makoa Leiato, MA',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bh1: {
    name: 'Leimomi Kahaleoumi', aliases: ['Momi'], fileNumber: '0004127', phone: '808-555-0113',
    address: { street: '2410 Kamehameha V Hwy', city: 'Kaunakakai', state: 'HI', zip: '96748' },
    dateOfBirth: '1933-03-08', visitDates: ['2026-09-22', '2026-11-10'],
  },
  bh2: {
    name: 'Dionisio Pagaduan', fileNumber: '318806', phone: '808-555-0138',
    address: { street: '1842 Kalihi St', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1935-01-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  bh3: {
    name: 'Ushi Yogi', fileNumber: '0071952', phone: '808-555-0161',
    address: { street: '145 Kilauea Ave', city: 'Hilo', state: 'HI', zip: '96720' },
    dateOfBirth: '1930-07-22', visitDates: ['2026-09-15', '2026-10-27'],
  },
  bh4: {
    name: 'Shoichi Tokunaga', aliases: ['Sho'], fileNumber: '52418', phone: '808-555-0172',
    address: { street: '76-5901 Mamalahoa Hwy', city: 'Holualoa', state: 'HI', zip: '96725' },
    dateOfBirth: '1936-05-02', visitDates: ['2026-10-13'],
  },
  bh5: {
    name: 'Marelyn Sipenuk', fileNumber: '0260347', phone: '808-555-0124', email: 'marelyn.sipenuk@weno.example',
    address: { street: '1520 Gulick Ave Apt 7', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1982-11-14', visitDates: ['2026-09-29', '2026-11-05'],
  },
  bh6: {
    name: 'Hemos Langidrik', fileNumber: '7093', phone: '808-555-0186',
    address: { street: '1255 Kinoole St', city: 'Hilo', state: 'HI', zip: '96720' },
    dateOfBirth: '1968-02-29', visitDates: ['2026-10-01', '2026-10-29', '2026-11-19'],
  },
  bh7: {
    name: 'Pouesi Lauofo', aliases: ['Pou'], fileNumber: '641205', phone: '808-555-0149',
    address: { street: '55-510 Kamehameha Hwy', city: 'Laie', state: 'HI', zip: '96762' },
    dateOfBirth: '1975-08-30', visitDates: ['2026-10-20'],
  },
  bh8: {
    name: 'Siutaisa Fonua', aliases: ['Taisa'], fileNumber: '0038861', phone: '808-555-0117',
    email: 'taisa.fonua@kahuku.example',
    address: { street: '56-117 Pualalea St', city: 'Kahuku', state: 'HI', zip: '96731' },
    dateOfBirth: '1990-04-11', visitDates: ['2026-09-24', '2026-11-12'],
  },
  bh9: {
    name: 'Jeong-sook Pyeon', givenName: 'Jeong-sook', familyName: 'Pyeon', fileNumber: '904415', phone: '808-555-0190',
    address: { street: '1842 Kalihi St', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1934-06-25', visitDates: ['2026-10-08', '2026-11-24'],
  },
  bh10: {
    name: 'Merrill Friday', aliases: ['Merv'], fileNumber: '0112670', phone: '808-555-0155',
    email: 'merv.friday@mauiretired.example',
    address: { street: '2980 S Kihei Rd Unit 204', city: 'Kihei', state: 'HI', zip: '96753' },
    dateOfBirth: '1951-12-03', visitDates: ['2026-10-15'],
  },
  bh11: {
    name: 'Bryony Heathcote', fileNumber: '883150', phone: '928-555-0131', email: 'bryony.h@pinecone.example',
    address: { street: '418 W Gurley St', city: 'Prescott', state: 'AZ', zip: '86301' },
    dateOfBirth: '1988-09-17', visitDates: ['2026-11-02'],
  },
  bh12: {
    name: 'Kainoa Makanani', aliases: ['Noa'], fileNumber: '27734', phone: '808-555-0166',
    email: 'kainoa.makanani@paddle.example',
    address: { street: '1130 Kainui Dr', city: 'Kailua', state: 'HI', zip: '96734' },
    dateOfBirth: '1997-06-06', visitDates: ['2026-09-19', '2026-10-03'],
  },
  bh13: {
    name: 'Zenaida Cabatbat', aliases: ['Zeny'], fileNumber: '0459021', phone: '808-555-0108',
    email: 'zeny.cabatbat@ilocos.example',
    address: { street: '94-1042 Waipahu St', city: 'Waipahu', state: 'HI', zip: '96797' },
    dateOfBirth: '1964-10-21', visitDates: ['2026-09-17', '2026-10-22', '2026-11-20'],
  },
  bh14: {
    name: 'Kasiano Mori', fileNumber: '705388', phone: '808-555-0142',
    address: { street: '1306 Kaumualii St', city: 'Honolulu', state: 'HI', zip: '96817' },
    dateOfBirth: '2019-03-03', visitDates: ['2026-11-09'],
  },
  bh15: {
    name: 'Gregorio Kaipat', aliases: ['Goyo'], fileNumber: '0016594', phone: '670-555-0127',
    address: { street: 'PO Box 502178', city: 'Saipan', state: 'MP', zip: '96950' },
    dateOfBirth: '1959-01-12', visitDates: ['2026-10-09', '2026-10-12'],
  },
  bh16: {
    name: 'Engracia Taimanglo', aliases: ['Ancha'], fileNumber: '362079', phone: '671-555-0194',
    address: { street: '147 Chalan Kanton Tasi', city: 'Dededo', state: 'GU', zip: '96929' },
    dateOfBirth: '1938-02-14', visitDates: ['2026-11-04'],
  },
  bh17: {
    name: 'Stanford Chinen', aliases: ['Stanny'], fileNumber: '0083302', phone: '808-555-0179',
    address: { street: '1020 Waimano Home Rd', city: 'Pearl City', state: 'HI', zip: '96782' },
    dateOfBirth: '1960-09-09', visitDates: ['2026-09-21', '2026-10-19', '2026-11-16'],
  },
  bh18: {
    name: 'Healani Kauhane-Ahuna', givenName: 'Healani', familyName: 'Kauhane-Ahuna', aliases: ['Lani'],
    fileNumber: '158843', phone: '808-555-0135', email: 'healani.ka@kaneohe.example',
    address: { street: '45-091 Namoku St', city: 'Kaneohe', state: 'HI', zip: '96744' },
    dateOfBirth: '1971-03-27', visitDates: ['2026-10-05'],
  },
  bh19: {
    name: 'Verity Aumavae', fileNumber: '6628', phone: '808-555-0153',
    address: { street: '91-1010 Renton Rd', city: 'Ewa Beach', state: 'HI', zip: '96706' },
    dateOfBirth: '2010-05-19', visitDates: ['2026-09-26', '2026-11-07'],
  },
  bh20: {
    name: 'Limojwa Lalimo', fileNumber: '0921476', phone: '808-555-0168',
    address: { street: '74-991 Manawalea St', city: 'Kailua-Kona', state: 'HI', zip: '96740' },
    dateOfBirth: '1986-12-01', visitDates: ['2026-10-16'],
  },
  bh21: {
    name: 'Penelope Van Dusen', givenName: 'Penelope', familyName: 'Van Dusen', aliases: ['Poppy'],
    fileNumber: '0207381', phone: '808-555-0102', email: 'poppy.vandusen@kaanapali.example',
    address: { street: '4242 Lower Honoapiilani Rd', city: 'Lahaina', state: 'HI', zip: '96761' },
    dateOfBirth: '1942-07-04', visitDates: ['2026-10-23', '2026-11-13'],
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
