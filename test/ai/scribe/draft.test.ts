import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createPatient, errorPaths, SETUP_TIMEOUT } from '../../clinic/patients/helpers.js';
import { FakeProvider, tokenIn } from '../chat/fake-providers.js';
import { leaksIn, seedNamedClinic, setAi, type KnownPatient } from '../chat/helpers.js';

const fake = new FakeProvider();
let t: TestApp;
let c: SeededClinic;
let plantLeak: ((prompt: Array<{ role: string; content: unknown }>) => void) | null = null;
const patient: KnownPatient = { name: 'Rosalind Quimby', fileNumber: '48213907', phone: '555-201-7788' };
const outsider: KnownPatient = { name: 'Thaddeus Marlowe', fileNumber: '48213908', phone: '555-330-1122' };
const DOCTOR = 'Bartholomew Ainsley';

const transcript = `Doctor: Good morning ${patient.name}, file ${patient.fileNumber}. We have your phone as ${patient.phone}, `
  + 'born April 12, 1965, living at 14 Larkspur Lane, Dunmore. Dr. Ainsley will see you today.\n'
  + 'Patient: I have had a cough for three days and a mild fever.\nDoctor: Temperature 37.9, lungs clear. Likely a viral infection; rest and fluids, come back in a week if worse.';

/** A model that writes the note with the tokens it was sent, as a real one copies them. */
function soapFromTokens(body: string) {
  const who = tokenIn(body, 'PATIENT') ?? 'NO-PATIENT-TOKEN';
  const id = tokenIn(body, 'ID') ?? 'NO-ID-TOKEN';
  return {
    text: [JSON.stringify({
      subjective: `${who} reports cough for three days and mild fever.`,
      objective: 'Temperature 37.9; lungs clear.',
      assessment: 'Viral upper respiratory infection.',
      plan: `Rest and fluids; review in one week (file ${id}).`,
    })],
  };
}

/** A model that echoes whether it saw the real name (local and level off). */
function soapSaying(what: string) {
  return { text: [JSON.stringify({ subjective: what, objective: 'o', assessment: 'a', plan: 'p' })] };
}

