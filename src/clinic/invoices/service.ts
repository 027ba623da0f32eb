import { sql, type Selectable } from 'kysely';
import { jsonArrayFrom } from 'kysely/helpers/postgres';
import { v7 as uuidv7 } from 'uuid';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { readPage } from '../../platform/db/paging.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { deriveInitials, todayIso } from '../appointments/fields.js';
import {
  fromCents, splitInstallments, toCents, totalCents, type StoredInstallment, type StoredLineItem,
} from './money.js';
import {
  CLAIM_HELD_BY_PAYER, type ClaimStatus, type Invoice, type InvoiceInput, type InvoiceLineItemTable, type InvoiceListQuery,
  type InvoiceTable,
} from './schema.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;
type StoredLine = StoredLineItem & Pick<Selectable<InvoiceLineItemTable>, 'code' | 'modifiers' | 'diagnosis_pointers'>;
type Row = Selectable<InvoiceTable> & { line_items: StoredLine[] };

export const INVOICE_COUNTER = 'invoice';
const NUMBER_PATTERN = /^INV-(\d{1,15})$/;

export function formatInvoiceNumber(value: number): string {
  return `INV-${String(value).padStart(6, '0')}`;
}

function present(r: Row): Invoice {
  const items = r.line_items;
  return {
    id: r.id, fileNumber: r.file_number, name: r.name, initials: r.initials, number: r.number,
    issuedAt: r.issued_at, dueAt: r.due_at, status: r.status,
    lineItems: items.map((i) => ({
      description: i.description, quantity: i.quantity_hundredths / 100, unitPrice: fromCents(i.unit_price_cents),
      code: i.code, modifiers: i.modifiers, diagnosisPointers: i.diagnosis_pointers,
    })),
    installments: r.installments.map((i) => ({ label: i.label, amount: fromCents(i.amountCents), dueAt: i.dueAt, paid: i.paid })),
    notes: r.notes, source: r.source, diagnosisCodes: r.diagnosis_codes,
    total: fromCents(totalCents(items)),
    claim: r.claim_status === null || r.claim_control_number === null || r.claim_submitted_at === null ? null : {
      status: r.claim_status, paidAmount: fromCents(Number(r.claim_paid_cents ?? 0)),
      controlNumber: r.claim_control_number, submittedAt: new Date(r.claim_submitted_at).toISOString(),
    },
  };
}

/** Invoices with their line items (in order) in one statement. */
function selectInvoices(tx: ClinicTx, clinicId: string) {
  return tx.selectFrom('invoice').selectAll('invoice')
    .select((eb) => jsonArrayFrom(eb.selectFrom('invoice_line_item as l')
      .select(['l.description', 'l.quantity_hundredths', 'l.unit_price_cents', 'l.code', 'l.modifiers', 'l.diagnosis_pointers'])
      .whereRef('l.clinic_id', '=', 'invoice.clinic_id').whereRef('l.invoice_id', '=', 'invoice.id')
      .orderBy('l.position')).as('line_items'))
    .where('invoice.clinic_id', '=', clinicId);
}

async function findInvoice(tx: ClinicTx, clinicId: string, id: string): Promise<Row | undefined> {
  return selectInvoices(tx, clinicId).where('invoice.id', '=', id).executeTakeFirst();
}

/** Replaces the invoice's line items with the given ones (quantities in hundredths, prices in cents). */
async function writeLineItems(tx: ClinicTx, clinicId: string, invoiceId: string, input: InvoiceInput, replace: boolean) {
  if (replace) await tx.deleteFrom('invoice_line_item').where('clinic_id', '=', clinicId).where('invoice_id', '=', invoiceId).execute();
  if (input.lineItems.length === 0) return;
  await tx.insertInto('invoice_line_item').values(input.lineItems.map((item, position) => ({
    clinic_id: clinicId, invoice_id: invoiceId, position, description: item.description,
    quantity_hundredths: Math.round(item.quantity * 100), unit_price_cents: toCents(item.unitPrice),
    code: item.code ?? null, modifiers: item.modifiers ?? [], diagnosis_pointers: item.diagnosisPointers ?? null,
  }))).execute();
}

