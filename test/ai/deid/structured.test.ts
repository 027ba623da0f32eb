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

describe('the patient standard fields (decisions.md §13) as tools return them', () => {
  // Written in other forms than any detector's fixtures: an address line that starts with its unit, a rural route,
  // a member number with letters and spaces, a group number, a date of birth.
  const patient = {
    name: 'Rose M. Hope', dateOfBirth: '1931-07-04',
    address: { line: 'Apt 4B, 1200 Old Mill Run', city: 'Lakeshore', state: 'MN', postalCode: '55401-2290' },
    insurance: { payerName: 'Blue Cross Blue Shield of Minnesota', payerId: '00720', memberId: 'XQB 88102 9934', groupNumber: 'G-00418-2' },
    contacts: [{ address: { line: 'RR 2 Box 17' } }],
  };

  it('masks every part of the address but the state, the member and group numbers, and the date of birth; keeps the payer', () => {
    const { value, tokens } = deidentify(patient, context, 'full');
    const text = JSON.stringify(value);
    for (const leaked of ['Old Mill', '1200', 'Apt 4B', 'Lakeshore', '55401', 'XQB', '88102', 'G-00418', '1931', 'RR 2', 'Box 17']) {
      expect(text, leaked).not.toContain(leaked);
    }
    expect(value.address.state).toBe('MN');
    expect(value.insurance.payerName).toBe('Blue Cross Blue Shield of Minnesota');
    expect(value.insurance.payerId).toBe('00720');
    expect(restoreValue(value, tokens)).toEqual(patient);
  });

  it('a line is an address only inside an address: elsewhere it is text like any other', () => {
    const { value } = deidentify({ order: { line: 'Take with food' } }, context, 'full');
    expect(value.order.line).toBe('Take with food');
  });
});
