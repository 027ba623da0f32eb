// The dictionaries load once per process; warmDeidVocabularies() loads them in the background at start-up so the
// first chat request does not pay for it. A de-identification that comes during the warm-up finishes the same load.
import { describe, expect, it } from 'vitest';
import { compileContext, deidentify, warmDeidVocabularies, warmSpanishWords } from '../../../src/ai/deid/index.js';
import { isEnglishWord, isMedicalTerm, isPersonName, isSpanishWord } from '../../../src/ai/deid/vocabulary.js';

describe('warmDeidVocabularies', () => {
  it('returns before loading (the event loop keeps turning) and a use during the warm-up gets the whole vocabulary', async () => {
    const warm = warmDeidVocabularies();
    let turned = false;
    setImmediate(() => { turned = true; });
    await new Promise((r) => setImmediate(r));
    expect(turned).toBe(true);
    // Used while the background load is under way: finishes it synchronously, same answers.
    expect(isEnglishWord('amber')).toBe(true);
    expect(isMedicalTerm('papule')).toBe(true);
    expect(isPersonName('gutierrez')).toBe(true);
    await warm;
    await warmDeidVocabularies();
    const text = deidentify('Amber urine noted. Seen by Rose Hope.', compileContext({ patient: { name: 'Rose Hope' }, staff: ['Dr. Amber Wood'] }), 'full').text;
    expect(text).toBe('Amber urine noted. Seen by [[PATIENT_1]].');
  });
});

describe('warmSpanishWords', () => {
  it('loads the Spanish dictionary a slice per turn, and a question during the warm-up gets the whole of it', async () => {
    const warm = warmSpanishWords();
    let turned = false;
    setImmediate(() => { turned = true; });
    await new Promise((r) => setImmediate(r));
    expect(turned).toBe(true);
    expect(isSpanishWord('dolores')).toBe(true);
    expect(isSpanishWord('Cruz')).toBe(true);
    await warm;
    expect(isSpanishWord('luz')).toBe(true);
    expect(isSpanishWord('gutierrez')).toBe(false);
  });
});
