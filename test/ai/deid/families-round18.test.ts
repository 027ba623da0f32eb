// Families of misses and false alarms read in round 18 in the sets held out in round 17 (bench/deid/heldout33 …
// heldout35, development data since), written down again with other names, places and wording before each fix: each
// test is the general rule, not the note it came from.
import { describe, expect, it } from 'vitest';
import { compileContext } from '../../../src/ai/deid/index.js';
import { maskerFor, word } from './fixtures.js';

const clinic = compileContext({
  patient: {
    name: 'Hedda Lindqvist', aliases: ['Heddy'], fileNumber: '0071934', phone: '507-555-0148',
    // The street's name is the first word of the town's.
    address: { street: '8420 Mendota Rd Apt 1207', city: 'Mendota Heights', state: 'MN', zip: '55118' },
    dateOfBirth: '1941-08-23', visitDates: ['2026-10-14', '2026-11-04'],
  },
  // Initials that are everyday words: Bao Yen (BY), Oriana Reyes (OR).
  staff: ['Dr. Bao Yen', 'Oriana Reyes, LPN', 'Dr. Teodor Cullen'],
  // A two-part surname (the first part is no given name).
  otherPatients: [{ name: 'Fausto Arizmendi Olvera', fileNumber: '66120' }, { name: 'Lorna Tisch', fileNumber: '50917' }],
});
const c = maskerFor(clinic);

describe("the patient's town whose first word is also the street's name", () => {
  it.each([
    ['Moved to Mendota Heights last spring, lives with her son.', 'Mendota Heights'],
    ['lives in Mendota Heights with husband', 'Mendota Heights'],
  ])('masks the whole town: %s', (text, value) => {
    expect(c.guardPasses(text)).not.toMatch(word(value.split(' ')[1]!));
  });
});

describe("the patient's town written with its space left out, or its saint or fort in full", () => {
  const town = (city: string) => maskerFor(compileContext({
    patient: { name: 'Arvid Moen', fileNumber: '44120', address: { street: '12 Oak St', city, state: 'IA', zip: '51031' } },
    staff: [],
  }));
  it.each([
    ['Le Mars', 'Cattle farmer near LeMars, 40 head.', 'LeMars'],
    ['La Crosse', 'Moved from LACROSSE in May.', 'LACROSSE'],
    ['St. Paul', 'PID|1||44120^^^CLIN^MR||MOEN^ARVID||19500101|M|||12 OAK ST^^SAINT PAUL^MN^55106', 'SAINT PAUL'],
    ['St. Cloud', 'Drove in from Saint Cloud this morning.', 'Saint Cloud'],
    ['Fort Dodge', 'Lives in Ft. Dodge, retired.', 'Dodge'],
  ])('%s: masks %s', (city, text, value) => {
    expect(town(city).guardPasses(text)).not.toContain(value);
  });
});

describe("the patient's town before its state and ZIP, where the state is also an institution's word", () => {
  const va = maskerFor(compileContext({
    patient: { name: 'Desta Woldu', fileNumber: '31207', address: { street: '400 Duke St', city: 'Alexandria', state: 'VA', zip: '22314' } },
    staff: [],
  }));
  it('masks "ALEXANDRIA VA 22314" as an address line', () => {
    expect(va.guardPasses('Address: 400 DUKE ST, ALEXANDRIA VA 22314')).not.toContain('ALEXANDRIA');
  });
  it('leaves the hospital: "the Alexandria VA clinic" keeps its name', () => {
    expect(va.out('Seen at the Alexandria VA clinic for his knee.')).toContain('Alexandria VA');
  });
});

describe('a town in an HL7 address field, whatever word it is', () => {
  const hope = maskerFor(compileContext({
    patient: { name: 'Verlin Akers', fileNumber: '29910', address: { street: '77 Walnut Rd', city: 'Hope', state: 'AR', zip: '71801' } },
    staff: [],
  }));
  it("masks the patient's town in PID-11 even when it is an ordinary word", () => {
    const out = hope.guardPasses('PID|1||29910^^^CLIN^MR||AKERS^VERLIN||19480212|M|||77 WALNUT RD^^HOPE^AR^71801||(870)555-0133');
    expect(out).not.toMatch(/\^HOPE\^/);
  });
  it("masks a stranger's town in an NK1 address at level full", () => {
    const out = hope.out('NK1|1|AKERS^DONNA|SPO|912 PINE ST^^TEXARKANA^AR^71854|(870)555-0190');
    expect(out).not.toContain('TEXARKANA');
  });
});

