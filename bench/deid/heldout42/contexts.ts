// The people and records the service would know for the forty-second held-out hand-written set
// (bench/deid/heldout42/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw). Alaska and the Pacific Northwest coast: an Anchorage tribal health consortium
// with village clinics reached by plane (Bethel, Kwethluk, Nome, Shishmaref, Kotzebue, Dillingham, St. Paul and
// St. George islands, Angoon, Sitka), a Seattle and a Tacoma hospital receiving medevacs, and commercial fishing and
// cannery crews. Yup'ik, Iñupiaq, Unangax and Tlingit patients with names in their own languages beside their English
// names (Fannie Akiakchak "Cikigaq", Rosalie Kignak "Aqsiataaq", Moses Chimegalrea "Anguyaq", Harriet Kadashan
// "Shaadaax'", Linus Kookesh "Kaatyé"); Filipino (Arnulfo "Boyet" Bacani, Benigna "Bining" Dacanay), Samoan
// (Pulefano "Fano" Tuimavave), Tongan (Penitani "Pen" Maka, Salote Kaufana), Ukrainian (Taras "Tarasyk" Kovalchuk,
// Zinoviya "Zina" Savchuk), Mexican (Eréndira "Ere" Villagómez, Eliseo "Cheo" Aldaco) and Norwegian-American
// (Torleif "Tor" Skarsgard) fishing and cannery people; village addresses that are a PO box, general delivery or a
// house number with no street; five patients over 89 (Akiakchak 93, Kignak 96, Kadashan 91, Prokopeuff 98, Dacanay
// 90); staff surnames that are eponyms (Dr. Ignatius Wolff, Dr. Marit Dupuytren); file numbers of 4 to 7 digits,
// several with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Evdokia Ivanoff', 'Dr. Anders Ringdahl', 'Dr. Rainer Mattox', 'Dr. Ignatius Wolff', 'Dr. Marit Dupuytren',
  'Dr. Rand Fenstermaker, DDS', 'Hildur Haakonsen, AuD', 'Maxine Nicori, CHA', 'Tabitha Oxereok, CHP',
  'Emmett Valkama, PharmD', 'Noreen Kameroff, RN', 'Cashel Rudisill, RN', 'Imelda Catbagan, LCSW', 'Shaylee Poindexter',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  am1: {
    name: 'Fannie Akiakchak', aliases: ['Cikigaq'], fileNumber: '0041187', phone: '907-555-0134',
    address: { street: 'House 214', city: 'Kwethluk', state: 'AK', zip: '99621' },
    dateOfBirth: '1933-03-08', visitDates: ['2026-10-06', '2026-11-10'],
  },
  am2: {
    name: 'Rosalie Kignak', aliases: ['Aqsiataaq'], fileNumber: '218840', phone: '907-555-0172',
    address: { street: 'PO Box 263', city: 'Kotzebue', state: 'AK', zip: '99752' },
    dateOfBirth: '1930-07-19', visitDates: ['2026-09-22', '2026-11-03'],
  },
  am3: {
    name: 'Innokenty Merculief', aliases: ['Kenny'], fileNumber: '7702', phone: '907-555-0119',
    address: { street: 'PO Box 88', city: 'St. Paul Island', state: 'AK', zip: '99660' },
    dateOfBirth: '1958-12-06', visitDates: ['2026-10-14'],
  },
  am4: {
    name: 'Harriet Kadashan', aliases: ["Shaadaax'"], fileNumber: '0093362', phone: '907-555-0157',
    email: 'hkadashan@raven.example',
    address: { street: '411 Katlian St', city: 'Sitka', state: 'AK', zip: '99835' },
    dateOfBirth: '1935-05-27', visitDates: ['2026-10-28'],
  },
  am5: {
    name: 'Arnulfo Bacani', aliases: ['Boyet'], fileNumber: '560914', phone: '206-555-0148',
    email: 'boyet.bacani@mail.example',
    address: { street: '8817 Rainier Ave S', city: 'Seattle', state: 'WA', zip: '98118' },
    dateOfBirth: '1979-02-14', visitDates: ['2026-07-09', '2026-09-15'],
  },
  am6: {
    name: 'Pulefano Tuimavave', aliases: ['Fano'], fileNumber: '0027451', phone: '253-555-0163',
    address: { street: '1520 S 56th St', city: 'Tacoma', state: 'WA', zip: '98408' },
    dateOfBirth: '1988-09-30', visitDates: ['2026-10-02'],
  },
  am7: {
    name: 'Penitani Maka', aliases: ['Pen'], fileNumber: '81390', phone: '907-555-0181', email: 'pen.maka@ocean.example',
    address: { street: '3712 Mountain View Dr', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '1995-04-11', visitDates: ['2026-11-17'],
  },
  am8: {
    name: 'Taras Kovalchuk', aliases: ['Tarasyk'], fileNumber: '0330128', phone: '907-555-0126',
    address: { street: '1215 Mill Bay Rd', city: 'Kodiak', state: 'AK', zip: '99615' },
    dateOfBirth: '1991-01-23', visitDates: ['2026-08-27', '2026-10-20'],
  },
  am9: {
    name: 'Eréndira Villagómez', givenName: 'Eréndira', familyName: 'Villagómez', aliases: ['Ere'],
    fileNumber: '640052', phone: '509-555-0114', email: 'ere.villagomez@correo.example',
    address: { street: '27 S Chelan Ave', city: 'Wenatchee', state: 'WA', zip: '98801' },
    dateOfBirth: '1998-06-05', visitDates: ['2026-07-22'],
  },
  am10: {
    name: 'Tasha Nanalook', fileNumber: '0005519', phone: '907-555-0140',
    address: { street: 'PO Box 1442', city: 'Dillingham', state: 'AK', zip: '99576' },
    dateOfBirth: '2001-11-29', visitDates: ['2026-09-08', '2026-10-30'],
  },
  am11: {
    name: 'Burnett Tocktoo', aliases: ['Nasruk'], fileNumber: '113307', phone: '907-555-0191',
    address: { street: '508 E 4th Ave', city: 'Nome', state: 'AK', zip: '99762' },
    dateOfBirth: '1966-02-02', visitDates: ['2026-10-09'],
  },
  am12: {
    name: 'Daisy Kiyutelluk', fileNumber: '4406', phone: '907-555-0102',
    address: { street: 'General Delivery', city: 'Shishmaref', state: 'AK', zip: '99772' },
    dateOfBirth: '2018-04-17', visitDates: ['2026-11-05'],
  },
  am13: {
    name: 'Agrafina Prokopeuff', aliases: ['Fina'], fileNumber: '0000736', phone: '907-555-0108',
    address: { street: 'General Delivery', city: 'St. George', state: 'AK', zip: '99591' },
    dateOfBirth: '1928-01-01', visitDates: ['2026-10-16'],
  },
  am14: {
    name: 'Linus Kookesh', aliases: ['Kaatyé'], fileNumber: '0750264', phone: '907-555-0165',
    address: { street: 'PO Box 219', city: 'Angoon', state: 'AK', zip: '99820' },
    dateOfBirth: '1970-12-12', visitDates: ['2026-09-29'],
  },
  am15: {
    name: 'Torleif Skarsgard', aliases: ['Tor'], fileNumber: '290871', phone: '206-555-0177',
    email: 'skipper.tor@fvnordic.example',
    address: { street: '6012 24th Ave NW', city: 'Seattle', state: 'WA', zip: '98107' },
    dateOfBirth: '1962-08-03', visitDates: ['2026-10-23'],
  },
  am16: {
    name: 'Benigna Dacanay', aliases: ['Bining'], fileNumber: '61024', phone: '206-555-0130',
    address: { street: '2418 15th Ave S', city: 'Seattle', state: 'WA', zip: '98144' },
    dateOfBirth: '1936-06-13', visitDates: ['2026-10-07', '2026-11-18'],
  },
  am17: {
    name: 'Zinoviya Savchuk', aliases: ['Zina'], fileNumber: '0068840', phone: '907-555-0153',
    email: 'zina.savchuk@mail.example',
    address: { street: '1460 S Colony Way Apt 7', city: 'Palmer', state: 'AK', zip: '99645' },
    dateOfBirth: '1972-10-10', visitDates: ['2026-11-12'],
  },
  am18: {
    name: 'Moses Chimegalrea', aliases: ['Anguyaq'], fileNumber: '3318', phone: '907-555-0187',
    address: { street: '1180 Ptarmigan St', city: 'Bethel', state: 'AK', zip: '99559' },
    dateOfBirth: '1949-07-04', visitDates: ['2026-10-13', '2026-11-19'],
  },
  am19: {
    name: 'Eliseo Aldaco', aliases: ['Cheo'], fileNumber: '0451207', phone: '509-555-0198',
    address: { street: '640 E Main St', city: 'Othello', state: 'WA', zip: '99344' },
    dateOfBirth: '1984-03-19', visitDates: ['2026-08-14'],
  },
  am20: {
    name: 'Salote Kaufana', fileNumber: '97215', phone: '907-555-0110',
    address: { street: '824 Klevin St', city: 'Anchorage', state: 'AK', zip: '99508' },
    dateOfBirth: '2010-05-21', visitDates: ['2026-11-06'],
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
