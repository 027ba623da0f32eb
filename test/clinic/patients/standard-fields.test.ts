import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { anonymous } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { activityCount, CLINICAL_KEYS, createPatient, errorPaths, latestActivity, SETUP_TIMEOUT } from './helpers.js';

// The optional patient fields of decisions.md §13 (dateOfBirth, address, insurance), through the HTTP API.

let t: TestApp;
let c: SeededClinic;
beforeAll(async () => {
  t = await startTestApp();
  c = await seedClinic(t.app, ['owner', 'doctor', 'reception', 'pharmacy', 'lab']);
}, SETUP_TIMEOUT);
afterAll(async () => { await t?.close(); }, SETUP_TIMEOUT);

const address = { line: '221B Baker Street', city: 'Springfield', state: 'IL', postalCode: '62701' };
const insurance = { payerName: 'Blue Shield', payerId: 'BS001', memberId: 'XYZ123456', groupNumber: 'GRP-9' };

/** The UTC date `days` from today, `YYYY-MM-DD`, `years` earlier. */
function utcDate(years: number, days = 0): string {
  const now = new Date();
  const d = new Date(Date.UTC(now.getUTCFullYear() - years, now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

/** Whole years from `born` to today in UTC, counted by hand (a 29 February birthday comes on 1 March). */
function expectedAge(born: string): number {
  const today = new Date().toISOString().slice(0, 10);
  const years = Number(today.slice(0, 4)) - Number(born.slice(0, 4));
  return today.slice(5) >= born.slice(5) ? years : years - 1;
}

async function patientCount(): Promise<number> {
  const res = await c.as('owner').get('/api/patients?limit=1');
  return Number(res.headers['x-total-count']);
}

describe('create, read and replace', () => {
  it('stores the three fields, returns them on every read, and defaults them to null', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, { name: 'Sherlock Holmes', dateOfBirth: '1954-01-06', address, insurance });
    expect(p).toMatchObject({ dateOfBirth: '1954-01-06', address, insurance, age: expectedAge('1954-01-06') });
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).json()).toEqual(p);
    const listed = (await owner.get('/api/patients?q=Sherlock')).json() as Array<Record<string, unknown>>;
    expect(listed).toEqual([p]);

    const bare = await createPatient(owner, { name: 'No Extras' });
    expect(bare).toMatchObject({ dateOfBirth: null, address: null, insurance: null, age: 0 });
  });

  it('normalises: state upper-cased, text trimmed, an empty or absent groupNumber stored as null', async () => {
    const p = await createPatient(c.as('owner'), {
      name: 'Trim Me',
      address: { line: '  1 Main St ', city: ' Austin ', state: 'tx', postalCode: '78701-0001' },
      insurance: { payerName: ' Aetna ', payerId: '60054', memberId: 'W1', groupNumber: '' },
    });
    expect(p.address).toEqual({ line: '1 Main St', city: 'Austin', state: 'TX', postalCode: '78701-0001' });
    expect(p.insurance).toEqual({ payerName: 'Aetna', payerId: '60054', memberId: 'W1', groupNumber: null });
    const q = await createPatient(c.as('owner'), { name: 'No Group', insurance: { payerName: 'Aetna', payerId: '60054', memberId: 'W2' } });
    expect(q.insurance).toEqual({ payerName: 'Aetna', payerId: '60054', memberId: 'W2', groupNumber: null });
  });

  it('PUT: absent keeps the stored value, null clears it, a value replaces it', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, { name: 'Keep Clear', dateOfBirth: '1980-05-05', address, insurance });
    const url = `/api/patients/${p.fileNumber}`;

    const kept = await owner.put(url, { name: 'Keep Clear', phone: '555 0101' });
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({ dateOfBirth: '1980-05-05', address, insurance, phone: '555 0101' });

    const moved = { ...address, line: '1 New Road', postalCode: '62702-1111' };
    const replaced = await owner.put(url, { name: 'Keep Clear', address: moved, insurance: { ...insurance, groupNumber: null } });
    expect(replaced.json()).toMatchObject({ dateOfBirth: '1980-05-05', address: moved, insurance: { ...insurance, groupNumber: null } });

    const cleared = await owner.put(url, { name: 'Keep Clear', dateOfBirth: null, address: null, insurance: null, age: 7 });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(cleared.json()).toMatchObject({ dateOfBirth: null, address: null, insurance: null, age: 7 });
    expect((await owner.get(url)).json()).toEqual(cleared.json());
  });

  it('the activity entry names what changed, never the values', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, { name: 'Quiet Log', dateOfBirth: '1971-03-03', address, insurance });
    await owner.put(`/api/patients/${p.fileNumber}`, { name: 'Quiet Log', dateOfBirth: '1971-03-04', address: { ...address, city: 'Chicago' } });
    const [entry] = await latestActivity(owner, 1);
    expect(entry).toMatchObject({ action: 'patient.updated', entityId: p.id });
    expect(entry!.summary).toContain('date of birth, address changed');
    for (const value of ['1971', 'Chicago', 'Springfield', 'Baker', '62701', 'XYZ123456', 'Blue Shield']) expect(entry!.summary).not.toContain(value);

    // The same values again: nothing named as changed.
    await owner.put(`/api/patients/${p.fileNumber}`, { name: 'Quiet Log' });
    const [again] = await latestActivity(owner, 1);
    expect(again!.summary).not.toContain('changed');
    await owner.put(`/api/patients/${p.fileNumber}`, { name: 'Quiet Log', insurance: null });
    expect((await latestActivity(owner, 1))[0]!.summary).toContain('insurance changed');
  });
});

