import { describe, expect, it } from 'vitest';
import { normaliseRecord } from '../../../src/ai/import/normalise.js';

function ok(raw: unknown) {
  const n = normaliseRecord(raw);
  if (!n.ok) throw new Error(`expected usable: ${n.errors.join('; ')}`);
  return n;
}

describe('normaliseRecord', () => {
  it('fails only on identity', () => {
    for (const [raw, error] of [
      [{}, 'name: is required'], [{ name: '' }, 'name: is required'], [{ name: 42 }, 'name: is required'],
      [{ name: '---' }, 'name: must contain a letter'], [{ name: 'x'.repeat(201) }, 'name: at most 200 characters'],
      [{ name: 'A', fileNumber: '12a' }, 'fileNumber: digits only'], [{ name: 'A', fileNumber: -5 }, 'fileNumber: must be text of digits'],
      [{ name: 'A', fileNumber: 1.5 }, 'fileNumber: must be text of digits'], [{ name: 'A', fileNumber: '1'.repeat(19) }, 'fileNumber: at most 18 digits'],
      [[], 'record: must be an object with at least a name'], [7, 'record: must be an object with at least a name'],
    ] as const) {
      const n = normaliseRecord(raw);
      expect(n.ok, JSON.stringify(raw)).toBe(false);
      if (!n.ok) expect(n.errors, JSON.stringify(raw)).toEqual([error]);
    }
  });

  it('accepts names in other scripts, and name parts', () => {
    expect(ok({ name: 'Zoë  Ångström' }).input.name).toBe('Zoë Ångström');
    expect(ok({ name: '王小明' }).input.name).toBe('王小明');
    expect(ok({ fullName: 'Full Name' }).input.name).toBe('Full Name');
    expect(ok({ firstName: 'Ann', middleName: 'B', lastName: 'Cole' }).input.name).toBe('Ann B Cole');
  });

  it('treats an empty or null file number as "assign one"', () => {
    expect(ok({ name: 'A', fileNumber: '' }).fileNumber).toBeNull();
    expect(ok({ name: 'A', fileNumber: null }).fileNumber).toBeNull();
    expect(ok({ name: 'A', fileNumber: '  ' }).fileNumber).toBeNull();
    expect(ok({ name: 'A', fileNumber: '000123' }).fileNumber).toBe('000123');
  });

  it('takes the standard fields and notes each one it leaves out', () => {
    const n = ok({ name: 'A', birthDate: 'July 4, 1961', address: { line: '1 Main', city: 'Troy', state: 'NY', postalCode: '12180' }, insurance: { payerName: 'P', memberId: 'M' } });
    expect(n.input).toMatchObject({ dateOfBirth: '1961-07-04', address: { line: '1 Main', city: 'Troy', state: 'NY', postalCode: '12180' } });
    expect(n.input).not.toHaveProperty('insurance');
    expect(n.adjustments).toEqual(['insurance: insurance.payerId is required; left empty']);
    const future = ok({ name: 'B', dob: '2999-01-01', zip: '1234', city: 'Nowhere' });
    expect(future.input).not.toHaveProperty('dateOfBirth');
    expect(future.input).not.toHaveProperty('address');
    expect(future.adjustments).toEqual(['dateOfBirth: "2999-01-01" is not valid; left empty', 'address: address.line is required; left empty']);
  });

  it('coerces unambiguous values', () => {
    const cases: Array<[Record<string, unknown>, Record<string, unknown>]> = [
      [{ age: '45' }, { age: 45 }], [{ age: '45 y/o' }, { age: 45 }], [{ age: 45.9 }, { age: 45 }], [{ age: '150' }, { age: 150 }],
      [{ sex: 'Male' }, { sex: 'M' }], [{ sex: 'f' }, { sex: 'F' }],
      [{ status: 'In Patient' }, { status: 'inpatient' }], [{ status: 'DISCHARGED' }, { status: 'discharged' }],
      [{ bloodType: 'AB neg' }, { bloodType: 'AB-' }], [{ bloodType: '0+' }, { bloodType: 'O+' }], [{ bloodType: 'b positive' }, { bloodType: 'B+' }],
      [{ alerts: 'One' }, { alerts: ['One'] }], [{ problems: 'Gout' }, { problems: [{ label: 'Gout', since: '' }] }],
      [{ labs: [{ test: 'Hb', result: 13.2, unit: 'g/dL', flag: 'L' }] }, { labs: [{ name: 'Hb', value: '13.2 g/dL', flag: 'low', takenAt: 'unknown' }] }],
      [{ labs: [{ name: 'Trop', value: '2', flag: 'HH', date: '2024-01-02' }] }, { labs: [{ name: 'Trop', value: '2', flag: 'critical', takenAt: '2024-01-02' }] }],
      [{ encounters: [{ date: '2024-06-01T10:00:00Z', type: 'tele' }] }, { encounters: [{ date: '2024-06-01', type: 'tele', provider: '', summary: '' }] }],
      [{ encounters: [{ date: '2024-06-01' }] }, { encounters: [{ date: '2024-06-01', type: 'visit', provider: '', summary: '' }] }],
    ];
    for (const [raw, expected] of cases) {
      const n = ok({ name: 'Case', ...raw });
      expect(n.input, JSON.stringify(raw)).toMatchObject(expected);
      expect(n.adjustments, JSON.stringify(raw)).toEqual([]);
    }
  });

  it('leaves what it cannot read to the default, with a note', () => {
    const n = ok({ name: 'Odd', age: 151, sex: 'unknown', status: 'gone', bloodType: 'C+', initials: 'ABCDE', phone: 'ring me', pcp: 'p'.repeat(201) });
    for (const field of ['age', 'sex', 'status', 'bloodType', 'initials', 'phone', 'pcp']) {
      expect(n.input, field).not.toHaveProperty(field);
      expect(n.adjustments.some((a) => a.startsWith(`${field}: `)), field).toBe(true);
    }
  });

  it('keeps allergies whatever their severity, and drops list items it cannot use', () => {
    const n = ok({
      name: 'Lists',
      allergies: [{ substance: 'Iodine' }, { substance: 'Nuts', severity: 'Anaphylaxis' }, { severity: 'mild' }, 'Dust'],
      medications: [{ drug: 'Ramipril', dose: 5 }, { dose: '1 mg' }],
      labs: [{ name: 'A', value: '1', flag: 'abnormal' }],
    });
    expect(n.input.allergies).toEqual([
      { substance: 'Iodine', reaction: '', severity: 'severe' },
      { substance: 'Nuts', reaction: '', severity: 'severe' },
      { substance: 'Dust', reaction: '', severity: 'severe' },
    ]);
    expect(n.input.medications).toEqual([{ name: 'Ramipril', dose: '5', frequency: '' }]);
    expect(n.input.labs).toEqual([]);
    expect(n.adjustments).toEqual(expect.arrayContaining([
      expect.stringMatching(/^allergies\.2: /), expect.stringMatching(/^medications\.1: /), expect.stringMatching(/^labs\.0: /),
    ]));
  });

  it('always marks the source ai, whatever the record says', () => {
    expect(ok({ name: 'S', source: 'manual' }).input.source).toBe('ai');
  });
});