describe('OCR swaps in a known name or town', () => {
  const ocr = maskerFor(compileContext({
    patient: { name: 'Rosalba Quintanar', fileNumber: '0052218', address: { street: '2210 W 4th Ave Apt 1108', city: 'Hialeah', state: 'FL', zip: '33010' } },
    staff: ['Dr. Teodor Cullen'],
  }));
  it.each([
    ['Please follow up with Dr. Cu11en within 1 week.', '11en'],
    ['Pt address: 2210 W 4th Ave, Hia1eah 33010', 'Hia1eah'],
    ['Address on file: P0 B0x 72, Hialeah', 'P0'],
    ['ADDRESS: 2210 W 4TH AVE APT llO8, HIALEAH FL', 'llO8'],
  ])('masks %s', (text, value) => {
    expect(ocr.guardPasses(text)).not.toContain(value);
  });
});

describe('a time of day written before the date', () => {
  it.each([
    ['Daughter called at 21:50 on 11/4, consented to talk.', '21:50'],
    ['Seen at 0915 on 10/14/2026 in clinic.', '0915'],
  ])('masks %s', (text, value) => {
    expect(c.guardPasses(text)).not.toContain(value);
  });
  it('leaves a dose time before an unrelated number: "at 0900 on 2 L O2"', () => {
    expect(c.out('Started at 0900 on 2 L O2 by NC.')).toContain('0900');
  });
});

describe("the record's street written with another abbreviation of its type", () => {
  const pike = maskerFor(compileContext({
    patient: { name: 'Yeon-hee Baik', fileNumber: '81220', address: { street: '6120 Old Mill Turnpike', city: 'Annandale', state: 'VA', zip: '22003' } },
    staff: [],
  }));
  it.each([
    ['Mailing address remains 6120 Old Mill Tpk, Annandale.', 'Old Mill'],
    ['daughter lives with pt on Old Mill Tpke', 'Old Mill'],
  ])('masks %s', (text, value) => {
    expect(pike.guardPasses(text)).not.toContain(value);
  });
});

describe("a staff member's initials that are everyday words, in lower case", () => {
  it.each([
    ['Dictated by H. Okafor, MD — transcribed by ldm', 'by'],
    ['Any RN, LPN or MA who has completed the module may give it.', 'or'],
  ])('leaves the word: %s', (text, value) => {
    expect(c.out(text)).toMatch(word(value));
  });
  it('still masks the capitals in a sign-off: "— BY"', () => {
    expect(c.guardPasses('Check-in 11/3/2026 8:41 — BY')).not.toMatch(word('BY'));
  });
});

describe('words a name slot reads that are no one', () => {
  it.each([
    ['QUEST DIAGNOSTICS   Patient Report   Page 1 of 2', 'Page'],
    ['Dear Nurse,\nI had the blood drawn at the lab.', 'Nurse'],
    ['OTHER THINGS YOUR DOCTOR MAY CHECK — patient education', 'MAY CHECK'],
    ['Right ankle sprain. Ottawa ankle rules negative, no x-ray.', 'Ottawa'],
    ['Beighton 2/9. Duck walk ok.', '2/9'],
    ['Born in Sagua la Grande, Cuba in 1968. Widowed.', 'Cuba'],
    ['Diagnosed May 2022 in San Miguel, El Salvador, on metformin.', 'El Salvador'],
    ['Thaw (Karen, via interpreter) reports the pain is better.', 'Karen'],
    ['Karen VRI booked for Thursday.', 'Karen'],
    ['Preferred language Karen (S\'gaw); needs interpreter.', 'Karen'],
  ])('leaves %s', (text, value) => {
    expect(c.out(text)).toContain(value);
  });
});

