// Families of round 23, written by hand as forms of a class (a line wrapped by its writer, a system login, a staff
// member's initials in a chat, a stamp or a table's last column, a known given name that is a word addressed at the
// start of a message, a town after a wrapped preposition or on a letterhead, a number in groups or mixed with capitals,
// an age in a roster's column, an uncommon credential, a census row opened by a date and a time, a name cell with its
// comma) rather than read from the development sets' misses: each test is the rule, with the words it must leave alone.
import { describe, expect, it } from 'vitest';
import { compileContext } from '../../../src/ai/deid/index.js';
import { maskerFor, word } from './fixtures.js';

const clinic = compileContext({
  patient: {
    name: 'Colter Brannock', fileNumber: '0283114', phone: '406-555-0147',
    address: { street: '77 Kessler Rd', city: 'Great Falls', state: 'MT', zip: '59404' },
    dateOfBirth: '1988-02-09', visitDates: ['2026-11-10'],
  },
  staff: ['Dr. Marit Lundeby', 'Kaspar Oyelowo, RN', 'Tovah Renwick, PharmD', 'Wren Estabrook, MA'],
  otherPatients: [{ name: 'Travis Oldenkamp', fileNumber: '448120' }],
});
const c = maskerFor(clinic);

describe('a line wrapped by its writer: the next line goes on the sentence', () => {
  it.each([
    ['Lives on the ranch with his wife and his son\nAnselmo, who drives him in.', 'Anselmo'],
    ['Reviewed at tumor board with Dr. Lundeby (onc),\nPellegrino (rad onc); plan SBRT.', 'Pellegrino'],
  ])('masks the name opening the wrapped line: %s', (text, name) => {
    expect(c.out(text)).not.toMatch(word(name));
  });
  it('leaves a line after a full stop alone when its word is no name: a heading', () => {
    expect(c.out('Reviewed the plan with him and his son.\nAssessment: stable')).toMatch(word('Assessment'));
  });
  it('leaves a short line (no prose) before a capitalised word: a list', () => {
    expect(c.out('Meds son\nLisinopril 10 mg')).toMatch(word('Lisinopril'));
  });
  it.each([
    ['Discussed the biopsy with the patient today\nGleason 3+4 in two cores.', 'Gleason'],
    ['Reviewed positioning with the charge nurse\nBraden 14, turning q2h.', 'Braden'],
    ['Pain with overhead reach and\nHawkins positive on the right.', 'Hawkins'],
  ])('leaves a score or a sign opening a wrapped line: %s', (text, kept) => {
    expect(c.out(text)).toMatch(word(kept));
  });
});

describe('a system login where a log or a signature puts its writer', () => {
  it.each([
    ['Demographics updated 11/02/2026 by rkasprzak', 'rkasprzak'],
    ['Last edit 11/02/2026 14:10   user mbelcourt\nPatient: see above', 'mbelcourt'],
    ['Message taken by jvaldovinos\nCaller wants a refill', 'jvaldovinos'],
    ['She will call back Monday.\n— rmedeiros', 'rmedeiros'],
    ['Refill sent to the pharmacy.\n— mbelcourt', 'mbelcourt'],
  ])('masks %s', (text, login) => {
    expect(c.out(text)).not.toMatch(word(login));
  });
  it.each([
    ['Tablets given by mouth.', 'mouth'],
    ['Results sent by mychart.', 'mychart'],
    ['Reviewed by cardiology.', 'cardiology'],
    ['Claim handled by humana.', 'humana'],
    ['- nucala 100 mg monthly', 'nucala'],
  ])('leaves a word or a service after "by": %s', (text, kept) => {
    expect(c.out(text)).toMatch(word(kept));
  });
});

describe("a stranger's initials after a role or a report's verb", () => {
  it.each([
    ['Flu clinic 11/09/2026   vaccinator kpd\nLot on file', 'kpd'],
    ['Critical potassium reported to the charge nurse at 0310 by mjr; read back.', 'mjr'],
  ])('masks %s', (text, initials) => {
    expect(c.out(text)).not.toMatch(word(initials));
  });
});

