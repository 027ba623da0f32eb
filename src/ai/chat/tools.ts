import { jsonSchema, tool, type ToolSet, type UIMessageStreamWriter } from 'ai';
import { z } from 'zod';
import type { ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { getAnalytics } from '../../clinic/analytics/service.js';
import { AppointmentInput, AppointmentListQuery } from '../../clinic/appointments/schema.js';
import { listAppointments } from '../../clinic/appointments/service.js';
import { InventoryInput } from '../../clinic/inventory/schema.js';
import { listInventory } from '../../clinic/inventory/service.js';
import { InvoiceInput, LineItem } from '../../clinic/invoices/schema.js';
import type { Lab, Patient } from '../../clinic/patients/schema.js';
import { getPatient, listPatients } from '../../clinic/patients/service.js';
import { PrescriptionInput } from '../../clinic/prescriptions/schema.js';
import { listPrescriptions } from '../../clinic/prescriptions/service.js';
import { listProviders } from '../../clinic/staff/service.js';
import { TaskCreate } from '../../clinic/tasks/schema.js';
import { listTasks } from '../../clinic/tasks/service.js';
import { validateImport } from '../import/service.js';
import { parseRows, type AttachedFile } from './files.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/** The interface's tool names, exactly. */
export const READ_TOOLS = ['getPatient', 'getPatientLabs', 'searchPatients', 'listAppointments', 'listTasks', 'listPrescriptions', 'getClinicInfo', 'getAnalytics', 'listInventory'] as const;
export const PROPOSAL_TOOLS = ['proposeAppointment', 'proposeTask', 'proposePrescription', 'proposeInventory', 'proposeInvoice', 'previewImport'] as const;

const LIST_CAP = 50;
const PREVIEW_CAP = 100;

export interface ToolEnv {
  deps: Deps;
  /** The caller's context (via `agent`): every tool calls the clinic services with it, so scoping is theirs. */
  ctx: ClinicContext;
  writer: UIMessageStreamWriter;
  files: readonly AttachedFile[];
  today: string;
}

/** Opaque source ids per response (`s1`, `s2`, …): what the model cites; the titles go to the client only. */
export class SourceRegistry {
  readonly titles: string[] = [];
  constructor(private readonly writer: UIMessageStreamWriter) {}
  add(title: string, kind: string): string {
    const id = `s${this.titles.length + 1}`;
    this.titles.push(title);
    this.writer.write({ type: 'data-source', id, data: { id, title, kind } });
    return id;
  }
}

/** A tool's own refusal of its input (an invalid proposal, a missing file): its message goes to the model and the client. */
export class ToolInputError extends Error {
  override name = 'ToolInputError';
}

/** What the model gets back when a service refuses: the reason, never a stack or another patient's data. */
function refusal(err: unknown): { error: string } {
  if (err instanceof AppError) {
    if (err.status === 404) return { error: 'Not found (or outside what you may see).' };
    if (err.status === 403) return { error: `Not allowed for your role: ${err.message}` };
    return { error: err.message };
  }
  throw err;
}

function trendOf(labs: readonly Lab[]) {
  const byName = new Map<string, Lab[]>();
  for (const lab of labs) {
    const list = byName.get(lab.name) ?? [];
    list.push(lab);
    byName.set(lab.name, list);
  }
  return [...byName.entries()].map(([name, list]) => {
    const sorted = [...list].sort((a, b) => (Date.parse(a.takenAt) || 0) - (Date.parse(b.takenAt) || 0));
    const numbers = sorted.map((l) => Number.parseFloat(l.value)).filter((n) => Number.isFinite(n));
    const first = numbers[0];
    const last = numbers.at(-1);
    const direction = first === undefined || last === undefined || numbers.length < 2 ? 'single'
      : last > first ? 'rising' : last < first ? 'falling' : 'stable';
    const latest = sorted.at(-1)!;
    return {
      name, direction, latest: { value: latest.value, flag: latest.flag, takenAt: latest.takenAt },
      high: sorted.filter((l) => l.flag === 'high' || l.flag === 'critical').length,
      low: sorted.filter((l) => l.flag === 'low').length,
      points: sorted.map((l) => ({ value: l.value, flag: l.flag, takenAt: l.takenAt })),
    };
  });
}

function summaryOfPatient(p: Patient) {
  return { fileNumber: p.fileNumber, name: p.name, age: p.age, sex: p.sex, status: p.status, pcp: p.pcp };
}

type ConvertedSchema = ReturnType<typeof jsonSchema<Record<string, unknown>>>;
const endpointSchemas = new WeakMap<z.ZodType, Map<string, ConvertedSchema>>();

/**
 * The input schema the model sees for a proposal: the endpoint's own body schema as JSON Schema, not enforced here.
 * Converted once per schema (static code), not on every request.
 */
function endpointInputSchema(schema: z.ZodType, omit: string[] = []): ConvertedSchema {
  let byOmit = endpointSchemas.get(schema);
  if (!byOmit) endpointSchemas.set(schema, byOmit = new Map());
  const key = omit.join(',');
  let converted = byOmit.get(key);
  if (!converted) byOmit.set(key, converted = convertEndpointSchema(schema, omit));
  return converted;
}

function convertEndpointSchema(schema: z.ZodType, omit: string[]) {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, unknown>; required?: string[] };
  for (const key of omit) {
    delete json.properties?.[key];
    json.required = json.required?.filter((k) => k !== key);
  }
  delete (json as { $schema?: unknown }).$schema;
  return jsonSchema<Record<string, unknown>>(json as never);
}

