// The hand-written, hand-labelled notes (bench/deid/handwritten): styles the generator does not make. Floors at
// the figures measured when tuning stopped, so a change that loses ground on text it was not written for fails.
import { describe, expect, it } from 'vitest';
import { scoreGeneralisation } from '../../../bench/deid/generalisation.js';
import { loadHandwritten, parseLabelled } from '../../../bench/deid/handwritten.js';

const notes = loadHandwritten();
const all = scoreGeneralisation(notes);

describe('hand-written notes', () => {
  it('parse into text and labelled spans', () => {
    const { text, spans } = parseLabelled('Seen {{PATIENT:Rosa}} on {{DATE*:11/02/1979}}.');
    expect(text).toBe('Seen Rosa on 11/02/1979.');
    expect(spans).toEqual([{ start: 5, end: 9, cls: 'PATIENT', known: true }, { start: 13, end: 23, cls: 'DATE', known: true }]);
    expect(notes.length).toBeGreaterThanOrEqual(150);
  });

  it('the outbound guard passes every masked note: the engine and the guard agree', () => {
    expect(all.guard.checked).toBeGreaterThan(100);
    expect(all.guard.rejected).toBe(0);
    expect(all.guard.falseAlarms).toBe(0);
  });

  it('masks nothing in identifier-free notes (eponyms, codes, lot expiry dates, dictionary words)', () => {
    expect(all.identifierFree.notes).toBeGreaterThanOrEqual(20);
    expect(all.identifierFree.regions).toBe(0);
  });

  it('holds the recall and precision measured when tuning stopped', () => {
    expect(all.known.recall).toBeGreaterThanOrEqual(0.94);
    expect(all.all.recall).toBeGreaterThanOrEqual(0.92);
    expect(all.precision.value).toBeGreaterThanOrEqual(0.95);
    expect(all.agesOver89.recall).toBeGreaterThanOrEqual(0.95);
    expect(all.knownDates.recall).toBeGreaterThanOrEqual(0.97);
  });
});