describe("a staff member's initials in the slots a clinic writes them", () => {
  it.each([
    ['[09:12] KO: bed 4 is asking for you\n[09:14] WE: on my way', ['KO', 'WE']],
    ['Tolerated the first dose well.\nKO 11/10/2026 15:40', ['KO']],
    ['Orders verified overnight.\n-- WE accepted 0645', ['WE']],
    ['11/10/2026 10:02 AM reply, KO:\nHi, your results are fine.', ['KO']],
    ['11/02/2026   2.4   5 mg   no change      WE\n11/09/2026   2.9   5 mg   held x1      WE', ['WE']],
  ])('masks %s', (text, initials) => {
    const out = c.guardPasses(text);
    for (const i of initials) expect(out).not.toMatch(word(i));
  });
  it('leaves letters that are no staff member\'s initials in the same slots', () => {
    expect(c.out('[09:12] QX: bed 4 is asking')).toMatch(word('QX'));
  });
  it('leaves a staff member\'s initials that are also an abbreviation, in a reading or a study line', () => {
    const bp = maskerFor(compileContext({ patient: { name: 'Ann Lee' }, staff: ['Brenda Price, RN', 'Carla Torres, MA'] }));
    expect(bp.out('08:00 BP: 132/84')).toMatch(word('BP'));
    expect(bp.out('Prior imaging:\nCT 11/02/2026\nNo acute findings.')).toMatch(word('CT'));
    expect(bp.out('10/12  0800   metoprolol   25 mg   CT')).toMatch(word('CT'));
  });
});

describe("the patient's given name that is also a word, addressed at the start of a message", () => {
  it.each([
    'Reply 11/10/2026 2:15 PM: Colter, not yet. Keep the splint on.',
    '"COLTER, reminder of your appt Tuesday. Reply C to confirm."',
  ])('masks %s', (text) => {
    expect(c.guardPasses(text)).not.toMatch(/colter/i);
  });
  it('leaves the word mid-sentence: a colter blade', () => {
    expect(c.out('Cut his hand on a colter blade.')).toMatch(word('colter'));
  });
  it('leaves a name that is a word after a label, describing: Stool: Brown, not bloody', () => {
    const brown = maskerFor(compileContext({ patient: { name: 'Grace Brown' }, staff: ['Dr. Sharp Young'] }));
    expect(brown.out('Stool: Brown, not bloody.')).toMatch(word('Brown'));
    expect(brown.out('Pain: Sharp, not dull.')).toMatch(word('Sharp'));
  });
});

describe('a middle initial the record does not have, before an alias cue', () => {
  it('masks BRANNOCK, COLTER J AKA "CJ" as one name', () => {
    expect(c.out('Name: BRANNOCK, COLTER J AKA "CJ"   Booking #: 5')).not.toMatch(/COLTER J|(?<![\p{L}])J AKA/u);
  });
});

describe('a town after a wrapped preposition, before a verb, on a letterhead, or by its short name', () => {
  it.each([
    ['Her grandson works nights at a cannery in\nNaknek, she worries.', 'Naknek'],
    ['The cardiologist in Yakima says the stent is fine.', 'Yakima'],
    ['Went to a potlatch in Kwigillingok by snowmachine.', 'Kwigillingok'],
    ['Referred to: Bitterroot Neurology, Missoula\nRe: nerve study', 'Missoula'],
    ['MONTANA ORTHO ASSOCIATES, BILLINGS\nPatient: see below', 'BILLINGS'],
    ['She would rather drive to ABQ than fly.', 'ABQ'],
  ])('masks %s', (text, place) => {
    expect(c.out(text)).not.toMatch(word(place));
  });
  it.each([
    ['Sent to\nPharmacy for pickup.', 'Pharmacy'],
    ['Allergies: Penicillin, Sulfa\nMeds: none', 'Sulfa'],
    ['Dilated LA on the echo, LA 4.6 cm.', 'LA'],
    ['Placed in SLC x 4 weeks.', 'SLC'],
    ['Lymph node: Firm, Mobile\nNo erythema.', 'Mobile'],
  ])('leaves %s', (text, kept) => {
    expect(c.out(text)).toMatch(word(kept));
  });
});