describe("eponyms that are staff surnames", () => {
  const eponymous = maskerFor(compileContext({
    patient: { name: 'Ines Valdivia', fileNumber: '30111' },
    staff: ['Dr. Garrick Epley', 'Dr. Priya Allis', 'Dr. Hanne Mentzer'],
  }));
  it.each([
    ['This is not BPPV and an Epley is not indicated.', 'Epley'],
    ['Suture trays x6, Allis clamps x4, 134 °C.', 'Allis'],
    ['Ferritin 68, Mentzer index 12.8.', 'Mentzer'],
    ['Microcytosis with normal RDW and Mentzer < 13 suggests trait.', 'Mentzer'],
  ])('leaves %s', (text, value) => {
    expect(eponymous.out(text)).toContain(value);
  });
  it('still masks the doctor: "Dr. Epley will see her"', () => {
    expect(eponymous.guardPasses('Dr. Epley will see her Monday.')).not.toContain('Epley');
  });
});

describe("another patient's first surname of two, alone", () => {
  it('masks "Arizmendi" of Fausto Arizmendi Olvera', () => {
    expect(c.guardPasses('Front desk: Arizmendi checked in 8:52.')).not.toContain('Arizmendi');
  });
});

describe('a known name in capitals, then one capital letter closing the field', () => {
  const csv = maskerFor(compileContext({
    patient: { name: 'Ovila Robichaux', aliases: ['Ti-Pop'], fileNumber: '70311' },
    staff: ['Dr. Almaz Tsegaye', 'Dr. Henrik Vold'],
  }));
  it.each([
    ['"2026-11-24","0145583","DOE J","TSEGAYE A","ARRIVED"', 'TSEGAYE A"'],
    ['ROBICHAUX OVILA J aka "TI POP". Mail to PO Box 9.', 'OVILA J'],
  ])('masks the letter too: %s', (text, value) => {
    expect(csv.guardPasses(text)).not.toContain(value);
  });
  it('leaves a letter that is no initial of the one-word name: "VOLD X-ray"', () => {
    expect(csv.out('Reviewed with VOLD X, then discharged.')).toMatch(/ X,/);
  });
});

describe('the name someone goes by, in quotes', () => {
  it.each([
    ['Registration: aka "T BOY". No street delivery.', 'T BOY'],
    ['Pt goes by "Junior" at home.', 'Junior'],
    ['She likes to be called "Mo Mo" by staff.', 'Mo Mo'],
  ])('masks %s', (text, value) => {
    expect(c.out(text)).not.toContain(value);
  });
  it('leaves a quoted term after "so-called"', () => {
    expect(c.out('Covered by the so-called "Good Samaritan" law.')).toContain('Good Samaritan');
  });
});

describe('a day of the month alone, then the clause goes on', () => {
  it('masks "the inhaler u gave me on the 4th is helping"', () => {
    expect(c.guardPasses('the inhaler u gave me on the 4th is helping but im still coughing')).not.toContain('4th');
  });
});

describe('a spoken date and time in a voice transcript', () => {
  it('masks "10 14 2026 7 42 am" whole', () => {
    const out = c.guardPasses('voice message transcribed 10 14 2026 7 42 am hola this message is for the doctor');
    expect(out).not.toContain('42');
  });
});

describe("the date of a document's revision or of the clinic's equipment, in a text about no patient", () => {
  const memo = maskerFor(compileContext({ staff: ['Dr. Bao Yen'], otherPatients: [{ name: 'Lorna Tisch', fileNumber: '50917' }] }));
  it.each([
    ['Cleaned per policy rev. 04/2025.', '04/2025'],
    ['Defibrillator checked monthly (last PM 2026-11-03, unit OC-5519).', '2026-11-03'],
    ['Audiometer electroacoustic calibration 2026-08-12. Next annual calibration Aug 2027.', 'Aug 2027'],
    ['Replaces policy HC-114 of 03/2022. Next audit 12/2026.', '12/2026'],
  ])('leaves %s', (text, value) => {
    expect(memo.out(text)).toContain(value);
  });
  it.each([
    ['Med list rev. 10/15/2026 with daughter.', '10/15/2026'],
    ['S/p right hip revision 3/14/2025, doing well.', '3/14/2025'],
    ['Care plan revised 11/06/2026 after fall.', '11/06/2026'],
  ])("masks them in a patient's note: %s", (text, value) => {
    expect(c.out(text)).not.toContain(value);
  });
});

