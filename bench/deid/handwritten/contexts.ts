// The people and records the service would know for the hand-written notes (bench/deid/handwritten/*.txt).
// Made up by hand; the staff roster deliberately carries names that are also words or eponyms (Amber Wood,
// Pearl Baker, Liam Murphy, Nina Wilson, Grace Hall) so the precision traps in the notes bite.
import type { DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Amber Wood', 'Pearl Baker, RN', 'Dr. Liam Murphy', 'Dr. Nina Wilson', 'Tomás Okafor, PA-C', 'Dr. Priya Raman',
  'Grace Hall, MA', 'Dr. Hannah Stein', 'Marcus Lee, LCSW', 'Dr. Owen Parkinson',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  p1: {
    name: "Margaret Ann O'Donnell", givenName: 'Margaret', middleNames: ['Ann'], familyName: "O'Donnell", aliases: ['Peggy'],
    fileNumber: '00034417', phone: '612-555-0143', email: 'peggy.odonnell@fastmail.example',
    address: { street: '2211 Cedar Ave S', city: 'Minneapolis', state: 'MN', zip: '55407' },
    dateOfBirth: '1938-04-07', visitDates: ['2024-09-12', '2025-01-30'],
  },
  p2: {
    name: 'Rosa Delgado', fileNumber: '521190', phone: '312-555-0178', email: 'rosa.delgado77@mailbox.example',
    address: { street: '1840 W 18th St', city: 'Chicago', state: 'IL', zip: '60608' },
    dateOfBirth: '1979-11-02', visitDates: ['2022-11-02', '2023-03-15'],
  },
  p3: {
    name: 'Willem van der Berg', givenName: 'Willem', familyName: 'van der Berg', fileNumber: '712035', phone: '503-555-0121',
    address: { street: '4410 SE Division St', city: 'Portland', state: 'OR', zip: '97214' },
    dateOfBirth: '1931-02-18', visitDates: ['2025-02-03'],
  },
  p4: {
    name: 'May Bell', fileNumber: '118204', phone: '207-555-0190',
    address: { street: '9 Harbor View Rd', city: 'Rockland', state: 'ME', zip: '04841' },
    dateOfBirth: '1927-08-30', visitDates: ['2025-03-11'],
  },
  p5: {
    name: 'June Park', fileNumber: '440918', phone: '206-555-0166', email: 'junepark.sea@inbox.example',
    address: { street: '77 Lakeview Blvd E', city: 'Seattle', state: 'WA', zip: '98102' },
    dateOfBirth: '1990-06-12', visitDates: ['2025-04-22'],
  },
  p6: {
    name: 'José Antonio De la Cruz', givenName: 'José', middleNames: ['Antonio'], familyName: 'De la Cruz', fileNumber: '300117', phone: '915-555-0139',
    address: { street: '512 Montana Ave', city: 'El Paso', state: 'TX', zip: '79901' },
    dateOfBirth: '1956-09-23', visitDates: ['2024-12-05'],
  },
  p7: {
    name: 'Hope Nakamura', fileNumber: '902211', phone: '808-555-0152', dateOfBirth: '2001-03-05', visitDates: ['2025-05-02'],
    address: { street: '1260 Kapiolani Blvd', city: 'Honolulu', state: 'HI', zip: '96814' },
  },
  p8: {
    name: 'Samuel Whitfield', aliases: ['Sonny'], fileNumber: '650043', phone: '334-555-0107', dateOfBirth: '1944-12-01', visitDates: ['2025-01-14'],
    address: { street: '33 Dexter Ave', city: 'Montgomery', state: 'AL', zip: '36104' },
  },
  p9: {
    name: 'Grace Okonkwo-Bennett', fileNumber: '210558', phone: '404-555-0183', email: 'g.okonkwo.bennett@mail.example', dateOfBirth: '1968-01-29', visitDates: ['2025-02-27'],
    address: { street: '88 Ponce de Leon Ave NE', city: 'Atlanta', state: 'GA', zip: '30308' },
  },
  p10: {
    name: 'Dmitri Volkov', fileNumber: '488120', phone: '718-555-0195', dateOfBirth: '1952-07-14', visitDates: ['2024-10-09'],
    address: { street: '2901 Ocean Pkwy', city: 'Brooklyn', state: 'NY', zip: '11235' },
  },
  p11: {
    name: 'Elizabeth Nguyen', aliases: ['Betty'], fileNumber: '077310', phone: '714-555-0128', dateOfBirth: '1930-05-05', visitDates: ['2025-03-03'],
    address: { street: '14022 Brookhurst St', city: 'Garden Grove', state: 'CA', zip: '92843' },
  },
  p12: {
    name: 'Thomas Reilly', fileNumber: '333906', phone: '617-555-0174', dateOfBirth: '1983-10-10', visitDates: ['2025-05-19'],
    address: { street: '45 Dorchester Ave', city: 'Boston', state: 'MA', zip: '02127' },
  },
};