describe('numbers in groups, mixed keys, and labelled numbers of other systems', () => {
  it.each([
    ['Booking # FCC-26-2210   OTIS: 771904', '771904'],
    ['Medicaid ProviderOne 204877315WA on file.', 'WA on'],
    ['Superior Court cause no. 26-2-04417-08 hearing set.', '26-2-04417-08'],
    ['Trial subject 114-0233-007 randomised to arm B.', '114-0233-007'],
    ['Specimen shipped, airbill 8830 1172 4409.', '8830 1172 4409'],
    ['SNAP EBT card 5077 1120 0419 6632 replaced.', '5077 1120 0419 6632'],
    ['Prior auth key Q7M4R2XK9 submitted.', 'Q7M4R2XK9'],
    ['4  12     KETTLEWELL, T (530881)     insulin due', '530881'],
  ])('masks %s', (text, value) => {
    expect(c.out(text)).not.toContain(value);
  });
  it.each([
    ['NDC 0002-8215-01 and 65862-157-05 dispensed.', '65862-157-05'],
    ['Seen 2026-11-10, next 2026-12-01.', 'next'],
    ['Heat rule (WAC 296-62-095) applies.', '296-62-095'],
    ['Doses at 0700-1100-1500-1900 daily.', '0700-1100-1500-1900'],
    ['PCV20 and COVID19 given; B12 level sent.', 'PCV20'],
    ['SCANNED: ARIZONA DEPT 0F EC0N0MIC SECUR1TY', 'EC0N0MIC'],
    ['Given at 0800 1200 1600 2000 per MAR.', '0800 1200 1600 2000'],
    ['FSBG 145-210-188-160 this week.', '145-210-188-160'],
    ['JAK2V617F positive.', 'JAK2V617F'],
    ['Procedures: Arthrocentesis, Knee (20610)', '20610'],
    ['Medications that may cause 10-15 lb weight gain.', '10-15'],
    ['Heat rule (§ 296-62-095) applies.', '296-62-095'],
  ])('leaves %s', (text, kept) => {
    expect(c.out(text)).toContain(kept);
  });
});

describe('an age over 89 beside a person in a roster, a list or a remark', () => {
  it.each([
    ['Oldenkamp, T. 448120, 93: no surgery per family', '93'],
    ['Seen with his aunt Philomena (Mena),\n97, who manages his meds.', '97'],
    ['Oldenkamp, Travis   93   #77120   fall', '93'],
    ['Aunt Bernardine (96 in March) still drives.', '96'],
  ])('masks %s', (text, age) => {
    expect(c.out(text)).not.toMatch(new RegExp(`(?<!\\d)${age}(?!\\d)`));
  });
  it('leaves a percentage, or a reading before another reading, in a column after a name', () => {
    expect(c.out('Ravenscroft, Idalene   95%   RA')).toContain('95%');
    expect(c.out('Ravenscroft, Idalene   96   88   RA')).toMatch(/(?<!\d)96(?!\d)/);
  });
});

