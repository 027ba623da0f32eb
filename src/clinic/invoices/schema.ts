import type { ColumnType, Generated } from 'kysely';
import { z } from 'zod';
import { ListQuery } from '../../platform/http/schemas.js';
import {
  IsoDate, OptionalFileNumber, OptionalInitials, PersonName, SOURCES, SourceField, type Source,
} from '../appointments/fields.js';
import { Icd10CmCode, noDuplicates, ProcedureCode, ProcedureModifier } from '../common/standard-codes.js';
import { hasAtMostTwoDecimals, type StoredInstallment } from './money.js';

export const INVOICE_STATUSES = ['draft', 'sent', 'paid', 'void'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

/**
 * decisions.md §7: `submitted` = sent and accepted for processing, no remittance yet; `pending` = the payer
 * acknowledged it (277CA); `paid`, `partially_paid`, `denied`, `reversed` come from an 835's CLP.
 */
export const CLAIM_STATUSES = ['submitted', 'pending', 'paid', 'partially_paid', 'denied', 'reversed'] as const;
export type ClaimStatus = (typeof CLAIM_STATUSES)[number];

/**
 * Claim states in which the payer holds the claim (sent, not yet adjudicated): the invoice must go on matching it, so
 * what the 837P carried is not edited, voided or deleted until an 835 settles it or the claim is denied or reversed.
 */
export const CLAIM_HELD_BY_PAYER = ['submitted', 'pending'] as const satisfies readonly ClaimStatus[];

type Json<T> = ColumnType<T, string, string>;

export interface InvoiceTable {
  clinic_id: string;
  id: string;
  number: string;
  file_number: string;
  name: string;
  initials: string;
  issued_at: string;
  due_at: string | null;
  status: InvoiceStatus;
  /** jsonb: StoredInstallment[] (amounts in integer cents). Written as JSON text. */
  installments: Json<StoredInstallment[]>;
  notes: string | null;
  source: Source;
  /** ICD-10-CM codes in dotted form, 1–12, or null (migrations/0622_invoice_billing_codes.sql). */
  diagnosis_codes: string[] | null;
  /** Kept by the database from the line items (migrations/0212_invoice_total.sql); never written by the service. */
  total_cents: ColumnType<number, never, never>;
  /** The insurance claim (migrations/0630_invoice_claims.sql): all null until the invoice is submitted. */
  claim_status: ClaimStatus | null;
  claim_paid_cents: ColumnType<string | number | null, number | null | undefined, number | null>;
  claim_control_number: string | null;
  claim_submitted_at: Date | null;
  /** Set while a submission awaits the clearinghouse's answer (migrations/0631_invoice_claim_sending.sql). */
  claim_sending_since: Date | null;
  created_by: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | string | undefined, Date | string>;
}

/** One line of an invoice, in integers: quantity in hundredths, unit price in cents. */
export interface InvoiceLineItemTable {
  clinic_id: string;
  invoice_id: string;
  position: number;
  description: string;
  quantity_hundredths: number;
  unit_price_cents: number;
  /** CPT/HCPCS code, its modifiers and 1-based pointers into the invoice's diagnosis_codes (migration 0622). */
  code: string | null;
  modifiers: ColumnType<string[], string[] | undefined, string[]>;
  diagnosis_pointers: number[] | null;
}

export interface ClinicCounterTable { clinic_id: string; name: string; value: number }

declare module '../../platform/db/schema.js' {
  interface Database { invoice: InvoiceTable; invoice_line_item: InvoiceLineItemTable; clinic_counter: ClinicCounterTable }
}

/** Limits that keep every cent computation inside exact integer arithmetic (well under 2^53). */
export const MAX_UNIT_PRICE = 1_000_000;
export const MAX_QUANTITY = 100_000;
export const MAX_LINE_ITEMS = 200;
export const MAX_INSTALLMENTS = 36;
/** The 837P limits: 12 diagnoses per claim, 4 modifiers and 4 diagnosis pointers per service line. */
export const MAX_DIAGNOSIS_CODES = 12;
export const MAX_MODIFIERS = 4;
export const MAX_DIAGNOSIS_POINTERS = 4;

const TWO_DECIMALS = 'must have at most 2 decimals';

const Money = (max: number) => z.number()
  .min(0, 'must not be negative')
  .max(max)
  .refine(hasAtMostTwoDecimals, TWO_DECIMALS);

const NO_DUPLICATES = 'must not repeat a value';

/**
 * A line of an invoice. code, modifiers and diagnosisPointers are the optional billing codes of decisions.md §13;
 * modifiers and pointers qualify a procedure, so they need its code. Whether each pointer names one of the invoice's
 * diagnoses is checked by the service, against the diagnosisCodes sent with it.
 */
export const LineItem = z.object({
  description: z.string({ error: 'is required' }).trim().min(1, 'is required').max(500),
  quantity: z.number().gt(0, 'must be greater than 0').max(MAX_QUANTITY).refine(hasAtMostTwoDecimals, TWO_DECIMALS),
  unitPrice: Money(MAX_UNIT_PRICE).describe('Currency units, at most 2 decimals'),
  code: ProcedureCode.nullable().optional()
    .describe('CPT (5 digits, or 4 digits and F, T or U) or HCPCS Level II (a letter and 4 digits); upper-cased'),
  modifiers: z.array(ProcedureModifier).max(MAX_MODIFIERS).refine(noDuplicates, NO_DUPLICATES).nullable().optional()
    .describe('Up to 4 two-character CPT/HCPCS modifiers (upper-cased); needs code'),
  diagnosisPointers: z.array(z.number().int('must be a whole number').min(1).max(MAX_DIAGNOSIS_CODES))
    .min(1).max(MAX_DIAGNOSIS_POINTERS).refine(noDuplicates, NO_DUPLICATES).nullable().optional()
    .describe('1–4 positions (1-based) in the invoice\'s diagnosisCodes, most important first; needs code'),
}).superRefine((item, ctx) => {
  if (item.code != null) return;
  if (item.modifiers?.length) ctx.addIssue({ code: 'custom', path: ['modifiers'], message: 'needs code' });
  if (item.diagnosisPointers != null) ctx.addIssue({ code: 'custom', path: ['diagnosisPointers'], message: 'needs code' });
}).meta({ id: 'InvoiceLineItem' });

export const Installment = z.object({
  label: z.string().trim().min(1).max(40),
  amount: Money(MAX_UNIT_PRICE * MAX_QUANTITY * MAX_LINE_ITEMS).describe('Currency units, at most 2 decimals'),
  dueAt: IsoDate,
  paid: z.boolean().nullish().transform((v) => v ?? false),
}).meta({ id: 'InvoiceInstallment' });

/**
 * POST and PUT body. PUT takes the whole record: send `number` and `installments` to preserve them. An omitted
 * `number` on PUT keeps the stored one (numbers are never reissued); omitted `installments` clear them.
 */
export const InvoiceInput = z.object({
  fileNumber: OptionalFileNumber.describe('Patient file number (digits); may be empty'),
  name: PersonName,
  initials: OptionalInitials.describe('1–4 characters; derived from name when omitted or empty'),
  number: z.string().trim().min(1).max(40).nullish()
    .describe('Auto-assigned as INV-000001, INV-000002, … per clinic when omitted'),
  issuedAt: IsoDate.nullish().describe('Default: today (server date)'),
  dueAt: IsoDate.nullish(),
  status: z.enum(INVOICE_STATUSES).nullish().transform((v) => v ?? 'draft').describe('Default "draft"'),
  lineItems: z.array(LineItem).max(MAX_LINE_ITEMS).nullish().transform((v) => v ?? []),
  installments: z.array(Installment).max(MAX_INSTALLMENTS).nullish()
    .describe('Normally set by split; stored as sent'),
  notes: z.string().max(5000).nullish().transform((v) => v ?? null),
  source: SourceField.describe('"manual" (default) or "ai"'),
  diagnosisCodes: z.array(Icd10CmCode).min(1).max(MAX_DIAGNOSIS_CODES).refine(noDuplicates, NO_DUPLICATES).nullable().optional()
    .describe('ICD-10-CM codes, 1–12, primary first; returned upper-case in dotted form (E119 → E11.9). A PUT '
      + 'replaces them with the line items\' codes: omitted or null clears them (send the read shape back to keep them)'),
}).meta({ id: 'InvoiceBody' });
export type InvoiceInput = z.output<typeof InvoiceInput>;

export const InvoiceClaim = z.object({
  status: z.enum(CLAIM_STATUSES).describe('submitted (no remittance yet), pending (277CA), paid, partially_paid, denied, reversed'),
  paidAmount: z.number().describe('Paid by the payer so far (CLP04 of the latest 835), currency units'),
  controlNumber: z.string().describe('The claim\'s control number (CLM01; the 835 quotes it in CLP01)'),
  submittedAt: z.string().describe('When the claim was last submitted (ISO 8601)'),
}).meta({ id: 'InvoiceClaim' });

export const Invoice = z.object({
  id: z.string(),
  fileNumber: z.string(),
  name: z.string(),
  initials: z.string(),
  number: z.string(),
  issuedAt: z.string(),
  dueAt: z.string().nullable(),
  status: z.enum(INVOICE_STATUSES),
  lineItems: z.array(z.object({
    description: z.string(), quantity: z.number(), unitPrice: z.number(),
    code: z.string().nullable(), modifiers: z.array(z.string()), diagnosisPointers: z.array(z.number().int()).nullable(),
  })),
  installments: z.array(z.object({ label: z.string(), amount: z.number(), dueAt: z.string(), paid: z.boolean() })),
  notes: z.string().nullable(),
  source: z.enum(SOURCES),
  diagnosisCodes: z.array(z.string()).nullable(),
  total: z.number().describe('Sum of quantity × unitPrice (each line rounded to the cent); computed, never stored'),
  claim: InvoiceClaim.nullable().describe('The insurance claim (POST /api/integrations/claims/submit); null until submitted'),
}).meta({ id: 'Invoice' });
export type Invoice = z.infer<typeof Invoice>;

export const InvoiceListQuery = ListQuery.extend({
  status: z.enum(INVOICE_STATUSES).optional(),
  fileNumber: z.string().max(32).optional().describe('Only this patient\'s invoices'),
});
export type InvoiceListQuery = z.output<typeof InvoiceListQuery>;

export const SplitBody = z.object({
  count: z.number().int('must be a whole number').min(1, 'must be 1–36').max(MAX_INSTALLMENTS, 'must be 1–36'),
});

export const IdParams = z.object({ id: z.string().max(100) });
