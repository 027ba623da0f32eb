import { describe, expect, it } from 'vitest';
import { compileContext, deidentify, restoreValue } from '../../../src/ai/deid/index.js';
import { context } from './fixtures.js';

describe('structured input', () => {
  const record = {
    fileNumber: '10234',
    name: 'Rose M. Hope',
    age: 93,
    phone: '555-123-4567',
    pcp: 'Dr. Okafor',
    initials: 'RH',
    encounters: [
      { date: '2024-02-01', provider: 'Maria Lopez', summary: 'Rose Hope seen; BP rose to 150/90. Hope reports fatigue.' },
      { date: '2024-05-20', provider: 'Dr. Kowalczyk', summary: 'Follow-up with Mrs. Hope; HbA1c 7.2%.' },
    ],
    labs: [{ name: 'HbA1c', value: 7.2 }],
  };

  it('de-identifies every string, keeps keys and clinical values, with one token map for the call', () => {
    const { value, tokens, classes } = deidentify(record, context, 'full');
    expect(value).toEqual({
      fileNumber: '[[ID_1]]',
      name: '[[PATIENT_1]]',
      age: '90+',
      phone: '[[PHONE_1]]',
      pcp: 'Dr. [[NAME_1]]',
      initials: '[[NAME_2]]',
      encounters: [
        { date: '[[DATE_1]]', provider: '[[STAFF_1]]', summary: '[[PATIENT_1]] seen; BP rose to 150/90. [[PATIENT_1]] reports fatigue.' },
        { date: '[[DATE_2]]', provider: 'Dr. [[STAFF_2]]', summary: 'Follow-up with Mrs. [[PATIENT_1]]; HbA1c 7.2%.' },
      ],
      labs: [{ name: 'HbA1c', value: 7.2 }],
    });
    expect(classes).toEqual(['PATIENT', 'NAME', 'STAFF', 'DATE', 'ID', 'PHONE', 'AGE']);
    const back = restoreValue(value, tokens);
    expect(back.encounters[0]!.date).toBe('2024-02-01');
    expect(back.phone).toBe('555-123-4567');
  });

  it('keeps tokens stable within a call and independent across calls', () => {
    const compiled = compileContext(context);
    const a = deidentify('Dr. Okafor, then Dr. Adeyemi, then Dr. Okafor.', compiled, 'names');
    expect(a.text).toBe('Dr. [[NAME_1]], then Dr. [[NAME_2]], then Dr. [[NAME_1]].');
    const b = deidentify('Dr. Adeyemi.', compiled, 'names');
    expect(b.text).toBe('Dr. [[NAME_1]].');
    expect(b.tokens.get('NAME_1')).toBe('Adeyemi');
  });

  it('leaves the value untouched at level off', () => {
    const { value, tokens } = deidentify(record, context, 'off');
    expect(value).toBe(record);
    expect(tokens.size).toBe(0);
  });
});