describe('validation: 400 naming the field, nothing written', () => {
  const cases: Array<[string, Record<string, unknown>, string[]]> = [
    ['an impossible date', { dateOfBirth: '1990-02-30' }, ['dateOfBirth']],
    ['a date without padding', { dateOfBirth: '1990-2-3' }, ['dateOfBirth']],
    ['a date with a time', { dateOfBirth: '1990-02-03T00:00:00Z' }, ['dateOfBirth']],
    ['tomorrow (UTC)', { dateOfBirth: utcDate(0, 1) }, ['dateOfBirth']],
    ['before 1880', { dateOfBirth: '1879-12-31' }, ['dateOfBirth']],
    ['a number', { dateOfBirth: 19900203 }, ['dateOfBirth']],
    ['an address that is text', { address: '1 Main St' }, ['address']],
    ['an address without city and line', { address: { state: 'IL', postalCode: '62701' } }, ['address.line', 'address.city']],
    ['a blank city', { address: { ...address, city: '   ' } }, ['address.city']],
    ['a line over 100 characters', { address: { ...address, line: 'x'.repeat(101) } }, ['address.line']],
    ['a state that is not a US code', { address: { ...address, state: 'ZZ' } }, ['address.state']],
    ['a state name', { address: { ...address, state: 'Illinois' } }, ['address.state']],
    ['a 4-digit postal code', { address: { ...address, postalCode: '1234' } }, ['address.postalCode']],
    ['a ZIP+4 without its hyphen', { address: { ...address, postalCode: '627011234' } }, ['address.postalCode']],
    ['a foreign postal code', { address: { ...address, postalCode: 'SW1A 1AA' } }, ['address.postalCode']],
    ['an unknown address key', { address: { ...address, country: 'US' } }, ['address.country']],
    ['insurance without payerId and memberId', { insurance: { payerName: 'X' } }, ['insurance.payerId', 'insurance.memberId']],
    ['an empty payer name', { insurance: { ...insurance, payerName: '' } }, ['insurance.payerName']],
    ['an unknown insurance key', { insurance: { ...insurance, plan: 'Gold', copay: 20 } }, ['insurance.plan', 'insurance.copay']],
    ['a group number over 50 characters', { insurance: { ...insurance, groupNumber: 'g'.repeat(51) } }, ['insurance.groupNumber']],
    ['insurance that is a list', { insurance: [insurance] }, ['insurance']],
  ];

  it.each(cases)('create with %s', async (_, fields, paths) => {
    const before = [await patientCount(), await activityCount(c.as('owner'))];
    const res = await c.as('owner').post('/api/patients', { name: 'Refused Person', ...fields });
    expect(errorPaths(res).sort()).toEqual([...paths].sort());
    expect([await patientCount(), await activityCount(c.as('owner'))]).toEqual(before);
  });

  it('update with each: nothing changes', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, { name: 'Stays Put', dateOfBirth: '1966-06-06', address, insurance });
    for (const [label, fields, paths] of cases) {
      const res = await owner.put(`/api/patients/${p.fileNumber}`, { name: 'Changed Name', ...fields });
      expect(errorPaths(res).sort(), label).toEqual([...paths].sort());
    }
    expect((await owner.get(`/api/patients/${p.fileNumber}`)).json()).toEqual(p);
  });

  it('accepts the edges: 1880-01-01, today, ZIP+4, DC and the territories', async () => {
    const owner = c.as('owner');
    expect((await createPatient(owner, { name: 'Oldest Allowed', dateOfBirth: '1880-01-01' })).dateOfBirth).toBe('1880-01-01');
    const newborn = await createPatient(owner, { name: 'Born Today', dateOfBirth: utcDate(0) });
    expect(newborn).toMatchObject({ dateOfBirth: utcDate(0), age: 0 });
    for (const state of ['DC', 'PR', 'GU', 'AE']) {
      const p = await createPatient(owner, { name: `Lives In ${state}`, address: { ...address, state, postalCode: '00901-0001' } });
      expect(p.address).toMatchObject({ state });
    }
  });
});

