// The people and records the service would know for the fifty-ninth held-out hand-written set
// (bench/deid/heldout59/*.txt). Made up by hand; every given name, alias and surname was checked with `grep -rlw`
// against the other sets' contexts.ts and bench/deid/handwritten.ts. A border federally qualified health centre in
// the US Southwest (Las Cruces, El Paso, Tucson, Albuquerque, Gallup) and its partners: paediatrics and a newborn
// nursery, family medicine with obstetrics, wound care and the diabetic foot, nephrology and dialysis, radiology,
// pharmacy and 340B, migrant farmworker outreach, and telehealth to the Navajo Nation, Hopi, Zuni and Acoma.
// Navajo (Nezbah Tohannie, Shanoa Tallsalt, Kyrie Todacheene), Hopi (Delwyn Nuvamsa), Zuni (Arliss Laate), Acoma
// (Prudencia "Prudy" Vallo), Tohono O'odham (Cecilio Narcho), Mexican and Mexican-American two-surname names with
// accents and nicknames (Refugia "Cuca" Zubía Olivas, Casimiro "Miro" Munguía, the twins Lisandro and Leandro
// Zamarripa Ocaña, Azucena "Chena" Trejo Rosas, Ascensión "Chon" Armendáriz), Guatemalan Maya (Feliciano "Chano"
// Ajpacajá Xicará, Micaela Sicajau), Latter-day Saint ranching families (Lafe Flake, LaPriel Tenney), Midwestern
// retirees (Lyndell Vonderhaar, Margarethe "Midge" Kuehnhold) and names that are words (Ivory Lemon, Flake, Rosas,
// Azucena). Staff surnames that are eponyms: Dr. Marisabel Wagner (Wagner grade), Dr. Ramona Silverman
// (Silverman-Andersen score). Five patients over 89 (Tohannie, Vallo, Zubía Olivas, Tenney, Kuehnhold).
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Marisabel Wagner', 'Dr. Ramona Silverman', 'Dr. Sharlene Tapaha', 'Dr. Cuauhtémoc Lomelí', 'Dr. Bertram Pfeffer',
  'Dr. Perla Loera', 'Jazmín Archibeque, CNM', 'Dalila Trujeque, RN', 'Shawnell Clitso, RN', 'Citlali Banuelos, PharmD',
  'Ruben Armijo, CHW', 'Kamryn Udall', 'Gaylene Sorrell, LCSW',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bd1: {
    name: 'Nezbah Tohannie', fileNumber: '0047219', phone: '505-555-0113',
    address: { street: 'PO Box 417', city: 'Tohatchi', state: 'NM', zip: '87325' },
    dateOfBirth: '1934-01-01', visitDates: ['2026-09-24', '2026-11-12'],
  },
  bd2: {
    name: 'Shanoa Tallsalt', fileNumber: '318804', phone: '505-555-0128', email: 'stallsalt@redmesa.example',
    address: { street: '415 W Hill Ave', city: 'Gallup', state: 'NM', zip: '87301' },
    dateOfBirth: '1995-03-08', visitDates: ['2026-09-15', '2026-10-20', '2026-11-17'],
  },
  bd3: {
    name: 'Delwyn Nuvamsa', fileNumber: '5583', phone: '928-555-0147',
    address: { street: 'PO Box 92', city: 'Kykotsmovi', state: 'AZ', zip: '86039' },
    dateOfBirth: '1959-07-22', visitDates: ['2026-10-06', '2026-11-03'],
  },
  bd4: {
    name: 'Arliss Laate', fileNumber: '0092651', phone: '505-555-0139',
    address: { street: '31 Pia Mesa Rd', city: 'Zuni', state: 'NM', zip: '87327' },
    dateOfBirth: '1968-04-30', visitDates: ['2026-09-29', '2026-11-10'],
  },
  bd5: {
    name: 'Prudencia Vallo', aliases: ['Prudy'], fileNumber: '0071356', phone: '505-555-0182',
    address: { street: 'PO Box 306', city: 'Acomita', state: 'NM', zip: '87034' },
    dateOfBirth: '1935-05-19', visitDates: ['2026-10-08'],
  },
  bd6: {
    name: 'Cecilio Narcho', fileNumber: '227810', phone: '520-555-0164',
    address: { street: 'PO Box 774', city: 'Sells', state: 'AZ', zip: '85634' },
    dateOfBirth: '1965-02-14', visitDates: ['2026-09-21', '2026-10-19', '2026-11-16'],
  },
  bd7: {
    name: 'Refugia Zubía Olivas', givenName: 'Refugia', familyName: 'Zubía Olivas', aliases: ['Cuca'],
    fileNumber: '0008842', phone: '915-555-0107',
    address: { street: '3911 Alameda Ave', city: 'El Paso', state: 'TX', zip: '79905' },
    dateOfBirth: '1931-08-15', visitDates: ['2026-10-02', '2026-11-20'],
  },
  bd8: {
    name: 'Casimiro Munguía', aliases: ['Miro'], fileNumber: '413096', phone: '520-555-0171',
    email: 'miro.munguia@saguaro.example',
    address: { street: '2818 S 6th Ave', city: 'Tucson', state: 'AZ', zip: '85713' },
    dateOfBirth: '1982-11-03', visitDates: ['2026-10-14'],
  },
  bd9: {
    name: 'Lisandro Zamarripa Ocaña', givenName: 'Lisandro', familyName: 'Zamarripa Ocaña', fileNumber: '941207',
    phone: '575-555-0155',
    address: { street: '1742 El Paseo Rd', city: 'Las Cruces', state: 'NM', zip: '88001' },
    dateOfBirth: '2026-10-28', visitDates: ['2026-10-28', '2026-10-30', '2026-11-05'],
  },
  bd10: {
    name: 'Leandro Zamarripa Ocaña', givenName: 'Leandro', familyName: 'Zamarripa Ocaña', fileNumber: '941208',
    phone: '575-555-0155',
    address: { street: '1742 El Paseo Rd', city: 'Las Cruces', state: 'NM', zip: '88001' },
    dateOfBirth: '2026-10-28', visitDates: ['2026-10-28', '2026-11-02', '2026-11-05'],
  },
  bd11: {
    name: 'Feliciano Ajpacajá Xicará', givenName: 'Feliciano', familyName: 'Ajpacajá Xicará', aliases: ['Chano'],
    fileNumber: '7164', phone: '575-555-0120',
    address: { street: '118 Franklin St', city: 'Hatch', state: 'NM', zip: '87937' },
    dateOfBirth: '1997-06-11', visitDates: ['2026-09-09', '2026-10-01'],
  },
  bd12: {
    name: 'Micaela Sicajau', fileNumber: '0053918', phone: '575-555-0191',
    address: { street: '609 S Copper St', city: 'Deming', state: 'NM', zip: '88030' },
    dateOfBirth: '2003-01-25', visitDates: ['2026-09-17', '2026-10-22'],
  },
  bd13: {
    name: 'Lafe Flake', fileNumber: '38820', phone: '928-555-0158',
    address: { street: '651 S 3rd W', city: 'Snowflake', state: 'AZ', zip: '85937' },
    dateOfBirth: '1948-09-02', visitDates: ['2026-10-27', '2026-11-24'],
  },
  bd14: {
    name: 'LaPriel Tenney', fileNumber: '0014573', phone: '928-555-0133',
    address: { street: '212 E Central Ave', city: 'Eagar', state: 'AZ', zip: '85925' },
    dateOfBirth: '1936-03-27', visitDates: ['2026-09-30', '2026-11-18'],
  },
  bd15: {
    name: 'Lyndell Vonderhaar', fileNumber: '275531', phone: '520-555-0186', email: 'lvonderhaar@buckeye.example',
    address: { street: '470 S Paseo Lobo', city: 'Green Valley', state: 'AZ', zip: '85614' },
    dateOfBirth: '1945-12-09', visitDates: ['2026-10-16', '2026-11-13'],
  },
  bd16: {
    name: 'Margarethe Kuehnhold', aliases: ['Midge'], fileNumber: '0066047', phone: '623-555-0119',
    address: { street: '10418 W Desert Hills Dr', city: 'Sun City', state: 'AZ', zip: '85351' },
    dateOfBirth: '1933-06-06', visitDates: ['2026-09-18', '2026-10-30'],
  },
  bd17: {
    name: 'Ivory Lemon', fileNumber: '812690', phone: '505-555-0177', email: 'ivory.lemon@sandia.example',
    address: { street: '2309 Girard Blvd NE', city: 'Albuquerque', state: 'NM', zip: '87106' },
    dateOfBirth: '1974-10-12', visitDates: ['2026-10-09', '2026-11-06'],
  },
  bd18: {
    name: 'Azucena Trejo Rosas', givenName: 'Azucena', familyName: 'Trejo Rosas', aliases: ['Chena'],
    fileNumber: '0120384', phone: '575-555-0142', email: 'azu.trejo@correo.example',
    address: { street: '815 Lisa Dr', city: 'Anthony', state: 'NM', zip: '88021' },
    dateOfBirth: '1988-07-04', visitDates: ['2026-09-25', '2026-11-19'],
  },
  bd19: {
    name: 'Kyrie Todacheene', fileNumber: '6009', phone: '505-555-0104',
    address: { street: 'PO Box 2260', city: 'Crownpoint', state: 'NM', zip: '87313' },
    dateOfBirth: '2016-04-18', visitDates: ['2026-09-10', '2026-10-23'],
  },
  bd20: {
    name: 'Ascensión Armendáriz', aliases: ['Chon'], fileNumber: '0301772', phone: '915-555-0169',
    address: { street: '611 S Florence St', city: 'El Paso', state: 'TX', zip: '79901' },
    dateOfBirth: '1956-05-05', visitDates: ['2026-10-05', '2026-11-09'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a huddle, a CSV, a board) or none: no subject patient, all of them as others.
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
