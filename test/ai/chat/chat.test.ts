import { parseJsonEventStream } from '@ai-sdk/provider-utils';
import {
  AbstractChat, DefaultChatTransport, readUIMessageStream, uiMessageChunkSchema,
  type ChatInit, type ChatState, type ChatStatus, type UIMessage, type UIMessageChunk,
} from 'ai';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '../../../src/platform/auth/permissions.js';
import { ALL_ROLES, type SeededClinic } from '../../support/seed.js';
import { startTestApp, TEST_ORIGIN, type TestApp } from '../../support/test-app.js';
import { createPatient, lab } from '../../clinic/patients/helpers.js';
import { FakeProvider, hasToolResult, tokenIn } from './fake-providers.js';
import { chat, dataParts, leaksIn, seedNamedClinic, setAi, textOf, userMessage, type KnownPatient } from './helpers.js';

const fake = new FakeProvider();
let t: TestApp;
let c: SeededClinic;
let plantLeak: ((prompt: unknown[]) => void) | null = null;
const panelPatient: KnownPatient = { name: 'Rosalind Quimby', fileNumber: '48213907', phone: '555-201-7788' };
const otherPatient: KnownPatient = { name: 'Thaddeus Marlowe', fileNumber: '48213908', phone: '555-330-1122' };

beforeAll(async () => {
  const base = await fake.start();
  t = await startTestApp({
    env: {
      AI_PROVIDER_A_BASE_URL: `${base}/v1`, AI_PROVIDER_B_BASE_URL: `${base}/v1`, AI_PROVIDER_C_BASE_URL: `${base}/v1beta`,
      AI_CHAT_PER_MINUTE: '1000',
    },
    build: { faults: { 'chat.beforeGuard': ((prompt: unknown[]) => plantLeak?.(prompt)) as () => void } },
  });
  c = await seedNamedClinic(t.app);
  const owner = c.as('owner');
  await createPatient(owner, { ...panelPatient, age: 61, sex: 'F', primaryProviderId: c.as('doctor').userId,
    labs: [lab('HbA1c', { value: '7.9', flag: 'high', takenAt: '2026-01-10' }), lab('HbA1c', { value: '7.2', flag: 'high', takenAt: '2026-03-10' })],
    medications: [{ name: 'Metformin', dose: '500 mg', frequency: 'twice daily' }] });
  await createPatient(owner, { ...otherPatient, dateOfBirth: '1979-04-02', sex: 'M' });
  for (const role of ALL_ROLES) {
    await setAi(c.as(role), { mode: 'api', provider: 'provider_a', apiKey: `sk-test-${role}`, deidLevel: 'full' });
    for (const provider of ['provider_b', 'provider_c']) await setAi(c.as(role), { provider, apiKey: `key-${provider}-${role}` });
    await setAi(c.as(role), { provider: 'provider_a' });
  }
});
afterAll(async () => {
  await t?.close();
  await fake.stop();
});

/** getPatient with the token the request carries for the file number, then a text that echoes the patient token split in two. */
function lookupThenAnswer(cite: boolean) {
  return (body: string) => {
    if (!hasToolResult(body)) {
      const id = tokenIn(body, 'ID');
      return { toolCalls: [{ name: 'getPatient', args: { fileNumber: id ?? 'NO-TOKEN-SENT' } }] };
    }
    const who = tokenIn(body, 'PATIENT') ?? 'NO-PATIENT-TOKEN';
    return { text: ['Summary for ', who.slice(0, 5), who.slice(5, 9), who.slice(9), `: HbA1c improving${cite ? ' [[src:s1]]' : ''}.`] };
  };
}

const ask = `Summarise patient ${panelPatient.fileNumber} (${panelPatient.name}, phone ${panelPatient.phone}).`;

