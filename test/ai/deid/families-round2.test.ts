// Families of misses read in the first independent set (bench/deid/heldout), written down again with other names and
// other wording before each fix: the test is the general rule, not the note it came from.
import { describe, expect, it } from 'vitest';
import { compileContext, deidentify, type DeidContext } from '../../../src/ai/deid/index.js';

const context: DeidContext = {
  patient: {
    name: 'Autumn Reyes', givenName: 'Autumn', familyName: 'Reyes', aliases: ['Ace'], fileNumber: '0000731', phone: '253-555-0177',
    address: { street: '88 Quimby Rd', city: 'Tacoma', state: 'WA', zip: '98402' },
    dateOfBirth: '1931-05-09', visitDates: ['2025-03-18'],
  },
  staff: ['Dr. Clara Frye', 'Sterling Page, RN', 'Dr. Hugo Lindqvist', 'Rowan Mast, NP', 'Hope Marlow, RN', 'Dr. Paul Ota'],
  otherPatients: [
    { name: 'Bishop Crane', aliases: ['Cap'], fileNumber: '44120' }, 'Daisy Quill', 'Yusuf Al-Mansour', 'Tomasz Wrzesniewski',
  ],
};
const compiled = compileContext(context);
const out = (text: string) => deidentify(text, compiled, 'full').text;

describe('a known name that is also a word, in capitals, where a roster line or a role puts a person', () => {
  it.each([
    ['BED 7 CRANE - ON HEPARIN GTT', 'CRANE'],
    ['RM 3 QUILL - NPO AFTER MN', 'QUILL'],
    ['HANDOFF 0700 (RN STERLING -> RN BO)', 'STERLING'],
    ['CHARGE RN ROWAN AWARE', 'ROWAN'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
});

describe('a known surname after a title with its particle, in lower case', () => {
  it.each([
    ['- mr al mansour needs his statin PA', 'mansour'],
    ['called mrs quill back re: her inhaler', 'quill'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
});

describe('staff written as a user name (initial + surname) or as initials with a credential', () => {
  it.each([
    ['-- 03/02/2025 09:10 -- by cfrye', 'cfrye'],
    ['Result reviewed. -- hlindqvist', 'hlindqvist'],
    ['Called to SP RN at 1400, read back.', 'SP'],
    ['Seen with RM NP today.', 'RM'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toMatch(new RegExp(`\\b${value}\\b`));
  });
});

describe('name-words used as words stay', () => {
  it.each([
    ['Patient hope is to go home by Friday.'],
    ['CAP REFILL < 2 SEC, SKIN WARM.'],
    ['Nevus of Ota on the left cheek, stable.'],
    ['Mongolian spot vs nevus of Ota; photo taken.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a name-word at the start of a sentence, "and" and a thing after it, is the word', () => {
  it.each([
    ['Sleep poor. Autumn and winter are her worst months.'],
    ['Skin intact. Sterling and nickel allergy listed.'],
  ])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
  it.each([['Autumn and her son came in.', 'Autumn'], ['Seen today. Autumn and Mr. Reyes agree.', 'Autumn']])('still masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
});

describe('an alias that is a word or an abbreviation, in capitals, needs a cue', () => {
  it.each([['HOLD ACE, RECHECK K IN AM.'], ['ACE inhibitor held for AKI.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
  it('still masks it after a cue', () => {
    expect(out('PT GOES BY "ACE" - PREFERS IT')).not.toContain('ACE');
  });
});

describe('a code in an HL7 segment is a code', () => {
  it.each([['OBX|2|CWE|SNOMED^40930008^Hypothyroidism||'], ['OBX|1|NM|LOINC^2345^Glucose||']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('the particle of a hyphenated surname written apart goes with it', () => {
  it.each([['- mr al mansour needs his statin PA'], ['BED 4 - AL MANSOUR RULE OUT PE'], ['Yusuf Al Mansour, seen today.']])('masks all of %s', (text) => {
    expect(out(text)).not.toMatch(/\bal\b|mansour/i);
  });
});