/**
 * Each line's diagnosis pointers must name one of the diagnoses the invoice will have (1-based, as the 837P's
 * SV107 points into HI): a pointer past the list is a 400 naming that line's field, one entry per line.
 */
function checkDiagnosisPointers(input: InvoiceInput, diagnosisCodes: readonly string[] | null) {
  const count = diagnosisCodes?.length ?? 0;
  const problems = input.lineItems.flatMap((item, i) => {
    const past = (item.diagnosisPointers ?? []).filter((p) => p > count);
    if (past.length === 0) return [];
    const message = count === 0
      ? 'the invoice has no diagnosisCodes to point to'
      : `must point into diagnosisCodes (1–${count}); ${past.join(', ')} ${past.length === 1 ? 'is' : 'are'} past the list`;
    return [{ path: `lineItems.${i}.diagnosisPointers`, message }];
  });
  if (problems.length > 0) throw errors.fields(problems);
}

function storedInstallments(input: InvoiceInput): StoredInstallment[] {
  return (input.installments ?? []).map((i) => ({ label: i.label, amountCents: toCents(i.amount), dueAt: i.dueAt, paid: i.paid }));
}

function checkDates(issuedAt: string, dueAt: string | null | undefined) {
  if (dueAt && dueAt < issuedAt) throw errors.invalidField('dueAt', 'must not be before issuedAt');
}

/**
 * The next INV-number of the clinic from its counter row, advanced in one statement. The row stays locked until
 * commit, so concurrent creates are served one after another and never collide; a number a client already took by
 * hand is skipped.
 */
async function nextInvoiceNumber(tx: ClinicTx, clinicId: string): Promise<string> {
  for (;;) {
    const { value } = await tx.insertInto('clinic_counter')
      .values({ clinic_id: clinicId, name: INVOICE_COUNTER, value: 1 })
      .onConflict((oc) => oc.columns(['clinic_id', 'name']).doUpdateSet({ value: sql`clinic_counter.value + 1` }))
      .returning('value').executeTakeFirstOrThrow();
    const number = formatInvoiceNumber(Number(value));
    if (!await numberTaken(tx, clinicId, number)) return number;
  }
}

/**
 * A number chosen by the client. When it has the INV-NNNNNN form the counter is moved past it (under the same row
 * lock automatic numbering takes), so later automatic numbers never run into it.
 */
async function claimNumber(tx: ClinicTx, clinicId: string, number: string, exceptId?: string): Promise<void> {
  const m = NUMBER_PATTERN.exec(number);
  if (m) {
    await tx.insertInto('clinic_counter')
      .values({ clinic_id: clinicId, name: INVOICE_COUNTER, value: Number(m[1]) })
      .onConflict((oc) => oc.columns(['clinic_id', 'name'])
        .doUpdateSet({ value: sql`greatest(clinic_counter.value, excluded.value)` }))
      .execute();
  }
  if (await numberTaken(tx, clinicId, number, exceptId)) throw errors.conflict(`Invoice number ${number} is already in use`);
}

async function numberTaken(tx: ClinicTx, clinicId: string, number: string, exceptId?: string): Promise<boolean> {
  let q = tx.selectFrom('invoice').select('id').where('clinic_id', '=', clinicId).where('number', '=', number);
  if (exceptId) q = q.where('id', '!=', exceptId);
  return (await q.executeTakeFirst()) !== undefined;
}

/** The clinic's invoices, newest issue date first. Filters: `status`, `fileNumber`; `limit` adds X-Total-Count. */
export async function listInvoices(deps: Deps, ctx: ClinicContext, query: InvoiceListQuery) {
  requirePermission(ctx, 'invoice:read');
  return withClinicTx(deps.db, ctx, async (tx) => {
    // Counted without the line items the page reads with each invoice.
    let count = tx.selectFrom('invoice').where('clinic_id', '=', ctx.clinicId);
    if (query.status) count = count.where('status', '=', query.status);
    if (query.fileNumber !== undefined) count = count.where('file_number', '=', query.fileNumber);
    let page = selectInvoices(tx, ctx.clinicId).orderBy('invoice.issued_at', 'desc').orderBy('invoice.id', 'desc');
    if (query.status) page = page.where('invoice.status', '=', query.status);
    if (query.fileNumber !== undefined) page = page.where('invoice.file_number', '=', query.fileNumber);
    const { rows, total } = await readPage(count, page, query);
    return { items: rows.map(present), total };
  });
}

