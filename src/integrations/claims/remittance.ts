import { sql } from 'kysely';
import { requirePermission, type ClinicContext } from '../../platform/auth/context.js';
import { withClinicTx, type ClinicTx } from '../../platform/db/clinic-tx.js';
import { AppError } from '../../platform/http/errors.js';
import type { AppDeps } from '../../platform/http/route-module.js';
import { fromCents } from '../../clinic/invoices/money.js';
import type { ClaimStatus } from '../../clinic/invoices/schema.js';
import { tokenizeX12, X12Refusal, type X12Segment } from './x12.js';

type Deps = Pick<AppDeps, 'db' | 'activity'>;

/** One claim of an 835 (its CLP segment): amounts in integer cents, CLP04 negative in a reversal. */
export interface RemittedClaim {
  controlNumber: string;
  statusCode: string;
  chargedCents: number;
  paidCents: number;
}

export interface RemittanceResult {
  matched: { invoiceId: string; claimStatus: ClaimStatus; paidAmount: number }[];
  /** CLP01 of every claim no invoice of the caller's clinic took (unknown number, or a status that changes nothing). */
  unmatched: string[];
}

export class RemittanceRefusal extends AppError {
  constructor(code: 'not_x12' | 'not_835', detail: string) {
    super(400, code, 'Message refused', `message: ${detail}`, { errors: [{ path: 'message', message: detail }] });
    this.name = 'RemittanceRefusal';
  }
}

const AMOUNT = /^-?(\d{1,13})(\.\d{1,2})?$|^-?\.\d{1,2}$/;

function cents(value: string | undefined): number | null {
  const text = (value ?? '').trim();
  if (!AMOUNT.test(text)) return null;
  return Math.round(Number(text) * 100);
}

/** Every CLP of the 835 transaction sets (ST01 = 835) of an interchange. Not X12 → not_x12; no 835 set → not_835. */
export function read835(message: string): RemittedClaim[] {
  let segments: X12Segment[];
  try {
    segments = tokenizeX12(message).segments;
  } catch (err) {
    if (err instanceof X12Refusal) throw new RemittanceRefusal('not_x12', `not an X12 interchange (${err.message})`);
    throw err;
  }
  return claimsOf835(segments);
}

/** The CLPs of an interchange already cut into segments (a clearinghouse's answer is tokenized once, by its reader). */
export function claimsOf835(segments: readonly X12Segment[]): RemittedClaim[] {
  const claims: RemittedClaim[] = [];
  let in835 = false;
  let seen835 = false;
  for (const s of segments) {
    if (s[0] === 'ST') {
      in835 = s[1] === '835';
      seen835 ||= in835;
    } else if (s[0] === 'SE') {
      in835 = false;
    } else if (s[0] === 'CLP' && in835) {
      const charged = cents(s[3]);
      const paid = cents(s[4]);
      const controlNumber = (s[1] ?? '').trim();
      if (charged === null || paid === null || !controlNumber) {
        throw new RemittanceRefusal('not_835', `a CLP segment (claim ${controlNumber.slice(0, 38) || 'without CLP01'}) lacks its charge or paid amount`);
      }
      claims.push({ controlNumber, statusCode: (s[2] ?? '').trim(), chargedCents: charged, paidCents: paid });
    }
  }
  if (!seen835) throw new RemittanceRefusal('not_835', 'the interchange holds no 835 (health care claim payment/advice) transaction set');
  return claims;
}

/**
 * The claim status a CLP gives (decisions.md §7). Processed as primary, secondary or tertiary (1, 2, 3), and the same
 * forwarded to another payer (19, 20, 21): paid when CLP04 covers CLP03, partially_paid when it covers some, denied
 * when it pays nothing. 4 denied, 22 reversal of a previous payment. Any other code (23 "not our claim, forwarded",
 * 25 predetermination) says nothing about payment: null, and the claim is left as it was (listed as unmatched).
 */
export function claimStatusOf(claim: RemittedClaim): ClaimStatus | null {
  switch (claim.statusCode) {
    case '1': case '2': case '3': case '19': case '20': case '21':
      if (claim.paidCents <= 0) return 'denied';
      return claim.paidCents >= claim.chargedCents ? 'paid' : 'partially_paid';
    case '4': return 'denied';
    case '22': return 'reversed';
    default: return null;
  }
}

/**
 * paidAmount after a CLP: its CLP04, the latest payer's payment on the claim (not a sum over payers or over
 * remittances: the same 835 applied twice must not pay twice). A reversal takes the payment back: 0.
 */
export function paidCentsOf(claim: RemittedClaim, status: ClaimStatus): number {
  return status === 'reversed' || status === 'denied' ? 0 : Math.max(0, claim.paidCents);
}