describe('a name before an uncommon credential, and one written surname first', () => {
  it.each([
    ['| lisinopril | 10 mg | B. Quarterman ARNP | continue |', 'Quarterman'],
    ['Monitor visit set (Priyanka Adebayo-Lind, CRA).', 'Adebayo-Lind'],
    ['Crew: D. Halvorsen AEMT / R. Tsosie-Begay EMT-B', 'Tsosie-Begay'],
    ['Reviewed with Marisela Ybarra, flight RN.', 'Ybarra'],
    ['Screener: Loretta Yazzie-Benally, Health Aide', 'Yazzie-Benally'],
    ['Verified: Chidinma Okafor-Lund, MS, MLS(ASCP)', 'Okafor-Lund'],
  ])('masks %s', (text, name) => {
    expect(c.out(text)).not.toMatch(word(name));
  });
  it.each([
    ['Ordering: Ashworth, Ingrid, MD (radiation oncology)', 'Ashworth, Ingrid'],
    ['dextroamphetamine #30, Pellegrini, Dane PA-C, urgent care', 'Pellegrini, Dane'],
  ])('masks the name and its comma as one span: %s', (text, name) => {
    const out = c.out(text);
    expect(out).not.toContain(name.split(',')[0]);
    expect(out).toMatch(/\[\[NAME_\d+\]\][ \t]*(?:PA-C|,[ \t]*MD)/);
  });
  it.each([
    'Tylenol, Motrin PA for pain',
    'Seen in Cardiology, Boston MD office',
    'Dupixent, Xolair PA approved',
    'Set up with Amedisys, home health RN visits',
  ])('leaves drugs and services before letters that are a credential too: %s', (text) => {
    expect(c.out(text)).toContain(text.split(' ')[0]!);
  });
});

describe('a census row opened by a date and a time, or by a row and a bed', () => {
  it.each([
    ['11/09   2212  Vigil, Tomasita (91)   0391772    fall', 'Tomasita'],
    ['11/14   0150  Trujillo, Ynes               0188402   ortho', 'Ynes'],
    ['2  03     HALTERMAN, D (188205)          amoxicillin', 'HALTERMAN'],
  ])('masks %s', (text, name) => {
    expect(c.out(text)).not.toMatch(word(name));
  });
  it('leaves two drugs in a numbered row', () => {
    expect(c.out('3  Tylenol, Motrin   PRN')).toMatch(word('Motrin'));
  });
});

describe("a table's person cells", () => {
  it('masks a client cell written surname first as one span, comma included', () => {
    const out = c.out('client,mrn,priority\n"Quist, Marcell",70953,high\n"Pruett, Shalene",70954,high');
    expect(out).not.toMatch(/Quist|Marcell/);
    expect(out).not.toContain(']], [[');
  });
  it('masks last and first columns in a roster', () => {
    const out = c.out('mrn,last,first,dob,appt\n204118,ESPLUND,TAWNI,1979-03-12,2026-10-30 15:40');
    expect(out).not.toMatch(/ESPLUND|TAWNI/);
  });
  it('leaves first and last columns of a table that is no roster, or where they are not a name\'s parts', () => {
    expect(c.out('rank,first,last\n1,ok,fine')).toMatch(word('ok'));
    expect(c.out('mrn,drug,first,last\n1234,vanc,Trough,Peak')).toMatch(word('Peak'));
  });
});

describe('a relative named after an in-law written in three words', () => {
  it('masks My mother in law Feodosia', () => {
    expect(c.out('My mother in law Feodosia says the same.')).not.toMatch(word('Feodosia'));
  });
  it('leaves a word that is no name after it', () => {
    expect(c.out('Her mother in law Always helps.')).toMatch(word('Always'));
  });
});

describe('long runs the engine reads in bounded time (a base64 blob, a line of capitals)', () => {
  // The round-22 engine did not finish these in a minute: a typo's deletions of a 40,000-letter word, and a
  // lookbehind tried at every position of the run. A hang detector, not a benchmark (bench/deid measures latency).
  it.each([
    ['letters and digits', 'A1B2'.repeat(10_000)],
    ['capitals', 'ABCDEFGH'.repeat(5_000)],
    ['lower case, then a wrapped line', `${'a'.repeat(40_000)}\nAnselmo went home.`],
  ])('%s', (_, text) => {
    const started = performance.now();
    c.out(text);
    expect(performance.now() - started).toBeLessThan(20_000);
  });
});
