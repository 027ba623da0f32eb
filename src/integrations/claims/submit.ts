import { sql } from 'kysely';
import { getPatient } from '../../clinic/patients/service.js';
import { lineCents, toCents } from '../../clinic/invoices/money.js';
import type { ClaimStatus } from '../../clinic/invoices/schema.js';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError, errors } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { DEFAULT_OUTBOUND_LIMITS, OutboundError, type OutboundTimeouts } from '../../platform/outbound/index.js';
import { requireEnabledIntegration } from '../config/service.js';
import { splitName } from '../eprescribe/newrx.js';
import { postDocument, type IntegrationCallDeps } from '../post-document.js';
import { RequiredFields } from '../required-fields.js';
import {
  build837P, formatControlNumber, MAX_CLAIM_LINES, X12_LENGTH, type ClaimData,
} from './claim837.js';
import { claimsOf835, claimStatusOf, paidCentsOf, RemittanceRefusal } from './remittance.js';
import { componentsOf, tokenizeX12, x12Text, X12Refusal, type X12Segment } from './x12.js';

type Deps = Pick<AppDeps, 'db' | 'activity' | 'encryptor' | 'config'> & IntegrationCallDeps;

export interface ClaimSubmitResult { submitted: boolean; claimStatus: ClaimStatus; paidAmount: number }

/** The outbound limits of clearinghouse calls: §10's defaults; tests shorten them. */
export const clearinghouseTuning: { timeouts?: OutboundTimeouts } = {};

/** The clinic_counter row that numbers claims (one value per submission; migrations/0630_invoice_claims.sql). */
export const CLAIM_COUNTER = 'claim';
/** ISA13 has 9 digits; the counter never gets near, but a number past it would not fit the envelope. */
const MAX_CONTROL_NUMBER = 999_999_999;

/** Claim states that a new submission would duplicate: one that is in process or paid is not sent again. */
const OPEN_CLAIM: readonly ClaimStatus[] = ['submitted', 'pending', 'paid', 'partially_paid'];

/**
 * Submits an invoice as an X12 837P claim (invoice:write; decisions.md §13). Order of refusals: 403, 409
 * `integration_disabled`, 404 for an invoice of another clinic, 409 for a void invoice or one whose claim is open or
 * paid (a denied or reversed claim may be sent again, with a new control number), 400 with one errors[] entry per
 * field the claim needs and lacks (nothing is sent then). The clearinghouse's answer decides: 999 accepted →
 * `submitted`, 999 rejected → `denied` with submitted false, 277CA → `pending` (rejected categories A3/A4/A6/A7/A8 →
 * `denied`, submitted false), 835 → its CLP for this claim. Anything else is a 502 `clearinghouse_failed`, and the
 * invoice's claim is left as it was.
 */
