// The people and records the service would know for the forty-fifth held-out hand-written set
// (bench/deid/heldout45/*.txt). Made up by hand; every given name, alias and surname was checked with grep -rlw against
// the other sets' contexts.ts and handwritten.ts, and first choices that collided were replaced unless they are among
// the most common US names. A suburban Midwest primary-care and hospitalist group: Columbus and Dayton, Ohio, and the
// western suburbs of Chicago. Ordinary American names (Polish, German, Irish, Italian, Black American, a few Hispanic,
// Korean and Indian), several that are English words (Robin Gray, Violet, Iris, Grace, Fox, Hill, Young, Price, Bell,
// King; staff Murphy and Mason), nicknames (Maggie, Chuck, Lou, Mickey, Liz, Dottie, Kay, Letty), five patients over 89
// (Heitkamp, Flanagan, Whitsett, Hill, Price); file numbers of 4 to 7 digits, some with leading zeros.
import type { DeidContext, DeidPatient } from '../../../src/ai/deid/index.js';

export const STAFF = [
  'Dr. Gregory Lindemann', 'Dr. Theresa Gutowski', 'Dr. Vincent Bianchi', 'Dr. Kavitha Sethuraman', 'Dr. Sean Murphy',
  'Dr. Rebecca Mason', 'Caitlin Moriarty, NP', 'Trevon Pittman, RN', 'Kristen Zurcher, RN', 'Brent Wetherell, MA',
  'Megan Oyler, PharmD', 'Denise Carrillo, LCSW', 'Alyssa Hoelscher',
];

