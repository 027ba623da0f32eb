// A small hand-written context shared by the unit tests.
import { expect } from 'vitest';
import { assertNoKnownIdentifiers, deidentify, type CompiledContext, type DeidContext } from '../../../src/ai/deid/index.js';

/**
 * The family tests' two readings of a text against one compiled context: `out`, the masked text at level `full`, and
 * `guardPasses`, the same after asserting that the outbound guard lets it through.
 */
export function maskerFor(compiled: CompiledContext) {
  const out = (text: string, c = compiled) => deidentify(text, c, 'full').text;
  const guardPasses = (text: string, c = compiled) => {
    const masked = out(text, c);
    expect(() => assertNoKnownIdentifiers(masked, c, { level: 'full' })).not.toThrow();
    return masked;
  };
  return { out, guardPasses };
}

/** A whole word (letters on neither side) as a pattern. */
export const word = (value: string) => new RegExp(`(?<![\\p{L}])${value}(?![\\p{L}])`, 'u');

export const context: DeidContext = {
  patient: {
    name: 'Rose M. Hope',
    fileNumber: '10234',
    phone: '+1 (555) 123-4567',
    email: 'rose.hope@example.com',
    address: { street: '123 Main Street, Apt 4', city: 'Springfield', state: 'IL', zip: '62704' },
    dateOfBirth: '1956-03-14',
    visitDates: ['2024-02-01', '2024-05-20'],
  },
  staff: ['Dr. Alan Kowalczyk', 'Maria Lopez, RN'],
  otherPatients: [
    { name: 'John Carter', fileNumber: '10555' },
    'Will Parker',
    'Grace Bell',
    ...Array.from({ length: 200 }, (_, i) => `Person${String.fromCharCode(65 + (i % 26))}${i} Roster${i}`),
  ],
};

/** Parkinson as a surname, for the eponym traps. */
export const eponymContext: DeidContext = {
  patient: { name: 'June Parkinson', fileNumber: '20001', dateOfBirth: '1940-06-05' },
  staff: ['Dr. Mark Bell'],
};
