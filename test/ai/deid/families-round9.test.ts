// Families of misses read in the thirteenth and fourteenth independent sets (bench/deid/heldout13, heldout14), written
// down again with other names, numbers and wording before each fix: each test is the general rule, not the note it
// came from.
import { describe, expect, it } from 'vitest';
import { assertNoKnownIdentifiers, compileContext, deidentify } from '../../../src/ai/deid/index.js';

const compiled = compileContext({
  patient: {
    name: 'Ginger Pruett', fileNumber: '40917', phone: '479-555-0164',
    address: { street: '1815 S 14th St', city: 'Hope', state: 'AR', zip: '71801' },
    dateOfBirth: '1951-06-02', visitDates: ['2026-10-12'],
  },
  staff: ['Dr. Dorian Quist', 'Tawny Rhoades, RN', 'Lila Sato, PharmD', 'Fern Albright'],
  otherPatients: [
    { name: 'Crystal Obregon', fileNumber: '52210' },
    { name: 'Dale Whitcomb', fileNumber: '0031877', aliases: ['Duke'] },
    { name: 'Opal Hardiest', fileNumber: '61004' },
  ],
});
const out = (text: string) => deidentify(text, compiled, 'full').text;
const guardPasses = (text: string) => {
  const masked = out(text);
  expect(() => assertNoKnownIdentifiers(masked, compiled, { level: 'full' })).not.toThrow();
  return masked;
};
const word = (value: string) => new RegExp(`(?<![\\p{L}])${value}(?![\\p{L}])`, 'u');

describe('another patient by a given name or alias alone where a list, a room or a schedule puts a person', () => {
  it.each([
    ['Rm 7 Crystal — 94F, sepsis, on pip-tazo.', 'Crystal'],
    ['- Dale — INR recheck, call daughter.', 'Dale'],
    ['2) Crystal — disability forms.', 'Crystal'],
    ['10:30 Duke — new, bring meds', 'Duke'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['- Crystals — none seen.'], ['Urine: crystal clear, no casts.'], ['Rm 7 — 58M, chest pain, trop neg.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('another patient by a given name and the surname\'s initial before a separator', () => {
  it('masks the initial with the name', () => {
    expect(guardPasses('1:00 Crystal O — new, PP mood')).not.toMatch(/Crystal|\bO\b/);
  });
});

describe('the subject\'s given name that is a word, opening a sentence about a visit', () => {
  it.each([
    ['Ginger in for knee f/u 10/12.', 'Ginger'],
    ['Ginger here for labs, fasting.', 'Ginger'],
    ['Ginger returns after the fall.', 'Ginger'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Ginger tea helps her nausea.'], ['Ginger in small doses is fine.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a staff member signing with one word at the very end of the note', () => {
  it.each([
    ['Refill sent to CVS. Fern', 'Fern'],
    ['Called back twice, no answer. Rhoades', 'Rhoades'],
    ['Left a message re: labs — Tawny', 'Tawny'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it('leaves a word that is a staff name in the middle of the note', () => {
    expect(out('Rash like a fern on the forearm. Recheck in 2 wk.')).toBe('Rash like a fern on the forearm. Recheck in 2 wk.');
  });
});

describe('staff initials a note is routed to, and the first of a list of staff initials', () => {
  it.each([
    ['BP log reviewed. Routed to LS for med rec.', 'LS'],
    ['Message fwd to TR', 'TR'],
    ['cc: DQ', 'DQ'],
    ['LS / TR / DQ', 'LS'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Tenderness over the LS spine, SLR neg.'], ['Sent to ED by private car.'], ['Pain radiates to LS junction.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('a staff given name in lower case with the surname\'s initial, signing off', () => {
  it('masks both', () => {
    expect(guardPasses('Packet mailed. —fern a')).not.toMatch(/fern|\ba$/);
  });
});

describe('staff on either side of a handoff arrow', () => {
  it.each([
    ['Tawny → Brenda Kemp RN', 'Tawny'],
    ['Off: Brenda Kemp RN → Tawny RN', 'Tawny'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['HR 112 → 88 after fluids.'], ['Urine amber → clear after fluids.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});

describe('another patient\'s surname that is a dictionary word, in capitals in a room slot', () => {
  it('masks it', () => {
    expect(guardPasses('Rm 4 HARDIEST 92F — CAP, on ceftriaxone.')).not.toContain('HARDIEST');
  });
  it('leaves the word in a sentence', () => {
    expect(out('Pick the hardiest of the options.')).toBe('Pick the hardiest of the options.');
  });
});

describe('the patient\'s street with its house number, the PO box written short', () => {
  it.each([
    ['Home visit at 1815 S. 14th, dog in yard.', '1815'],
    ['Seen at her house, 1815 South 14th.', '1815'],
  ])('masks the house number with the street: %s', (text, value) => {
    expect(guardPasses(text)).not.toContain(value);
  });
  it('masks a PO box written Bx', () => {
    const c = compileContext({ patient: { name: 'Ada Kaye', address: { street: 'PO Box 3306', city: 'Ely', state: 'NV', zip: '89301' } } });
    expect(deidentify('Mail-order to PO Bx 3306.', c, 'full').text).not.toContain('3306');
  });
});

describe('the patient\'s city when it is an English word, where a sentence places someone', () => {
  it.each([
    ['Lives in Hope with her sister.', 'Hope'],
    ['Seen at home in Hope, AR.', 'Hope'],
    ['Moved back to Hope last spring.', 'Hope'],
  ])('masks %s', (text, value) => {
    expect(guardPasses(text)).not.toMatch(word(value));
  });
  it.each([['Hope is to avoid surgery.'], ['Lives in hope of a transplant.'], ['Family remains in Hope Medical Center lobby.']])('leaves %s alone', (text) => {
    expect(out(text)).toBe(text);
  });
});