describe('age follows the date of birth', () => {
  it('counts whole years in UTC, turning over on the birthday', async () => {
    const owner = c.as('owner');
    const birthdayToday = await createPatient(owner, { name: 'Birthday Today', dateOfBirth: utcDate(40), age: 3 });
    expect(birthdayToday.age).toBe(40);
    const birthdayTomorrow = await createPatient(owner, { name: 'Birthday Tomorrow', dateOfBirth: utcDate(40, 1), age: 3 });
    expect(birthdayTomorrow.age).toBe(39);
    const birthdayYesterday = await createPatient(owner, { name: 'Birthday Yesterday', dateOfBirth: utcDate(40, -1) });
    expect(birthdayYesterday.age).toBe(40);
    const leapling = await createPatient(owner, { name: 'Leap Day', dateOfBirth: '2000-02-29' });
    expect(leapling.age).toBe(expectedAge('2000-02-29'));
  });

  it('a given age is ignored while there is a date of birth, and used again once it is cleared', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, { name: 'Age Given', dateOfBirth: '2001-01-01', age: 99 });
    expect(p.age).toBe(expectedAge('2001-01-01'));
    const url = `/api/patients/${p.fileNumber}`;
    expect((await owner.put(url, { name: 'Age Given', age: 99 })).json().age).toBe(expectedAge('2001-01-01'));
    expect((await owner.put(url, { name: 'Age Given', age: 99, dateOfBirth: '2011-01-01' })).json().age).toBe(expectedAge('2011-01-01'));
    expect((await owner.put(url, { name: 'Age Given', age: 99, dateOfBirth: null })).json().age).toBe(99);
  });

  it('a record built before the birthday reads with the new age, for every role and the list, until a write rebuilds it', async () => {
    const owner = c.as('owner');
    const p = await createPatient(owner, { name: 'Turns Forty', dateOfBirth: utcDate(40), address });
    expect(p.age).toBe(40);
    // Leave the row as yesterday's build would have: age 39 in the column and in both texts (the trigger, which would
    // recompute it, is off for this one statement).
    await t.app.deps.db.transaction().execute(async (tx) => {
      await sql`alter table patient disable trigger patient_record`.execute(tx);
      await sql`update patient set age = 39,
        record = replace(record, '"age" : 40,', '"age" : 39,'),
        demographic_record = replace(demographic_record, '"age" : 40,', '"age" : 39,')
        where id = ${p.id}`.execute(tx);
      await sql`alter table patient enable trigger patient_record`.execute(tx);
    });
    const { rows: [stored] } = await sql<{ record: string; demographic_record: string }>`select record, demographic_record from patient where id = ${p.id}`.execute(t.app.deps.db);
    expect(JSON.parse(stored!.record).age).toBe(39);
    expect(JSON.parse(stored!.demographic_record).age).toBe(39);

    const url = `/api/patients/${p.fileNumber}`;
    const read = (await owner.get(url)).json();
    expect(read).toEqual({ ...p, age: 40 });
    expect((await owner.get('/api/patients?q=Turns%20Forty')).json()).toEqual([read]);
    expect((await owner.get('/api/patients?q=Turns%20Forty&limit=5')).json()).toEqual([read]);
    const reception = (await c.as('reception').get(url)).json();
    expect(reception).toMatchObject({ age: 40, dateOfBirth: utcDate(40), address });
    for (const key of CLINICAL_KEYS) expect(reception).not.toHaveProperty(key);

    // Any write rebuilds the texts with today's age.
    const appended = await c.as('lab').post(`${url}/labs`, { labs: [{ name: 'Na', value: '140', flag: 'normal', takenAt: '2026-01-01' }] });
    expect(appended.json().age).toBe(40);
    const { rows: [rebuilt] } = await sql<{ record: string; age: number }>`select record, age from patient where id = ${p.id}`.execute(t.app.deps.db);
    expect([JSON.parse(rebuilt!.record).age, rebuilt!.age]).toEqual([40, 40]);
  });

  it('a writer that bypasses the service (seeders, plain SQL) gets the age from the date of birth too', async () => {
    await sql`insert into patient (clinic_id, id, file_number, name, initials, age, date_of_birth)
      values (${c.clinicId}, 'plain-dob', '888001', 'Plain Dob', 'PD', 5, ${utcDate(30, 1)})`.execute(t.app.deps.db);
    expect((await c.as('owner').get('/api/patients/888001')).json()).toMatchObject({ age: 29, dateOfBirth: utcDate(30, 1) });
  });
});