describe('a people, a language or a church named by two words', () => {
  it.each([
    ['Interpreter: White Hmong vs Green Hmong dialects.', 'White Hmong'],
    ['Ethiopian and Eritrean Orthodox fasting (Tsome) until Christmas.', 'Eritrean Orthodox'],
  ])('leaves %s', (text, value) => {
    expect(c.out(text)).toContain(value);
  });
  it.each([
    ['Interpreter Rosa Elena Quiché present for consent.', 'Quiché'],
    ['Result verified by R. Lao MT(ASCP).', 'Lao'],
    ['Lives alone; daughter Karen nearby.', 'Karen'],
  ])('still masks the person: %s', (text, value) => {
    expect(c.out(text)).not.toContain(value);
  });
});

describe('an age over 89 beside a name in brackets or a chart number, or "at" an age closing a clause', () => {
  it.each([
    ['Ms. Abera, (93), in bed, alert, Tigrinya only.', '93'],
    ['TISCH LORNA (chart 50917), 91. Provider: Dr. Yen.', '91'],
    ['Don Ismael, 95 a., en Bayamón con su hija.', '95'],
    ['Lives alone, clear and sharp at 94. Wants to decline surgery.', '94'],
    ['New diagnosis of giant cell arteritis at 92; steroids started.', '92'],
  ])('masks %s', (text, value) => {
    expect(c.out(text)).not.toMatch(new RegExp(`(?<!\\d)${value}(?!\\d)`));
  });
  it.each([
    ['HR at 96. BP 132/80.', '96'],
    ['Sats at 91; on 2 L NC.', '91'],
    ['Glucose running at 110 and stable.', '110'],
    ['Rate set at 100 and titrated.', '100'],
  ])('leaves a measurement: %s', (text, value) => {
    expect(c.out(text)).toContain(value);
  });
});

// The read-only review of this round's change found these; each was a real identifier missed or a word masked.
describe("the review's cases: people whose names are countries, languages, churches or eponyms", () => {
  const people = maskerFor(compileContext({
    patient: { name: 'Hedda Lindqvist', fileNumber: '1234567', dateOfBirth: '1941-12-05' },
    staff: ['Tom Allen, RN', 'Dr. Garrick Epley', 'Dr. Hanne Mentzer', 'Amy Mendez, RN', 'Oriana Reyes, LPN'],
    otherPatients: [{ name: 'Maria Guadalupe Torres', fileNumber: '40001' }, { name: 'John Wesley Harding', fileNumber: '40002' }],
  }));
  it.each([
    ['Spoke with her son, Jordan, about discharge.', 'Jordan'],
    ['HCP: son, Chad (cell 555-201-3344).', 'Chad'],
    ['Talked to Chad.', 'Chad'],
    ['Husband, Israel, present at bedside.', 'Israel'],
    ['Contact: Logan French 555-201-3344', 'French'],
    ['Called Vivian Baptist at home.', 'Baptist'],
    ['History obtained from daughter Karen via interpreter.', 'Karen'],
    ['Daughter Karen speaking on speaker phone.', 'Karen'],
    ['Visited by the Rev. Pruitt this morning.', 'Pruitt'],
    ['Spoke with her Doctor Nwachukwu in Lagos.', 'Nwachukwu'],
    ['Lives in Lebanon NH family farm.', 'Lebanon'],
    ['Surgery 5/9 with Dr. Cullen.', '5/9'],
    ['Spoke to an Allen from the pharmacy.', 'Allen'],
    ['Epley: index finger numb after fall', 'Epley'],
    ['Mentzer > 2 hrs late', 'Mentzer'],
    ['Vitals entered.\n-am', '-am'],
    ['MRN |234567', '234567'],
    ['Seen @ 0915 on 10/14/2026 in clinic.', '0915'],
  ])('masks %s', (text, value) => {
    expect(people.out(text)).not.toContain(value);
  });
  it.each([
    ['She called "Poison Control" right away.', 'Poison Control'],
    ['Enrolled in a program called "Meals on Wheels".', 'Meals on Wheels'],
    ['Transferred from Guadalupe Regional Medical Center.', 'Guadalupe'],
    ['Reviewed Methodist and Wesley hospital records.', 'Wesley'],
    ['Transferred 14:05 - OR\nReturned 16:30 - PACU', '- OR'],
    ['Failed first IV; on the 2nd was successful.', '2nd'],
    ['PATIENT: HEDDA LINDQVIST F\nDOB on file', 'F\nDOB'],
    ['Heparin 1:10 on 10/15/2026 per protocol.', '1:10'],
  ])('leaves %s', (text, value) => {
    expect(people.out(text)).toContain(value);
  });
});

