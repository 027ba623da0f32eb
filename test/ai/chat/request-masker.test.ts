import { describe, expect, it } from 'vitest';
import { RequestMasker } from '../../../src/ai/chat/request-masker.js';
import { compileContext, DeidLeakError, restore, TokenMap } from '../../../src/ai/deid/index.js';

const context = compileContext({
  otherPatients: [{ name: 'Rosalind Quimby', fileNumber: '48213907' }, { name: 'Thaddeus Marlowe', fileNumber: '48213908' }],
  staff: ['Bartholomew Ainsley'],
});

describe('RequestMasker (one request\'s token map across parts and provider calls)', () => {
  it('gives a value one token in every part, text or structured, and restores them all', () => {
    const m = new RequestMasker(context, 'full');
    const question = m.maskText('How is Thaddeus Marlowe (48213908)? And Rosalind Quimby?');
    const record = m.maskValue({ name: 'Rosalind Quimby', fileNumber: '48213907', pcp: 'Bartholomew Ainsley' }) as Record<string, string>;
    const again = m.maskText('Rosalind Quimby again, and Thaddeus Marlowe');
    expect(question).not.toMatch(/Thaddeus|Marlowe|48213908|Rosalind|Quimby/);
    const tokens = (s: string) => s.match(/\[\[[A-Z]+_\d+\]\]/g) ?? [];
    const [thaddeus, , rosalind] = tokens(question);
    expect(record.name).toBe(rosalind);
    expect(tokens(again)).toEqual([rosalind, thaddeus]);
    // Distinct values never share a token, even when each call of the engine numbered them alike.
    expect(new Set([...tokens(question), record.fileNumber, record.pcp]).size).toBe(5);
    expect(restore(`${record.name} ${record.fileNumber} ${question}`, m.tokens))
      .toBe('Rosalind Quimby 48213907 How is Thaddeus Marlowe (48213908)? And Rosalind Quimby?');
    expect([...m.classes].sort()).toEqual(['ID', 'PATIENT', 'STAFF']);
  });

  it('masks a follow-up message\'s date, which an earlier message may tie to a patient, though the message names no one', () => {
    const m = new RequestMasker(context, 'full');
    m.maskText('How is Thaddeus Marlowe doing on warfarin?');
    const followUp = m.maskText('And the INR recheck? Starting 12/01 the lab closes early.');
    expect(followUp).not.toContain('12/01');
  });

  it('masks a repeated part once: the same text gives the same string, a structured value a fresh copy', () => {
    const m = new RequestMasker(context, 'full');
    expect(m.maskText('Rosalind Quimby')).toBe(m.maskText('Rosalind Quimby'));
    const a = m.maskValue({ name: 'Thaddeus Marlowe' }) as Record<string, string>;
    expect(a).toEqual({ name: '[[PATIENT_3]]' });
    a.name = 'changed by the caller';
    expect(m.maskValue({ name: 'Thaddeus Marlowe' })).toEqual({ name: '[[PATIENT_3]]' });
  });

  it('guards every new string: a known name planted next to strings already passed is stopped, a token map too', () => {
    const m = new RequestMasker(context, 'names');
    const prompt = [{ role: 'user', content: [{ type: 'text', text: m.maskText('About Thaddeus Marlowe') }] }];
    m.guard({ prompt });
    m.guard({ prompt });
    expect(() => m.guard({ prompt: [...prompt, { role: 'user', content: [{ type: 'text', text: 'note: Rosalind Quimby' }] }] })).toThrow(DeidLeakError);
    expect(() => m.guard({ prompt, extra: { 'Bartholomew Ainsley': 1 } })).toThrow(DeidLeakError);
    expect(() => m.guard({ prompt, map: new TokenMap() })).toThrow(DeidLeakError);
  });
});