export async function submitClaim(deps: Deps, ctx: ClinicContext, invoiceId: string): Promise<ClaimSubmitResult> {
  requirePermission(ctx, 'invoice:write');
  const integration = await requireEnabledIntegration(deps, ctx, 'claims');
  const invoice = await withClinicTx(deps.db, ctx, async (tx) => {
    const row = await tx.selectFrom('invoice').selectAll().select([abandoned.as('abandoned'), version.as('version')])
      .where('clinic_id', '=', ctx.clinicId).where('id', '=', invoiceId).executeTakeFirst();
    if (!row) throw errors.notFound('invoice');
    const lines = await tx.selectFrom('invoice_line_item').selectAll()
      .where('clinic_id', '=', ctx.clinicId).where('invoice_id', '=', invoiceId).orderBy('position').execute();
    return { ...row, lines };
  });
  refuseResubmission(invoice);
  const patient = invoice.file_number
    ? await getPatient(deps, ctx, invoice.file_number).catch((err: unknown) => {
      if (err instanceof AppError && err.status === 404) return null; // deleted, or outside a doctor's panel
      throw err;
    })
    : null;

  // Each entry is a field the claim needs and lacks, or holds in a form the 837P cannot carry.
  const fields = new RequiredFields('an insurance claim', 'an 837P carries');
  const credentials = integration.credentials;
  if (fields.need(credentials, 'credentials', 'the claims integration has no credentials (token, submitterId, receiverId)')) {
    for (const key of ['submitterId', 'receiverId'] as const) fields.fits(credentials[key], X12_LENGTH.interchangeId, `credentials.${key}`);
  }
  const { billingProvider, placeOfService } = integration.settings;
  if (fields.need(billingProvider, 'settings.billingProvider', 'the claims integration has no settings.billingProvider (name, npi, taxId, address, phone)')) {
    fields.need(billingProvider.phone, 'settings.billingProvider.phone', 'is required for the submitter contact (PER) of an insurance claim');
    fields.fitsAddress(billingProvider.address, X12_LENGTH, 'settings.billingProvider.address');
    if (billingProvider.address.postalCode.replace(/\D/g, '').length !== 9) {
      fields.add('settings.billingProvider.address.postalCode', 'an 837P needs the billing provider\'s ZIP+4 (12345-6789)');
    }
  }
  fields.need(invoice.diagnosis_codes, 'invoice.diagnosisCodes');
  if (invoice.lines.length === 0) fields.add('lineItems', 'a claim needs at least one line item');
  if (invoice.lines.length > MAX_CLAIM_LINES) fields.add('lineItems', `an 837P claim carries at most ${MAX_CLAIM_LINES} service lines`);
  invoice.lines.forEach((line, i) => {
    fields.need(line.code, `lineItems.${i}.code`);
    fields.need(line.diagnosis_pointers, `lineItems.${i}.diagnosisPointers`);
  });
  if (fields.need(patient, 'patient', invoice.file_number
    ? 'the invoice\'s patient is not in the records you can see'
    : 'the invoice is not linked to a patient (fileNumber)')) {
    // The subscriber's last name (NM103) is required; a name with no letters X12 can carry would go out empty.
    if (!x12Text(splitName(patient.name).LastName)) fields.add('patient.name', 'has no Latin letters, which an X12 claim needs');
    fields.need(patient.dateOfBirth, 'patient.dateOfBirth');
    if (fields.need(patient.address, 'patient.address')) fields.fitsAddress(patient.address, X12_LENGTH, 'patient.address');
    fields.need(patient.insurance?.memberId, 'patient.insurance.memberId');
  }
  const payer = patient?.insurance
    ? { name: patient.insurance.payerName, id: patient.insurance.payerId }
    : integration.settings.payer;
  fields.need(payer, 'settings.payer', 'neither the patient\'s insurance nor the claims settings name a payer (name, id)');
  fields.throwIfAny();

  const controlNumber = await reserveClaim(deps, ctx, invoiceId, invoice.version);
  const data: ClaimData = {
    controlNumber,
    createdAt: new Date(),
    submitterId: credentials!.submitterId,
    receiverId: credentials!.receiverId,
    billingProvider: { ...billingProvider!, phone: billingProvider!.phone! },
    payer: payer!,
    subscriber: {
      name: patient!.name, sex: patient!.sex, dateOfBirth: patient!.dateOfBirth!, address: patient!.address!,
      memberId: patient!.insurance!.memberId, groupNumber: patient!.insurance!.groupNumber ?? null,
    },
    placeOfService: placeOfService ?? '11', // 11 = office, the place of service of a clinic visit
    diagnosisCodes: invoice.diagnosis_codes!,
    serviceDate: invoice.issued_at,
    lines: invoice.lines.map((l) => ({
      code: l.code!, modifiers: l.modifiers, chargeCents: lineCents(l.quantity_hundredths, l.unit_price_cents),
      quantity: l.quantity_hundredths / 100, diagnosisPointers: l.diagnosis_pointers!,
    })),
  };
  const control = formatControlNumber(controlNumber);
  let answer: ClaimSubmitResult;
  try {
    answer = await postToClearinghouse(deps, integration.endpoint, credentials!.token, build837P(data), controlNumber);
  } catch (err) {
    // Not answered: the invoice's claim goes back to what it was (the control number stays spent). An abandoned
    // reservation this submit took over goes back to abandoned, so a later submit may take it over again.
    await withClinicTx(deps.db, ctx, (tx) => tx.updateTable('invoice').set({
      claim_status: invoice.claim_status, claim_paid_cents: invoice.claim_paid_cents === null ? null : Number(invoice.claim_paid_cents),
      claim_control_number: invoice.claim_control_number, claim_submitted_at: invoice.claim_submitted_at,
      claim_sending_since: invoice.claim_sending_since,
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', invoiceId).where('claim_control_number', '=', control)
      .where('claim_status', '=', 'submitted').execute());
    throw err;
  }
  await withClinicTx(deps.db, ctx, async (tx, after) => {
    const row = await tx.updateTable('invoice').set({
      claim_status: answer.claimStatus, claim_paid_cents: toCents(answer.paidAmount), claim_sending_since: null, updated_at: new Date(),
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', invoiceId).where('claim_control_number', '=', control)
      // Still this submit's reservation: a remittance that settled the claim meanwhile is not overwritten.
      .where('claim_status', '=', 'submitted')
      .returning('number').executeTakeFirst();
    if (!row) return; // deleted (or its claim settled by a remittance) while the clearinghouse answered
    const outcome = answer.submitted ? `the clearinghouse answered ${answer.claimStatus.replace('_', ' ')}` : 'the clearinghouse rejected it';
    // A takeover names the lost submission: if it did reach the payer, its 835 (listed unmatched) is found by this.
    const tookOver = invoice.abandoned
      ? `; it took over claim ${invoice.claim_control_number}, whose submission of ${invoice.claim_sending_since!.toISOString()} was never answered`
      : '';
    await deps.activity.record(tx, after, ctx, {
      action: answer.submitted ? 'invoice.claim_submitted' : 'invoice.claim_rejected', entityType: 'invoice', entityId: invoiceId,
      summary: `${ctx.userName} submitted invoice ${row.number} as an insurance claim: ${outcome} (control number ${control})${tookOver}`,
    });
  });
  return answer;
}

/**
 * How long a reservation may wait for its clearinghouse answer before it counts as abandoned: five times the longest a
 * clearinghouse call may take (decisions.md §10: 60 s for the whole call, redirects included). A live submit has
 * answered or put the claim back by then; one still reserved lost its process (a crash or a restart mid-call).
 */
export const ABANDONED_AFTER_MS = 5 * DEFAULT_OUTBOUND_LIMITS.totalMs;

/** A reservation whose submit never recorded an answer or a failure, older than ABANDONED_AFTER_MS (database time). */
const abandoned = sql<boolean>`coalesce(claim_status = 'submitted'
  and claim_sending_since < now() - ${sql.lit(ABANDONED_AFTER_MS / 1000)} * interval '1 second', false)`;
/** The row's version as read: every write sets updated_at, and its text (with offset) casts back exactly. */
const version = sql<string>`updated_at::text`;

/**
 * Takes the clinic's next claim control number (one atomic upsert of its counter row) and marks the invoice's claim
 * `submitted` and in flight under it, in one conditional UPDATE: only while the invoice is exactly as the submit read
 * and checked it (its version), not void, and its claim free (none, denied, reversed) or an abandoned reservation. Of
 * two submits of one invoice at the same time the second waits for the first and then matches nothing: it is refused
 * (409) before anything is sent, as is a submit that raced an edit of the invoice. Nothing is kept when it refuses.
 */
async function reserveClaim(deps: Deps, ctx: ClinicContext, invoiceId: string, readVersion: string): Promise<number> {
  return withClinicTx(deps.db, ctx, async (tx) => {
    const value = Number((await tx.insertInto('clinic_counter')
      .values({ clinic_id: ctx.clinicId, name: CLAIM_COUNTER, value: 1 })
      .onConflict((oc) => oc.columns(['clinic_id', 'name']).doUpdateSet({ value: sql`clinic_counter.value + 1` }))
      .returning('value').executeTakeFirstOrThrow()).value);
    if (value > MAX_CONTROL_NUMBER) throw errors.conflict('The clinic has used every claim control number (9 digits)');
    const now = new Date();
    const reserved = await tx.updateTable('invoice').set({
      claim_status: 'submitted', claim_paid_cents: 0, claim_control_number: formatControlNumber(value), claim_submitted_at: now,
      claim_sending_since: now, updated_at: now,
    }).where('clinic_id', '=', ctx.clinicId).where('id', '=', invoiceId)
      .where(sql<boolean>`updated_at = ${readVersion}::timestamptz`)
      .where('status', '!=', 'void')
      .where((eb) => eb.or([eb('claim_status', 'is', null), eb('claim_status', 'not in', OPEN_CLAIM), abandoned]))
      .returning('id').executeTakeFirst();
    if (!reserved) {
      // Rolled back with the counter: say why, from the invoice as it is now.
      const row = await tx.selectFrom('invoice').select(['status', 'claim_status', 'claim_control_number', 'claim_sending_since', abandoned.as('abandoned')])
        .where('clinic_id', '=', ctx.clinicId).where('id', '=', invoiceId).executeTakeFirst();
      if (!row) throw errors.notFound('invoice');
      refuseResubmission(row);
      throw errors.conflict('The invoice changed while its claim was being prepared; submit it again');
    }
    return value;
  });
}

interface ClaimState {
  status: string; claim_status: ClaimStatus | null; claim_control_number: string | null; claim_sending_since: Date | null; abandoned: boolean;
}

function refuseResubmission(row: ClaimState) {
  if (row.status === 'void') throw errors.conflict('A void invoice cannot be submitted as a claim');
  if (!row.claim_status || !OPEN_CLAIM.includes(row.claim_status) || row.abandoned) return;
  if (row.claim_sending_since) {
    throw errors.conflict(`The invoice's claim ${row.claim_control_number} is being sent to the clearinghouse (since `
      + `${row.claim_sending_since.toISOString()}); a submission that never finishes may be taken over `
      + `${ABANDONED_AFTER_MS / 60_000} minutes after it started`);
  }
  throw errors.conflict(`The invoice's claim ${row.claim_control_number} is ${row.claim_status}; it is not submitted again`);
}

const notX12 = (status: number) => new OutboundError('clearinghouse', 'broken', 'answered with something that is not an X12 999, 277CA or 835', status);

function postToClearinghouse(deps: Deps, endpoint: string, token: string, x12: string, controlNumber: number): Promise<ClaimSubmitResult> {
  return postDocument(deps, {
    system: 'clearinghouse', endpoint, token, contentType: 'application/edi-x12', body: x12, timeouts: clearinghouseTuning.timeouts,
    read: (text, status) => readAnswer(text, controlNumber, status), unreadable: 'not an X12 999, 277CA or 835',
  });
}

/** 999 AK901 / IK501 codes that reject: R rejected, M (authentication), W (assurance), X (content) failed. */
const REJECTED_999 = new Set(['R', 'M', 'W', 'X']);

/** 277CA claim status categories that reject the claim (A3 returned unprocessable, A4 not found, A6–A8 rejected). */
const REJECTING_CATEGORIES = new Set(['A3', 'A4', 'A6', 'A7', 'A8']);

function readAnswer(body: string, controlNumber: number, status: number): ClaimSubmitResult {
  let parsed: ReturnType<typeof tokenizeX12>;
  try {
    parsed = tokenizeX12(body);
  } catch (err) {
    if (err instanceof X12Refusal) throw notX12(status);
    throw err;
  }
  const { segments, delimiters } = parsed;
  const kind = segments.find((s) => s[0] === 'ST')?.[1];
  const first = (id: string) => segments.find((s) => s[0] === id);
  const answeredAbout = (reference: string | undefined) => {
    if (reference !== undefined && reference.trim() !== '' && Number(reference) !== controlNumber) {
      throw new OutboundError('clearinghouse', 'broken', 'answered about another claim', status);
    }
  };
  if (kind === '999') {
    answeredAbout(first('AK1')?.[2]); // AK102 = our GS06
    const verdict = first('AK9')?.[1] ?? first('IK5')?.[1];
    if (!verdict) throw notX12(status);
    const rejected = REJECTED_999.has(verdict) || segments.some((s: X12Segment) => s[0] === 'IK5' && REJECTED_999.has(s[1] ?? ''));
    return rejected ? { submitted: false, claimStatus: 'denied', paidAmount: 0 } : { submitted: true, claimStatus: 'submitted', paidAmount: 0 };
  }
  if (kind === '277') {
    const categories = segments.filter((s) => s[0] === 'STC').map((s) => componentsOf(s[1], delimiters)[0] ?? '');
    const rejected = categories.some((c) => REJECTING_CATEGORIES.has(c));
    return rejected ? { submitted: false, claimStatus: 'denied', paidAmount: 0 } : { submitted: true, claimStatus: 'pending', paidAmount: 0 };
  }
  if (kind === '835') {
    let claims;
    try {
      claims = claimsOf835(segments);
    } catch (err) {
      if (err instanceof RemittanceRefusal) throw notX12(status);
      throw err;
    }
    const ours = claims.filter((c) => c.controlNumber === formatControlNumber(controlNumber)).at(-1);
    if (!ours) throw new OutboundError('clearinghouse', 'broken', 'answered with an 835 about other claims', status);
    const claimStatus = claimStatusOf(ours) ?? 'pending';
    return { submitted: true, claimStatus, paidAmount: paidCentsOf(ours, claimStatus) / 100 };
  }
  throw notX12(status);
}
