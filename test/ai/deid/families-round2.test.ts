// Families of misses read in the first independent set (bench/deid/heldout), written down again with other names and
// other wording before each fix: the test is the general rule, not the note it came from.
import { describe, expect, it } from 'vitest';
import { compileContext, deidentify, type DeidContext } from '../../../src/ai/deid/index.js';

const context: DeidContext = {
  patient: {
    name: 'Autumn Reyes', givenName: 'Autumn', familyName: 'Reyes', aliases: ['Ace'], fileNumber: '0000731', phone: '253-555-0177',
    address: { street: '88 Tuckahoe Rd', city: 'Tacoma', state: 'WA', zip: '98402' },
    dateOfBirth: '1931-05-09', visitDates: ['2025-03-18'],
  },
  staff: ['Dr. Clara Frye', 'Sterling Page, RN', 'Dr. Hugo Lindqvist', 'Rowan Mast, NP', 'Hope Marlow, RN', 'Dr. Paul Ota'],
  otherPatients: [
    { name: 'Bishop Crane', aliases: ['Cap'], fileNumber: '44120' }, 'Daisy Quill', 'Yusuf Al-Mansour', 'Tomasz Wrzesniewski',
    { name: 'Kwame Osei-Bonsu', aliases: ['Kobby'] }, 'Minh Ha-Vo', { name: 'Arturo Bellini', aliases: ['Art'] }, "Aidan O'Hare",
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

describe('known dates and numbers in short forms', () => {
  it.each([
    ['Son at bedside (3/18). Plan reviewed.', '3/18'],
    ['follow-up from 3/18 visit, doing well', '3/18'],
    ['Claim DOS 03/18/25-03/20/25, inpatient.', '03/18/25'],
    ['Confirmed DOB the 9th of May, 1931 today.', 'the 9th'],
    ['Confirmed DOB as 9th of May 1931.', 'May'],
    ['MRN 731 on the armband', '731'],
    ['chart # 00731 pulled', '00731'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it.each([['Pain 9/10 in both legs.'], ['Strength 4/5 in the left arm, 3/18 reps done.'], ['took 731 steps today']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a score out of ten in a pain clause is no date, even when it spells a known one', () => {
  const withAugust = compileContext({ patient: { name: 'Lena Brandt', visitDates: ['2025-08-10', '2025-09-10'] } });
  it.each([['Pain 5/10, improved from 8/10 last week.'], ['SEVERE PAIN IN BACK AND BOTH LEGS 9/10. USUAL REGIMEN.']])('leaves %s alone', (text) => {
    expect(deidentify(text, withAugust, 'full').text).toBe(text);
  });
  it('still masks the known date elsewhere', () => {
    expect(deidentify('Seen 8/10 for follow-up.', withAugust, 'full').text).not.toContain('8/10');
  });
});

describe('more ways a known name is written', () => {
  it.each([
    ['hello this is autumn i had a question about my pills', 'autumn'],
    ['- quill wife called re rides to dialysis', 'quill'],
    ["kobby's mom called, wants a callback", 'kobby'],
    ['Rowan (NP) 11/19/2024', 'Rowan'],
    ['Called to Sterling P RN at 1500, read back.', 'Sterling'],
    ['BED 9 CRANE, B - HEPARIN GTT', 'CRANE, B'],
    ['PID|1||44120^^^CLINIC^MR||CRANE^BISHOP||19500101|M', 'BISHOP'],
    ['Plan per attending. Note reviewed RM.', 'RM'],
    ['last name spelled O-S-E-I hyphen B-O-N-S-U', 'B-O-N-S-U'],
    ['surname A-L space M-A-N-S-O-U-R, confirmed', 'M-A-N-S-O-U-R'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it.each([['the quill pen and the crane were in the art room'], ['Room note reviewed.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('round 2, fifth pass', () => {
  it.each([
    ['surname spelled H-A hyphen V-O on the form', 'V-O'],
    ["phone call from art's wife about the bill", 'art'],
    ['RM 5 CRANE, B - NPO', 'CRANE, B'],
    ['Called to Sterling P RN at 1500, read back.', 'Sterling P'],
    ['Confirmed DOB the 9th of May, 1931 today.', 'DOB the'],
    ['She is at her sister\'s, not at Tuckahoe Rd this week.', 'Tuckahoe'],
    ['send it to the CVS on tuckahoe please', 'tuckahoe'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it.each([['The art room and the rd trip.'], ['Going home today by road.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('ages over 89 closing a sentence', () => {
  it.each([['Age 92. Lives alone.', '92'], ['AGE: 101.', '101'], ['Pt J. van Dijk, 94. Pacemaker check.', '94'], ['Seen Mrs. Obi, 93. Doing well.', '93']])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it.each([['Labs: sodium 138, chloride 101, glucose, 96.'], ['Age 9.5 months at first seizure.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a stranger named in lower case right after a relation noun', () => {
  it.each([['her daughter priyanka will call back', 'priyanka'], ['my husband dmitri picks up the meds', 'dmitri'], ['pt\'s son oleksandr kovalenko at bedside', 'oleksandr kovalenko']])('masks %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it.each([['her son takes her to dialysis'], ['her daughter present and helpful'], ['my husband drives me']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('initials signing a note off with a credential or a department', () => {
  it.each([
    ['Critical K called and read back. -tqr MLT(ASCP)', 'tqr'],
    ['Goals updated. -JW, OTR/L', 'JW'],
    ['Balance transferred to patient. -LZ (PFS)', 'LZ'],
    ['Old MRN merged. -- qm (HIM) 2/3/25', 'qm'],
  ])('masks %s', (text, value) => {
    expect(out(text)).not.toMatch(new RegExp(`\\b${value}\\b`));
  });
  it.each([['Pain controlled. -PRN (ED)'], ['Reviewed -ok'], ['Continue PT -BID (OT)']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('an initial closing a name before a credential or a list dash', () => {
  it.each([
    ['Result called to Rowan M NP at 1500.', 'Rowan M'],
    ['BED 2 WRZESNIEWSKI, T - NPO AFTER MN', 'WRZESNIEWSKI, T'],
    ['BED 3 BELLINI, A - CBI RUNNING', 'BELLINI, A'],
    ["RM 6 O'HARE, A - NPO", "O'HARE, A"],
    ['Critical value called to Hope M RN at 0310.', 'Hope M'],
  ])('masks all of %s', (text, value) => {
    expect(out(text)).not.toContain(value);
  });
  it('leaves a lone letter that is no initial alone', () => {
    expect(out('BED 2 WRZESNIEWSKI, A - NPO')).toContain(', A -');
  });
});
