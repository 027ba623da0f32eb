import { describe, expect, it } from 'vitest';
import { createStreamingRestorer, deidentify, restore } from '../../../src/ai/deid/index.js';
import { context } from './fixtures.js';

const { tokens } = deidentify('Rose Hope, DOB 03/14/1956, phone 555.123.4567. Dr. Okafor.', context, 'full');

describe('restore', () => {
  it('restores the canonical form and every form a model tends to produce', () => {
    for (const form of ['[[PATIENT_1]]', 'PATIENT_1', '[PATIENT_1]', '[[patient_1]]', '{{PATIENT_1}}', '<PATIENT_1>',
      '[[Patient_1]]', 'PATIENT\\_1', '\\[\\[PATIENT_1\\]\\]', '[[ PATIENT_1 ]]', '{PATIENT_1}', '[[PATIENT 1]]']) {
      expect(restore(`Summary for ${form}: stable.`, tokens), form).toBe('Summary for Rose M. Hope: stable.');
    }
  });

  it('gives back the exact surface of non-person values', () => {
    expect(restore('Born [[DATE_1]], call [[PHONE_1]], seen by Dr. [[NAME_1]].', tokens))
      .toBe('Born 03/14/1956, call 555.123.4567, seen by Dr. Okafor.');
  });

  it('leaves plain words, unknown tokens and citation markers alone', () => {
    const text = 'The PATIENT was seen. PATIENT_9 and [[NAME_7]] are unknown; cite [[src:lab-1]]; XPATIENT_1 stays; PATIENT_12 stays.';
    expect(restore(text, tokens)).toBe(text);
  });
});

describe('streaming restore', () => {
  const original = 'Plan for [[PATIENT_1]]: call [[PHONE_1]] and review with Dr. [[NAME_1]] by [[DATE_1]].';
  const expected = restore(original, tokens);

  it('restores a token split at every position across two chunks', () => {
    for (let cut = 0; cut <= original.length; cut++) {
      const s = createStreamingRestorer(tokens);
      const out = s.push(original.slice(0, cut)) + s.push(original.slice(cut)) + s.flush();
      expect(out, `cut at ${cut}`).toBe(expected);
    }
  });

  it('restores mangled tokens streamed one character at a time', () => {
    const mangled = 'Plan for patient_1: call {{PHONE_1}} and review with Dr. <NAME_1> by [DATE_1].';
    const s = createStreamingRestorer(tokens);
    let out = '';
    for (const ch of mangled) out += s.push(ch);
    out += s.flush();
    expect(out).toBe(expected);
  });

  it('holds back only a possible token suffix', () => {
    const s = createStreamingRestorer(tokens);
    expect(s.push('Seen today, [[PAT')).toBe('Seen today, ');
    expect(s.push('IENT_1]] is ')).toBe('Rose M. Hope is ');
    expect(s.push('stable')).toBe('stable');
    expect(s.push(' with PAT')).toBe(' with ');
    expect(s.push('CH test')).toBe('PATCH test');
    expect(s.flush()).toBe('');
  });
});
