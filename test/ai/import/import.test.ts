import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';

let t: TestApp;
let clinic: SeededClinic;

beforeAll(async () => {
  t = await startTestApp();
  clinic = await seedClinic(t.app);
});
afterAll(async () => { await t?.close(); });

const importAs = (actor: Actor, records: unknown) => actor.post('/api/ai/import', { records });
const validateAs = (actor: Actor, records: unknown) => actor.post('/api/ai/import/validate', { records });

async function patient(actor: Actor, fileNumber: string) {
  const res = await actor.get(`/api/patients/${fileNumber}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}

async function countPatients(actor: Actor): Promise<number> {
  return ((await actor.get('/api/patients')).json() as unknown[]).length;
}

describe('POST /api/ai/import, row by row', () => {
  it('creates usable rows, fails only unusable identities and duplicates, and keeps input order', async () => {
    const owner = clinic.as('owner');
    const records = [
      { name: 'Ada Import' },
      {
        name: 'Ben Full', fileNumber: '500123', age: 44, sex: 'F', status: 'inpatient', initials: 'BF', pcp: 'Dr Who', phone: '+1 (555) 010-2000',
        bloodType: 'O+', alerts: ['Fall risk'], allergies: [{ substance: 'Penicillin', reaction: 'rash', severity: 'moderate' }],
        medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'BID' }], problems: [{ label: 'Type 2 diabetes', since: '2019' }],
        labs: [{ name: 'HbA1c', value: '7.1%', flag: 'high', takenAt: '2024-05-01' }],
        encounters: [{ date: '2024-05-01', type: 'Clinic visit', provider: 'Dr Who', summary: 'Review' }],
        vitals: { bp: '120/80', hr: '70', temp: '36.8', spo2: '98', takenAt: '2024-05-01' },
        source: 'manual',
      },
      { age: 30, sex: 'M' },
      { name: '   ', fileNumber: '500200' },
      { name: '12345' },
      { name: 'Dup In Batch', fileNumber: '500123' },
      { name: 'Bad Number', fileNumber: 'MRN-77' },
      'just a string',
      null,
      { name: 'Cara Numeric', fileNumber: 600001 },
      { firstName: 'Dev', lastName: 'Parts' },
    ];
    const res = await importAs(owner, records);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.created).toHaveLength(4);
    expect(body.created[0]).toMatch(/^\d+$/);
    expect(body.created.slice(1)).toEqual(['500123', '600001', expect.stringMatching(/^\d+$/)]);
    expect(body.failed).toEqual([
      { fileNumber: '', error: 'name: is required' },
      { fileNumber: '500200', error: 'name: is required' },
      { fileNumber: '', error: 'name: must contain a letter' },
      { fileNumber: '500123', error: 'fileNumber: duplicate of an earlier record in this import' },
      { fileNumber: 'MRN-77', error: 'fileNumber: digits only' },
      { fileNumber: '', error: expect.stringMatching(/^record: /) },
      { fileNumber: '', error: expect.stringMatching(/^record: /) },
    ]);
    for (const f of body.failed) expect(f.error).toMatch(/^[A-Za-z.0-9]+: .+/);

    const ada = await patient(owner, body.created[0]);
    expect(ada).toMatchObject({
      name: 'Ada Import', source: 'ai', age: 0, sex: 'M', status: 'active', initials: 'AI', pcp: '', phone: '', bloodType: '',
      alerts: [], allergies: [], medications: [], problems: [], labs: [], encounters: [], primaryProviderId: null,
    });
    const ben = await patient(owner, '500123');
    expect(ben).toMatchObject({
      name: 'Ben Full', source: 'ai', age: 44, sex: 'F', status: 'inpatient', initials: 'BF', pcp: 'Dr Who', bloodType: 'O+',
      alerts: ['Fall risk'], allergies: [{ substance: 'Penicillin', reaction: 'rash', severity: 'moderate' }],
      medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'BID' }], problems: [{ label: 'Type 2 diabetes', since: '2019' }],
      labs: [{ name: 'HbA1c', value: '7.1%', flag: 'high', takenAt: '2024-05-01' }],
      encounters: [{ date: '2024-05-01', type: 'Clinic visit', provider: 'Dr Who', summary: 'Review' }],
      vitals: { bp: '120/80', hr: '70', temp: '36.8', spo2: '98', takenAt: '2024-05-01' },
    });
    expect((await patient(owner, body.created[3])).name).toBe('Dev Parts');

    const activity = (await owner.get('/api/activity')).json() as Array<{ action: string; entityId: string | null; summary: string }>;
    const createdIds = new Set([ada.id, ben.id]);
    expect(activity.filter((a) => a.action === 'patient.created' && createdIds.has(a.entityId!))).toHaveLength(2);
    expect(activity.find((a) => a.action === 'patient.imported')?.summary).toMatch(/imported 4 AI-parsed patient records \(7 not imported\)/);
  });

  it('fills gaps with safe defaults and coerces unambiguous values instead of failing the row', async () => {
    const owner = clinic.as('owner');
    const res = await importAs(owner, [
      {
        name: 'Messy Record', fileNumber: ' 610001 ', age: '45 years', sex: 'female', status: 'Admitted', bloodType: 'a pos',
        alerts: 'Latex alert', allergies: ['Peanuts', { allergen: 'Sulfa', severity: 'unknown' }, { substance: 'Bees', severity: 'Mild' }],
        medications: ['Aspirin'], problems: ['Asthma'], phone: 5550100,
        labs: [{ name: 'K', value: 5.9, flag: 'H', takenAt: '2024-02-02' }, { name: 'Na', value: '140' }, { value: 'no name' }, { name: 'X', value: '1', flag: 'weird' }],
        encounters: [{ date: 'March 3, 2024', type: 'ED visit' }, { date: '03/04/2024', type: 'ambiguous' }, { date: '2024-02-30', type: 'impossible' }],
        vitals: { bp: '130/85', hr: 88, temp: 'x'.repeat(50) },
        id: 'ignored', version: 99, createdAt: 'yesterday',
      },
      { name: 'Out Of Range', fileNumber: '610002', age: 200, sex: 'X', bloodType: 'Z+', status: 'zombie', initials: 'TOOLONG', phone: 'call me', alerts: [42, '', null] },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: ['610001', '610002'], failed: [] });

    expect(await patient(owner, '610001')).toMatchObject({
      source: 'ai', age: 45, sex: 'F', status: 'inpatient', bloodType: 'A+', alerts: ['Latex alert'], phone: '5550100',
      allergies: [
        { substance: 'Peanuts', reaction: '', severity: 'severe' },
        { substance: 'Sulfa', reaction: '', severity: 'severe' },
        { substance: 'Bees', reaction: '', severity: 'mild' },
      ],
      medications: [{ name: 'Aspirin', dose: '', frequency: '' }], problems: [{ label: 'Asthma', since: '' }],
      labs: [{ name: 'K', value: '5.9', flag: 'high', takenAt: '2024-02-02' }, { name: 'Na', value: '140', flag: 'normal', takenAt: 'unknown' }],
      encounters: [{ date: '2024-03-03', type: 'ED visit', provider: '', summary: '' }],
      vitals: { bp: '130/85', hr: '88', temp: '', spo2: '', takenAt: '' },
    });
    expect(await patient(owner, '610002')).toMatchObject({
      age: 0, sex: 'M', status: 'active', bloodType: '', initials: 'OR', phone: '', alerts: ['42'],
    });
  });

  it('imports dateOfBirth, address and insurance, nested or as a flat row\'s columns, and leaves out what does not pass', async () => {
    const owner = clinic.as('owner');
    const res = await importAs(owner, [
      {
        name: 'Nested Standard', fileNumber: '620001', age: 3, dateOfBirth: '1970-01-01',
        address: { street: '10 Elm St', city: 'Dayton', state: 'oh', zip: 45402 },
        insurance: { payer: 'Acme Health', payerId: 'AC1', memberId: 'M-77', group: 'G5' },
      },
      { name: 'Flat Standard', fileNumber: '620002', dob: '1985-06-15T00:00:00Z', address: '5 Oak Ave', city: 'Reno', state: 'NV', zip: '89501-1234', insurer: 'Sierra Mutual', payerId: 'SM2', memberId: 'Z9' },
      { name: 'Bad Standard', fileNumber: '620003', age: 30, dateOfBirth: '03/04/1990', address: { line: '1 A St', city: 'X', state: 'Ontario', postalCode: 'K1A 0B1' }, insurance: { payer: 'No Ids' } },
    ]);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ created: ['620001', '620002', '620003'], failed: [] });
    expect(await patient(owner, '620001')).toMatchObject({
      source: 'ai', dateOfBirth: '1970-01-01', age: new Date().getUTCFullYear() - 1970,
      address: { line: '10 Elm St', city: 'Dayton', state: 'OH', postalCode: '45402' },
      insurance: { payerName: 'Acme Health', payerId: 'AC1', memberId: 'M-77', groupNumber: 'G5' },
    });
    expect(await patient(owner, '620002')).toMatchObject({
      dateOfBirth: '1985-06-15', address: { line: '5 Oak Ave', city: 'Reno', state: 'NV', postalCode: '89501-1234' },
      insurance: { payerName: 'Sierra Mutual', payerId: 'SM2', memberId: 'Z9', groupNumber: null },
    });
    expect(await patient(owner, '620003')).toMatchObject({ age: 30, dateOfBirth: null, address: null, insurance: null });
  });

  it('fails a file number already used in the clinic and leaves that patient untouched', async () => {
    const owner = clinic.as('owner');
    const existing = await owner.post('/api/patients', { name: 'Already Here', fileNumber: '700001', age: 50 });
    expect(existing.statusCode, existing.body).toBe(201);
    const res = await importAs(owner, [{ name: 'Impostor', fileNumber: '700001', age: 20 }, { name: 'Fine One', fileNumber: '700002' }]);
    expect(res.json()).toEqual({ created: ['700002'], failed: [{ fileNumber: '700001', error: 'fileNumber: already in use in this clinic' }] });
    expect(await patient(owner, '700001')).toMatchObject({ name: 'Already Here', age: 50, source: 'manual' });
  });

  it('never lets an assigned number take one a later record of the batch names', async () => {
    const fresh = await seedClinic(t.app, ['owner']);
    const res = await importAs(fresh.as('owner'), [{ name: 'Auto First' }, { name: 'Explicit Second', fileNumber: '10000' }, { name: 'Auto Third' }]);
    expect(res.json()).toEqual({ created: ['10001', '10000', '10002'], failed: [] });
    expect((await patient(fresh.as('owner'), '10000')).name).toBe('Explicit Second');
    expect((await patient(fresh.as('owner'), '10001')).name).toBe('Auto First');
  });

  it('keeps a valid primary provider and leaves an unknown one unassigned', async () => {
    const owner = clinic.as('owner');
    const doctorId = clinic.as('doctor').userId;
    const res = await importAs(owner, [
      { name: 'Has Doctor', fileNumber: '710001', primaryProviderId: doctorId },
      { name: 'Ghost Doctor', fileNumber: '710002', primaryProviderId: 'no-such-user' },
      { name: 'Lab Is No Provider', fileNumber: '710003', primaryProviderId: clinic.as('lab').userId },
    ]);
    expect(res.json()).toEqual({ created: ['710001', '710002', '710003'], failed: [] });
    expect(await patient(owner, '710001')).toMatchObject({ primaryProviderId: doctorId, pcp: clinic.as('doctor').name });
    expect(await patient(owner, '710002')).toMatchObject({ primaryProviderId: null });
    expect(await patient(owner, '710003')).toMatchObject({ primaryProviderId: null });
  });

  it('answers an empty batch with empty lists', async () => {
    expect((await importAs(clinic.as('owner'), [])).json()).toEqual({ created: [], failed: [] });
  });
});

describe('limits and validation of the request', () => {
  it('refuses 501 records with a 400 on both endpoints and writes nothing', async () => {
    const owner = clinic.as('owner');
    const before = await countPatients(owner);
    const records = Array.from({ length: 501 }, (_, i) => ({ name: `Bulk ${i}` }));
    for (const res of [await importAs(owner, records), await validateAs(owner, records)]) {
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('records');
    }
    expect(await countPatients(owner)).toBe(before);
  });

  it('accepts exactly 500 records', async () => {
    const records = Array.from({ length: 500 }, (_, i) => ({ name: `Bulk Person ${i}` }));
    const res = await validateAs(clinic.as('owner'), records);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ total: 500, invalid: [] });
    expect(res.json().valid).toHaveLength(500);
  });

  it('requires records to be a list', async () => {
    for (const body of [{}, { records: 'x' }, { records: { name: 'A' } }]) {
      const res = await clinic.as('owner').post('/api/ai/import', body);
      expect(res.statusCode).toBe(400);
      expect(res.json().errors[0].path).toBe('records');
    }
  });
});

describe('POST /api/ai/import/validate', () => {
  it('reports valid and invalid rows with the original record, and writes nothing', async () => {
    const owner = clinic.as('owner');
    await owner.post('/api/patients', { name: 'Taken Number', fileNumber: '720001' });
    const patientsBefore = await countPatients(owner);
    const activityBefore = ((await owner.get('/api/activity')).json() as unknown[]).length;
    const records = [
      { name: 'Valid One', age: '61', sex: 'male' },
      { sex: 'F', phone: '555' },
      { name: 'Clinic Dup', fileNumber: '720001' },
      { name: 'First Claim', fileNumber: '720002' },
      { name: 'Second Claim', fileNumber: '720002' },
      { name: 'Bad Number', fileNumber: '72-0003' },
      { name: 'Odd Values', fileNumber: '720004', age: -4, bloodType: 'purple' },
    ];
    const res = await validateAs(owner, records);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.total).toBe(7);
    expect(body.valid.map((v: { index: number }) => v.index)).toEqual([0, 3, 6]);
    expect(body.valid[0].record).toMatchObject({ name: 'Valid One', age: 61, sex: 'M', source: 'ai' });
    expect(body.valid[0].record).not.toHaveProperty('fileNumber');
    expect(body.valid[2].record).toMatchObject({ name: 'Odd Values', fileNumber: '720004', source: 'ai' });
    expect(body.valid[2].record).not.toHaveProperty('age');
    expect(body.valid[2].adjustments).toEqual(expect.arrayContaining([expect.stringMatching(/^age: /), expect.stringMatching(/^bloodType: /)]));
    expect(body.invalid).toEqual([
      { index: 1, errors: ['name: is required'], record: records[1] },
      { index: 2, errors: ['fileNumber: already in use in this clinic'], record: records[2] },
      { index: 4, errors: ['fileNumber: duplicate of an earlier record in this import'], record: records[4] },
      { index: 5, errors: ['fileNumber: digits only'], record: records[5] },
    ]);
    expect(await countPatients(owner)).toBe(patientsBefore);
    expect(((await owner.get('/api/activity')).json() as unknown[]).length).toBe(activityBefore);

    // The import then does what validate said.
    const imported = (await importAs(owner, records)).json();
    expect(imported.created).toHaveLength(3);
    expect(imported.failed.map((f: { error: string }) => f.error)).toEqual(body.invalid.map((i: { errors: string[] }) => i.errors[0]));
  });
});

describe('callers', () => {
  // decisions.md §2: patient:write is held by owner, admin, doctor, member and reception; pharmacy and lab have read only.
  const matrix: Array<[Role, number]> = [
    ['owner', 200], ['admin', 200], ['doctor', 200], ['member', 200], ['reception', 200], ['pharmacy', 403], ['lab', 403],
  ];
  it.each(matrix)('%s → %i on import and validate', async (role, status) => {
    const actor = clinic.as(role);
    const before = await countPatients(clinic.as('owner'));
    const v = await validateAs(actor, [{ name: `Role Check ${role}` }]);
    expect(v.statusCode, v.body).toBe(status);
    const res = await importAs(actor, [{ name: `Role Check ${role}` }]);
    expect(res.statusCode, res.body).toBe(status);
    if (status === 403) {
      expect(res.json().code).toBe('forbidden');
      expect(await countPatients(clinic.as('owner'))).toBe(before);
    } else {
      expect(res.json().created).toHaveLength(1);
    }
  });

  it('reception: demographics are imported, clinical fields are ignored', async () => {
    const reception = clinic.as('reception');
    const record = {
      name: 'Front Desk Import', fileNumber: '730001', phone: '555-0199', age: 33, sex: 'F', alerts: ['Interpreter needed'],
      allergies: [{ substance: 'Latex', reaction: 'hives', severity: 'mild' }],
      bloodType: 'B-', medications: [{ name: 'Warfarin', dose: '5 mg', frequency: 'daily' }], problems: ['AF'],
      labs: [{ name: 'INR', value: '2.5', flag: 'normal', takenAt: '2024-01-01' }], encounters: [{ date: '2024-01-01', type: 'visit' }],
      vitals: { bp: '110/70' },
    };
    const v = (await validateAs(reception, [record])).json();
    expect(v.valid[0].record).not.toHaveProperty('medications');
    expect(v.valid[0].record).not.toHaveProperty('bloodType');
    expect(v.valid[0].adjustments).toContainEqual(expect.stringMatching(/^clinical fields: ignored/));

    expect((await importAs(reception, [record])).json()).toEqual({ created: ['730001'], failed: [] });
    const seenByReception = await patient(reception, '730001');
    expect(seenByReception).not.toHaveProperty('medications');
    // Allergies and alerts are safety information reception cannot set, through the import too (decisions.md §2).
    expect(seenByReception).toMatchObject({ phone: '555-0199', age: 33, sex: 'F', alerts: [], source: 'ai' });
    expect(await patient(clinic.as('owner'), '730001')).toMatchObject({
      bloodType: '', medications: [], problems: [], labs: [], encounters: [], vitals: { bp: '' }, allergies: [],
    });
  });

  it('doctor: created patients are unassigned, created by the doctor, so in that doctor\'s panel only', async () => {
    const doctor = clinic.as('doctor');
    const res = await importAs(doctor, [{ name: 'Panel Import', fileNumber: '740001' }]);
    expect(res.json()).toEqual({ created: ['740001'], failed: [] });
    expect(await patient(doctor, '740001')).toMatchObject({ primaryProviderId: null, source: 'ai' });
    const otherDoctor = await clinic.addMember('doctor', 'Other Doctor');
    expect((await otherDoctor.get('/api/patients/740001')).statusCode).toBe(404);
    expect((await clinic.as('owner').get('/api/patients/740001')).statusCode).toBe(200);
  });

  it('doctor: a duplicate outside the doctor\'s panel still fails as a duplicate', async () => {
    await clinic.as('owner').post('/api/patients', { name: 'Not Yours', fileNumber: '740100', primaryProviderId: clinic.as('owner').userId });
    const res = await importAs(clinic.as('doctor'), [{ name: 'Clash', fileNumber: '740100' }]);
    expect(res.json()).toEqual({ created: [], failed: [{ fileNumber: '740100', error: 'fileNumber: already in use in this clinic' }] });
  });
});

describe('the clinic AI policy', () => {
  it('blocks import and validate when AI is off, and for staff when disabled for employees', async () => {
    const c = await seedClinic(t.app, ['owner', 'doctor']);
    const owner = c.as('owner');
    expect((await owner.put('/api/ai/policy', { aiEnabled: false, disabledForEmployees: false })).statusCode).toBe(200);
    for (const res of [await importAs(owner, [{ name: 'Blocked' }]), await validateAs(owner, [{ name: 'Blocked' }])]) {
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ code: 'ai_disabled', reason: 'ai_disabled' });
    }
    expect(await countPatients(owner)).toBe(0);

    await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: true });
    const doctor = await importAs(c.as('doctor'), [{ name: 'Blocked Staff' }]);
    expect(doctor.statusCode).toBe(403);
    expect(doctor.json().reason).toBe('ai_disabled_for_employees');
    expect((await importAs(owner, [{ name: 'Owner Still Allowed' }])).json().created).toHaveLength(1);
  });
});