function validationMessage(error: z.ZodError): string {
  return error.issues.slice(0, 10).map((i) => `${i.path.join('.') || 'body'}: ${i.message}`).join('; ');
}

function pickFile(files: readonly AttachedFile[], name: string | undefined): AttachedFile {
  if (files.length === 0) throw new ToolInputError('No CSV or JSON file is attached to the conversation.');
  if (!name) return files.at(-1)!;
  const found = files.find((f) => f.name === name) ?? files.find((f) => f.name.toLowerCase().includes(name.toLowerCase()));
  if (!found) throw new ToolInputError(`No attached file named "${name}". Attached: ${files.map((f) => f.name).join(', ')}`);
  return found;
}

function rowsOf(file: AttachedFile): Array<Record<string, unknown>> {
  try {
    return parseRows(file);
  } catch {
    throw new ToolInputError(`The file "${file.name}" could not be read as CSV or JSON.`);
  }
}

/** Numbers in CSV cells arrive as text: convert the fields the target schema wants as numbers. */
function numeric(row: Record<string, unknown>, keys: string[]): Record<string, unknown> {
  const out = { ...row };
  for (const key of keys) {
    const v = out[key];
    if (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v.replace(/[$,\s]/g, '')))) out[key] = Number(v.replace(/[$,\s]/g, ''));
    if (v === '') delete out[key];
  }
  return out;
}

function pick(row: Record<string, unknown>, ...names: string[]): unknown {
  const lower = new Map(Object.entries(row).map(([k, v]) => [k.toLowerCase().replace(/[\s_-]/g, ''), v]));
  for (const n of names) {
    const v = lower.get(n.toLowerCase());
    if (v !== undefined && v !== '') return v;
  }
  return undefined;
}

/**
 * The fifteen tools (interface: Chat agent). Read tools call the clinic services with the caller's context and stream
 * their data part plus a `data-source`; the model gets the data with the source id to cite. Proposal tools validate
 * with the target endpoint's own schema and stream `data-actionPreview`; they never write (the client commits through
 * the ordinary endpoint, where the caller's permissions apply). Every tool call is marked with `data-step`.
 */