// The second read-only review (of the mends above) found these.
describe("the second review's cases", () => {
  const second = maskerFor(compileContext({
    patient: { name: 'Hedda Lindqvist', fileNumber: '1234567' },
    staff: ['Tom Allen, RN', 'Dr. Garrick Epley', 'Dr. Hanne Mentzer', 'Kate Murphy, NP', 'Dr. Bao Yen'],
    otherPatients: [{ name: 'Fausto Arizmendi Olvera', fileNumber: '66120' }],
  }));
  const memo = maskerFor(compileContext({ staff: ['Dr. Bao Yen'], otherPatients: [{ name: 'Lorna Tisch', fileNumber: '50917' }] }));
  it.each([
    ['NS at 100 and tolerating.', '100'],
    ['Shoulder flexion at 90.', '90'],
    ['Temp 101 earlier, now at 99.', '99'],
    ['Afib at 110 and controlled.', '110'],
    ['BNP at 100 and trending down.', '100'],
    ['Tube feeds at 90 and tolerating.', '90'],
    ['Heparin started at 100 mg. Then at 90.', 'at 90'],
    ['Tom Allen, (90 days).', '90 days'],
    ['Paged Dr. Yen, (90) min later.', '90'],
    ['Pt goes by Lyft to appointments.', 'Lyft'],
    ['Failed first IV; on the 2nd was successful.', '2nd'],
  ])('leaves %s', (text, value) => {
    expect(second.out(text)).toContain(value);
  });
  it.each([
    ['Next of kin: Smith, Jordan.', 'Jordan'],
    ['Emergency contact: Begovic, Israel', 'Israel'],
    ['Arizmendi went home.', 'Arizmendi'],
    ['Saw Arizmendi in urgent care.', 'Arizmendi'],
    ['Surgery on the 14th was uncomplicated.', '14th'],
    ['Since the 2nd has had fever.', '2nd'],
    ['Per an Allen today, refill sent.', 'Allen'],
    ['Message from a Murphy regarding billing.', 'Murphy'],
    ['Spoke with an Epley today.', 'Epley'],
    ['Mentzer > 12 hrs late', 'Mentzer'],
    ['SPOKE WITH HER DOCTOR NWACHUKWU IN LAGOS.', 'NWACHUKWU'],
    ['Spoke with Lucian French yesterday.', 'French'],
    ['Pt goes by Bob.', 'Bob'],
    ['Goes by Tavi at home.', 'Tavi'],
    ['PATIENT: HEDDA LINDQVIST M.\nDOB on file', 'M.'],
  ])('masks %s', (text, value) => {
    expect(second.out(text)).not.toContain(value);
  });
  it('masks a revision date in a handoff that names a patient', () => {
    expect(memo.out('Lorna Tisch: med list rev. 10/15/2026, seen by Dr. Yen.')).not.toContain('10/15/2026');
  });
});

describe('streets and roads without a house number', () => {
  it.each([
    ['Buggy traffic on Rt 340 and Rt 23, allow extra time.', 'Rt 340'],
    ['Physical: off Hwy 82 toward the bayou.', 'Hwy 82'],
    ['Urgent care on S Center St, I will tell them.', 'Center'],
    ['Daughter picks up at CVS on E 7th Ave in town.', '7th Ave'],
    ['La farmacia de Publix de NW 107 Ave no la tiene.', '107 Ave'],
    ['FELL FROM SCAFFOLD AT JOB SITE ON H ST NE, LANDED ON BACK.', 'H ST NE'],
    ['Sent Flovent to the Walgreens on Division. Try the spacer.', 'Division'],
    ['Meals from the church on Passyunk (St. Nicholas).', 'Passyunk'],
  ])('masks %s', (text, value) => {
    expect(c.out(text)).not.toContain(value);
  });
  it.each([
    ['Rt 2nd toe swollen.', 'Rt 2nd'],
    ['Rt 5 mm nodule in the upper lobe.', 'Rt 5 mm'],
    ['Reagent lot RT-1107, exp 2027-04.', 'RT-1107'],
    ['Still drives to church on Sundays.', 'Sundays'],
    ['Metformin SR 500 mg twice daily.', 'SR 500'],
  ])('leaves %s', (text, value) => {
    expect(c.out(text)).toContain(value);
  });
  it('masks a Medicare number whole, not a road inside it ("3KQ7-UV9-RT25")', () => {
    expect(c.out('Medicare MBI 3KQ7-UV9-RT25 on file.')).not.toMatch(/3KQ7|UV9-/);
  });
});

