import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createPatient, errorPaths, fullPayload, lab, SETUP_TIMEOUT } from './helpers.js';

let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'pharmacy']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

describe('defaults', () => {
  it('fills every default when only name is given', async () => {
    const res = await c.as('owner').post('/api/patients', { name: 'Ada Lovelace' });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      fileNumber: expect.stringMatching(/^\d+$/),
      name: 'Ada Lovelace',
      age: 0,
      sex: 'M',
      status: 'active',
      initials: 'AL',
      source: 'manual',
      pcp: '',
      primaryProviderId: null,
      phone: '',
      bloodType: '',
      alerts: [],
      allergies: [],
      medications: [],
      problems: [],
      labs: [],
      encounters: [],
      vitals: { bp: '', hr: '', temp: '', spo2: '', takenAt: '' },
      vitalsTrend: { label: '', unit: '', points: [] },
      labTrend: { label: '', unit: '', points: [] },
      version: 1,
    });
    expect(res.json().id).toEqual(expect.any(String));
    expect(res.headers.etag).toBe('"1"');
  });

  it('fills element defaults inside lists (reaction, dose, frequency, since, provider, summary)', async () => {
    const p = await createPatient(c.as('owner'), {
      name: 'List Defaults',
      allergies: [{ substance: 'Latex', severity: 'mild' }],
      medications: [{ name: 'Aspirin' }],
      problems: [{ label: 'Asthma' }],
      encounters: [{ date: '2026-02-03', type: 'Visit' }],
      vitals: { bp: '110/70' },
      vitalsTrend: { points: [1, 2] },
    });
    expect(p.allergies).toEqual([{ substance: 'Latex', reaction: '', severity: 'mild' }]);
    expect(p.medications).toEqual([{ name: 'Aspirin', dose: '', frequency: '' }]);
    expect(p.problems).toEqual([{ label: 'Asthma', since: '' }]);
    expect(p.encounters).toEqual([{ date: '2026-02-03', type: 'Visit', provider: '', summary: '' }]);
    expect(p.vitals).toEqual({ bp: '110/70', hr: '', temp: '', spo2: '', takenAt: '' });
    expect(p.vitalsTrend).toEqual({ label: '', unit: '', points: [1, 2] });
  });

  it('stores every field as given', async () => {
    const body = fullPayload();
    const p = await createPatient(c.as('owner'), { ...body, fileNumber: '424242' });
    expect(p).toMatchObject({ ...body, fileNumber: '424242', pcp: 'Dr. Outside', source: 'manual' });
    const read = (await c.as('owner').get('/api/patients/424242')).json();
    expect(read).toEqual(p);
  });

  it.each([
    ['Grace Brewster Hopper', 'GH'],
    ['ada lovelace', 'AL'],
    ['Cher', 'CH'],
    ['  Jean-Luc   picard  ', 'JP'],
    ['X', 'X'],
    ['Émile Zola', 'ÉZ'],
  ])('derives initials from %j as %s', async (name, initials) => {
    expect((await createPatient(c.as('owner'), { name })).initials).toBe(initials);
  });

  it('keeps given initials and derives them when empty', async () => {
    expect((await createPatient(c.as('owner'), { name: 'Ada Lovelace', initials: 'ABL' })).initials).toBe('ABL');
    expect((await createPatient(c.as('owner'), { name: 'Ada Lovelace', initials: '' })).initials).toBe('AL');
  });

  it('keeps source ai when given (the importer sets it), and a PUT without source keeps it', async () => {
    const p = await createPatient(c.as('owner'), { name: 'From AI', source: 'ai' });
    expect(p.source).toBe('ai');
    const put = await c.as('owner').put(`/api/patients/${p.fileNumber}`, { name: 'From AI' });
    expect(put.json().source).toBe('ai');
  });

  it('sets pcp from the primary provider given on create', async () => {
    const doctor = c.as('doctor');
    const p = await createPatient(c.as('owner'), { name: 'Has Provider', primaryProviderId: doctor.userId, pcp: 'ignored' });
    expect(p.primaryProviderId).toBe(doctor.userId);
    expect(p.pcp).toBe(doctor.name);
  });
});

