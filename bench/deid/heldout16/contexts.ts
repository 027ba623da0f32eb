// The people and records the service would know for the sixteenth held-out hand-written set
// (bench/deid/heldout16/*.txt). Made up by hand, sharing no given name or surname with the other sets' contexts.ts
// (checked with grep -w, heldout15 included at the end). A federally qualified health centre on the Gulf South and
// Florida coast: a migrant farmworker clinic (Immokalee, Plant City), a hurricane-shelter clinic, a dialysis unit,
// obstetrics, a retirement-community geriatrics practice and a telehealth line. Cajun and Creole names (Clothilde
// Thériot, Lucien Batiste, Percy Hebert), Vietnamese (Thanh Dinh), Guatemalan Q'anjob'al (Crisanto Pascual Lucas),
// Haitian (Wisline Bienaimé), Cuban (Caridad "Cachita" Fuentes), Puerto Rican (Yadira Marrero Cintrón), Honduran
// (Elvin Bustillo), Indian (Prakash Venugopal), Greek (Eleftheria Kouvaris), Croatian (Ante Jurisich), Lebanese (Rima
// Baaklini), Jamaican (Ackeem Bogle), Choctaw (Ardell Tubby), Miccosukee (Lorene Cypress); names that are words or
// places (Merle Storms, Ophelia Gautier, Clifford Birdsong, Jazmine Lott, Tubby, Cypress); an obstetric eponym
// (Kiana Naegele) and staff eponyms (Dr. Ambrose McMurray, Dr. Thurston Levine); six patients over 89.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Ambrose McMurray', 'Dr. Sunanda Raghavan', 'Dr. Gwendolyn Ladner', 'Dr. Thurston Levine',
  'Celestine Guidroz, NP', 'Rodrigue Pierre-Louis, RN', 'Tameka Dupuy, RN', 'Nery Quiñónez, CHW',
  'Ernestine Broadus, LCSW', 'Kiet Phan, PharmD', 'Shaquita Bellard', 'Dr. Nanette Ambeau',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  y1: {
    name: 'Clothilde Thériot', aliases: ['Cloe'], fileNumber: '0041877', phone: '337-555-0142',
    address: { street: '118 Rue Bourque', city: 'Breaux Bridge', state: 'LA', zip: '70517' },
    dateOfBirth: '1951-03-09', visitDates: ['2026-10-06', '2026-11-17'],
  },
  y2: {
    name: 'Thanh Dinh', fileNumber: '562093', phone: '228-555-0117', email: 'thanh.dinh@shrimpboat.example',
    address: { street: '1532 Division St', city: 'Biloxi', state: 'MS', zip: '39530' },
    dateOfBirth: '1964-08-21', visitDates: ['2026-10-13'],
  },
  y3: {
    name: 'Crisanto Pascual Lucas', givenName: 'Crisanto', familyName: 'Pascual Lucas', fileNumber: '7310',
    phone: '239-555-0168',
    address: { street: '402 W Main St Lot 17', city: 'Immokalee', state: 'FL', zip: '34142' },
    dateOfBirth: '1993-12-02', visitDates: ['2026-11-04'],
  },
  y4: {
    name: 'Wisline Bienaimé', fileNumber: '0280456', phone: '305-555-0139',
    address: { street: '7015 NE 2nd Ave', city: 'Miami', state: 'FL', zip: '33138' },
    dateOfBirth: '1988-05-30', visitDates: ['2026-10-20', '2026-11-10'],
  },
  y5: {
    name: 'Caridad Fuentes', aliases: ['Cachita'], fileNumber: '19442', phone: '305-555-0181',
    address: { street: '1240 SW 8th St', city: 'Miami', state: 'FL', zip: '33135' },
    dateOfBirth: '1932-01-15', visitDates: ['2026-11-02'],
  },
  y6: {
    name: 'Lucien Batiste', fileNumber: '640771', phone: '504-555-0126', email: 'lbatiste@secondline.example',
    address: { street: '2317 N Galvez St', city: 'New Orleans', state: 'LA', zip: '70117' },
    dateOfBirth: '1957-10-04', visitDates: ['2026-10-09', '2026-11-06'],
  },
  y7: {
    name: 'Earline Tullos', fileNumber: '0003915', phone: '601-555-0150',
    address: { street: '88 Old Canton Rd', city: 'Jackson', state: 'MS', zip: '39211' },
    dateOfBirth: '1934-06-18', visitDates: ['2026-10-27'],
  },
  y8: {
    name: 'Merle Storms', fileNumber: '305518', phone: '850-555-0173',
    address: { street: '410 E Cervantes St', city: 'Pensacola', state: 'FL', zip: '32501' },
    dateOfBirth: '1960-02-25', visitDates: ['2026-10-11'],
  },
  y9: {
    name: 'Ophelia Gautier', aliases: ['Phee'], fileNumber: '92706', phone: '228-555-0164',
    address: { street: '675 Howard Ave', city: 'Biloxi', state: 'MS', zip: '39530' },
    dateOfBirth: '1979-09-12', visitDates: ['2026-11-12'],
  },
  y10: {
    name: 'Kiana Naegele', fileNumber: '0118342', phone: '251-555-0198', email: 'kiana.naegele@magnolia.example',
    address: { street: '2209 Dauphin Island Pkwy', city: 'Mobile', state: 'AL', zip: '36605' },
    dateOfBirth: '1999-07-07', visitDates: ['2026-09-29', '2026-10-27', '2026-11-24'],
  },
  y11: {
    name: 'Yadira Marrero Cintrón', givenName: 'Yadira', familyName: 'Marrero Cintrón', fileNumber: '448016',
    phone: '813-555-0122',
    address: { street: '3910 N Armenia Ave', city: 'Tampa', state: 'FL', zip: '33607' },
    dateOfBirth: '1985-11-19', visitDates: ['2026-11-05'],
  },
  y12: {
    name: 'Elvin Bustillo', fileNumber: '5083', phone: '504-555-0187',
    address: { street: '3405 Williams Blvd', city: 'Kenner', state: 'LA', zip: '70065' },
    dateOfBirth: '1990-04-14', visitDates: ['2026-10-16'],
  },
  y13: {
    name: 'Prakash Venugopal', fileNumber: '821467', phone: '813-555-0145', email: 'pvenugopal@citrus.example',
    address: { street: '15020 Bruce B Downs Blvd', city: 'Tampa', state: 'FL', zip: '33647' },
    dateOfBirth: '1971-01-26', visitDates: ['2026-11-18'],
  },
  y14: {
    name: 'Eleftheria Kouvaris', aliases: ['Ria'], fileNumber: '0067209', phone: '727-555-0119',
    address: { street: '27 Athens St', city: 'Tarpon Springs', state: 'FL', zip: '34689' },
    dateOfBirth: '1936-04-03', visitDates: ['2026-10-21'],
  },
  y15: {
    name: 'Clifford Birdsong', aliases: ['Cliff'], fileNumber: '213390', phone: '352-555-0176',
    address: { street: '1806 Buttonwood Way', city: 'The Villages', state: 'FL', zip: '32162' },
    dateOfBirth: '1929-12-30', visitDates: ['2026-10-08', '2026-11-19'],
  },
  y16: {
    name: 'Ardell Tubby', fileNumber: '60915', phone: '601-555-0133',
    address: { street: 'Route 7 Box 212', city: 'Philadelphia', state: 'MS', zip: '39350' },
    dateOfBirth: '1968-03-16', visitDates: ['2026-11-03'],
  },
  y17: {
    name: 'Percy Hebert', fileNumber: '0772158', phone: '985-555-0158',
    address: { street: '604 Canal Blvd', city: 'Thibodaux', state: 'LA', zip: '70301' },
    dateOfBirth: '1955-08-08', visitDates: ['2026-10-05', '2026-10-07', '2026-10-09'],
  },
  y18: {
    name: 'Jazmine Lott', fileNumber: '339402', phone: '334-555-0191', email: 'jazzylott@gmail.example',
    address: { street: '1120 Carter Hill Rd', city: 'Montgomery', state: 'AL', zip: '36106' },
    dateOfBirth: '2004-02-11', visitDates: ['2026-11-09'],
  },
  y19: {
    name: 'Ante Jurisich', fileNumber: '0009588', phone: '504-555-0110',
    address: { street: '147 Oyster Rd', city: 'Empire', state: 'LA', zip: '70050' },
    dateOfBirth: '1933-05-22', visitDates: ['2026-10-22'],
  },
  y20: {
    name: 'Lorene Cypress', fileNumber: '4126', phone: '863-555-0147',
    address: { street: 'PO Box 2240', city: 'Clewiston', state: 'FL', zip: '33440' },
    dateOfBirth: '1982-06-09', visitDates: ['2026-11-13'],
  },
  y21: {
    name: 'Ackeem Bogle', fileNumber: '785330', phone: '305-555-0104',
    address: { street: '19105 NW 27th Ave', city: 'Miami Gardens', state: 'FL', zip: '33056' },
    dateOfBirth: '2015-10-31', visitDates: ['2026-10-30'],
  },
  y22: {
    name: 'Rima Baaklini', fileNumber: '0151603', phone: '251-555-0129',
    address: { street: '56 S Royal St', city: 'Mobile', state: 'AL', zip: '36602' },
    dateOfBirth: '1930-09-02', visitDates: ['2026-11-16'],
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