beforeAll(async () => {
  const base = await fake.start();
  t = await startTestApp({
    env: { AI_PROVIDER_A_BASE_URL: `${base}/v1`, AI_PROVIDER_B_BASE_URL: `${base}/v1`, AI_PROVIDER_C_BASE_URL: `${base}/v1beta` },
    build: { faults: { 'scribe.beforeGuard': ((prompt: Array<{ role: string; content: unknown }>) => plantLeak?.(prompt)) as () => void } },
  });
  c = await seedNamedClinic(t.app);
  await createPatient(c.as('owner'), {
    ...patient, dateOfBirth: '1965-04-12', sex: 'F', primaryProviderId: c.as('doctor').userId,
    address: { line: '14 Larkspur Lane', city: 'Dunmore', state: 'PA', postalCode: '18512' },
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }],
  });
  await createPatient(c.as('owner'), { ...outsider, sex: 'M', dateOfBirth: '1971-03-08' });
  for (const role of ['owner', 'admin', 'doctor', 'member', 'reception'] as Role[]) {
    await setAi(c.as(role), { mode: 'api', provider: 'provider_a', apiKey: `sk-test-${role}`, deidLevel: 'full' });
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const draft = (role: Role, body: Record<string, unknown> = {}) =>
  c.as(role).post('/api/scribe/draft', { fileNumber: patient.fileNumber, transcript, visitType: 'Acute visit', ...body });

async function encounterCount(): Promise<number> {
  return ((await c.as('owner').get(`/api/patients/${patient.fileNumber}`)).json().encounters as unknown[]).length;
}

describe('POST /api/scribe/draft to a cloud provider at level full', () => {
  it('sends no name, file number, phone, address or staff name; restores them in the SOAP summary; writes nothing', async () => {
    fake.reset(soapFromTokens);
    const before = await encounterCount();
    const res = await draft('doctor');
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/responses']);
    const sent = fake.requests[0]!.body;
    expect(leaksIn(sent, [patient], 'full')).toEqual([]);
    expect(sent).not.toContain('Larkspur');
    expect(sent).not.toContain('1965');
    expect(sent).not.toContain('Ainsley');
    expect(sent).toContain('cough for three days');
    expect(tokenIn(sent, 'PATIENT')).not.toBeNull();
    expect(res.json()).toEqual({
      draft: {
        date: new Date().toISOString().slice(0, 10), type: 'Acute visit', provider: DOCTOR,
        summary: `S: ${patient.name} reports cough for three days and mild fever.\nO: Temperature 37.9; lungs clear.\n`
          + `A: Viral upper respiratory infection.\nP: Rest and fluids; review in one week (file ${patient.fileNumber}).`,
      },
      deid: { active: true, level: 'full', classes: expect.arrayContaining(['PATIENT', 'ID', 'PHONE']), provider: 'provider_a' },
    });
    expect(await encounterCount()).toBe(before);
  });

  it.each([
    ['provider_c', '/v1beta/models/gemini-2.5-flash:generateContent'],
    ['provider_b', '/v1/messages'],
  ])('goes to %s when that is the caller\'s provider, de-identified the same way', async (provider, path) => {
    fake.reset(soapFromTokens);
    const member = c.as('member');
    await setAi(member, { provider, apiKey: `key-${provider}-member` });
    try {
      const res = await draft('member');
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.requests.map((r) => r.path)).toEqual([path]);
      expect(leaksIn(fake.requests[0]!.body, [patient], 'full')).toEqual([]);
      expect(res.json().draft.summary).toContain(`S: ${patient.name} reports`);
      expect(res.json().deid).toMatchObject({ active: true, level: 'full', provider });
    } finally {
      await setAi(member, { provider: 'provider_a' });
    }
  });

  it('at level names masks the people and sends the file number', async () => {
    fake.reset(soapFromTokens);
    const admin = c.as('admin');
    await setAi(admin, { deidLevel: 'names' });
    try {
      const res = await draft('admin');
      expect(res.statusCode, res.body).toBe(200);
      expect(leaksIn(fake.requests[0]!.body, [patient], 'names')).toEqual([]);
      expect(fake.requests[0]!.body).toContain(patient.fileNumber);
      expect(res.json().deid).toMatchObject({ active: true, level: 'names', classes: expect.arrayContaining(['PATIENT', 'STAFF']) });
      // Level names masks people only.
      for (const cls of res.json().deid.classes as string[]) expect(['PATIENT', 'NAME', 'STAFF']).toContain(cls);
      expect(fake.requests[0]!.body).not.toContain('Ainsley');
      expect(res.json().draft.summary).toContain(`S: ${patient.name} reports`);
    } finally {
      await setAi(admin, { deidLevel: 'full' });
    }
  });

  it('masks another patient of the clinic named in the transcript (name, file number, phone, date of birth), even one outside the caller\'s panel', async () => {
    fake.reset(soapFromTokens);
    // The outsider is a patient of the clinic, not of this doctor's panel: the context is the clinic's, as the chat's.
    const mention = `${transcript}\nPatient: I sat by Marlowe in the waiting room; thaddeus marlowe's chart is ${outsider.fileNumber}, `
      + `he said to call him on ${outsider.phone.replace(/-/g, '.')}, born 03081971.`;
    const res = await draft('doctor', { transcript: mention });
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.requests[0]!.body;
    expect(leaksIn(sent, [patient, outsider], 'full')).toEqual([]);
    expect(sent).not.toContain('03081971');
    // Two people: the subject and the other patient, each with their own token.
    expect(sent).toContain('[[PATIENT_1]]');
    expect(sent).toContain('[[PATIENT_2]]');
  });

  it('knows a patient registered since the previous draft (the clinic roster is rebuilt when its patients change)', async () => {
    fake.reset(soapFromTokens);
    expect((await draft('doctor')).statusCode).toBe(200);
    const newcomer: KnownPatient = { name: 'Evangeline Thistlewood', fileNumber: '48213909', phone: '555-874-9911' };
    await createPatient(c.as('owner'), { ...newcomer, sex: 'F' });
    fake.reset(soapFromTokens);
    const res = await draft('doctor', { transcript: `${transcript}\nPatient: Evangeline Thistlewood drove me here; Thistlewood's file is ${newcomer.fileNumber}.` });
    expect(res.statusCode, res.body).toBe(200);
    expect(leaksIn(fake.requests[0]!.body, [newcomer], 'full')).toEqual([]);
    expect(fake.requests[0]!.body).toContain('[[PATIENT_2]]');
  });

  it('at level names masks another patient\'s name too', async () => {
    fake.reset(soapFromTokens);
    const admin = c.as('admin');
    await setAi(admin, { deidLevel: 'names' });
    try {
      const res = await draft('admin', { transcript: `${transcript}\nPatient: marlowe from the waiting room has the same cough.` });
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.requests[0]!.body).not.toMatch(/marlowe/i);
    } finally {
      await setAi(admin, { deidLevel: 'full' });
    }
  });

  it('finds another patient as the engine does: a misspelt name, a phone alone in unusual forms', async () => {
    fake.reset(soapFromTokens);
    const typo = await draft('doctor', { transcript: `${transcript}\nPatient: Thadeus Marlow sat by me; his chart is ${outsider.fileNumber}.` });
    expect(typo.statusCode, typo.body).toBe(200);
    expect(fake.requests[0]!.body).not.toMatch(/thadeus|marlow/i);
    expect(fake.requests[0]!.body).not.toContain(outsider.fileNumber);

    // No name at all: his phone in forms only the known-number matching reads (no generic phone pattern does).
    fake.reset(soapFromTokens);
    const phone = await draft('doctor', { transcript: `${transcript}\nPatient: the man in the waiting room rang from 555/330-1122, also try 55533 01122.` });
    expect(phone.statusCode, phone.body).toBe(200);
    const digits = fake.requests[0]!.body.replace(/\D/g, '');
    expect(digits).not.toContain('5553301122');
    expect(digits).not.toContain('3301122');
  });

  it('the outbound guard knows the clinic\'s other patients: one still in the prompt is a 409 and nothing is sent', async () => {
    fake.reset(soapFromTokens);
    plantLeak = (prompt) => { prompt.push({ role: 'user', content: [{ type: 'text', text: `Also seen: ${outsider.name}` }] }); };
    try {
      const res = await draft('doctor');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json()).toMatchObject({ code: 'deid_blocked' });
      expect(fake.requests).toEqual([]);
    } finally {
      plantLeak = null;
    }
  });

  it('stops at the outbound guard when an identifier would still be sent: 409, the provider is never called', async () => {
    fake.reset(soapFromTokens);
    plantLeak = (prompt) => { prompt.push({ role: 'user', content: [{ type: 'text', text: `About ${patient.name}` }] }); };
    try {
      const res = await draft('doctor');
      expect(res.statusCode, res.body).toBe(409);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.json()).toMatchObject({ code: 'deid_blocked' });
      expect(res.body).not.toContain(patient.name);
      expect(fake.requests).toEqual([]);
    } finally {
      plantLeak = null;
    }
  });

  it('answers 502 ai_provider_failed with the remote status, never its body, when the provider fails', async () => {
    fake.reset(() => ({ status: 503 }));
    const res = await draft('doctor');
    expect(res.statusCode).toBe(502);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'ai_provider_failed' });
    expect(res.json().detail).toContain('503');
    expect(res.body).not.toContain('REMOTE-ERROR-BODY');
  });

  it('answers 502 when the model returns no SOAP object', async () => {
    fake.reset(() => ({ text: ['I cannot help with that.'] }));
    const res = await draft('doctor');
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'ai_provider_failed' });
  });

  it('answers 502, not 500, when the model stops at its token limit with no output', async () => {
    fake.reset(() => ({ text: [], truncated: true }));
    const res = await draft('doctor');
    expect(res.statusCode, res.body).toBe(502);
    expect(res.json()).toMatchObject({ code: 'ai_provider_failed' });
  });

  it('returns a draft the save takes as it is: control characters (NUL among them) removed, a note past 20,000 characters a 502', async () => {
    fake.reset(() => soapSaying('Cough\u0000 for\u0007 three days.\n- dry\tnon-productive'));
    const res = await draft('doctor');
    expect(res.statusCode, res.body).toBe(200);
    const note = res.json().draft;
    expect(note.summary).toBe('S: Cough for three days.\n- dry\tnon-productive\nO: o\nA: a\nP: p');
    const saved = await c.as('doctor').post('/api/scribe/save', { fileNumber: patient.fileNumber, encounter: note });
    expect(saved.statusCode, saved.body).toBe(200);

    fake.reset(() => soapSaying('x'.repeat(20_001)));
    const long = await draft('doctor');
    expect(long.statusCode, long.body).toBe(502);
    expect(long.json()).toMatchObject({ code: 'ai_provider_failed' });
    expect(long.json().detail).toContain('20000');
  });
});