describe('a text with a long run of blanks', () => {
  it('finds what stands on either side and keeps the blanks as written', () => {
    const blanks = ' '.repeat(5000);
    const out = c.guardPasses(`Seen by Dr. Bao Yen.${blanks}Call 507-555-0148 at 21:50 on 11/4.`);
    expect(out).not.toContain('Bao Yen');
    expect(out).not.toContain('507-555-0148');
    expect(out).toContain(blanks);
  });
});

describe('e-mail addresses are looked for where a run of their characters starts', () => {
  it('still finds an address glued to other text and one after a long run of letters', () => {
    const out = c.out(`mailto:rosa.q@example.com and ${'ab'.repeat(3000)} then hedda.l@example.org`);
    expect(out).not.toContain('rosa.q@example.com');
    expect(out).not.toContain('hedda.l@example.org');
  });
});

// The third read-only review (of the streets, the blank runs and the e-mail patterns) found these.
describe("the third review's cases", () => {
  const mail = maskerFor(compileContext({
    patient: { name: 'Hedda Lindqvist', fileNumber: '0071934', email: 'hl1941@example.com' },
    staff: ['Dr. Bao Yen'],
  }));
  const blanks = ' '.repeat(40);
  it.each([
    [`Patient:${blanks}Oksana Petrenko`, 'Petrenko'],
    [`Next of kin:${blanks}Oksana Petrenko`, 'Petrenko'],
    [`Age:${' '.repeat(33)}93`, '93'],
    ['john@x.com_hl1941@example.com', 'hl1941'],
    ['a@b.org+hl1941@example.com', 'hl1941'],
    ['mailto:a@b.org%2Chl1941@example.com', 'hl1941'],
  ])('masks %s', (text, value) => {
    expect(mail.guardPasses(text)).not.toContain(value);
  });
  it.each([
    ['Pt has Rt 2 views of the knee.', 'Rt 2 views'],
    ['Route 1 PO daily.', 'Route 1 PO'],
    ['RT 3 times daily.', 'RT 3 times'],
    ['Hwy 1 and 2 closed by snow.', 'Hwy 1 and 2'],
    ['Rt 5 MT fracture.', 'Rt 5 MT'],
    ['Bought it at the store on Amazon.', 'Amazon'],
    ['Message the pharmacy on MyChart.', 'MyChart'],
    ['Took her off Lasix at the pharmacy off Lasix list.', 'Lasix'],
    ['Family meets at the park on Labor Day.', 'Labor Day'],
  ])('leaves %s', (text, value) => {
    expect(mail.out(text)).toContain(value);
  });
  it('still masks a one-digit route after a road cue: "lives off Rt 9"', () => {
    expect(mail.out('Lives off Rt 9 past the feed store.')).not.toContain('Rt 9');
  });
});

describe('an age over 89 after a nickname in brackets, a CSV cell or before a dash', () => {
  it.each([
    ['Tisch, Lorna ("Lolly"), 94. Retired seamstress.', '94'],
    ['3,50917,"TISCH, LORNA",96,UTI delirium', '96'],
    ['Lorna Tisch 92 — prognosis weeks.', '92'],
  ])('masks %s', (text, value) => {
    expect(c.out(text)).not.toMatch(new RegExp(`(?<!\\d)${value}(?!\\d)`));
  });
  it('leaves a count after a nickname: \'Tisch ("Lolly"), 2 visits\'', () => {
    expect(c.out('Tisch ("Lolly"), 2 visits this month.')).toContain('2 visits');
  });
});
