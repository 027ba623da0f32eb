// The people and records the service would know for the twenty-sixth held-out hand-written set
// (bench/deid/heldout26/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w). A network in Hawaiʻi and the Pacific: a Kalihi (Honolulu) community health centre (Native
// Hawaiian, Chuukese, Ilocano/Filipino and Tongan families), a Hilo and a Molokaʻi rural clinic, Japanese- and
// Okinawan-American elders in a Maui care home, a Guam/Saipan telehealth link (Chamorro, Carolinian), a military-family
// clinic near Schofield Barracks and a kūpuna hospice. Names with ʻokina and kahakō (also written without them), long
// Hawaiian given names with short forms (Kamakanaʻaloha "Kama", Kaleikoa "Koa", Puanani "Pua", Leiʻohu "Lei"), names
// that are words or places (Kaimana, Koa, Lei, Kamado, Laramie, Savannah, Kupu), Japanese elders also written family
// name first (Higa Tsuruko, Shimabukuro Kamado, Takayasu Masaichi), five patients over 89, a patient sharing a surname
// with staff (Hōkūlani Kamakea, Dr. Kahiau Kamakea) and one with an eponym (Takayasu arteritis), a staff eponym
// (Dr. Miles Durkan, Durkan test); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Kahiau Kamakea', 'Dr. Miles Durkan', 'Dr. Kawika Lum', 'Dr. Jocelyn Pagdilao', 'Dr. Eiko Tamashiro',
  'Dr. Josefina Blas', 'Lokelani Pauole, RN', 'Taniela Kupu, CHW', 'Rhea Sagucio, PharmD', 'Brenda Okimoto, LCSW',
  'Ipolani Kekona', 'Jeffrey Moniz, APRN',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  i1: {
    name: 'Kamakanaʻaloha Pahukula', aliases: ['Kama'], fileNumber: '0041872', phone: '808-555-0131',
    address: { street: '1826 Kalihi St', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1971-08-19', visitDates: ['2026-10-06', '2026-11-17'],
  },
  i2: {
    name: 'Leiʻohu Kekauoha', aliases: ['Lei'], fileNumber: '73315', phone: '808-555-0162',
    email: 'leiohu.k@mauna.example',
    address: { street: '244 Kīlauea Ave', city: 'Hilo', state: 'HI', zip: '96720' },
    dateOfBirth: '1985-02-07', visitDates: ['2026-10-21'],
  },
  i3: {
    name: 'Kaimana Nāone', fileNumber: '6604', phone: '808-555-0178',
    address: { street: 'PO Box 1482', city: 'Kaunakakai', state: 'HI', zip: '96748' },
    dateOfBirth: '1963-11-30', visitDates: ['2026-09-29', '2026-11-10'],
  },
  i4: {
    name: 'Tsuruko Higa', givenName: 'Tsuruko', familyName: 'Higa', fileNumber: '0009127', phone: '808-555-0113',
    address: { street: '55 Lunalilo St', city: 'Wailuku', state: 'HI', zip: '96793' },
    dateOfBirth: '1930-05-05', visitDates: ['2026-10-13', '2026-11-19'],
  },
  i5: {
    name: 'Kamado Shimabukuro', givenName: 'Kamado', familyName: 'Shimabukuro', fileNumber: '218406',
    phone: '808-555-0147',
    address: { street: '3620 Lower Kula Rd', city: 'Kula', state: 'HI', zip: '96790' },
    dateOfBirth: '1933-01-22', visitDates: ['2026-11-02'],
  },
  i6: {
    name: 'Masaichi Takayasu', givenName: 'Masaichi', familyName: 'Takayasu', fileNumber: '0530661',
    phone: '808-555-0186',
    address: { street: '410 Kamehameha Ave', city: 'Kahului', state: 'HI', zip: '96732' },
    dateOfBirth: '1935-09-14', visitDates: ['2026-10-27'],
  },
  i7: {
    name: 'Kinesi Billimon', fileNumber: '492077', phone: '808-555-0104',
    address: { street: '1545 Linapuni St Apt 7B', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1992-06-11', visitDates: ['2026-11-05'],
  },
  i8: {
    name: 'Crispulo Bactad', aliases: ['Dodong'], fileNumber: '85130', phone: '808-555-0159',
    email: 'cbactad@ilokano.example',
    address: { street: '94-120 Pupuole St', city: 'Waipahu', state: 'HI', zip: '96797' },
    dateOfBirth: '1956-04-03', visitDates: ['2026-10-09'],
  },
  i9: {
    name: 'Marivic Cabacungan-Ulep', givenName: 'Marivic', familyName: 'Cabacungan-Ulep', fileNumber: '0276514',
    phone: '808-555-0193',
    address: { street: '1340 Dillingham Blvd', city: 'Honolulu', state: 'HI', zip: '96817' },
    dateOfBirth: '1979-12-15', visitDates: ['2026-11-12'],
  },
  i10: {
    name: 'Sitiveni Haʻunga', aliases: ['Veni'], fileNumber: '360918', phone: '808-555-0125',
    address: { street: '2014 Kula Kolea Dr', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '1968-07-28', visitDates: ['2026-10-15', '2026-11-16'],
  },
  i11: {
    name: 'Losaline Vaipulu', fileNumber: '9058', phone: '808-555-0170',
    address: { street: '1219 Mokauea St', city: 'Honolulu', state: 'HI', zip: '96819' },
    dateOfBirth: '2018-03-09', visitDates: ['2026-11-04'],
  },
  i12: {
    name: 'Vicenta Quinata Aguon', givenName: 'Vicenta', familyName: 'Quinata Aguon', fileNumber: '0067340',
    phone: '671-555-0142',
    address: { street: '128 Chalan Kanton Tasi', city: 'Dededo', state: 'GU', zip: '96929' },
    dateOfBirth: '1936-02-02', visitDates: ['2026-10-20'],
  },
  i13: {
    name: 'Rufina Olopai', fileNumber: '158822', phone: '670-555-0118', email: 'rufina.olopai@marianas.example',
    address: { street: 'PO Box 504', city: 'Saipan', state: 'MP', zip: '96950' },
    dateOfBirth: '1974-10-25', visitDates: ['2026-11-09'],
  },
  i14: {
    name: 'Laramie Treadwell', fileNumber: '704431', phone: '808-555-0137', email: 'laramie.tread@mil.example',
    address: { street: '112 Kamehameha Hwy', city: 'Wahiawa', state: 'HI', zip: '96786' },
    dateOfBirth: '1996-01-17', visitDates: ['2026-10-30'],
  },
  i15: {
    name: 'Savannah Mayhew', fileNumber: '0815', phone: '808-555-0151',
    address: { street: '207 Hanalei Cir', city: 'Wahiawa', state: 'HI', zip: '96786' },
    dateOfBirth: '2019-08-04', visitDates: ['2026-11-06'],
  },
  i16: {
    name: 'Hōkūlani Kamakea', fileNumber: '241190', phone: '808-555-0109',
    address: { street: '41-1022 Kalanianaʻole Hwy', city: 'Waimānalo', state: 'HI', zip: '96795' },
    dateOfBirth: '1932-12-01', visitDates: ['2026-11-03', '2026-11-20'],
  },
  i17: {
    name: 'Kaleikoa Keliʻihoʻomalu', aliases: ['Koa'], fileNumber: '0350247', phone: '808-555-0166',
    address: { street: '15-1840 Makuʻu Dr', city: 'Pāhoa', state: 'HI', zip: '96778' },
    dateOfBirth: '1988-05-23', visitDates: ['2026-10-08'],
  },
  i18: {
    name: 'Puanani Dudoit', aliases: ['Pua'], fileNumber: '57742', phone: '808-555-0184',
    address: { street: 'PO Box 233', city: 'Hoʻolehua', state: 'HI', zip: '96729' },
    dateOfBirth: '1959-09-06', visitDates: ['2026-10-22'],
  },
  i19: {
    name: 'Sinobu Esirom', fileNumber: '623058', phone: '808-555-0120',
    address: { street: '1720 Haka Dr Apt 3', city: 'Honolulu', state: 'HI', zip: '96817' },
    dateOfBirth: '1981-04-14', visitDates: ['2026-11-13'],
  },
  i20: {
    name: 'Kazuo Uyehara', fileNumber: '4410', phone: '808-555-0197',
    address: { street: '270 Waiehu Beach Rd', city: 'Wailuku', state: 'HI', zip: '96793' },
    dateOfBirth: '1938-03-03', visitDates: ['2026-10-28'],
  },
  i21: {
    name: 'Leocadio Pascua', fileNumber: '0193385', phone: '808-555-0128',
    address: { street: '45-600 Keole St', city: 'Kāneʻohe', state: 'HI', zip: '96744' },
    dateOfBirth: '1934-07-07', visitDates: ['2026-11-11'],
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
