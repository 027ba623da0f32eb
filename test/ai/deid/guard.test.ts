import { describe, expect, it } from 'vitest';
import { assertNoKnownIdentifiers, deidentify, DeidLeakError } from '../../../src/ai/deid/index.js';
import { context } from './fixtures.js';

function leakClass(payload: unknown, level?: 'full' | 'names' | 'off'): string | null {
  try {
    assertNoKnownIdentifiers(payload, context, level ? { level } : {});
    return null;
  } catch (e) {
    expect(e).toBeInstanceOf(DeidLeakError);
    return (e as DeidLeakError).identifierClass;
  }
}

describe('outbound guard', () => {
  it.each([
    ['Rose Hope', 'PATIENT'], ['ROSE  HOPE', 'PATIENT'], ['hope, rose', 'PATIENT'], ['Spoke with Ms. Hope.', 'PATIENT'],
    ['Dr. Kowalczyk agreed', 'STAFF'], ['maria lopez', 'STAFF'], ['John Carter', 'PATIENT'],
    ['MRN 0010234', 'ID'], ['#10234', 'ID'],
    ['+1 (555) 123-4567', 'PHONE'], ['555.123.4567', 'PHONE'], ['5551234567', 'PHONE'], ['call 123-4567', 'PHONE'],
    ['ROSE.HOPE@EXAMPLE.COM', 'EMAIL'],
    ['1956-03-14', 'DATE'], ['03/14/1956', 'DATE'], ['14.03.1956', 'DATE'], ['March 14, 1956', 'DATE'], ['14 mar 1956', 'DATE'],
    ['3/14/56', 'DATE'], ['19560314', 'DATE'], ['Seen 2024-05-20', 'DATE'],
    ['123 Main Street', 'ADDRESS'], ['ZIP 62704', 'ZIP'],
  ])('throws on %s', (payload, cls) => {
    expect(leakClass(`Note: ${payload}.`)).toBe(cls);
  });

  it('looks inside structured payloads and never puts the value in the message', () => {
    let error: unknown;
    try {
      assertNoKnownIdentifiers({ messages: [{ role: 'user', content: ['x', { text: 'phone 555 123 4567' }] }] }, context);
    } catch (e) { error = e; }
    expect(error).toBeInstanceOf(DeidLeakError);
    expect((error as Error).message).not.toMatch(/555|4567/);
    expect((error as DeidLeakError).code).toBe('deid_leak');
  });

  it('refuses a payload carrying the token map', () => {
    const r = deidentify('Rose Hope', context, 'full');
    expect(leakClass({ text: r.text, tokens: r.tokens })).toBe('TOKEN_MAP');
    expect(JSON.stringify(r.tokens)).not.toContain('Rose');
  });

  it('passes de-identified output, including name words used as words', () => {
    const text = 'Rose Hope (MRN 0010234, DOB 03/14/1956, 555.123.4567, rose.hope@example.com) lives at 123 Main Street, ' +
      'Springfield, IL 62704. I hope her BP, which rose to 150/90, settles. Dr. Kowalczyk and Maria Lopez agree.';
    const out = deidentify(text, context, 'full');
    expect(() => assertNoKnownIdentifiers(out.text, context)).not.toThrow();
    expect(leakClass(text)).not.toBeNull();
  });

  it('checks only names at level names and nothing at level off', () => {
    const text = 'Rose Hope, MRN 10234, 555.123.4567';
    const names = deidentify(text, context, 'names');
    expect(() => assertNoKnownIdentifiers(names.text, context, { level: 'names' })).not.toThrow();
    expect(leakClass(names.text)).toBe('ID');
    expect(leakClass(text, 'off')).toBeNull();
  });
});
