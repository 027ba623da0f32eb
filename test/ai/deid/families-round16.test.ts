// Families of misses read in round 16 in the sets held out in round 15 (bench/deid/heldout27 … heldout29, development
// data since), written down again with other names, places and wording before each fix: each test is the general
// rule, not the note it came from.
import { describe, expect, it } from 'vitest';
import { compileContext, deidentify, restore } from '../../../src/ai/deid/index.js';
import { maskerFor, word } from './fixtures.js';

const clinic = compileContext({
  patient: {
    name: 'Percival Ostrowski', aliases: ['Percy'], fileNumber: '0083117', phone: '412-555-0186',
    address: { street: '2210 Sarah St', city: 'Pittsburgh', state: 'PA', zip: '15203' },
    dateOfBirth: '1951-04-22', visitDates: ['2026-10-06'],
  },
  staff: ['Dr. Imelda Vukovich', 'Tobias Renner, RN'],
  otherPatients: [{ name: 'Lucinda Marwick', aliases: ['Cindy'], fileNumber: '41177' }, { name: 'Obadiah Stroud', fileNumber: '52290' }],
});
const c = maskerFor(clinic);

describe('a person named by a credential after the name or a role before it', () => {
  it.each([
    ['Spirometry coached by T. Halvorsen, RRT.', 'Halvorsen'],
    ['Home visit: Rosalind K., CHW', 'Rosalind'],
    ['Impressions taken — Dr. Vukovich / Kaylynn RDA', 'Kaylynn'],
    ['Taping by Brandt, ATC after practice.', 'Brandt'],
    ['Wife keeps the log. J.W. RRT', 'J.W.'],
    ['Housekeeper Philomena Drury found her on the floor.', 'Philomena'],
    ['Instructor J. Okafor ran the BLS class.', 'Okafor'],
    ['brought in by the farm foreman Iñigo after the fall', 'Iñigo'],
    ['Pulp test done, asst Jessamyn charted it.', 'Jessamyn'],
    ['ED MD Quesnel aware of the troponin.', 'Quesnel'],
    ['Dressing changed. LPN Garrity, for T. Renner', 'Garrity'],
    ['Patient seen in clinic. scribe pqv', 'pqv'],
    ['BP 148/90 recheck. triage RN wlt', 'wlt'],
  ])('masks %s', (text, value) => {
    expect(c.guardPasses(text)).not.toMatch(word(value));
  });
  it.each([
    ['Signed: Ines Barrow, MD   Date: 10/06/2026', 'Date'],
    ['Provider: Ines Barrow, NP   Chaperone: present', 'Chaperone'],
    ['Housekeeper, Strand building, reported the spill.', 'Strand'],
    ['Per MD order, hold the next dose.', 'order'],
    ['Baby ASA 81 not indicated this pregnancy.', 'ASA'],
    ['Instructor note: the class ran late.', 'Instructor'],
    ['Coach Training on Thursday for all MAs.', 'Training'],
    ['NICHQ Vanderbilt Teacher Rating Scale sent home.', 'Rating'],
    ['Baby Girl born at 0312, Apgars 8/9.', 'Girl'],
    ['Discussed Baby Blues handout.', 'Blues'],
    ['Referred to MD Anderson for a second opinion.', 'Anderson'],
    ['NP Thyroid 90 mg daily.', 'Thyroid'],
    ['BP 168/94 (MD Notified).', 'Notified'],
    ['Neph MD aware of the potassium.', 'Neph'],
    ['Report given to P.M. RN at shift change.', 'P.M.'],
    ['BLS EMT on scene at 0214.', 'BLS'],
    ['Allergies verified nka', 'nka'],
    ['Supervisor Notified per policy.', 'Notified'],
  ])('leaves what names no one: %s', (text, value) => {
    expect(c.out(text)).toMatch(word(value));
  });
});