describe('validation: every field with a bad value is a 400 naming it', () => {
  const cases: Array<[string, Record<string, unknown>, string]> = [
    ['name missing', {}, 'name'],
    ['name empty', { name: '   ' }, 'name'],
    ['name not a string', { name: 42 }, 'name'],
    ['name too long', { name: 'x'.repeat(201) }, 'name'],
    ['fileNumber with letters', { fileNumber: '12A4' }, 'fileNumber'],
    ['fileNumber with a dash', { fileNumber: '12-34' }, 'fileNumber'],
    ['fileNumber too long', { fileNumber: '1'.repeat(19) }, 'fileNumber'],
    ['fileNumber a number', { fileNumber: 12345 }, 'fileNumber'],
    ['age below 0', { age: -1 }, 'age'],
    ['age above 150', { age: 151 }, 'age'],
    ['age fractional', { age: 1.5 }, 'age'],
    ['age as text', { age: '40' }, 'age'],
    ['sex', { sex: 'X' }, 'sex'],
    ['status', { status: 'deceased' }, 'status'],
    ['initials too long', { initials: 'ABCDE' }, 'initials'],
    ['source', { source: 'robot' }, 'source'],
    ['pcp too long', { pcp: 'p'.repeat(201) }, 'pcp'],
    ['primaryProviderId empty', { primaryProviderId: '' }, 'primaryProviderId'],
    ['phone with letters', { phone: 'call me maybe' }, 'phone'],
    ['phone too long', { phone: '1'.repeat(41) }, 'phone'],
    ['bloodType', { bloodType: 'C+' }, 'bloodType'],
    ['alerts not a list', { alerts: 'Fall risk' }, 'alerts'],
    ['alerts empty entry', { alerts: ['ok', ''] }, 'alerts.1'],
    ['allergies substance missing', { allergies: [{ reaction: 'Rash', severity: 'mild' }] }, 'allergies.0.substance'],
    ['allergies severity', { allergies: [{ substance: 'Latex', severity: 'deadly' }] }, 'allergies.0.severity'],
    ['allergies reaction not text', { allergies: [{ substance: 'Latex', reaction: 3, severity: 'mild' }] }, 'allergies.0.reaction'],
    ['medications name empty', { medications: [{ name: '' }] }, 'medications.0.name'],
    ['medications dose not text', { medications: [{ name: 'Aspirin', dose: 81 }] }, 'medications.0.dose'],
    ['medications frequency not text', { medications: [{ name: 'Aspirin', frequency: false }] }, 'medications.0.frequency'],
    ['problems label missing', { problems: [{ since: '2010' }] }, 'problems.0.label'],
    ['problems since not text', { problems: [{ label: 'Asthma', since: 2010 }] }, 'problems.0.since'],
    ['labs flag', { labs: [lab('K', { flag: 'weird' })] }, 'labs.0.flag'],
    ['labs name missing', { labs: [{ value: '1', flag: 'normal', takenAt: 'x' }] }, 'labs.0.name'],
    ['labs value empty', { labs: [lab('K', { value: '' })] }, 'labs.0.value'],
    ['labs takenAt missing', { labs: [{ name: 'K', value: '1', flag: 'low' }] }, 'labs.0.takenAt'],
    ['encounters date not a date', { encounters: [{ date: 'yesterday', type: 'Visit' }] }, 'encounters.0.date'],
    ['encounters date impossible', { encounters: [{ date: '2026-02-30', type: 'Visit' }] }, 'encounters.0.date'],
    ['encounters type missing', { encounters: [{ date: '2026-02-03' }] }, 'encounters.0.type'],
    ['encounters summary not text', { encounters: [{ date: '2026-02-03', type: 'Visit', summary: 1 }] }, 'encounters.0.summary'],
    ['encounters provider not text', { encounters: [{ date: '2026-02-03', type: 'Visit', provider: [] }] }, 'encounters.0.provider'],
    ['vitals not an object', { vitals: 'fine' }, 'vitals'],
    ['vitals bp not text', { vitals: { bp: 120 } }, 'vitals.bp'],
    ['vitals hr not text', { vitals: { hr: 72 } }, 'vitals.hr'],
    ['vitals temp not text', { vitals: { temp: 36.6 } }, 'vitals.temp'],
    ['vitals spo2 not text', { vitals: { spo2: 98 } }, 'vitals.spo2'],
    ['vitals takenAt not text', { vitals: { takenAt: 1 } }, 'vitals.takenAt'],
    ['vitalsTrend points not numbers', { vitalsTrend: { points: ['a'] } }, 'vitalsTrend.points.0'],
    ['vitalsTrend label not text', { vitalsTrend: { label: 5 } }, 'vitalsTrend.label'],
    ['labTrend unit not text', { labTrend: { unit: 5 } }, 'labTrend.unit'],
    ['labTrend points not a list', { labTrend: { points: 3 } }, 'labTrend.points'],
  ];

  it.each(cases)('POST: %s', async (_label, patch, path) => {
    const body = 'name' in patch || _label.startsWith('name') ? patch : { name: 'Valid Name', ...patch };
    const res = await c.as('owner').post('/api/patients', body);
    expect(errorPaths(res)).toContain(path);
  });

  let target: Awaited<ReturnType<typeof createPatient>>;
  beforeAll(async () => { target = await createPatient(c.as('owner'), fullPayload()); });

  it.each(cases)('PUT: %s', async (_label, patch, path) => {
    const p = target;
    const body = 'name' in patch || _label.startsWith('name') ? patch : { ...fullPayload(), ...patch };
    const res = await c.as('owner').put(`/api/patients/${p.fileNumber}`, body);
    expect(errorPaths(res)).toContain(path);
  });

  it('PUT: none of the refused replacements changed anything', async () => {
    expect((await c.as('owner').get(`/api/patients/${target.fileNumber}`)).json()).toEqual(target);
  });

  it('answers 400 for a primary provider who is not a clinician of the clinic', async () => {
    const pharmacist = c.as('pharmacy');
    for (const primaryProviderId of [pharmacist.userId, 'no-such-user']) {
      const res = await c.as('owner').post('/api/patients', { name: 'Nope', primaryProviderId });
      expect(errorPaths(res)).toEqual(['primaryProviderId']);
    }
  });

  it('validates the list query', async () => {
    expect(errorPaths(await c.as('owner').get('/api/patients?status=deceased'))).toEqual(['querystring.status']);
    expect(errorPaths(await c.as('owner').get('/api/patients?limit=0'))).toEqual(['querystring.limit']);
    expect(errorPaths(await c.as('owner').get('/api/patients?limit=501'))).toEqual(['querystring.limit']);
    expect(errorPaths(await c.as('owner').get('/api/patients?offset=-1'))).toEqual(['querystring.offset']);
    expect(errorPaths(await c.as('owner').get(`/api/patients?q=${'q'.repeat(201)}`))).toEqual(['querystring.q']);
  });

  it('validates the transfer body', async () => {
    const p = await createPatient(c.as('owner'));
    expect(errorPaths(await c.as('owner').post(`/api/patients/${p.fileNumber}/transfer`, {}))).toEqual(['providerId']);
    expect(errorPaths(await c.as('owner').post(`/api/patients/${p.fileNumber}/transfer`, { providerId: 7 }))).toEqual(['providerId']);
  });

  it('answers 400 for a body that is not JSON', async () => {
    const res = await c.as('owner').request('POST', '/api/patients', '{"name": ', { 'content-type': 'application/json' });
    expect(res.statusCode).toBe(400);
  });
});

