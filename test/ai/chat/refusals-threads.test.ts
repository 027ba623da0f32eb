import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../support/test-app.js';
import type { SeededClinic } from '../../support/seed.js';
import { createPatient } from '../../clinic/patients/helpers.js';
import { FakeProvider, tokenIn } from './fake-providers.js';
import { chat, leaksIn, seedNamedClinic, setAi, textOf, userMessage, type KnownPatient } from './helpers.js';

const fake = new FakeProvider();
let t: TestApp;
let c: SeededClinic;
const patient: KnownPatient = { name: 'Rosalind Quimby', fileNumber: '48213907', phone: '555-201-7788' };

beforeAll(async () => {
  const base = await fake.start();
  t = await startTestApp({ env: { AI_PROVIDER_A_BASE_URL: `${base}/v1`, AI_PROVIDER_A_API: 'chat', AI_CHAT_PER_MINUTE: '6' } });
  c = await seedNamedClinic(t.app);
  await createPatient(c.as('owner'), { ...patient, age: 61, sex: 'F' });
  for (const role of ['owner', 'admin', 'doctor', 'member', 'reception', 'pharmacy', 'lab'] as const) {
    await setAi(c.as(role), { mode: 'api', provider: 'provider_a', apiKey: `sk-${role}`, deidLevel: 'full' });
  }
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

function problem(res: { statusCode: number; headers: Record<string, unknown>; json(): Record<string, unknown> }, status: number, code: string) {
  expect(res.statusCode).toBe(status);
  expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(res.json()).toMatchObject({ status, code });
}

/** A one-page PDF whose text layer carries the patient's name and file number. */
function pdfWithText(text: string): string {
  const stream = `BT /F1 12 Tf 72 720 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let pdf = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => { offsets.push(pdf.length); pdf += `${i + 1} 0 obj\n${o}\nendobj\n`; });
  const xref = pdf.length;
  pdf += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  pdf += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(pdf, 'latin1').toString('base64');
}

describe('provider_a over chat completions (AI_PROVIDER_A_API=chat)', () => {
  it('streams through /v1/chat/completions with the text restored', async () => {
    fake.reset((body) => ({ text: [`About ${tokenIn(body, 'PATIENT') ?? 'nobody'}`] }));
    const { res, chunks } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', effort: 'high', messages: [userMessage(`Who is ${patient.name}?`)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
    expect(leaksIn(fake.requests[0]!.body, [patient], 'full')).toEqual([]);
    expect(textOf(chunks)).toBe(`About ${patient.name}`);
  });

  it('maps effort to reasoning_effort on reasoning models only', async () => {
    fake.reset(() => ({ text: ['ok'] }));
    await chat(c.as('admin'), { model: 'o4-mini', effort: 'low', messages: [userMessage('hi')] });
    expect(JSON.parse(fake.requests[0]!.body)).toMatchObject({ reasoning_effort: 'low' });
    fake.reset(() => ({ text: ['ok'] }));
    await chat(c.as('admin'), { model: 'gpt-4.1-mini', effort: 'low', messages: [userMessage('hi')] });
    expect(JSON.parse(fake.requests[0]!.body)).not.toHaveProperty('reasoning_effort');
  });

  it('appends the mode directive to the system prompt', async () => {
    fake.reset(() => ({ text: ['ok'] }));
    await chat(c.as('admin'), { model: 'gpt-4.1-mini', mode: 'graph', messages: [userMessage('hi')] });
    expect(fake.requests[0]!.body).toContain('Mode: graph.');
  });
});

describe('refusals before the stream', () => {
  it('403 when the clinic policy blocks the caller, by role', async () => {
    const owner = c.as('owner');
    expect((await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: true })).statusCode).toBe(200);
    try {
      fake.reset(() => ({ text: ['ok'] }));
      problem((await chat(c.as('doctor'), { messages: [userMessage('hi')] })).res, 403, 'ai_disabled');
      expect((await chat(c.as('member'), { messages: [userMessage('hi')] })).res.statusCode).toBe(403);
      expect((await chat(owner, { messages: [userMessage('hi')] })).res.statusCode).toBe(200);
      expect((await owner.put('/api/ai/policy', { aiEnabled: false, disabledForEmployees: false })).statusCode).toBe(200);
      problem((await chat(c.as('owner'), { messages: [userMessage('hi')] })).res, 403, 'ai_disabled');
    } finally {
      await owner.put('/api/ai/policy', { aiEnabled: true, disabledForEmployees: false });
    }
  });

  it('403 when the caller\'s mode is off; 400 for an unknown model, a missing key, local without a URL', async () => {
    const lab = c.as('lab');
    await setAi(lab, { mode: 'off' });
    problem((await chat(lab, { messages: [userMessage('hi')] })).res, 403, 'ai_mode_off');
    await setAi(lab, { mode: 'api' });
    problem((await chat(lab, { model: 'llama-3-70b', messages: [userMessage('hi')] })).res, 400, 'unknown_model');
    const missing = (await chat(lab, { model: 'claude-sonnet-4-5', messages: [userMessage('hi')] })).res;
    problem(missing, 400, 'ai_key_missing');
    expect(missing.json().detail).toContain('provider_b');
    const pharmacy = c.as('pharmacy');
    await setAi(pharmacy, { mode: 'local', localBaseUrl: '', localModel: '' });
    problem((await chat(pharmacy, { model: 'local', messages: [userMessage('hi')] })).res, 400, 'local_not_configured');
    await setAi(pharmacy, { mode: 'api' });
  });

  it('400 for an invalid body, naming the field', async () => {
    const res = (await chat(c.as('lab'), { messages: [] })).res;
    problem(res, 400, 'validation_failed');
    expect(res.json().errors[0].path).toBe('messages');
  });

  it('429 with Retry-After past AI_CHAT_PER_MINUTE requests per user per minute', async () => {
    fake.reset(() => ({ text: ['ok'] }));
    const member = c.as('member');
    const statuses: number[] = [];
    let limited: Awaited<ReturnType<typeof chat>>['res'] | undefined;
    for (let i = 0; i < 8 && !limited; i++) {
      const { res } = await chat(member, { messages: [userMessage('hi')] });
      statuses.push(res.statusCode);
      if (res.statusCode === 429) limited = res;
    }
    // The member spent one request in the policy test: five more pass, the seventh in the minute is refused.
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    problem(limited!, 429, 'rate_limited');
    expect(Number(limited!.headers['retry-after'])).toBeGreaterThan(0);
    // Per user: another user is not affected.
    expect((await chat(c.as('reception'), { messages: [userMessage('hi')] })).res.statusCode).toBe(200);
  });

  it('images to a cloud provider with de-identification on: 400 deid_unsupported_file; with level off they pass', async () => {
    const image = { type: 'file', mediaType: 'image/png', filename: 'scan.png', url: `data:image/png;base64,${Buffer.from('not really a png').toString('base64')}` };
    fake.reset(() => ({ text: ['ok'] }));
    const admin = c.as('pharmacy');
    problem((await chat(admin, { messages: [userMessage('look', [image])] })).res, 400, 'deid_unsupported_file');
    expect(fake.requests).toEqual([]);
    await setAi(admin, { deidLevel: 'off' });
    try {
      const { res } = await chat(admin, { messages: [userMessage('look', [image])] });
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.requests[0]!.body).toContain('image');
    } finally {
      await setAi(admin, { deidLevel: 'full' });
    }
  });

  it('a PDF with text is sent as its de-identified text', async () => {
    fake.reset(() => ({ text: ['ok'] }));
    const pdf = { type: 'file', mediaType: 'application/pdf', filename: 'referral.pdf', url: `data:application/pdf;base64,${pdfWithText(`Referral for ${patient.name}, file ${patient.fileNumber}, hypertension.`)}` };
    const { res } = await chat(c.as('pharmacy'), { messages: [userMessage('summarise the referral', [pdf])] });
    expect(res.statusCode, res.body).toBe(200);
    const sent = fake.requests[0]!.body;
    expect(sent).toContain('hypertension');
    expect(sent).toMatch(/Referral for \[\[PATIENT_\d+\]\]/);
    expect(leaksIn(sent, [patient], 'full')).toEqual([]);
  });

  it('502 ai_provider_failed naming the remote status, never its body, when the provider fails before answering', async () => {
    fake.reset(() => ({ status: 503 }));
    const res = (await chat(c.as('pharmacy'), { messages: [userMessage('hi')] })).res;
    problem(res, 502, 'ai_provider_failed');
    expect(res.json().detail).toContain('503');
    expect(res.body).not.toContain('REMOTE-ERROR-BODY');
  });
});

describe('disconnect', () => {
  it('a client that goes away aborts the provider call (the fake sees its connection close)', async () => {
    fake.reset(() => ({ text: ['never finished'], hang: true }));
    const base = await t.listen();
    const controller = new AbortController();
    const owner = c.as('owner');
    const before = fake.closedWhileStreaming;
    // The model has started its stream but sent no token yet; the client gives up.
    const call = fetch(`${base}/api/chat`, {
      method: 'POST', signal: controller.signal,
      headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: owner.cookieHeader },
      body: JSON.stringify({ messages: [userMessage('hi')] }),
    }).catch((err: unknown) => err);
    for (let i = 0; i < 500 && fake.requests.length === 0; i++) await new Promise((r) => setTimeout(r, 20));
    await new Promise((r) => setTimeout(r, 50));
    controller.abort();
    expect(await call).toMatchObject({ name: 'AbortError' });
    const until = Date.now() + 10_000;
    while (fake.closedWhileStreaming === before && Date.now() < until) await new Promise((r) => setTimeout(r, 20));
    expect(fake.closedWhileStreaming).toBe(before + 1);
  });
});

describe('threads', () => {
  const msgs = (n: number) => Array.from({ length: n }, (_, i) => ({ id: `m${i}`, role: i % 2 ? 'assistant' : 'user', parts: [{ type: 'text', text: `message ${i}` }] }));

  it('save, list newest first, read, replace, delete; another user\'s thread is 404', async () => {
    const doctor = c.as('doctor');
    const first = await doctor.put('/api/chat/threads/t-one', { messages: msgs(2) });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ id: 't-one', title: 'message 0', updatedAt: expect.any(String) });
    await new Promise((r) => setTimeout(r, 5));
    expect((await doctor.put('/api/chat/threads/t-two', { title: 'Labs review', messages: msgs(3) })).statusCode).toBe(200);
    expect((await doctor.get('/api/chat/threads')).json().map((x: { id: string }) => x.id)).toEqual(['t-two', 't-one']);
    const got = await doctor.get('/api/chat/threads/t-two');
    expect(got.json()).toMatchObject({ id: 't-two', title: 'Labs review', messages: msgs(3) });
    await new Promise((r) => setTimeout(r, 5));
    expect((await doctor.put('/api/chat/threads/t-one', { messages: msgs(4) })).json().title).toBe('message 0');
    expect((await doctor.get('/api/chat/threads')).json().map((x: { id: string }) => x.id)).toEqual(['t-one', 't-two']);

    const other = c.as('member');
    expect((await other.get('/api/chat/threads/t-one')).statusCode).toBe(404);
    expect((await other.put('/api/chat/threads/t-one', { messages: msgs(1) })).statusCode).toBe(404);
    expect((await other.delete('/api/chat/threads/t-one')).statusCode).toBe(404);
    expect((await other.get('/api/chat/threads')).json()).toEqual([]);
    expect((await doctor.get('/api/chat/threads/t-one')).json().messages).toHaveLength(4);

    expect((await doctor.delete('/api/chat/threads/t-one')).statusCode).toBe(204);
    expect((await doctor.get('/api/chat/threads/t-one')).statusCode).toBe(404);
  });

  it('at most 500 messages; ids are checked', async () => {
    const doctor = c.as('doctor');
    expect((await doctor.put('/api/chat/threads/big', { messages: msgs(500) })).statusCode).toBe(200);
    const over = await doctor.put('/api/chat/threads/big', { messages: msgs(501) });
    expect(over.statusCode).toBe(400);
    expect(over.json().errors[0].path).toBe('messages');
    expect((await doctor.put('/api/chat/threads/bad%20id', { messages: [] })).statusCode).toBe(400);
  });

  it('POST /api/chat with threadId saves the conversation with the streamed answer', async () => {
    fake.reset(() => ({ text: ['Saved ', 'answer'] }));
    const lab = c.as('lab');
    const { res } = await chat(lab, { threadId: 'from-chat', messages: [userMessage('remember this')] });
    expect(res.statusCode).toBe(200);
    let saved = await lab.get('/api/chat/threads/from-chat');
    for (let i = 0; i < 50 && saved.statusCode === 404; i++) {
      await new Promise((r) => setTimeout(r, 20));
      saved = await lab.get('/api/chat/threads/from-chat');
    }
    expect(saved.statusCode).toBe(200);
    const body = saved.json();
    expect(body.title).toBe('remember this');
    expect(body.messages.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(JSON.stringify(body.messages[1])).toContain('Saved answer');
  });
});