export const PATIENTS: Record<string, DeidPatient & { aliases?: string[] }> = {
  ap1: {
    name: 'Margaret Szymanski', aliases: ['Maggie'], fileNumber: '0041763', phone: '614-555-0137',
    email: 'maggie.szy@buckeyemail.example',
    address: { street: '318 E Como Ave', city: 'Columbus', state: 'OH', zip: '43202' },
    dateOfBirth: '1951-03-08', visitDates: ['2026-10-06', '2026-11-17'],
  },
  ap2: {
    name: 'Charles Niekamp', aliases: ['Chuck'], fileNumber: '287105', phone: '937-555-0162',
    address: { street: '1440 Stroop Rd', city: 'Kettering', state: 'OH', zip: '45429' },
    dateOfBirth: '1958-09-22', visitDates: ['2026-09-29', '2026-11-10'],
  },
  ap3: {
    name: 'Robin Gray', fileNumber: '0008416', phone: '708-555-0124', email: 'robingray79@prairie.example',
    address: { street: '847 S Grove Ave', city: 'Oak Park', state: 'IL', zip: '60304' },
    dateOfBirth: '1979-12-01', visitDates: ['2026-10-20'],
  },
  ap4: {
    name: 'Louis Heitkamp', aliases: ['Lou'], fileNumber: '53390', phone: '937-555-0108',
    address: { street: '6120 Brandt Pike', city: 'Huber Heights', state: 'OH', zip: '45424' },
    dateOfBirth: '1934-05-17', visitDates: ['2026-10-02', '2026-10-05'],
  },
  ap5: {
    name: 'Violet Flanagan', fileNumber: '0172958', phone: '630-555-0181',
    address: { street: '212 N Addison Ave', city: 'Elmhurst', state: 'IL', zip: '60126' },
    dateOfBirth: '1932-01-26', visitDates: ['2026-11-04'],
  },
  ap6: {
    name: 'Nunzio Iannarino', aliases: ['Mickey'], fileNumber: '640227', phone: '630-555-0149',
    address: { street: '5318 Fairview Ave', city: 'Downers Grove', state: 'IL', zip: '60515' },
    dateOfBirth: '1949-07-04', visitDates: ['2026-09-15', '2026-10-13'],
  },
  ap7: {
    name: 'Latoya Pinkney', fileNumber: '0093305', phone: '614-555-0190', email: 'latoya.pinkney@hey.example',
    address: { street: '2241 Cleveland Ave', city: 'Columbus', state: 'OH', zip: '43211' },
    dateOfBirth: '1986-02-14', visitDates: ['2026-11-12'],
  },
  ap8: {
    name: 'Elizabeth Fox', aliases: ['Liz'], fileNumber: '71844', phone: '614-555-0115',
    address: { street: '4209 Leap Rd', city: 'Hilliard', state: 'OH', zip: '43026' },
    dateOfBirth: '1967-10-30', visitDates: ['2026-10-27'],
  },
  ap9: {
    name: 'Iris Whitsett', fileNumber: '0005127', phone: '937-555-0176',
    address: { street: '4 Olive Rd', city: 'Trotwood', state: 'OH', zip: '45426' },
    dateOfBirth: '1935-06-11', visitDates: ['2026-11-02', '2026-11-09'],
  },
  ap10: {
    name: 'Grace Jeon', fileNumber: '318640', phone: '630-555-0133', email: 'gracejeon.np@jmail.example',
    address: { street: '1650 N Mill St Apt 3B', city: 'Naperville', state: 'IL', zip: '60563' },
    dateOfBirth: '1992-04-03', visitDates: ['2026-10-08'],
  },
  ap11: {
    name: 'Darius Upshaw', fileNumber: '229074', phone: '937-555-0141',
    address: { street: '3315 Hoover Ave', city: 'Dayton', state: 'OH', zip: '45407' },
    dateOfBirth: '1972-08-19', visitDates: ['2026-09-24', '2026-10-01'],
  },
  ap12: {
    name: 'Constance Moeller', fileNumber: '9127', phone: '614-555-0168',
    address: { street: '77 N State St', city: 'Westerville', state: 'OH', zip: '43081' },
    dateOfBirth: '1961-07-12', visitDates: ['2026-10-19'],
  },
  ap13: {
    name: 'Sanjay Deshpande', fileNumber: '0460391', phone: '630-555-0158', email: 'sdeshpande@lisle-eng.example',
    address: { street: '4410 Yackley Ave', city: 'Lisle', state: 'IL', zip: '60532' },
    dateOfBirth: '1981-11-27', visitDates: ['2026-11-19'],
  },
  ap14: {
    name: 'Leticia Villafuerte', aliases: ['Letty'], fileNumber: '85012', phone: '708-555-0172',
    address: { street: '2134 S 57th Ct', city: 'Cicero', state: 'IL', zip: '60804' },
    dateOfBirth: '1990-05-05', visitDates: ['2026-10-16', '2026-10-30'],
  },
  ap15: {
    name: 'Walter Hill', fileNumber: '0019846', phone: '937-555-0129',
    address: { street: '2580 Grange Hall Rd', city: 'Beavercreek', state: 'OH', zip: '45431' },
    dateOfBirth: '1936-03-29', visitDates: ['2026-10-21', '2026-11-03'],
  },
  ap16: {
    name: 'Dorothea Young', aliases: ['Dottie'], fileNumber: '4408', phone: '614-555-0186',
    address: { street: '3877 Broadway', city: 'Grove City', state: 'OH', zip: '43123' },
    dateOfBirth: '1944-12-09', visitDates: ['2026-10-14'],
  },
  ap17: {
    name: 'Raymond Price', fileNumber: '0731195', phone: '630-555-0117',
    address: { street: '617 E Maple St', city: 'Lombard', state: 'IL', zip: '60148' },
    dateOfBirth: '1930-08-02', visitDates: ['2026-11-06'],
  },
  ap18: {
    name: 'Kathleen Bell', aliases: ['Kay'], fileNumber: '902661', phone: '614-555-0153',
    email: 'kaybell56@ohiomail.example',
    address: { street: '2376 Tremont Rd', city: 'Upper Arlington', state: 'OH', zip: '43221' },
    dateOfBirth: '1956-06-21', visitDates: ['2026-11-13'],
  },
  ap19: {
    name: 'Min-seok Yoo', fileNumber: '377120', phone: '331-555-0164',
    address: { street: '510 Roosevelt Rd Apt 204', city: 'Glen Ellyn', state: 'IL', zip: '60137' },
    dateOfBirth: '1988-01-15', visitDates: ['2026-10-23'],
  },
  ap20: {
    name: 'Booker King', fileNumber: '0068432', phone: '937-555-0195',
    address: { street: '1038 Salem Ave', city: 'Dayton', state: 'OH', zip: '45406' },
    dateOfBirth: '1953-04-25', visitDates: ['2026-09-18', '2026-10-09'],
  },
  ap21: {
    name: 'Eileen Tierney', fileNumber: '156903', phone: '614-555-0102',
    address: { street: '5140 Brand Rd', city: 'Dublin', state: 'OH', zip: '43017' },
    dateOfBirth: '1965-02-03', visitDates: ['2026-11-16'],
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
