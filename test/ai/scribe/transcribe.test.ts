import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import type { Actor } from '../../support/client.js';
import { seedClinic, type SeededClinic } from '../../support/seed.js';
import { startTestApp, type TestApp } from '../../support/test-app.js';
import { createPatient, errorPaths, SETUP_TIMEOUT } from '../../clinic/patients/helpers.js';
import * as f from '../../clinic/attachments/fixtures.js';
import { uploadOk } from '../../clinic/attachments/helpers.js';
import { FakeProvider } from '../chat/fake-providers.js';
import { seedNamedClinic, setAi } from '../chat/helpers.js';

const fake = new FakeProvider();
let t: TestApp;
let c: SeededClinic;
const audio = f.wav('VISIT-AUDIO-7f3a');
let panelAudio: string;
let panelPdf: string;
let outsideAudio: string;
let otherClinicAudio: string;
const SAID = 'Patient reports a dry cough for three days.';

beforeAll(async () => {
  const base = await fake.start();
  t = await startTestApp({ env: { AI_PROVIDER_A_BASE_URL: `${base}/v1`, AI_PROVIDER_B_BASE_URL: `${base}/v1`, AI_PROVIDER_C_BASE_URL: `${base}/v1beta` } });
  c = await seedNamedClinic(t.app);
  const owner = c.as('owner');
  const panel = await createPatient(owner, { name: 'Rosalind Quimby', primaryProviderId: c.as('doctor').userId });
  const outside = await createPatient(owner, { name: 'Thaddeus Marlowe' });
  panelAudio = (await uploadOk(owner, panel.fileNumber, 'visit.wav', audio, 'audio/wav')).id;
  panelPdf = (await uploadOk(owner, panel.fileNumber, 'report.pdf', f.pdf(), 'application/pdf')).id;
  outsideAudio = (await uploadOk(owner, outside.fileNumber, 'visit.wav', audio, 'audio/wav')).id;
  const other = await seedClinic(t.app, ['owner']);
  const otherPatient = await createPatient(other.as('owner'), { name: 'Other Clinic Patient' });
  otherClinicAudio = (await uploadOk(other.as('owner'), otherPatient.fileNumber, 'visit.wav', audio, 'audio/wav')).id;
  for (const role of ['owner', 'admin', 'doctor', 'member', 'reception'] as Role[]) {
    await setAi(c.as(role), { mode: 'api', provider: 'provider_a', apiKey: `sk-test-${role}` });
  }
}, SETUP_TIMEOUT);
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

const transcribe = (actor: Actor, attachmentId: unknown = panelAudio) => actor.post('/api/scribe/transcribe', { attachmentId });

async function keyless(name: string, settings: Record<string, unknown>): Promise<Actor> {
  // A member: a full clinician without a panel, so every patient of the clinic is in scope.
  const actor = await c.addMember('member', name);
  await setAi(actor, settings);
  return actor;
}

