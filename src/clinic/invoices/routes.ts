import { z } from 'zod';
import type { AppDeps, ZodApp } from '../../platform/http/route-module.js';
import { problems } from '../../platform/http/schemas.js';
import { IdParams, Invoice, InvoiceInput, InvoiceListQuery, SplitBody } from './schema.js';
import { createInvoice, deleteInvoice, getInvoice, listInvoices, splitInvoice, updateInvoice } from './service.js';

const MONEY_NOTE = 'Money is in currency units with at most 2 decimals (stored as integer cents). `total` is the sum '
  + 'of quantity × unitPrice, each line rounded half-up to the cent; it is computed on every read and never stored.';

const BILLING_CODES = 'Optional billing codes for the data standards (decisions.md §13; the claims submit reads them): '
  + '`diagnosisCodes` (ICD-10-CM, 1–12, no repeats; upper-cased, returned in dotted form) and per line `code` (CPT: '
  + '5 digits, or 4 digits and F, T or U; HCPCS Level II: a letter and 4 digits), `modifiers` (up to 4 two-character '
  + 'codes, no repeats) and `diagnosisPointers` (1–4 distinct 1-based positions in diagnosisCodes); modifiers and '
  + 'pointers need the line\'s code, and a pointer past the diagnosis list is a 400 naming '
  + '`lineItems.<i>.diagnosisPointers`. Any failure is a 400 naming the field, and nothing is written. They are read '
  + 'by every role that reads invoices (reception included: billing is theirs, and a claim needs the codes).';

export async function invoiceRoutes(app: ZodApp, deps: AppDeps) {
  app.get('/api/invoices', {
    schema: {
      tags: ['invoices'], summary: 'Invoices, newest issue date first (invoice:read)',
      description: `Filters: \`status\`, \`fileNumber\`. With \`limit\` (1–500) the response carries X-Total-Count. ${MONEY_NOTE}`,
      querystring: InvoiceListQuery, response: { 200: z.array(Invoice) },
    },
  }, async (req, reply) => {
    const { items, total } = await listInvoices(deps, req.clinicCtx, req.query);
    if (total !== undefined) reply.header('x-total-count', String(total));
    return items;
  });

  app.get('/api/invoices/:id', {
    schema: {
      tags: ['invoices'], summary: 'One invoice (invoice:read)',
      params: IdParams, response: { 200: Invoice, ...problems(404) },
    },
  }, (req) => getInvoice(deps, req.clinicCtx, req.params.id));

  app.post('/api/invoices', {
    schema: {
      tags: ['invoices'], summary: 'Create an invoice (invoice:write)',
      description: 'name is required. `number` is assigned as INV-000001, INV-000002, … per clinic when omitted '
        + '(race-free: concurrent creates get distinct numbers); a number already in use is a 409. issuedAt defaults '
        + `to today, status to "draft". Line items: description required, quantity > 0, unitPrice ≥ 0. ${MONEY_NOTE} ${BILLING_CODES}`,
      body: InvoiceInput, response: { 201: Invoice, ...problems(409) },
    },
  }, async (req, reply) => reply.code(201).send(await createInvoice(deps, req.clinicCtx, req.body)));

  app.put('/api/invoices/:id', {
    schema: {
      tags: ['invoices'], summary: 'Replace an invoice with the full record (invoice:write)',
      description: 'Send `number` and `installments` to preserve them: omitted installments are cleared; an omitted '
        + '`number` (or `issuedAt`) keeps the stored value, so a number is never reissued. Installments are stored as '
        + 'sent (that is how one is marked paid). Any status may follow any other; each change is an activity entry '
        + 'naming the old and new status. The billing codes are replaced with the rest of the record: `diagnosisCodes` and '
        + 'the line items with their codes as sent, omitted ones cleared (send the read shape back to keep them). While '
        + 'the payer holds the invoice\'s claim (`claim.status` submitted or pending) a PUT that changes what the claim '
        + 'carries (fileNumber, issuedAt, diagnosisCodes, lineItems) or sets status void is 409 `claim_open`; status, '
        + 'dueAt, notes and installments may change. A denied, reversed or paid claim frees the invoice again. '
        + `${BILLING_CODES}`,
      params: IdParams, body: InvoiceInput, response: { 200: Invoice, ...problems(404, 409) },
    },
  }, (req) => updateInvoice(deps, req.clinicCtx, req.params.id, req.body));

  app.post('/api/invoices/:id/split', {
    schema: {
      tags: ['invoices'], summary: 'Split the total into 1–36 installments (invoice:write)',
      description: 'Replaces the installments with `count` parts labelled "1 of n" … "n of n". The i-th (from 0) is due '
        + 'issuedAt + i months, clamped to the month\'s last day (Jan 31 → Feb 28/29). Amounts are computed in cents '
        + 'and sum exactly to the total; leftover cents go one each to the first installments. Returns the whole '
        + 'updated invoice. A void invoice cannot be split (409).',
      params: IdParams, body: SplitBody, response: { 200: Invoice, ...problems(404, 409) },
    },
  }, (req) => splitInvoice(deps, req.clinicCtx, req.params.id, req.body.count));

  app.delete('/api/invoices/:id', {
    schema: {
      tags: ['invoices'], summary: 'Delete an invoice (invoice:delete)',
      description: 'An invoice whose claim the payer holds (`claim.status` submitted or pending) is not deleted: 409 '
        + '`claim_open`.',
      params: IdParams, response: { 204: z.null().describe('Deleted'), ...problems(404, 409) },
    },
  }, async (req, reply) => {
    await deleteInvoice(deps, req.clinicCtx, req.params.id);
    return reply.code(204).send(null);
  });
}