describe('file numbers', () => {
  it('starts at 10000, continues from the largest, and takes explicit digits', async () => {
    const own = await seedClinic(t.app, ['owner']);
    const owner = own.as('owner');
    expect((await createPatient(owner)).fileNumber).toBe('10000');
    expect((await createPatient(owner)).fileNumber).toBe('10001');
    expect((await createPatient(owner, { name: 'Explicit', fileNumber: '20000' })).fileNumber).toBe('20000');
    expect((await createPatient(owner, { name: 'Empty means auto', fileNumber: '' })).fileNumber).toBe('20001');
    expect((await createPatient(owner, { name: 'Small', fileNumber: '00042' })).fileNumber).toBe('00042');
    expect((await createPatient(owner)).fileNumber).toBe('20002');
  }, SETUP_TIMEOUT);

  it('answers 409 on an explicit duplicate', async () => {
    await createPatient(c.as('owner'), { name: 'First', fileNumber: '777001' });
    const res = await c.as('owner').post('/api/patients', { name: 'Second', fileNumber: '777001' });
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ code: 'conflict' });
  });

  it('never changes a file number once assigned: a PUT with another one is 409 and changes nothing', async () => {
    const a = await createPatient(c.as('owner'), { name: 'Stayer', fileNumber: '777100' });
    for (const other of ['777102', '777101', '10000']) {
      const res = await c.as('owner').put(`/api/patients/${a.fileNumber}`, { name: 'Renamed', fileNumber: other });
      expect(res.statusCode).toBe(409);
      expect(res.json()).toMatchObject({
        code: 'conflict',
        detail: 'A patient\'s file number never changes once assigned (appointments, invoices, prescriptions and dispenses refer to it): omit fileNumber or send the current one, 777100',
      });
    }
    const kept = (await c.as('owner').get('/api/patients/777100')).json();
    expect(kept).toMatchObject({ id: a.id, name: 'Stayer', version: a.version });
    expect((await c.as('owner').get('/api/patients/777102')).statusCode).toBe(404);
    // Omitted, empty or the current number keeps it (and the rest of the PUT applies).
    expect((await c.as('owner').put('/api/patients/777100', { name: 'Stayer' })).json().fileNumber).toBe('777100');
    expect((await c.as('owner').put('/api/patients/777100', { name: 'Stayer', fileNumber: '' })).json().fileNumber).toBe('777100');
    expect((await c.as('owner').put('/api/patients/777100', { name: 'Stayer B', fileNumber: '777100' })).json())
      .toMatchObject({ fileNumber: '777100', name: 'Stayer B' });
  });

  it('the rule is one definition, and the database enforces the same one', async () => {
    const { FILE_NUMBER_DIGITS, isFileNumber } = await import('../../../src/clinic/common/file-number.js');
    expect(FILE_NUMBER_DIGITS).toBe(18);
    const owner = c.as('owner');
    const { FileNumberRef } = await import('../../../src/clinic/prescriptions/schema.js');
    const { OptionalFileNumber } = await import('../../../src/clinic/appointments/fields.js');
    for (const candidate of ['1', '1'.repeat(18), '1'.repeat(19), '12a', ' 12', '']) {
      const res = await owner.post('/api/patients', { name: 'Rule', fileNumber: candidate });
      // Empty asks for an automatic number; anything else is accepted exactly when the rule says so.
      const valid = candidate === '' || isFileNumber(candidate.trim());
      expect(res.statusCode === 201, JSON.stringify(candidate)).toBe(valid);
      // Leave the clinic's largest number as it was (18 digits would exhaust automatic numbers for later tests).
      if (res.statusCode === 201) expect((await owner.delete(`/api/patients/${res.json().fileNumber}`)).statusCode).toBe(204);
      // Operations records refer to patients by the same rule.
      expect(FileNumberRef.safeParse(candidate).success, `reference ${JSON.stringify(candidate)}`).toBe(valid);
      expect(OptionalFileNumber.safeParse(candidate).success, `booking ${JSON.stringify(candidate)}`).toBe(valid);
    }
    const { sql } = await import('kysely');
    const check = await sql<{ def: string }>`select pg_get_constraintdef(oid) as def from pg_constraint
      where conrelid = 'patient'::regclass and contype = 'c' and pg_get_constraintdef(oid) like '%file_number%'`.execute(t.app.deps.db);
    expect(check.rows.map((r) => r.def)).toEqual([`CHECK ((file_number ~ '^[0-9]{1,${FILE_NUMBER_DIGITS}}$'::text))`]);
  });

  it('validates a request once: the service does it, for HTTP as for every other door', async () => {
    const { PatientInput } = await import('../../../src/clinic/patients/schema.js');
    const run = vi.spyOn(PatientInput._zod, 'run');
    try {
      expect((await c.as('owner').post('/api/patients', { name: 'Once' })).statusCode).toBe(201);
      expect(run).toHaveBeenCalledTimes(1);
      run.mockClear();
      const bad = await c.as('owner').post('/api/patients', { name: '', fileNumber: '12A' });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().errors.map((e: { path: string }) => e.path).sort()).toEqual(['fileNumber', 'name']);
      expect(run).toHaveBeenCalledTimes(1);
    } finally {
      run.mockRestore();
    }
  });

  it('answers 404, not 400, for a path file number that cannot exist', async () => {
    for (const path of ['abc', '12a', '0000000000000000000000001']) {
      expect((await c.as('owner').get(`/api/patients/${path}`)).statusCode).toBe(404);
    }
  });
});