/** Locks the invoice row (its line items change only under this lock) and reads it with its lines. */
async function findForUpdate(tx: ClinicTx, ctx: ClinicContext, id: string): Promise<Row> {
  const locked = await tx.selectFrom('invoice').select('id')
    .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).forUpdate().executeTakeFirst();
  const row = locked && await findInvoice(tx, ctx.clinicId, id);
  if (!row) throw errors.notFound('invoice');
  return row;
}

const heldByPayer = (status: ClaimStatus | null) => status !== null && (CLAIM_HELD_BY_PAYER as readonly string[]).includes(status);

/** What an 837P built from the invoice carries (claim837.ts): the patient, the date of service, diagnoses and lines. */
function claimContent(invoice: Invoice): string {
  const { fileNumber, issuedAt, diagnosisCodes, lineItems } = invoice;
  return JSON.stringify({ fileNumber, issuedAt, diagnosisCodes, lineItems });
}

function claimOpen(number: string, controlNumber: string | null, status: ClaimStatus | null, refused: string): AppError {
  return new AppError(409, 'claim_open', 'Claim open',
    `Invoice ${number} has claim ${controlNumber} ${status} with the payer; ${refused} until an 835 settles it or it is `
    + 'denied or reversed');
}

async function readBack(tx: ClinicTx, clinicId: string, id: string): Promise<Invoice> {
  const row = await findInvoice(tx, clinicId, id);
  if (!row) throw errors.notFound('invoice');
  return present(row);
}

export async function getInvoice(deps: Deps, ctx: ClinicContext, id: string): Promise<Invoice> {
  requirePermission(ctx, 'invoice:read');
  return withClinicTx(deps.db, ctx, (tx) => readBack(tx, ctx.clinicId, id));
}

export async function createInvoice(deps: Deps, ctx: ClinicContext, input: InvoiceInput): Promise<Invoice> {
  requirePermission(ctx, 'invoice:write');
  const issuedAt = input.issuedAt ?? todayIso();
  checkDates(issuedAt, input.dueAt);
  const diagnosisCodes = input.diagnosisCodes ?? null;
  checkDiagnosisPointers(input, diagnosisCodes);
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    let number: string;
    if (input.number) {
      number = input.number;
      await claimNumber(tx, ctx.clinicId, number);
    } else {
      number = await nextInvoiceNumber(tx, ctx.clinicId);
    }
    const id = uuidv7();
    await tx.insertInto('invoice').values({
      clinic_id: ctx.clinicId, id, number,
      file_number: input.fileNumber, name: input.name, initials: input.initials ?? deriveInitials(input.name),
      issued_at: issuedAt, due_at: input.dueAt ?? null, status: input.status,
      installments: JSON.stringify(storedInstallments(input)),
      notes: input.notes, source: input.source, diagnosis_codes: diagnosisCodes, created_by: ctx.userId,
    }).execute();
    await writeLineItems(tx, ctx.clinicId, id, input, false);
    await deps.activity.record(tx, after, ctx, {
      action: 'invoice.created', entityType: 'invoice', entityId: id, summary: `${ctx.userName} created invoice ${number}`,
    });
    return readBack(tx, ctx.clinicId, id);
  });
}

/**
 * Replaces the whole record (the interface's PUT). `number` and `issuedAt` omitted keep their stored values (a number
 * is never reissued); everything else omitted is cleared, `installments` as the interface says and the billing codes
 * with them: `diagnosisCodes` and each line's code, modifiers and pointers are replaced together, so a PUT never keeps
 * the diagnoses while dropping the line codes that point into them (send the read shape back to keep them). A status
 * change is an activity entry naming the old and new status.
 */