describe('a relative named after a kinship phrase', () => {
  it.each([
    ['Seen with baby Nahla, feeding well.', 'Nahla'],
    ['Widow of Thaddeus de Villiers, lives alone.', 'Villiers'],
    ['Daughter of Radomir Petkovic came along.', 'Petkovic'],
    ['hi this is zofija writing for my dad', 'zofija'],
  ])('masks %s', (text, value) => {
    expect(c.guardPasses(text)).not.toMatch(word(value));
  });
  it.each([
    ["Mother 'Ana Fonoti called, 412 555 0199.", 'Ana'],
    ['mom (ʻIolani) has the pill box', 'Iolani'],
  ])('masks a name opening with an ʻokina: %s', (text, value) => {
    expect(c.guardPasses(text)).not.toMatch(word(value));
  });
  it('restores a quoted nickname and an ʻokina name exactly', () => {
    for (const text of ["Son Rob called; wife 'Rob' too", "Mother 'Ana Fonoti called. Ana Fonoti will bring meds.", 'mom (ʻIolani) has the pill box']) {
      const { text: masked, tokens } = deidentify(text, clinic, 'full');
      expect(restore(masked, tokens)).toBe(text);
    }
  });
});

describe("the subject's given name that is a modal verb stays the verb", () => {
  const will = maskerFor(compileContext({ patient: { name: 'Will Turner', fileNumber: '8812' }, staff: [] }));
  it.each([['Will cont. eating plan as tolerated.'], ['Will try walking more.']])('leaves %s', (text) => {
    expect(will.out(text)).toMatch(word('Will'));
  });
});

describe("the subject's given name that is also a word, at a sentence's start", () => {
  const word_ = compileContext({
    patient: { name: 'Clement Hollister', fileNumber: '7730', dateOfBirth: '1939-01-05', visitDates: ['2026-11-02'] },
    staff: ['Dr. Faye Lindqvist'],
  });
  const w = maskerFor(word_);
  it.each([
    ['Home visit 11/02/2026: Clement sitting on the porch with his dog.'],
    ['Clement was sitting up in bed.'],
    ['Clement is awake and oriented.'],
  ])('masks %s', (text) => {
    expect(w.guardPasses(text)).not.toMatch(word('Clement'));
  });
  it('leaves the word where it is no one', () => {
    expect(w.out('Clement weather expected; home visit moved.')).toMatch(word('Clement'));
  });
});