describe('POST /api/scribe/transcribe: which provider', () => {
  it('provider_a: OpenAI transcription with the stored audio as it is', async () => {
    fake.reset(() => ({ text: [SAID] }));
    const res = await transcribe(c.as('doctor'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ transcript: SAID });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/audio/transcriptions']);
    const sent = fake.requests[0]!.body;
    expect(sent).toContain('whisper-1');
    expect(sent).toContain('VISIT-AUDIO-7f3a');
    expect(sent).toMatch(/filename="audio\.wav"/);
  });

  it('provider_c selected: Gemini with the audio inline', async () => {
    fake.reset(() => ({ text: [SAID] }));
    const member = c.as('member');
    await setAi(member, { provider: 'provider_c', apiKey: 'key-gemini-member' });
    try {
      const res = await transcribe(member);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ transcript: SAID });
      expect(fake.requests.map((r) => r.path)).toEqual(['/v1beta/models/gemini-2.5-flash:generateContent']);
      const sent = JSON.parse(fake.requests[0]!.body) as { contents: Array<{ parts: Array<{ inlineData?: { mimeType: string; data: string } }> }> };
      const inline = sent.contents[0]!.parts.find((p) => p.inlineData)?.inlineData;
      expect(inline).toEqual({ mimeType: 'audio/wav', data: audio.toString('base64') });
    } finally {
      await setAi(member, { provider: 'provider_a' });
    }
  });

  it('returns a transcript the draft takes: control characters (NUL among them) removed, line breaks kept', async () => {
    fake.reset(() => ({ text: ['Patient\u0000 reports\u0007 a cough.\nNo fever.'] }));
    const res = await transcribe(c.as('doctor'));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ transcript: 'Patient reports a cough.\nNo fever.' });
  });

  it('a selected provider without speech falls back to the keyed speech-capable one, provider_a before provider_c', async () => {
    fake.reset(() => ({ text: [SAID] }));
    const onlyGemini = await keyless('Wilhelmina Oyelaran', { mode: 'api', provider: 'provider_b', apiKey: 'key-b' });
    await setAi(onlyGemini, { provider: 'provider_c', apiKey: 'key-c' });
    await setAi(onlyGemini, { provider: 'provider_b' });
    expect((await transcribe(onlyGemini)).statusCode).toBe(200);
    await setAi(onlyGemini, { provider: 'provider_a', apiKey: 'key-a' });
    await setAi(onlyGemini, { provider: 'provider_b' });
    expect((await transcribe(onlyGemini)).statusCode).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1beta/models/gemini-2.5-flash:generateContent', '/v1/audio/transcriptions']);
  });

  it('local mode: the local server\'s /v1/audio/transcriptions; a server without it is 400 no_speech_provider', async () => {
    const local = await keyless('Evangeline Throckmorton', { mode: 'local', localBaseUrl: fake.base, localModel: 'llama3.1:8b' });
    fake.reset(() => ({ text: [SAID] }));
    const res = await transcribe(local);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ transcript: SAID });
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/audio/transcriptions']);
    fake.reset(() => ({ status: 404 }));
    const missing = await transcribe(local);
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toMatchObject({ code: 'no_speech_provider' });
  });

  it('no speech-capable key and no local server: 400 no_speech_provider, nothing sent', async () => {
    fake.reset(() => ({ text: [SAID] }));
    const claudeOnly = await keyless('Cressida Pennywhistle', { mode: 'api', provider: 'provider_b', apiKey: 'key-b' });
    const res = await transcribe(claudeOnly);
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(res.json()).toMatchObject({ code: 'no_speech_provider' });
    expect(fake.requests).toEqual([]);
  });

  it('a failing provider is 502 ai_provider_failed with its status, never its body', async () => {
    fake.reset(() => ({ status: 500 }));
    const res = await transcribe(c.as('doctor'));
    expect(res.statusCode).toBe(502);
    expect(res.json()).toMatchObject({ code: 'ai_provider_failed' });
    expect(res.json().detail).toContain('500');
    expect(res.body).not.toContain('REMOTE-ERROR-BODY');
  });
});

describe('POST /api/scribe/transcribe: who and what', () => {
  it('reception and roles without patient:write are 403; the policy blocks; nothing is sent', async () => {
    fake.reset(() => ({ text: [SAID] }));
    const reception = await transcribe(c.as('reception'));
    expect(reception.statusCode).toBe(403);
    expect(reception.json()).toMatchObject({ code: 'ai_disabled' });
    expect((await transcribe(c.as('lab'))).statusCode).toBe(403);
    const owner = c.as('owner');
    try {
      await owner.put('/api/ai/policy', { aiEnabled: false, disabledForEmployees: false });
      expect((await transcribe(owner)).json()).toMatchObject({ code: 'ai_disabled', reason: 'ai_disabled' });
    } finally {
      await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: false });
    }
    expect(fake.requests).toEqual([]);
  });

  it('404 for audio outside the doctor\'s panel, another clinic\'s, a non-audio attachment and an unknown id', async () => {
    fake.reset(() => ({ text: [SAID] }));
    expect((await transcribe(c.as('doctor'), outsideAudio)).statusCode).toBe(404);
    expect((await transcribe(c.as('owner'), otherClinicAudio)).statusCode).toBe(404);
    expect((await transcribe(c.as('owner'), panelPdf)).statusCode).toBe(404);
    expect((await transcribe(c.as('owner'), '0190d6c2-0000-7000-8000-000000000000')).statusCode).toBe(404);
    expect(fake.requests).toEqual([]);
    expect((await transcribe(c.as('owner'), outsideAudio)).statusCode).toBe(200);
  });

  it('answers 400 naming the field', async () => {
    expect(errorPaths(await c.as('owner').post('/api/scribe/transcribe', {}))).toEqual(['attachmentId']);
    expect(errorPaths(await transcribe(c.as('owner'), 42))).toEqual(['attachmentId']);
  });
});