export async function updateInvoice(deps: Deps, ctx: ClinicContext, id: string, input: InvoiceInput): Promise<Invoice> {
  requirePermission(ctx, 'invoice:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const before = await findForUpdate(tx, ctx, id);
    const issuedAt = input.issuedAt ?? before.issued_at;
    checkDates(issuedAt, input.dueAt);
    const diagnosisCodes = input.diagnosisCodes ?? null;
    checkDiagnosisPointers(input, diagnosisCodes);
    const number = input.number ?? before.number;
    if (number !== before.number) await claimNumber(tx, ctx.clinicId, number, id);
    const row = await tx.updateTable('invoice').set({
      number, file_number: input.fileNumber, name: input.name, initials: input.initials ?? deriveInitials(input.name),
      issued_at: issuedAt, due_at: input.dueAt ?? null, status: input.status,
      installments: JSON.stringify(storedInstallments(input)),
      notes: input.notes, source: input.source, diagnosis_codes: diagnosisCodes, updated_at: new Date(),
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', id).returning(['number', 'status']).executeTakeFirstOrThrow();
    await writeLineItems(tx, ctx.clinicId, id, input, true);
    const updated = await readBack(tx, ctx.clinicId, id);
    // Compared after the write (the row is locked, and a refusal rolls it back), so the rule reads the stored shapes.
    if (heldByPayer(before.claim_status)
      && (updated.status === 'void' || claimContent(updated) !== claimContent(present(before)))) {
      throw claimOpen(before.number, before.claim_control_number, before.claim_status,
        'its patient, issue date, diagnoses and line items cannot change and it cannot be voided');
    }
    await deps.activity.record(tx, after, ctx, before.status !== row.status
      ? {
        action: 'invoice.status_changed', entityType: 'invoice', entityId: id,
        summary: `${ctx.userName} changed the status of invoice ${row.number} from ${before.status} to ${row.status}`,
      }
      : { action: 'invoice.updated', entityType: 'invoice', entityId: id, summary: `${ctx.userName} updated invoice ${row.number}` });
    return updated;
  });
}

/**
 * Replaces the installments with `count` equal parts of the current total (decisions.md §6) and returns the whole
 * invoice. A void invoice is not split (409).
 */
export async function splitInvoice(deps: Deps, ctx: ClinicContext, id: string, count: number): Promise<Invoice> {
  requirePermission(ctx, 'invoice:write');
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const before = await findForUpdate(tx, ctx, id);
    if (before.status === 'void') throw errors.conflict('A void invoice cannot be split into installments');
    const installments = splitInstallments(totalCents(before.line_items), count, before.issued_at);
    const row = await tx.updateTable('invoice').set({ installments: JSON.stringify(installments), updated_at: new Date() })
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).returningAll().executeTakeFirstOrThrow();
    await deps.activity.record(tx, after, ctx, {
      action: 'invoice.split', entityType: 'invoice', entityId: id,
      summary: `${ctx.userName} split invoice ${row.number} into ${count} installment${count === 1 ? '' : 's'}`,
    });
    return present({ ...row, line_items: before.line_items });
  });
}

export async function deleteInvoice(deps: Deps, ctx: ClinicContext, id: string): Promise<void> {
  requirePermission(ctx, 'invoice:delete');
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    // One conditional statement: an invoice whose claim the payer holds is kept (its 835 must find it).
    const gone = await tx.deleteFrom('invoice').where('clinic_id', '=', ctx.clinicId).where('id', '=', id)
      .where((eb) => eb.or([eb('claim_status', 'is', null), eb('claim_status', 'not in', CLAIM_HELD_BY_PAYER)]))
      .returning(['id', 'number']).executeTakeFirst();
    if (!gone) {
      const kept = await tx.selectFrom('invoice').select(['number', 'claim_status', 'claim_control_number'])
        .where('clinic_id', '=', ctx.clinicId).where('id', '=', id).executeTakeFirst();
      if (!kept) throw errors.notFound('invoice');
      throw claimOpen(kept.number, kept.claim_control_number, kept.claim_status, 'it cannot be deleted');
    }
    await deps.activity.record(tx, after, ctx, {
      action: 'invoice.deleted', entityType: 'invoice', entityId: id, summary: `${ctx.userName} deleted invoice ${gone.number}`,
    });
  });
}