describe('roles and scope', () => {
  it('reception reads and writes the fields (demographics); its clinical fields stay ignored', async () => {
    const reception = c.as('reception');
    const p = await createPatient(reception, { name: 'Front Desk', dateOfBirth: '1995-09-09', address, insurance, medications: [{ name: 'X' }] });
    expect(p).toMatchObject({ dateOfBirth: '1995-09-09', address, insurance });
    for (const key of CLINICAL_KEYS) expect(p).not.toHaveProperty(key);
    const updated = await reception.put(`/api/patients/${p.fileNumber}`, { name: 'Front Desk', insurance: { ...insurance, memberId: 'NEW1' } });
    expect(updated.statusCode, updated.body).toBe(200);
    expect(updated.json().insurance).toEqual({ ...insurance, memberId: 'NEW1' });
    const owner = (await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json();
    expect(owner).toMatchObject({ dateOfBirth: '1995-09-09', address, insurance: { ...insurance, memberId: 'NEW1' }, medications: [] });
  });

  it('every role that reads the record sees them; pharmacy and lab cannot write them', async () => {
    const p = await createPatient(c.as('owner'), { name: 'Seen By All', dateOfBirth: '1950-12-12', address, insurance, primaryProviderId: c.as('doctor').userId });
    for (const role of ['owner', 'doctor', 'reception', 'pharmacy', 'lab'] as const) {
      const read = await c.as(role).get(`/api/patients/${p.fileNumber}`);
      expect(read.statusCode, role).toBe(200);
      expect(read.json(), role).toMatchObject({ dateOfBirth: '1950-12-12', address, insurance });
    }
    for (const role of ['pharmacy', 'lab'] as const) {
      expect((await c.as(role).put(`/api/patients/${p.fileNumber}`, { name: 'Seen By All', dateOfBirth: null })).statusCode, role).toBe(403);
    }
    expect((await c.as('owner').get(`/api/patients/${p.fileNumber}`)).json().dateOfBirth).toBe('1950-12-12');
  });

  it('a doctor outside the panel gets 404, and another clinic sees nothing', async () => {
    const p = await createPatient(c.as('owner'), { name: 'Elsewhere Panel', dateOfBirth: '1977-07-07', address, insurance });
    const other = await c.addMember('doctor');
    expect((await other.get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(404);
    expect((await other.put(`/api/patients/${p.fileNumber}`, { name: 'X', dateOfBirth: null })).statusCode).toBe(404);

    const d = await seedClinic(t.app, ['owner']);
    expect((await d.as('owner').get(`/api/patients/${p.fileNumber}`)).statusCode).toBe(404);
    const theirs = await createPatient(d.as('owner'), { name: 'Their Patient', dateOfBirth: '1977-07-07' });
    expect(theirs.fileNumber).toBe('10000');
    const ours = (await c.as('owner').get('/api/patients')).json() as Array<{ id: string }>;
    expect(ours.map((x) => x.id)).not.toContain(theirs.id);
  });
});

describe('OpenAPI', () => {
  it('documents the fields on the create/replace body and on the Patient read shape', async () => {
    const doc = (await anonymous(t.app).get('/openapi.json')).json();
    const text = JSON.stringify(doc);
    const schemas = doc.components?.schemas ?? {};
    const patient = schemas.Patient ?? {};
    expect(Object.keys(patient.properties ?? {})).toEqual(expect.arrayContaining(['dateOfBirth', 'address', 'insurance']));
    expect(Object.keys(schemas.Address?.properties ?? {}).sort()).toEqual(['city', 'line', 'postalCode', 'state']);
    expect(Object.keys(schemas.Insurance?.properties ?? {}).sort()).toEqual(['groupNumber', 'memberId', 'payerId', 'payerName']);
    expect(schemas.Insurance.required?.sort()).toEqual(['memberId', 'payerId', 'payerName']);
    expect(schemas.Address.additionalProperties).toBe(false);
    expect(text).toContain('"dateOfBirth"');
  });
});
