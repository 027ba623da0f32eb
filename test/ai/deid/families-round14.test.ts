// Families of misses read in the development sets (bench/deid/heldout … heldout22) in round 14, written down again
// with other names, places and wording before each fix: each test is the general rule, not the note it came from.
import { describe, expect, it } from 'vitest';
import { compileContext, deidentify } from '../../../src/ai/deid/index.js';
import { maskerFor, word } from './fixtures.js';

const compiled = compileContext({
  patient: {
    name: 'Wendell Oyelaran', fileNumber: '70316', phone: '405-555-0117',
    address: { street: '902 N Harvey Ave', city: 'Norman', state: 'OK', zip: '73069' },
    dateOfBirth: '1958-03-14', visitDates: ['2026-10-20'],
  },
  staff: ['Dr. Priscilla Vantongeren', 'Odell Faircloth, RN'],
  otherPatients: [{ name: 'Beatriz Quiñonez', fileNumber: '51227' }],
});
const { out, guardPasses } = maskerFor(compiled);

describe('a relative or helper named after a kin or role word the cue lists lacked', () => {
  it.each([
    ['SH: married to Torvald, three kids. No tobacco.', 'Torvald'],
    ['Mi esposo Heriberto trabaja de noche y no puede venir.', 'Heriberto'],
    ['puedo llevar a mi hija maricela? tiene tos', 'maricela'],
    ['TRAIDO POR HIJA YAJAIRA. DISNEA DE 2 DIAS.', 'YAJAIRA'],
    ['Contacto: hijo Wilmer, llamar en la tarde.', 'Wilmer'],
    ['Sa fille Ghislaine appelle demain pour le rendez-vous.', 'Ghislaine'],
    ['O filho Anderson traz a medicação.', 'Anderson'],
    ['Parents Abena and Kwasi present for the visit.', 'Abena'],
    ['Home attendant Svetlana will weigh him daily.', 'Svetlana'],
    ['narcan x1 by deputy KRANZKE, now A&O x3.', 'KRANZKE'],
    ['Vive con su madre Doña Eulalia en el pueblo.', 'Eulalia'],
    ['Visitor Fr. Anselm from the parish brings communion Sundays.', 'Anselm'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([
    ['16 Fr Foley placed, clear urine.'],
    ['Placed a 14 Fr Coude catheter.'],
    ['h/o TIA, on clopidogrel since.'],
    ['Married to the idea of surgery, per patient.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a street named without its house number', () => {
  it.each([
    ['the counseling office on Brisbane Dr (318-555-0199).', 'Brisbane Dr'],
    ['sent to the Walmart on Birch Dr in town.', 'Birch Dr'],
    ['BID x 5 d sent to Meijer Alpine St.', 'Alpine St'],
    ['i have ESL class at Temple St', 'Temple St'],
    ['the co-op on K st changed my shifts', 'K st'],
    ['does the lab on 31st st take walk ins??', '31st st'],
    ['rx list from Walgreens S 19th St, 11/16.', 'S 19th St'],
    ['Park in the back lot off NW 83rd St. Bring your card.', 'NW 83rd St'],
    ['haircut at the barbershop on St. Roch Ave. Gout better.', 'St. Roch Ave'],
  ])('masks %s', (text, value) => {
    const masked = guardPasses(text);
    expect(masked).not.toContain(value);
    for (const part of value.split(/[ .]+/).filter((p) => p.length > 2)) expect(masked).not.toMatch(word(part));
  });
  it.each([
    ['Admitted to St. Luke\'s Hospital overnight.', ''],
    ['Head CT negative, no bleed.', ''],
    ['Dr. Brisbane will call with results.', 'Brisbane'],
  ])('leaves the street words of %s alone', (text, name) => {
    const masked = out(text);
    if (name) expect(masked).toContain('Dr.');
    else expect(masked).toBe(text);
  });
});

describe('a town after a preposition of place, followed by a weekday abbreviation or a function word', () => {
  it.each([
    ['Cousin flying in from Tulsa Sat. for the funeral.', 'Tulsa'],
    ['Husband works in Baltimore during the week.', 'Baltimore'],
    ['She drives in from Fresno on weekends.', 'Fresno'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Philadelphia chromosome negative.'], ['Ph+ ALL, Philadelphia chromosome positive on FISH.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a town named like a country, with its state after it', () => {
  it.each([
    ['Her sister lives in Cuba, NY with her kids.', 'Cuba'],
    ['Seen at Valley Cardiology, Lebanon NH last year.', 'Lebanon'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Born in Lebanon, moved here in 2019.'], ['Family from Mexico, speaks Spanish.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a person named in brackets after a relation or a role', () => {
  it.each([
    ['Pt\'s husband called (Tobias, cell 555-0148) re: ride.', 'Tobias'],
    ['pls call her son instead (rudy)', 'rudy'],
    ['Checked in by front desk (Marisol) at 08:10.', 'Marisol'],
    ['Spanish interpreter in person (Yaneth Ocampo, ID SP-2231).', 'Yaneth Ocampo'],
    ['Daughter informed (Phonsavanh, 860-555-0102).', 'Phonsavanh'],
    ['Baby girl (Makerita) 36w, feeding well.', 'Makerita'],
    ['ex-boyfriend (Kainoa Pelekai) keeps calling the unit.', 'Kainoa Pelekai'],
  ])('masks %s', (text, value) => {
    const masked = guardPasses(text);
    for (const part of value.split(' ')) expect(masked).not.toMatch(word(part));
  });
  it.each([
    ['Daughter (HCP) at bedside.'],
    ['Wife (deceased 2019).'],
    ['Son (age 14) with asthma.'],
    ['Husband (Spanish only) present.'],
    ['Interpreter (Somali) by phone.'],
    ['Mother (Medicaid) applied.'],
    ['Family (Hmong) declines autopsy.'],
    ['Sister (twin) has lupus.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('initials after "by" in a lab or scanning line', () => {
  it.each([
    ['Critical K 6.9 called to R.N. at 0422 by qmt (lab).', 'qmt'],
    ['Drawn 11/09/26 0715 by KLB; resulted 1402.', 'KLB'],
    ['Verified by DWR MT(ASCP).', 'DWR'],
    ['Gross by NTK.', 'NTK'],
    ['Scanned 11/16/26 by jfr.', 'jfr'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([
    ['Brought in by EMS.'],
    ['Confirmed by MRI.'],
    ['Given by mouth.'],
    ['Reported by CPS.'],
    ['Delivered by UPS.'],
    ['Seen by PT.'],
    ['Reviewed by me.'],
    ['Cleared by ENT; f/u prn.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a known surname that is an eponym, followed by the anatomy or disease it names', () => {
  const eponymous = compileContext({
    patient: { name: 'Hollis Brushfield', fileNumber: '88012', dateOfBirth: '1949-02-11' },
    staff: ['Dr. Verity Quincke', 'Anton Kussmaul, RN'],
    otherPatients: [{ name: 'Mabel Schlemm', fileNumber: '66120' }],
  });
  const masked = (text: string) => deidentify(text, eponymous, 'full').text;
  it.each([
    ['ACE-inhibitor angioedema (Quincke oedema): switch to an ARB.'],
    ['NEWBORN EXAM: BRUSHFIELD SPOTS, SINGLE PALMAR CREASE.'],
    ['Deep, laboured Kussmaul respirations on arrival.'],
    ['IOP raised; Schlemm canal patency on gonioscopy.'],
  ])('leaves %s alone', (text) => {
    expect(masked(text)).toBe(text);
  });
  it.each([
    ['Dr. Quincke oedema clinic follow-up.', 'Quincke'],
    ['Brushfield pain worse today, walked 10 min.', 'Brushfield'],
    ['Kussmaul, RN gave the 0900 meds.', 'Kussmaul'],
  ])('still masks the person in %s', (text, value) => {
    expect(masked(text)).not.toMatch(word(value));
  });
});

describe('a score written like a month and day (n/m, full marks or out of a small scale)', () => {
  it.each([
    ['Foot exam: monofilament intact 9/10 sites bilat.'],
    ['Cognition: Mini-Cog 4/4. Falls: none.'],
    ['BPP 8/8, NST reactive.'],
    ['Readiness ruler 7/10, open to treatment.'],
    ['Audit: goals measurable 10/10; plan documented 9/10.'],
    ['Teach-back 3/3, understands.'],
    ['Fax cover, pg 1/1'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
  it.each([
    ['Seen on 3/3 for the rash.', '3/3'],
    ['Labs due 4/10, fasting.', '4/10'],
    ['Colonoscopy 5/6 showed polyps.', '5/6'],
    ['Return visit 10/10.', '10/10'],
  ])('still masks the date in %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it('masks a score-shaped month/day that is a known date', () => {
    expect(out('Visit 10/20: monofilament 10/20 hmm.')).not.toContain('10/20');
  });
});

describe('the clinic\'s own equipment and facility numbers in a log about no patient', () => {
  const noPatient = compileContext({ staff: ['Dr. Priscilla Vantongeren'], otherPatients: [] });
  const masked = (text: string) => deidentify(text, noPatient, 'full').text;
  it.each([
    ['Spirometer NDD EasyOne S/N 318842 calibrated with 3 L syringe. Pass.'],
    ['Urine analyzer check: Clinitek SN 77104. Controls in range.'],
    ['Concentrator room: Unit EverFlo SN 100955120, hours 9,114. Filter replaced.'],
    ['Eyewash flow low - work order FAC-33018 to Maintenance.'],
    ['Sharps pickup: Manifest # 8841207 signed by hauler.'],
  ])('leaves %s alone', (text) => {
    expect(masked(text)).toBe(text);
  });
  it.each([
    ['Pacemaker check: pt\'s device SN PJN774120, battery 8 yr.', 'PJN774120'],
    ['Insulin pump S/N 550-221-7 given to her today.', '550-221-7'],
  ])('still masks a patient\'s device in %s', (text, value) => {
    expect(masked(text)).not.toContain(value);
  });
});

describe('a place no gazetteer has, named by a word no vocabulary has after "from", "in" or "near"', () => {
  it.each([
    ['Arrived from Kyangwali camp in March.', 'Kyangwali'],
    ['Grandparents still live in Fuqing and send herbs.', 'Fuqing'],
    ['works at a fish plant near Qaqortoq, comes home Fridays.', 'Qaqortoq'],
    ['Originally from Prijedor, came here in 1998.', 'Prijedor'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([
    ['Refill sent from Walgreens today.'],
    ['Interpreter in Tigrinya by phone.'],
    ['Switched from Eliquis to warfarin.'],
    ['Results in MyChart tonight.'],
    ['Coverage from Medicaid starts in December.'],
    ['Labs in Epic, reviewed.'],
    ['Transferred from Kaiser Permanente records.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a known name part found once is the same person elsewhere in the note', () => {
  const known = compileContext({
    patient: { name: 'Hyun Woo Shin', aliases: ['Henry'], fileNumber: '40917', dateOfBirth: '1951-06-02' },
    staff: ['Dr. Dorian Quist'],
    otherPatients: [{ name: 'Otis Ravenel', fileNumber: '5521' }, { name: 'Rose Baker', fileNumber: '7781' }],
  });
  const masked = (text: string) => deidentify(text, known, 'full').text;
  it.each([
    ['hello this is henrys wife. henry cast is too tight, his fingers are purple', 'henry'],
    ['Ravenel in rm 4 after the fall. ravenel refused the 2200 meds.', 'ravenel'],
  ])('masks every mention in %s', (text, value) => {
    expect(masked(text)).not.toMatch(new RegExp(`(?<![\\p{L}])${value}`, 'iu'));
  });
  it('leaves a word written otherwise than the name it equals', () => {
    expect(masked('Rose Baker, 81, in rm 2. BP rose to 160 overnight.')).toContain('BP rose to 160');
  });
});

describe('a middle name after a known "Last, First"', () => {
  it.each([
    ['Registration 11/06: OYELARAN, WENDELL AMOS. DOB on file.', 'AMOS'],
    ['Oyelaran, Wendell Tobias / MRN on file', 'Tobias'],
  ])('masks it in %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it('leaves a word that goes on with the sentence', () => {
    expect(out('Oyelaran, Wendell Today reports no pain.')).toContain('Today reports');
  });
});

describe('the subject signing a portal message in lower case', () => {
  const portal = compileContext({
    patient: { name: 'Juniper Halvorsen', aliases: ['Scout'], fileNumber: '40917', dateOfBirth: '1951-06-02' },
    staff: ['Dr. Dorian Quist'], otherPatients: [],
  });
  const masked = (text: string) => deidentify(text, portal, 'full').text;
  it.each([
    ['question about my refill, can it go to the new pharmacy. thank u, juniper', 'juniper'],
    ['been ranching as long as i can remember. –scout', 'scout'],
    ['ok see you tuesday. thx, scout', 'scout'],
  ])('masks %s', (text, value) => {
    expect(masked(text)).not.toMatch(new RegExp(`(?<![\\p{L}])${value}(?![\\p{L}])`, 'u'));
  });
  it('leaves a word after thanks that is no name of the subject', () => {
    expect(masked('the cream helped a lot. thank u, again')).toBe('the cream helped a lot. thank u, again');
  });
});