describe('a turn through each vendor\'s wire format', () => {
  it.each([
    ['gpt-4.1-mini', 'provider_a', '/v1/responses'],
    ['claude-sonnet-4-5', 'provider_b', '/v1/messages'],
    ['gemini-2.5-flash', 'provider_c', '/v1beta/models/gemini-2.5-flash:streamGenerateContent'],
  ])('%s: tool call with restored arguments, restored streamed text, data parts, nothing identifying sent', async (model, provider, path) => {
    fake.reset(lookupThenAnswer(false));
    const { res, chunks } = await chat(c.as('owner'), { model, messages: [userMessage(ask)] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/event-stream/);
    expect(res.headers['x-vercel-ai-ui-message-stream']).toBe('v1');
    expect(fake.requests.map((r) => r.path)).toEqual([path, path]);
    for (const r of fake.requests) expect(leaksIn(r.body, [panelPatient, otherPatient], 'full'), r.body.slice(0, 300)).toEqual([]);

    const notice = chunks.findIndex((ch) => ch.type === 'data-deidNotice');
    const firstText = chunks.findIndex((ch) => ch.type === 'text-delta');
    expect(notice).toBeGreaterThanOrEqual(0);
    expect(notice).toBeLessThan(firstText);
    expect(dataParts(chunks, 'deidNotice').at(-1)).toMatchObject({ active: true, level: 'full', provider, classes: expect.arrayContaining(['PATIENT']) });
    const call = chunks.find((ch) => ch.type === 'tool-input-available');
    expect(call?.input).toEqual({ fileNumber: panelPatient.fileNumber });
    expect(dataParts(chunks, 'patientCard')[0]).toMatchObject({ name: panelPatient.name, fileNumber: panelPatient.fileNumber });
    expect(dataParts(chunks, 'source')).toEqual([{ id: 's1', title: `Patient record ${panelPatient.fileNumber}`, kind: 'patient' }]);
    expect(dataParts(chunks, 'step').map((s) => (s as { status: string }).status)).toEqual(['running', 'done']);
    // The model cited nothing, so a Sources line ends the text.
    expect(textOf(chunks)).toBe(`Summary for ${panelPatient.name}: HbA1c improving.\n\nSources: Patient record ${panelPatient.fileNumber}`);
  });

  it('local (OpenAI-compatible chat completions) gets the text as it is, and the notice says so', async () => {
    fake.reset((body) => ({ text: [body.includes(panelPatient.name) ? 'saw the name' : 'masked'] }));
    const member = c.as('member');
    await setAi(member, { mode: 'local', localBaseUrl: fake.base, localModel: 'llama3.1:8b' });
    try {
      const { res, chunks } = await chat(member, { model: 'local', messages: [userMessage(ask)] });
      expect(res.statusCode, res.body).toBe(200);
      expect(fake.requests.map((r) => r.path)).toEqual(['/v1/chat/completions']);
      expect(textOf(chunks)).toBe('saw the name');
      expect(dataParts(chunks, 'deidNotice')).toEqual([{ active: false, level: 'off', classes: [], provider: 'local' }]);
    } finally {
      await setAi(member, { mode: 'api' });
    }
  });

  it('level names masks people and leaves the rest', async () => {
    fake.reset(lookupThenAnswer(true));
    const admin = c.as('admin');
    await setAi(admin, { deidLevel: 'names' });
    try {
      const { res, chunks } = await chat(admin, { model: 'claude-sonnet-4-5', messages: [userMessage(`Summarise ${panelPatient.name}, ${panelPatient.fileNumber}.`)] });
      expect(res.statusCode, res.body).toBe(200);
      for (const r of fake.requests) expect(leaksIn(r.body, [panelPatient, otherPatient], 'names')).toEqual([]);
      expect(fake.requests[0]!.body).toContain(panelPatient.fileNumber);
      // Cited, so no Sources line.
      expect(textOf(chunks)).toBe(`Summary for ${panelPatient.name}: HbA1c improving [[src:s1]].`);
    } finally {
      await setAi(admin, { deidLevel: 'full' });
    }
  });

  it('a typed phone, email and date of birth of a seeded patient do not reach the provider at level full', async () => {
    // Patients have no email field, so the context cannot know it; the engine's generic detectors mask it, the phone
    // and the date forms at level full.
    fake.reset(() => ({ text: ['noted'] }));
    const email = 'thaddeus.marlowe@example.org';
    const typed = `Update ${otherPatient.name}: phone (555) 330 1122, email ${email}, born 04/02/1979 (1979-04-02).`;
    const { res } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', messages: [userMessage(typed)] });
    expect(res.statusCode, res.body).toBe(200);
    const body = fake.requests[0]!.body;
    expect(leaksIn(body, [otherPatient], 'full')).toEqual([]);
    const digits = body.replace(/\D/g, '');
    expect(digits).not.toContain('5553301122');
    expect(digits).not.toContain('3301122');
    expect(body.toLowerCase()).not.toContain('example.org');
    expect(body).not.toMatch(/1979|04\/02/);
  });

  it("a seeded patient's phone written in forms no generic phone pattern knows is masked (the context knows phones by normal form)", async () => {
    // Without the patients' phones in the request's context these two forms reach the provider unmasked.
    fake.reset(() => ({ text: ['noted'] }));
    const typed = `${otherPatient.name} rang from 555/330-1122, also try 55533 01122.`;
    const { res } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', messages: [userMessage(typed)] });
    expect(res.statusCode, res.body).toBe(200);
    const digits = fake.requests[0]!.body.replace(/\D/g, '');
    expect(digits).not.toContain('5553301122');
    expect(digits).not.toContain('3301122');
  });

  it('a planted phone of a seeded patient is stopped by the guard before the provider sees the request', async () => {
    fake.reset(() => ({ text: ['should not be called'] }));
    plantLeak = (prompt) => { prompt.push({ role: 'user', content: [{ type: 'text', text: 'callback 555.330.1122' }] }); };
    try {
      const { res, chunks } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', messages: [userMessage('Hello')] });
      expect(res.statusCode).toBe(200);
      expect(fake.requests).toEqual([]);
      expect(chunks.find((ch) => ch.type === 'error')?.errorText).toMatch(/De-identification stopped this request/);
    } finally {
      plantLeak = null;
    }
  });

  it('a planted leak is stopped by the guard before the provider sees the request', async () => {
    fake.reset(() => ({ text: ['should not be called'] }));
    plantLeak = (prompt) => { prompt.push({ role: 'user', content: [{ type: 'text', text: `note: ${otherPatient.name}` }] }); };
    try {
      const { res, chunks } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', messages: [userMessage('Hello')] });
      expect(res.statusCode).toBe(200);
      expect(fake.requests).toEqual([]);
      const error = chunks.find((ch) => ch.type === 'error');
      expect(error?.errorText).toMatch(/De-identification stopped this request/);
      expect(res.body).not.toContain(otherPatient.name);
    } finally {
      plantLeak = null;
    }
  });
});

describe('the AI SDK client reads the stream', () => {
  it('yields the assistant message with text, tool and data parts (readUIMessageStream over real HTTP)', async () => {
    fake.reset(lookupThenAnswer(true));
    const base = await t.listen();
    const owner = c.as('owner');
    const res = await fetch(`${base}/api/chat`, {
      method: 'POST', headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, cookie: owner.cookieHeader },
      body: JSON.stringify({ model: 'gpt-4.1-mini', messages: [userMessage(ask)] }),
    });
    expect(res.status).toBe(200);
    const chunks = parseJsonEventStream({ stream: res.body!, schema: uiMessageChunkSchema }).pipeThrough(new TransformStream({
      transform(result, controller) {
        if (!result.success) throw result.error;
        controller.enqueue(result.value as UIMessageChunk);
      },
    }));
    let last: UIMessage | undefined;
    for await (const message of readUIMessageStream({ stream: chunks })) last = message;
    expect(last?.role).toBe('assistant');
    const types = last!.parts.map((p) => p.type);
    expect(types).toEqual(expect.arrayContaining(['data-deidNotice', 'data-step', 'data-source', 'data-patientCard', 'tool-getPatient', 'text']));
    const text = last!.parts.filter((p) => p.type === 'text').map((p) => (p as { text: string }).text).join('');
    expect(text).toBe(`Summary for ${panelPatient.name}: HbA1c improving [[src:s1]].`);
    const toolPart = last!.parts.find((p) => p.type === 'tool-getPatient') as { state: string; input: unknown };
    expect(toolPart).toMatchObject({ state: 'output-available', input: { fileNumber: panelPatient.fileNumber } });
  });
});