describe('PUT replaces the record', () => {
  it('resets omitted content fields to their defaults and keeps number, provider, labs, encounters and the standard fields', async () => {
    const doctor = c.as('doctor');
    const p = await createPatient(c.as('owner'), fullPayload({ primaryProviderId: doctor.userId, source: 'ai' }));
    const res = await c.as('owner').put(`/api/patients/${p.fileNumber}`, { name: 'Renamed Person' });
    expect(res.statusCode).toBe(200);
    // The standard fields are kept: absent is not null.
    expect(res.json()).toMatchObject({
      address: p.address, insurance: p.insurance,
      id: p.id, fileNumber: p.fileNumber, name: 'Renamed Person', initials: 'RP', age: 0, sex: 'M', status: 'active',
      phone: '', bloodType: '', alerts: [], allergies: [], medications: [], problems: [],
      vitals: { bp: '', hr: '', temp: '', spo2: '', takenAt: '' }, vitalsTrend: { label: '', unit: '', points: [] },
      source: 'ai', primaryProviderId: doctor.userId, pcp: doctor.name,
      labs: p.labs, encounters: p.encounters, version: p.version + 1,
    });
  });

  it('replaces labs and encounters when they are given', async () => {
    const p = await createPatient(c.as('owner'), fullPayload());
    const res = await c.as('owner').put(`/api/patients/${p.fileNumber}`, fullPayload({
      labs: [lab('Sodium'), lab('Potassium')], encounters: [],
    }));
    expect(res.json().labs.map((l: { name: string }) => l.name)).toEqual(['Sodium', 'Potassium']);
    expect(res.json().encounters).toEqual([]);
  });

  it('unassigns with primaryProviderId null and then takes pcp as free text', async () => {
    const doctor = c.as('doctor');
    const p = await createPatient(c.as('owner'), { name: 'Assigned', primaryProviderId: doctor.userId });
    const res = await c.as('owner').put(`/api/patients/${p.fileNumber}`, { name: 'Assigned', primaryProviderId: null, pcp: 'Dr. Elsewhere' });
    expect(res.json()).toMatchObject({ primaryProviderId: null, pcp: 'Dr. Elsewhere' });
  });
});
