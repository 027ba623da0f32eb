// A CI-sized slice of the labelled evaluation set (bench/deid), asserting the goals on it.
import { describe, expect, it } from 'vitest';
import { generateNotes } from '../../../bench/deid/generate.js';
import { roundTrip, scoreLevel } from '../../../bench/deid/score.js';
import { IDENTIFIER_CLASSES } from '../../../src/ai/deid/index.js';

const notes = generateNotes({ seed: 7, notes: 150, identifierFree: 30, patients: 60 });

describe('evaluation slice (150 notes, seed 7)', () => {
  it('is deterministic for a seed', () => {
    const again = generateNotes({ seed: 7, notes: 150, identifierFree: 30, patients: 60 });
    expect(again.map((n) => n.text)).toEqual(notes.map((n) => n.text));
    expect(generateNotes({ seed: 8, notes: 5, identifierFree: 0, patients: 60 })[0]!.text).not.toBe(notes[0]!.text);
  });

  const full = scoreLevel(notes, 'full');
  const names = scoreLevel(notes, 'names');

  it('misses no identifier the service knows, with precision of at least 99%', () => {
    expect(full.known.gold).toBeGreaterThan(800);
    expect(full.known.recall).toBeGreaterThanOrEqual(0.999);
    expect(full.known.precision).toBeGreaterThanOrEqual(0.99);
  });

  it('recalls every class at 98% and 90% precision at level full', () => {
    for (const cls of IDENTIFIER_CLASSES) {
      const c = full.perClass[cls]!;
      expect(c.gold, cls).toBeGreaterThan(0);
      expect(c.recall, cls).toBeGreaterThanOrEqual(0.98);
      expect(c.precision, cls).toBeGreaterThanOrEqual(0.9);
    }
    expect(full.perClass.AGE!.recall).toBe(1);
  });

  it('finds every date of birth', () => {
    expect(full.misses.filter((m) => m.cls === 'DATE')).toEqual([]);
  });

  it('leaves identifier-free notes untouched at full and names', () => {
    expect(full.identifierFree.notes).toBe(30);
    expect(full.identifierFree.spans).toBe(0);
    expect(names.identifierFree.spans).toBe(0);
  });

  it('masks only people at names, and nothing at off', () => {
    expect(names.perClass.DATE!.detected).toBe(0);
    expect(names.perClass.PATIENT!.recall).toBeGreaterThanOrEqual(0.999);
    expect(scoreLevel(notes, 'off').overall.detected).toBe(0);
  });

  it('round-trips tokens after model-style mangling and chunked streaming', () => {
    const trip = roundTrip(notes);
    expect(trip.rate).toBeGreaterThanOrEqual(0.99);
    expect(trip.streamRate).toBeGreaterThanOrEqual(0.99);
  });
});