/** Every control number this service sends has 9 digits (claim837.ts); any other CLP01 is not one of ours. */
const OUR_CONTROL_NUMBER = /^\d{9}$/;
/** Claims settled per UPDATE: 3 bind parameters each, well under PostgreSQL's 65,535, so a 5 MB 835 takes a few statements. */
const SETTLE_BATCH = 1000;

interface Settlement { controlNumber: string; status: ClaimStatus; paidCents: number }

/**
 * Applies the claims of an 835 to the caller's clinic's invoices, in message order (a reversal followed by its
 * corrected claim ends at the correction: the last CLP of a control number is the one stored). A CLP is matched by its
 * CLP01 = the claim's control number within the clinic only; another clinic's number is unmatched. The claims are
 * settled by one UPDATE per 1,000 control numbers, all in one transaction, with one activity entry per invoice changed
 * (a claim already as the 835 says is matched but not written again).
 */
export async function applyRemittance(deps: Deps, ctx: ClinicContext, claims: RemittedClaim[]): Promise<RemittanceResult> {
  const outcomes = claims.map((claim) => {
    const status = claimStatusOf(claim);
    return { claim, status, paidCents: status ? paidCentsOf(claim, status) : 0 };
  });
  const last = new Map<string, Settlement>();
  for (const { claim, status, paidCents } of outcomes) {
    if (status && OUR_CONTROL_NUMBER.test(claim.controlNumber)) last.set(claim.controlNumber, { controlNumber: claim.controlNumber, status, paidCents });
  }
  return withClinicTx(deps.db, ctx, async (tx, after) => {
    const settlements = [...last.values()];
    const invoices = new Map<string, { id: string; number: string }>();
    const changed = new Set<string>();
    for (let i = 0; i < settlements.length; i += SETTLE_BATCH) {
      const batch = settlements.slice(i, i + SETTLE_BATCH);
      for (const row of await claimsOf(tx, ctx.clinicId, batch)) invoices.set(row.controlNumber, row);
      for (const row of await settleClaims(tx, ctx.clinicId, batch)) changed.add(row.controlNumber);
    }
    const result: RemittanceResult = { matched: [], unmatched: [] };
    for (const { claim, status, paidCents } of outcomes) {
      const invoice = status && invoices.get(claim.controlNumber);
      if (!status || !invoice) result.unmatched.push(claim.controlNumber);
      else result.matched.push({ invoiceId: invoice.id, claimStatus: status, paidAmount: fromCents(paidCents) });
    }
    for (const { controlNumber, status, paidCents } of settlements) {
      const invoice = invoices.get(controlNumber);
      if (!invoice || !changed.has(controlNumber)) continue; // already so: an 835 applied again changes nothing
      await deps.activity.record(tx, after, ctx, {
        action: 'invoice.claim_remitted', entityType: 'invoice', entityId: invoice.id,
        summary: `${ctx.userName} applied a remittance to the claim of invoice ${invoice.number}: ${status.replace('_', ' ')}, paid ${fromCents(paidCents).toFixed(2)}`,
      });
    }
    return result;
  });
}

/** The invoices of the clinic whose claims a batch names, by control number. */
async function claimsOf(tx: ClinicTx, clinicId: string, batch: readonly Settlement[]) {
  return tx.selectFrom('invoice').select(['id', 'number', 'claim_control_number as controlNumber'])
    .where('clinic_id', '=', clinicId).where('claim_control_number', 'in', batch.map((s) => s.controlNumber))
    .execute() as Promise<{ id: string; number: string; controlNumber: string }[]>;
}

/**
 * One UPDATE … FROM (VALUES …) for a batch of claims, touching only claims the 835 changes (status, paid amount, or a
 * reservation still marked in flight): re-applying an 835 leaves the invoices, their version and the activity log as
 * they were. Returns the control numbers it changed.
 */
async function settleClaims(tx: ClinicTx, clinicId: string, batch: readonly Settlement[]) {
  const values = sql.join(batch.map((s) => sql`(${s.controlNumber}::text, ${s.status}::text, ${s.paidCents}::bigint)`));
  const { rows } = await sql<{ controlNumber: string }>`
    update invoice set claim_status = v.status, claim_paid_cents = v.paid_cents, claim_sending_since = null, updated_at = now()
    from (values ${values}) as v (control_number, status, paid_cents)
    where invoice.clinic_id = ${clinicId} and invoice.claim_control_number = v.control_number
      and (invoice.claim_status is distinct from v.status or invoice.claim_paid_cents is distinct from v.paid_cents
        or invoice.claim_sending_since is not null)
    returning invoice.claim_control_number as "controlNumber"`.execute(tx);
  return rows;
}

/** POST /api/integrations/claims/remittance (invoice:write): reads the 835 before anything is changed. */
export async function receiveRemittance(deps: Deps, ctx: ClinicContext, message: string): Promise<RemittanceResult> {
  requirePermission(ctx, 'invoice:write');
  return applyRemittance(deps, ctx, read835(message));
}
