// The people and records the service would know for the sixty-fourth held-out hand-written set
// (bench/deid/heldout64/*.txt). Made up by hand, sharing no given name, alias or surname with the other sets'
// contexts.ts (checked with grep -rlw -i, file names only). A South Florida network across Miami-Dade, Broward and Palm
// Beach: a geriatric practice, a memory-care facility, cardiology and an anticoagulation clinic, a hurricane-season
// special-needs shelter, a wound clinic, a free clinic for undocumented workers and an urgent care that sees boating and
// pool injuries. Cuban (Regla "Reglita" Vilariño Cabrales, Crescencio "Checo" Pradera Gispert, Belkis Portuondo
// Lavastida), Venezuelan (Yusmary "Yusmi" Briceño Villasmil, the child Luciano Arismendi), Colombian (Jhon Fredy
// "Fredy" Arboleda Tabares, Arcesio Manjarrés), Guatemalan K'iche' (Tereso Cumes Yax), Haitian (Anselme Bien-Aimé,
// Anacéline "Sousou" Fleurimond), Brazilian (Edilene "Dida" Marcondes Bittencourt), Jamaican (Fitzroy "Bigga" Mattocks,
// Merline Ebanks), Jewish snowbirds and retirees (Mordechai "Morty" Glickstein, Frumet "Fruma" Perelmuter), a Hungarian
// survivor written family name first (Lusztig Piroska, "Piri"), Québécois snowbirds (Gaëtan Pelchat, Huguette
// Beauchesne), Florida natives (Dock Yelvington, Stryker Vandergriff). Names that are words: Regla, Dock, Stryker,
// Gong, Quick. Staff surnames that are eponyms: Dr. Olimpia Brugada, Dr. Anshel Lewy, Dr. Sabine Unna, Ophélie Quick
// (Quick's prothrombin time). Hyphenated (Bien-Aimé, Arocha-Lisboa), a particle (de Armas), family name first (Gong
// Seul-ki, Lusztig Piroska). Seven patients over 89: Fleurimond, Glickstein, Perelmuter, Pelchat, Beauchesne, Pradera,
// Lusztig.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Olimpia Brugada', 'Dr. Anshel Lewy', 'Dr. Sabine Unna', 'Ophélie Quick, PharmD', 'Dr. Anabel Arocha-Lisboa',
  'Dr. Octavio de Armas', 'Dr. Seul-ki Gong', 'Kervens Mompremier, RN', 'Yamilé Sotolongo, LCSW', 'Yunieski Barroso, MA',
  'Kimberlyn Mayweather', 'Mirlande Ducasse, RN', 'Brecken Allbritton, PA-C',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  bi1: {
    name: 'Regla Vilariño Cabrales', givenName: 'Regla', familyName: 'Vilariño Cabrales', aliases: ['Reglita'],
    fileNumber: '0042817', phone: '305-555-0114',
    address: { street: '1185 W 29th St', city: 'Hialeah', state: 'FL', zip: '33012' },
    dateOfBirth: '1941-03-08', visitDates: ['2026-09-14', '2026-10-26'],
  },
  bi2: {
    name: 'Yusmary Briceño Villasmil', givenName: 'Yusmary', familyName: 'Briceño Villasmil', aliases: ['Yusmi'],
    fileNumber: '615093', phone: '786-555-0127', email: 'yusmi.briceno@arepa.example',
    address: { street: '10450 NW 41st St Apt 208', city: 'Doral', state: 'FL', zip: '33178' },
    dateOfBirth: '1988-11-19', visitDates: ['2026-10-07'],
  },
  bi3: {
    name: 'Jhon Fredy Arboleda Tabares', givenName: 'Jhon Fredy', familyName: 'Arboleda Tabares', aliases: ['Fredy'],
    fileNumber: '7730', phone: '786-555-0139',
    address: { street: '10825 SW 6th St Apt 12', city: 'Sweetwater', state: 'FL', zip: '33174' },
    dateOfBirth: '1990-02-03', visitDates: ['2026-09-22', '2026-10-13'],
  },
  bi4: {
    name: 'Anselme Bien-Aimé', givenName: 'Anselme', familyName: 'Bien-Aimé', fileNumber: '0208846',
    phone: '305-555-0142',
    address: { street: '13055 NE 6th Ave', city: 'North Miami', state: 'FL', zip: '33161' },
    dateOfBirth: '1956-07-21', visitDates: ['2026-09-29', '2026-11-10'],
  },
  bi5: {
    name: 'Anacéline Fleurimond', aliases: ['Sousou'], fileNumber: '0031592', phone: '305-555-0158',
    address: { street: '6124 NE 2nd Ave', city: 'Miami', state: 'FL', zip: '33137' },
    dateOfBirth: '1934-05-17', visitDates: ['2026-09-09', '2026-10-05'],
  },
  bi6: {
    name: 'Edilene Marcondes Bittencourt', givenName: 'Edilene', familyName: 'Marcondes Bittencourt', aliases: ['Dida'],
    fileNumber: '482706', phone: '954-555-0161', email: 'edilene.bittencourt@saudade.example',
    address: { street: '741 SE 9th Ave', city: 'Pompano Beach', state: 'FL', zip: '33060' },
    dateOfBirth: '1969-12-01', visitDates: ['2026-10-19'],
  },
  bi7: {
    name: 'Fitzroy Mattocks', aliases: ['Bigga'], fileNumber: '90318', phone: '954-555-0173',
    address: { street: '4120 NW 19th St', city: 'Lauderhill', state: 'FL', zip: '33313' },
    dateOfBirth: '1952-04-04', visitDates: ['2026-09-16', '2026-10-14', '2026-11-18'],
  },
  bi8: {
    name: 'Mordechai Glickstein', aliases: ['Morty'], fileNumber: '0006274', phone: '561-555-0118',
    email: 'morty.glick@kibbitz.example',
    address: { street: '6671 Bougainvillea Ln', city: 'Boca Raton', state: 'FL', zip: '33433' },
    dateOfBirth: '1932-07-02', visitDates: ['2026-10-01', '2026-11-05'],
  },
  bi9: {
    name: 'Frumet Perelmuter', aliases: ['Fruma'], fileNumber: '0150733', phone: '305-555-0186',
    address: { street: '20801 Biscayne Blvd', city: 'Aventura', state: 'FL', zip: '33180' },
    dateOfBirth: '1929-01-24', visitDates: ['2026-09-18', '2026-11-02'],
  },
  bi10: {
    name: 'Gaëtan Pelchat', fileNumber: '374419', phone: '954-555-0104', email: 'gaetan.pelchat@sucrerie.example',
    address: { street: '1800 S Ocean Dr Apt 907', city: 'Hallandale Beach', state: 'FL', zip: '33009' },
    dateOfBirth: '1935-03-30', visitDates: ['2026-11-12', '2026-11-24'],
  },
  bi11: {
    name: 'Huguette Beauchesne', fileNumber: '0089160', phone: '954-555-0192',
    address: { street: '2615 Polk St', city: 'Hollywood', state: 'FL', zip: '33020' },
    dateOfBirth: '1936-02-14', visitDates: ['2026-11-16'],
  },
  bi12: {
    name: 'Crescencio Pradera Gispert', givenName: 'Crescencio', familyName: 'Pradera Gispert', aliases: ['Checo'],
    fileNumber: '5527', phone: '305-555-0125',
    address: { street: '1543 SW 8th St', city: 'Miami', state: 'FL', zip: '33135' },
    dateOfBirth: '1933-08-15', visitDates: ['2026-09-25', '2026-10-23'],
  },
  bi13: {
    name: 'Piroska Lusztig', givenName: 'Piroska', familyName: 'Lusztig', aliases: ['Piri'],
    fileNumber: '0710458', phone: '561-555-0147',
    address: { street: '3120 Lake Ida Rd', city: 'Delray Beach', state: 'FL', zip: '33445' },
    dateOfBirth: '1931-04-11', visitDates: ['2026-10-09', '2026-11-20'],
  },
  bi14: {
    name: 'Dock Yelvington', fileNumber: '26391', phone: '305-555-0133',
    address: { street: '28740 SW 187th Ave', city: 'Homestead', state: 'FL', zip: '33030' },
    dateOfBirth: '1958-09-05', visitDates: ['2026-10-02'],
  },
  bi15: {
    name: 'Tereso Cumes Yax', givenName: 'Tereso', familyName: 'Cumes Yax', fileNumber: '0003847', phone: '786-555-0109',
    address: { street: '404 W Palm Dr Lot 9', city: 'Florida City', state: 'FL', zip: '33034' },
    dateOfBirth: '1996-06-12', visitDates: ['2026-09-30', '2026-10-28'],
  },
  bi16: {
    name: 'Stryker Vandergriff', fileNumber: '861204', phone: '561-555-0168', email: 'stryk.v@sandbar.example',
    address: { street: '1421 Marlin St', city: 'Jupiter', state: 'FL', zip: '33477' },
    dateOfBirth: '1999-08-23', visitDates: ['2026-09-06', '2026-09-20'],
  },
  bi17: {
    name: 'Luciano Arismendi', fileNumber: '0590216', phone: '786-555-0151',
    address: { street: '8355 NW 107th Ct', city: 'Doral', state: 'FL', zip: '33172' },
    dateOfBirth: '2022-06-09', visitDates: ['2026-09-12', '2026-10-10'],
  },
  bi18: {
    name: 'Merline Ebanks', fileNumber: '147385', phone: '954-555-0176', email: 'merline.ebanks@hibiscus.example',
    address: { street: '3310 SW 68th Way', city: 'Miramar', state: 'FL', zip: '33023' },
    dateOfBirth: '1963-05-28', visitDates: ['2026-10-21', '2026-11-04'],
  },
  bi19: {
    name: 'Belkis Portuondo Lavastida', givenName: 'Belkis', familyName: 'Portuondo Lavastida', fileNumber: '0024671',
    phone: '305-555-0195',
    address: { street: '2711 NW 135th St', city: 'Opa-locka', state: 'FL', zip: '33054' },
    dateOfBirth: '1950-10-11', visitDates: ['2026-10-05'],
  },
  bi20: {
    name: 'Arcesio Manjarrés', fileNumber: '93058', phone: '954-555-0120', email: 'amanjarres@cafetal.example',
    address: { street: '1745 Sunflower Cir', city: 'Weston', state: 'FL', zip: '33327' },
    dateOfBirth: '1961-01-17', visitDates: ['2026-09-24', '2026-11-19'],
  },
};

/**
 * The context for a note about `patientKey`: that patient, the staff, and every other patient as other patients.
 * `p0` is a note about several patients (a handover) or none: no subject patient, all of them as other patients.
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