describe("a known person's surname initial after their given name or alias", () => {
  it.each([
    ['Rm 12 Percy O chest pain r/o, trop neg', 'O'],
    ['Rm 7 Cindy M — obs bed pending', 'M'],
    ['thx, percival o', 'o'],
    ['Seen by Tobias R. today.', 'R'],
  ])('masks %s', (text, initial) => {
    const out = c.guardPasses(text);
    expect(out).not.toMatch(new RegExp(`(?<![\\p{L}])${initial}(?![\\p{L}])`, 'u'));
  });
  it.each([
    ['Percy A fib controlled on apixaban.', 'A fib'],
    ['Percy DOB on file.', 'DOB'],
    ['Rm 12 Percy           Ortho consult', 'Ortho'],
  ])('leaves a capital that is not their initial: %s', (text, value) => {
    expect(c.out(text)).toContain(value);
  });
  it('restores the name with its initial as one person', () => {
    const others = compileContext({ staff: [], otherPatients: [{ name: 'Odessa Whitlock', aliases: ['Odie'], fileNumber: '33120' }] });
    for (const [text, ctx] of [['thx, percival o', clinic], ['Rm 7 Odie W CP r/o', others]] as const) {
      const { text: masked, tokens } = deidentify(text, ctx, 'full');
      expect(masked.match(/\[\[/g)).toHaveLength(1);
      expect(restore(masked, tokens)).not.toMatch(/Odie Odie|Ostrowski Percival|Ostrowski Ostrowski/);
    }
  });
});

describe('a month and day after a heading, a week or a move, not a score', () => {
  it.each([
    ['School clinic daily log 11/13: 18 visits, 2 sent home.', '11/13'],
    ['Care conference, week of 11/23', '11/23'],
    ['Hi Mr. Ostrowski, we moved you to 12/02 at 3:15.', '12/02'],
    ['DAY SHIFT HANDOFF 4W 11/25:', '11/25'],
  ])('masks %s', (text, value) => {
    expect(c.guardPasses(text)).not.toContain(value);
  });
  it.each([
    ['Grip strength 4/5: improving.', '4/5'],
    ['PHQ-9 score 9/27: mild.', '9/27'],
    ['Lymph nodes 2/12: metastatic carcinoma.', '2/12'],
    ['Tinetti 9/12: fall risk.', '9/12'],
    ['Strength 4/5 at 10:00 recheck.', '4/5'],
    ['Tube feeds moved to 1/2 rate overnight.', '1/2'],
    ['Strength moved to 4/5 in LLE.', '4/5'],
  ])('leaves a score: %s', (text, value) => {
    expect(c.out(text)).toContain(value);
  });
  it('leaves a date in a whole memo about no one (a text that stands alone), masks it in a part of a record', () => {
    const memo = 'Autoclave spore test week of 11/02 negative; no items recalled.';
    const noSubject = compileContext({ staff: ['Dr. Imelda Vukovich'], otherPatients: [{ name: 'Obadiah Stroud', fileNumber: '52290' }] });
    expect(deidentify(memo, noSubject, 'full', 'text').text).toContain('11/02');
    expect(deidentify(memo, noSubject, 'full').text).not.toContain('11/02');
  });
});

describe('an examination named after someone, with its finding, and a holiday, are no one', () => {
  it.each([
    ['Painful arc, Neer and Kessler positive, Hawkins +, drop arm negative.', 'Hawkins'],
    ['Shoulder: Neer/Hawkins neg, Spurling negative.', 'Spurling'],
    ['LVEF 55% (biplane Simpson), no RWMA.', 'Simpson'],
    ['Plans to fast during Ramadan; adjust insulin timing.', 'Ramadan'],
    ['Clinic closed for Nowruz on Friday.', 'Nowruz'],
  ])('leaves %s', (text, value) => {
    expect(c.out(text)).toMatch(word(value));
  });
  it.each([
    ['Referred to Dr. Hawkins for the shoulder.', 'Hawkins'],
    ['Called Ms. Simpson positive for flu, advised rest.', 'Simpson'],
  ])('still masks the person with a title: %s', (text, value) => {
    expect(c.guardPasses(text)).not.toMatch(word(value));
  });
});

describe("the patient's street named alone in lower case or after 'home', and the town's usual shortenings", () => {
  const home = maskerFor(compileContext({
    patient: {
      name: 'Agnieszka Wolanin', fileNumber: '70415', phone: '716-555-0133',
      address: { street: '88 Whitcomb Ave', city: 'Buffalo', state: 'NY', zip: '14212' },
      dateOfBirth: '1958-09-30',
    },
    staff: [],
  }));
  const lake = maskerFor(compileContext({
    patient: { name: 'Delsa Ringwood', fileNumber: '5530', address: { street: '12 Elm St', city: 'Salt Lake City', state: 'UT', zip: '84105' } },
    staff: [],
  }));
  it.each([
    ['can i do rehab on whitcomb or is that too far', 'whitcomb'],
    ['Home Whitcomb, phone 716 555 0133.', 'Whitcomb'],
    ['Address 88 Whitcomb Bflo NY 14212', 'Bflo'],
  ])('masks %s', (text, value) => {
    expect(home.guardPasses(text)).not.toMatch(word(value));
  });
  it('masks a town named without its last word "City"', () => {
    expect(lake.guardPasses('Lives alone in the same Salt Lake bungalow since 1970.')).not.toContain('Salt Lake');
  });
  it('leaves a street word that is an English word in lower case', () => {
    const elm = maskerFor(compileContext({ patient: { name: 'Ona Brisket', fileNumber: '6612', address: { street: '40 Warren St', city: 'Utica', state: 'NY', zip: '13501' } }, staff: [] }));
    expect(elm.out('dispute on warren of the rabbits')).toContain('warren');
  });
});