export function chatTools(env: ToolEnv, sources: SourceRegistry): ToolSet {
  const { deps, ctx, writer } = env;
  const data = (type: string, value: unknown) => writer.write({ type: `data-${type}` as `data-${string}`, data: value });
  const step = <I, O>(label: string, run: (input: I) => Promise<O>) => async (input: I, options: { toolCallId: string }): Promise<O> => {
    const id = options.toolCallId;
    writer.write({ type: 'data-step', id: `step-${id}`, data: { id, label, status: 'running' } });
    try {
      return await run(input);
    } finally {
      writer.write({ type: 'data-step', id: `step-${id}`, data: { id, label, status: 'done' } });
    }
  };
  const preview = (kind: string, endpoint: string, body: unknown, summary: string) =>
    data('actionPreview', { kind, method: 'POST', endpoint, body, summary });

  return {
    getPatient: tool({
      description: 'One patient\'s record by file number, as the signed-in user may read it. Returns a source id to cite.',
      inputSchema: z.object({ fileNumber: z.string().describe('The patient\'s file number (MRN)') }),
      execute: step('Reading the patient record', async ({ fileNumber }: { fileNumber: string }) => {
        try {
          const patient = await getPatient(deps, ctx, fileNumber.trim());
          data('patientCard', patient);
          const sourceId = sources.add(`Patient record ${patient.fileNumber}`, 'patient');
          return { sourceId, patient };
        } catch (err) { return refusal(err); }
      }),
    }),
    getPatientLabs: tool({
      description: 'A patient\'s lab results with a trend per test (direction, high/low flags). Needs lab:read.',
      inputSchema: z.object({ fileNumber: z.string() }),
      execute: step('Reading lab results', async ({ fileNumber }: { fileNumber: string }) => {
        try {
          if (!ctx.permissions.has('lab:read')) return { error: 'Not allowed for your role: lab results need lab:read' };
          const patient = await getPatient(deps, ctx, fileNumber.trim());
          const labs = patient.labs ?? [];
          const trend = trendOf(labs);
          data('labCard', { fileNumber: patient.fileNumber, labs, trend });
          const sourceId = sources.add(`Lab results ${patient.fileNumber}`, 'labs');
          return { sourceId, fileNumber: patient.fileNumber, labs, trend };
        } catch (err) { return refusal(err); }
      }),
    }),
    searchPatients: tool({
      description: 'Find patients by name or file number (contains, case-insensitive); at most 20.',
      inputSchema: z.object({ query: z.string().min(1).max(200) }),
      execute: step('Searching patients', async ({ query }: { query: string }) => {
        try {
          const { patients, total } = await listPatients(deps, ctx, { q: query.trim(), limit: 20 });
          const matches = patients.map(summaryOfPatient);
          const sourceId = sources.add(`Patient search (${matches.length} found)`, 'search');
          return { sourceId, total, matches };
        } catch (err) { return refusal(err); }
      }),
    }),
    listAppointments: tool({
      description: 'Appointments, optionally for one day, a date range, a status or a patient (file number).',
      inputSchema: z.object({
        date: z.string().optional().describe('YYYY-MM-DD'), from: z.string().optional(), to: z.string().optional(),
        status: z.enum(['confirmed', 'checked-in', 'completed', 'cancelled']).optional(), fileNumber: z.string().optional(),
      }),
      execute: step('Listing appointments', async (input: Record<string, unknown>) => {
        try {
          const query = AppointmentListQuery.safeParse({ ...input, limit: LIST_CAP });
          if (!query.success) return { error: validationMessage(query.error) };
          const { items, total } = await listAppointments(deps, ctx, query.data);
          data('appointmentList', items);
          return { sourceId: sources.add(`Appointments (${items.length})`, 'appointments'), total, appointments: items };
        } catch (err) { return refusal(err); }
      }),
    }),
    listTasks: tool({
      description: 'Tasks the user may see (newest first), optionally by status or priority.',
      inputSchema: z.object({ status: z.enum(['todo', 'in_progress', 'done']).optional(), priority: z.enum(['low', 'medium', 'high']).optional() }),
      execute: step('Listing tasks', async (input: { status?: 'todo' | 'in_progress' | 'done'; priority?: 'low' | 'medium' | 'high' }) => {
        try {
          const { items, total } = await listTasks(deps, ctx, { ...input, limit: LIST_CAP });
          data('taskList', items);
          return { sourceId: sources.add(`Tasks (${items.length})`, 'tasks'), total, tasks: items };
        } catch (err) { return refusal(err); }
      }),
    }),
    listPrescriptions: tool({
      description: 'Prescriptions, optionally for one patient (file number) or status.',
      inputSchema: z.object({ fileNumber: z.string().optional(), status: z.enum(['active', 'completed', 'expired']).optional() }),
      execute: step('Listing prescriptions', async (input: { fileNumber?: string; status?: 'active' | 'completed' | 'expired' }) => {
        try {
          const { items, total } = await listPrescriptions(deps, ctx, { ...input, limit: LIST_CAP });
          data('prescriptionList', items);
          return { sourceId: sources.add(`Prescriptions (${items.length})`, 'prescriptions'), total, prescriptions: items };
        } catch (err) { return refusal(err); }
      }),
    }),
    getClinicInfo: tool({
      description: 'The clinic: its name, how many staff, and the clinicians who can be a primary provider.',
      inputSchema: z.object({}),
      execute: step('Reading clinic information', async () => {
        const clinic = await withClinicTx(deps.db, ctx, async (tx) => {
          const org = await tx.selectFrom('organization').select('name').where('id', '=', ctx.clinicId).executeTakeFirst();
          const count = await tx.selectFrom('member').select((eb) => eb.fn.countAll<string>().as('n')).where('organizationId', '=', ctx.clinicId).executeTakeFirstOrThrow();
          return { name: org?.name ?? '', staffCount: Number(count.n) };
        });
        const providers = await listProviders(deps as never, ctx);
        const card = { ...clinic, providers };
        data('clinicCard', card);
        return { sourceId: sources.add('Clinic information', 'clinic'), ...card };
      }),
    }),
    getAnalytics: tool({
      description: 'Clinic analytics: patients, appointments, prescriptions, tasks, inventory, and earnings for those who may see invoices.',
      inputSchema: z.object({}),
      execute: step('Reading analytics', async () => {
        try {
          const analytics = await getAnalytics(deps, ctx);
          data('analyticsCard', analytics);
          return { sourceId: sources.add('Clinic analytics', 'analytics'), analytics };
        } catch (err) { return refusal(err); }
      }),
    }),
    listInventory: tool({
      description: 'Pharmacy inventory, optionally only low or out-of-stock items.',
      inputSchema: z.object({ availability: z.enum(['in-stock', 'low', 'out']).optional() }),
      execute: step('Listing inventory', async (input: { availability?: 'in-stock' | 'low' | 'out' }) => {
        try {
          const { items, total } = await listInventory(deps, ctx, { ...input, limit: LIST_CAP } as never);
          data('inventoryList', items);
          return { sourceId: sources.add(`Inventory (${items.length})`, 'inventory'), total, items };
        } catch (err) { return refusal(err); }
      }),
    }),

    proposeAppointment: tool({
      description: 'Propose an appointment (nothing is written: the user approves it, then it is created by POST /api/appointments). Body as that endpoint takes it.',
      inputSchema: endpointInputSchema(AppointmentInput, ['source']),
      execute: step('Preparing an appointment', async (input: Record<string, unknown>) => {
        const parsed = AppointmentInput.safeParse({ ...input, source: 'ai' });
        if (!parsed.success) throw new ToolInputError(`Invalid appointment: ${validationMessage(parsed.error)}`);
        const body = parsed.data;
        preview('appointment', '/api/appointments', body, `Appointment for ${body.name} on ${body.date} at ${body.time} (${body.type})`);
        return { proposed: true, awaitingApproval: 'appointment' };
      }),
    }),
    proposeTask: tool({
      description: 'Propose a task (nothing is written until the user approves; POST /api/tasks).',
      inputSchema: endpointInputSchema(TaskCreate),
      execute: step('Preparing a task', async (input: Record<string, unknown>) => {
        const parsed = TaskCreate.safeParse(input);
        if (!parsed.success) throw new ToolInputError(`Invalid task: ${validationMessage(parsed.error)}`);
        preview('task', '/api/tasks', parsed.data, `Task: ${parsed.data.title}`);
        return { proposed: true, awaitingApproval: 'task' };
      }),
    }),
    proposePrescription: tool({
      description: 'Propose a prescription (nothing is written until the user approves; POST /api/prescriptions).',
      inputSchema: endpointInputSchema(PrescriptionInput, ['source']),
      execute: step('Preparing a prescription', async (input: Record<string, unknown>) => {
        const parsed = PrescriptionInput.safeParse({ ...input, source: 'ai' });
        if (!parsed.success) throw new ToolInputError(`Invalid prescription: ${validationMessage(parsed.error)}`);
        const b = parsed.data;
        preview('prescription', '/api/prescriptions', b, `${b.medication}${b.dose ? ` ${b.dose}` : ''}, ${b.frequency} for ${b.name}`);
        return { proposed: true, awaitingApproval: 'prescription' };
      }),
    }),
    proposeInventory: tool({
      description: 'Read an attached stock list (CSV or JSON) and propose one inventory item per valid row (POST /api/inventory each, after approval).',
      inputSchema: z.object({ fileName: z.string().optional().describe('The attached file; default the latest') }),
      execute: step('Reading the stock list', async ({ fileName }: { fileName?: string }) => {
        const file = pickFile(env.files, fileName);
        const rows = rowsOf(file);
        const invalid: Array<{ row: number; error: string }> = [];
        let proposed = 0;
        for (const [i, raw] of rows.slice(0, PREVIEW_CAP).entries()) {
          const row = numeric(Object.fromEntries(Object.entries(raw).map(([k, v]) => [k.trim(), v])), ['stockQuantity', 'reorderThreshold']);
          const candidate = {
            ...row,
            name: pick(row, 'name', 'item', 'drug', 'medication', 'product') ?? row.name,
            stockQuantity: row.stockQuantity ?? numeric({ q: pick(row, 'quantity', 'qty', 'stock') }, ['q']).q,
            reorderThreshold: row.reorderThreshold ?? numeric({ q: pick(row, 'reorder', 'reorderlevel', 'threshold', 'min') }, ['q']).q,
          };
          const clean = Object.fromEntries(Object.entries(candidate).filter(([k, v]) => v !== undefined && k in InventoryInput.shape));
          const parsed = InventoryInput.safeParse(clean);
          if (!parsed.success) { invalid.push({ row: i + 1, error: validationMessage(parsed.error) }); continue; }
          preview('inventory', '/api/inventory', parsed.data, `Stock item ${parsed.data.name} (${parsed.data.stockQuantity ?? 0} in stock)`);
          proposed++;
        }
        if (proposed === 0) throw new ToolInputError(`No valid stock rows in "${file.name}": ${invalid.slice(0, 5).map((r) => `row ${r.row}: ${r.error}`).join('; ')}`);
        return { proposed, invalid, truncated: rows.length > PREVIEW_CAP };
      }),
    }),
    proposeInvoice: tool({
      description: 'Read an attached purchase list (CSV or JSON: description, quantity, unitPrice) into an invoice for a patient and propose it (POST /api/invoices after approval). Give the patient\'s file number, or their name to link or create.',
      inputSchema: z.object({ fileNumber: z.string().optional(), name: z.string().optional(), fileName: z.string().optional() }),
      execute: step('Preparing an invoice', async ({ fileNumber, name, fileName }: { fileNumber?: string; name?: string; fileName?: string }) => {
        const file = pickFile(env.files, fileName);
        const lineItems: unknown[] = [];
        const invalid: Array<{ row: number; error: string }> = [];
        for (const [i, raw] of rowsOf(file).slice(0, PREVIEW_CAP).entries()) {
          const item = numeric({
            description: pick(raw, 'description', 'item', 'name', 'product', 'service'),
            quantity: pick(raw, 'quantity', 'qty', 'units') ?? '1',
            unitPrice: pick(raw, 'unitprice', 'price', 'unitcost', 'cost', 'amount'),
          }, ['quantity', 'unitPrice']);
          const parsed = LineItem.safeParse(item);
          if (parsed.success) lineItems.push(parsed.data); else invalid.push({ row: i + 1, error: validationMessage(parsed.error) });
        }
        let patient: { fileNumber: string; name: string } | null = null;
        let link = 'no patient record linked (an ad-hoc invoice)';
        try {
          if (fileNumber) {
            const p = await getPatient(deps, ctx, fileNumber.trim());
            patient = { fileNumber: p.fileNumber, name: p.name };
            link = `linked to file ${p.fileNumber}`;
          } else if (name) {
            const { patients } = await listPatients(deps, ctx, { q: name.trim(), limit: 2 });
            if (patients.length === 1) { patient = { fileNumber: patients[0]!.fileNumber, name: patients[0]!.name }; link = `linked to file ${patient.fileNumber}`; }
            else if (patients.length > 1) throw new ToolInputError(`Several patients match "${name}": give the file number.`);
          }
        } catch (err) {
          if (!(err instanceof AppError && err.status === 404)) throw err;
          throw new ToolInputError('That patient was not found among the patients you may see.');
        }
        const parsed = InvoiceInput.safeParse({ fileNumber: patient?.fileNumber ?? '', name: patient?.name ?? name, lineItems, source: 'ai' });
        if (!parsed.success) throw new ToolInputError(`Invalid invoice: ${validationMessage(parsed.error)}`);
        const total = parsed.data.lineItems.reduce((sum, l) => sum + Math.round(l.quantity * l.unitPrice * 100), 0) / 100;
        preview('invoice', '/api/invoices', parsed.data, `Invoice for ${parsed.data.name}, ${parsed.data.lineItems.length} lines, total ${total.toFixed(2)}; ${link}`);
        return { proposed: true, lines: parsed.data.lineItems.length, total, invalid, linkedFileNumber: patient?.fileNumber ?? null };
      }),
    }),
    previewImport: tool({
      description: 'Validate patient records parsed from an attached export (CSV or JSON) as POST /api/ai/import would, writing nothing, and propose the import.',
      inputSchema: z.object({ fileName: z.string().optional() }),
      execute: step('Checking the import', async ({ fileName }: { fileName?: string }) => {
        const file = pickFile(env.files, fileName);
        const records = rowsOf(file).slice(0, 500).map((r) => numeric(r, ['age']));
        const result = await validateImport(deps, ctx, records);
        data('importPreview', result);
        if (result.valid.length > 0) {
          preview('import', '/api/ai/import', { records: result.valid.map((v) => v.record) }, `Import ${result.valid.length} of ${result.total} patient records`);
        }
        return { total: result.total, valid: result.valid.length, invalid: result.invalid.map((i) => ({ index: i.index, errors: i.errors })) };
      }),
    }),
  };
}