/**
 * The client machinery `useChat` runs on: @ai-sdk/react's `Chat` is `AbstractChat` with a state whose `snapshot` is
 * structuredClone and whose setters notify React; this state is the same without React. The transport is the SDK's
 * own `DefaultChatTransport` (it POSTs `{ id, messages, trigger, messageId, ...body }` and parses the SSE stream).
 */
class PlainChatState implements ChatState<UIMessage> {
  status: ChatStatus = 'ready';
  error: Error | undefined = undefined;
  messages: UIMessage[] = [];
  pushMessage = (message: UIMessage) => { this.messages = this.messages.concat(message); };
  popMessage = () => { this.messages = this.messages.slice(0, -1); };
  replaceMessage = (index: number, message: UIMessage) => {
    this.messages = [...this.messages.slice(0, index), this.snapshot(message), ...this.messages.slice(index + 1)];
  };
  snapshot = <T,>(thing: T): T => structuredClone(thing);
}

class PlainChat extends AbstractChat<UIMessage> {
  constructor(init: Omit<ChatInit<UIMessage>, 'messages'>) {
    super({ ...init, state: new PlainChatState() });
  }
}

describe('useChat\'s client (AbstractChat + DefaultChatTransport) against the real endpoint', () => {
  it('sends two turns with a cookie session and ends with the parts the stream carried', async () => {
    fake.reset(lookupThenAnswer(true));
    const base = await t.listen();
    const owner = c.as('owner');
    const data: string[] = [];
    const chat = new PlainChat({
      transport: new DefaultChatTransport({
        api: `${base}/api/chat`, headers: { origin: TEST_ORIGIN, cookie: owner.cookieHeader }, body: { model: 'gpt-4.1-mini' },
      }),
      onData: (part) => { data.push(part.type); },
    });
    await chat.sendMessage({ text: ask });
    expect(chat.error).toBeUndefined();
    expect(chat.status).toBe('ready');
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
    const answer = chat.messages[1]!;
    const part = <T,>(type: string) => answer.parts.filter((p) => p.type === type) as T[];
    expect(part<{ data: unknown }>('data-deidNotice').map((p) => p.data)).toEqual([{ active: true, level: 'full', provider: 'provider_a', classes: expect.arrayContaining(['PATIENT', 'ID']) }]);
    // A data part with an id is replaced in place when the same id comes again: one step part, done.
    expect(part<{ data: unknown }>('data-step').map((p) => p.data)).toEqual([{ id: expect.any(String), label: expect.any(String), status: 'done' }]);
    expect(part<{ data: unknown }>('data-source').map((p) => p.data)).toEqual([{ id: 's1', title: `Patient record ${panelPatient.fileNumber}`, kind: 'patient' }]);
    expect(part<{ data: Record<string, unknown> }>('data-patientCard')[0]?.data).toMatchObject({ name: panelPatient.name, fileNumber: panelPatient.fileNumber, medications: [expect.objectContaining({ name: 'Metformin' })] });
    expect(part('tool-getPatient')).toEqual([expect.objectContaining({ state: 'output-available', input: { fileNumber: panelPatient.fileNumber } })]);
    expect(part<{ text: string }>('text').map((p) => p.text).join('')).toBe(`Summary for ${panelPatient.name}: HbA1c improving [[src:s1]].`);
    expect(data).toEqual(expect.arrayContaining(['data-deidNotice', 'data-step', 'data-source', 'data-patientCard']));

    // The second turn carries the first answer (tool part included) back, as useChat does; nothing identifying leaves.
    fake.reset(() => ({ text: ['Nothing else is booked.'] }));
    await chat.sendMessage({ text: 'Anything else?' });
    expect(chat.error).toBeUndefined();
    expect(chat.messages.map((m) => m.role)).toEqual(['user', 'assistant', 'user', 'assistant']);
    expect(chat.messages[3]!.parts.filter((p) => p.type === 'text').map((p) => (p as { text: string }).text).join('')).toBe('Nothing else is booked.');
    expect(fake.requests).toHaveLength(1);
    expect(fake.requests[0]!.body).toContain('function_call_output');
    expect(leaksIn(fake.requests[0]!.body, [panelPatient, otherPatient], 'full')).toEqual([]);
  });
});