describe('POST /api/scribe/draft as it is', () => {
  it('local: the local server gets the text as it is, and the notice says so', async () => {
    fake.reset((body) => soapSaying(body.includes(patient.name) ? 'saw the name' : 'masked'));
    const member = c.as('member');
    await setAi(member, { mode: 'local', localBaseUrl: fake.base, localModel: 'llama3.1:8b' });
    try {
      const res = await draft('member');
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
      expect(res.json().draft.summary).toBe('S: saw the name\nO: o\nA: a\nP: p');
      expect(res.json().deid).toEqual({ active: false, level: 'off', classes: [], provider: 'local' });
    } finally {
      await setAi(member, { mode: 'api' });
    }
  });

  it('level off to a cloud provider: sent as it is, active false', async () => {
    fake.reset((body) => soapSaying(body.includes(patient.name) ? 'saw the name' : 'masked'));
    const owner = c.as('owner');
    await setAi(owner, { deidLevel: 'off' });
    try {
      const res = await draft('owner');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().deid).toEqual({ active: false, level: 'off', classes: [], provider: 'provider_a' });
      expect(res.json().draft.summary).toContain('saw the name');
    } finally {
      await setAi(owner, { deidLevel: 'full' });
    }
  });
});

describe('POST /api/scribe/draft refusals', () => {
  it('reception is blocked (403), a doctor outside the panel gets 404, and nothing is sent', async () => {
    fake.reset(soapFromTokens);
    const reception = await draft('reception');
    expect(reception.statusCode).toBe(403);
    expect(reception.json()).toMatchObject({ code: 'ai_disabled' });
    expect((await draft('pharmacy')).statusCode).toBe(403);
    expect((await draft('doctor', { fileNumber: outsider.fileNumber })).statusCode).toBe(404);
    expect((await draft('owner', { fileNumber: '99999999' })).statusCode).toBe(404);
    expect(fake.requests).toEqual([]);
  });

  it('follows the clinic policy (403) and the caller\'s mode off (403)', async () => {
    const owner = c.as('owner');
    try {
      await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: true });
      expect((await draft('doctor')).json()).toMatchObject({ code: 'ai_disabled', reason: 'ai_disabled_for_employees' });
      await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: false });
      await setAi(c.as('doctor'), { mode: 'off' });
      const off = await draft('doctor');
      expect(off.statusCode).toBe(403);
      expect(off.json()).toMatchObject({ code: 'ai_mode_off' });
    } finally {
      await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: false });
      await setAi(c.as('doctor'), { mode: 'api' });
    }
  });

  it('answers 400 ai_key_missing when the caller has no key for their provider', async () => {
    const keyless = await c.addMember('doctor', 'Wilhelmina Oyelaran');
    await setAi(keyless, { mode: 'api', provider: 'provider_c' });
    const res = await keyless.post('/api/scribe/draft', { fileNumber: patient.fileNumber, transcript, visitType: 'Acute visit' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'ai_key_missing' });
  });

  it('answers 400 naming the field', async () => {
    expect(errorPaths(await draft('doctor', { transcript: '' }))).toEqual(['transcript']);
    expect(errorPaths(await draft('doctor', { visitType: undefined }))).toEqual(['visitType']);
    expect(errorPaths(await draft('doctor', { fileNumber: 7 }))).toEqual(['fileNumber']);
    expect(errorPaths(await draft('doctor', { fileNumber: '48A21' }))).toEqual(['fileNumber']);
    expect(errorPaths(await draft('doctor', { fileNumber: '1'.repeat(19) }))).toEqual(['fileNumber']);
  });
});
