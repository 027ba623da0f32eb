// Families of misses read in the fifth and sixth independent sets (bench/deid/heldout5, heldout6), written down
// again with other names and other wording before each fix: each test is the general rule, not the note it came from.
import { describe, expect, it } from 'vitest';
import { assertNoKnownIdentifiers, compileContext, deidentify, type DeidContext } from '../../../src/ai/deid/index.js';

const context: DeidContext = {
  patient: {
    name: 'Gertrude Pennock', fileNumber: '58214', phone: '608-555-0143',
    address: { street: '912 Larkspur Ln', city: 'Janesville', state: 'WI', zip: '53545' },
    dateOfBirth: '1932-04-11',
  },
  staff: [
    'Carmen Ruiz, NP', 'Dr. Nadia Ellis', 'Dr. Pia Lowe', 'Dr. Tariq Saleh', 'Bea Dorsey, MA', 'Dawn Pike, RN',
    'Dr. Otto Babinski',
  ],
  otherPatients: [{ name: 'Louis Parish', fileNumber: '30417' }, { name: 'Cora Bright' }],
};
const compiled = compileContext(context);
const out = (text: string) => deidentify(text, compiled, 'full').text;
const guardPasses = (text: string) => {
  const masked = out(text);
  expect(() => assertNoKnownIdentifiers(masked, compiled, { level: 'full' })).not.toThrow();
  return masked;
};
const gone = (masked: string, value: string) => expect(masked).not.toMatch(new RegExp(`(?<![\\p{L}])${value}(?![\\p{L}])`, 'u'));

describe('a known surname that is also a word, in a census or huddle line (a bullet or a bare room number, then a separator)', () => {
  it.each([
    ['* PARISH (94) slept well -- CHF, diuresing', 'PARISH'],
    ['212 parish - POD1 hip, PT today', 'parish'],
    ['- Parish -- obs, syncope, tele', 'Parish'],
    ['* PENNOCK: NPO after midnight', 'PENNOCK'],
  ])('masks %s', (text, value) => {
    gone(guardPasses(text), value);
  });
  it.each([['* Bright red blood per rectum, none today.'], ['- Parish council letter filed.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('staff initials where a note is signed, dictated or typed (letters that are also an abbreviation)', () => {
  it.each([
    ['Follow-up in 6 weeks.\nCR/kpm', 'CR'],
    ['Dictated NE / transcribed jrw D: 03/02/26 10:14', 'NE'],
    ['Wound clean, dry.\nPL:gh  D 03/04/26 0910', 'PL'],
    ['Recheck in a year.\nTS/CMA', 'TS'],
    ['Signed Hugo Brandt, MD / TS', 'TS'],
    ['Return if worse. CR', 'CR'],
    ['Labs drawn.\nNE', 'NE'],
    ['Vitals per flowsheet.\nPL / dictated 03/04/26 09:10', 'PL'],
    ['Rooming done: CR / BD MA', 'BD'],
    ['Meds reconciled.\n-- bd', 'bd'],
  ])('masks %s', (text, value) => {
    gone(guardPasses(text), value);
  });
  it.each([
    ['Dictated NE / transcribed jrw D: 03/02/26 10:14', 'jrw'],
    ['Dict: H. Brandt, MD  Trans: qlm  03/02/2026 09:40', 'qlm'],
    ['Wound clean, dry.\nPL:gh  D 03/04/26 0910', 'gh'],
  ])('masks the typist in %s', (text, value) => {
    gone(guardPasses(text), value);
  });
  it.each([
    ['CR 1.1 stable, TS negative, recheck CR'],
    ['Goals: swim 20 min 3 days/wk'],
    ['Growth: ht 104 cm, wt 17 kg'],
    ['Plan: BD dosing of the inhaler, NE quadrant tender.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a staff given name after a greeting that opens the message, whatever runs on after it', () => {
  it('masks the name', () => {
    gone(guardPasses('hi dawn quick question about the refill, can it go to the other pharmacy'), 'dawn');
  });
  it('leaves a greeting to everyone alone', () => {
    const text = 'hi all quick question about the refill';
    expect(out(text)).toBe(text);
  });
});

describe('a staff surname that is an eponym, after a title, before a word that follows eponyms', () => {
  it('masks the doctor', () => {
    gone(guardPasses('Discharge pending Dr Babinski sign, then home.'), 'Babinski');
  });
  it('leaves the finding alone', () => {
    const text = 'Babinski sign negative bilaterally.';
    expect(out(text)).toBe(text);
  });
});

describe('ages over 89: the patient as subject, turning an age, the age beside a date of birth', () => {
  it.each([
    ['Pt is 93, walks with a cane.', '93'],
    ['Lives alone (turns 97 in May), still drives.', '97'],
    ['MOSS, ADA  DOB 04/11/1932  (94)', '94'],
    ['Seen today (DOB 7/3/33, 93). Weight stable.', '93'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toMatch(new RegExp(`\\b${value}\\b`));
  });
  it.each([['Pt is 98.6 F orally.'], ['Bed turned 90 degrees for transfer.'], ['turning q2h for 90 min']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('what a known person is called, in quotes or brackets right after their name', () => {
  it.each([
    ['RM 7 PENNOCK, GERTRUDE ("TOOTS") 94F -- UTI', 'TOOTS'],
    ['PENNOCK, GERTRUDE  (PEGGY)  MRN on file', 'PEGGY'],
    ['Client: Gertrude Pennock (葛楚德)  Age: 94', '葛楚德'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toContain(value);
  });
  it.each([['Gertrude Pennock (wife) called.', 'wife'], ['Carmen Ruiz (NP) saw her.', 'NP']])('keeps %s', (text, kept) => {
    expect(out(text)).toContain(`(${kept})`);
  });
});