describe('role scoping through the tools', () => {
  function callTool(name: string, args: Record<string, unknown>) {
    fake.reset((body) => (hasToolResult(body) ? { text: ['done'] } : { toolCalls: [{ name, args }] }));
  }
  async function toolOutput(role: Role, name: string, args: Record<string, unknown>) {
    callTool(name, args);
    const { res, chunks } = await chat(c.as(role), { model: 'gpt-4.1-mini', messages: [userMessage(`run ${name}`)] });
    expect(res.statusCode, res.body).toBe(200);
    const output = chunks.find((ch) => ch.type === 'tool-output-available')?.output as Record<string, unknown> | undefined;
    return { output, chunks };
  }

  it.each(ALL_ROLES)('%s: getPatient of the panel patient and of the other one', async (role) => {
    const mine = await toolOutput(role, 'getPatient', { fileNumber: panelPatient.fileNumber });
    const card = dataParts(mine.chunks, 'patientCard')[0] as Record<string, unknown> | undefined;
    expect(card?.name).toBe(panelPatient.name);
    if (role === 'reception') {
      expect(card).not.toHaveProperty('medications');
      expect(card).not.toHaveProperty('labs');
    } else {
      expect(card?.medications).toHaveLength(1);
    }
    const other = await toolOutput(role, 'getPatient', { fileNumber: otherPatient.fileNumber });
    if (role === 'doctor') {
      expect(other.output).toEqual({ error: expect.stringMatching(/Not found/) });
      expect(dataParts(other.chunks, 'patientCard')).toEqual([]);
      expect(dataParts(other.chunks, 'source')).toEqual([]);
    } else {
      expect((dataParts(other.chunks, 'patientCard')[0] as { name: string }).name).toBe(otherPatient.name);
    }
  });

  it.each(ALL_ROLES)('%s: labs, prescriptions, inventory, appointments and invoices-bearing analytics follow the permissions', async (role) => {
    const labs = await toolOutput(role, 'getPatientLabs', { fileNumber: panelPatient.fileNumber });
    if (['reception', 'pharmacy'].includes(role)) expect(labs.output).toEqual({ error: expect.stringMatching(/lab:read/) });
    else {
      const card = dataParts(labs.chunks, 'labCard')[0] as { trend: Array<{ name: string; direction: string; high: number }> };
      expect(card.trend).toEqual([expect.objectContaining({ name: 'HbA1c', direction: 'falling', high: 2 })]);
    }
    const rx = await toolOutput(role, 'listPrescriptions', {});
    if (['reception', 'lab'].includes(role)) expect(rx.output).toEqual({ error: expect.stringMatching(/prescription:read/) });
    else expect(dataParts(rx.chunks, 'prescriptionList')).toHaveLength(1);
    const stock = await toolOutput(role, 'listInventory', {});
    if (['reception', 'lab'].includes(role)) expect(stock.output).toEqual({ error: expect.stringMatching(/inventory:read/) });
    else expect(dataParts(stock.chunks, 'inventoryList')).toHaveLength(1);
    const analytics = await toolOutput(role, 'getAnalytics', {});
    const card = dataParts(analytics.chunks, 'analyticsCard')[0] as Record<string, unknown>;
    if (['pharmacy', 'lab'].includes(role)) expect(card).not.toHaveProperty('earnings');
    else expect(card).toHaveProperty('earnings');
    const appts = await toolOutput(role, 'listAppointments', {});
    expect(dataParts(appts.chunks, 'appointmentList')).toHaveLength(1);
    const tasks = await toolOutput(role, 'listTasks', {});
    expect(dataParts(tasks.chunks, 'taskList')).toHaveLength(1);
    const clinic = await toolOutput(role, 'getClinicInfo', {});
    expect(dataParts(clinic.chunks, 'clinicCard')[0]).toMatchObject({ name: `Clinic ${c.tag}`, staffCount: 7 });
    const search = await toolOutput(role, 'searchPatients', { query: 'Marlowe' });
    expect((search.output as { matches: unknown[] }).matches).toHaveLength(role === 'doctor' ? 0 : 1);
  });
});

describe('proposals never write', () => {
  const csv = (text: string, filename: string, mediaType = 'text/csv') => ({ type: 'file', mediaType, filename, url: `data:${mediaType};base64,${Buffer.from(text).toString('base64')}` });

  async function counts() {
    const owner = c.as('owner');
    const n = async (url: string) => (await owner.get(`${url}?limit=1`)).headers['x-total-count'];
    return Promise.all(['/api/appointments', '/api/tasks', '/api/prescriptions', '/api/inventory', '/api/invoices', '/api/patients'].map(n));
  }

  it('a conversation of every proposal previews each and changes no row', async () => {
    const before = await counts();
    const steps = [
      { name: 'proposeAppointment', args: { fileNumber: panelPatient.fileNumber, name: panelPatient.name, date: '2026-12-01', time: '09:30', type: 'Follow-up' } },
      { name: 'proposeTask', args: { title: 'Call back about HbA1c', priority: 'high' } },
      { name: 'proposePrescription', args: { fileNumber: panelPatient.fileNumber, name: panelPatient.name, initials: 'RQ', medication: 'Metformin', dose: '1000 mg', frequency: 'twice daily' } },
      { name: 'proposeInventory', args: { fileName: 'stock.csv' } },
      { name: 'proposeInvoice', args: { fileNumber: panelPatient.fileNumber, fileName: 'purchases.csv' } },
      { name: 'previewImport', args: { fileName: 'export.json' } },
    ];
    fake.reset((_body, i) => (i < steps.length ? { toolCalls: [steps[i]!] } : { text: ['All proposed.'] }));
    const files = [
      csv('name,form,strength,stockQuantity,reorderThreshold\nAmoxicillin,capsule,500 mg,120,20\nIbuprofen,tablet,200 mg,300,50\n,bad row,,x,\n', 'stock.csv'),
      csv('description,quantity,unitPrice\nConsultation,1,80.00\nHbA1c test,1,25.50\n', 'purchases.csv'),
      csv(JSON.stringify([{ name: 'Imported Person', age: 33, sex: 'F' }, { age: 3 }]), 'export.json', 'application/json'),
    ];
    const { res, chunks } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', messages: [userMessage('Propose all of it', files)] });
    expect(res.statusCode, res.body).toBe(200);
    const previews = dataParts(chunks, 'actionPreview') as Array<{ kind: string; method: string; endpoint: string; body: Record<string, unknown> }>;
    expect(previews.map((p) => `${p.kind} ${p.endpoint}`)).toEqual([
      'appointment /api/appointments', 'task /api/tasks', 'prescription /api/prescriptions',
      'inventory /api/inventory', 'inventory /api/inventory', 'invoice /api/invoices', 'import /api/ai/import',
    ]);
    expect(previews.every((p) => p.method === 'POST')).toBe(true);
    expect(previews[0]!.body).toMatchObject({ source: 'ai', date: '2026-12-01' });
    expect(previews[5]!.body).toMatchObject({ source: 'ai', fileNumber: panelPatient.fileNumber, lineItems: [{ description: 'Consultation', quantity: 1, unitPrice: 80 }, { description: 'HbA1c test', quantity: 1, unitPrice: 25.5 }] });
    expect(dataParts(chunks, 'importPreview')[0]).toMatchObject({ total: 2 });
    expect(await counts()).toEqual(before);
    for (const r of fake.requests) expect(leaksIn(r.body, [panelPatient, otherPatient], 'full')).toEqual([]);

    // The previewed bodies are what the ordinary endpoints take: committing one as a role without the permission is refused there.
    const rx = previews[2]!;
    expect((await c.as('reception').post(rx.endpoint, rx.body)).statusCode).toBe(403);
    const committed = await c.as('owner').post(rx.endpoint, rx.body);
    expect(committed.statusCode, committed.body).toBe(201);
    await c.as('owner').delete(`/api/prescriptions/${committed.json().id}`);
  });

  it('an invalid proposal goes back to the model as a tool error and previews nothing', async () => {
    fake.reset((body, i) => (i === 0 ? { toolCalls: [{ name: 'proposeAppointment', args: { name: 'X', date: 'tomorrow', time: '25:00' } }] } : { text: [hasToolResult(body) ? 'fixed' : '?'] }));
    const { chunks } = await chat(c.as('owner'), { model: 'gpt-4.1-mini', messages: [userMessage('book it')] });
    expect(dataParts(chunks, 'actionPreview')).toEqual([]);
    expect(chunks.find((ch) => ch.type === 'tool-output-error')).toMatchObject({ errorText: expect.stringMatching(/date|time/) });
    expect(fake.requests[1]!.body).toMatch(/Invalid appointment/);
  });

  it('a role without the permission still gets the preview', async () => {
    fake.reset((body) => (hasToolResult(body) ? { text: ['ok'] } : { toolCalls: [{ name: 'proposePrescription', args: { name: 'Walk In', initials: 'WI', medication: 'Aspirin', frequency: 'daily' } }] }));
    const { chunks } = await chat(c.as('reception'), { model: 'gpt-4.1-mini', messages: [userMessage('prescribe')] });
    const [preview] = dataParts(chunks, 'actionPreview') as Array<{ endpoint: string; body: unknown }>;
    expect(preview?.endpoint).toBe('/api/prescriptions');
    expect((await c.as('reception').post(preview!.endpoint, preview!.body)).statusCode).toBe(403);
  });
});
