import { z } from 'zod';
import { FileNumber } from '../common/file-number.js';
import { hasAtMostDecimals } from '../common/decimals.js';
import { Ndc, RxNormCode } from '../common/standard-codes.js';
import { ListQuery } from '../../platform/http/schemas.js';
import { IsoDate } from './dates.js';

export const PRESCRIPTION_STATUSES = ['active', 'completed', 'expired'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];
export const SOURCES = ['manual', 'ai'] as const;

/** A reference to a patient's file number: the patients' rule (common/file-number.ts), or empty for none. */
export const FileNumberRef = FileNumber;

export const MAX_QUANTITY = 999_999;
export const MAX_DAYS_SUPPLY = 365;
export const MAX_REFILLS = 99;
export const MAX_QUANTITY_UNIT = 40;

/**
 * The fields a coded prescription (NCPDP SCRIPT NewRx) needs beyond the interface's shape (decisions.md §13), each
 * optional and nullable. quantity and quantityUnit go together (checked after merging with the stored row).
 */
const codedFields = {
  quantity: z.number().gt(0, 'must be greater than 0').max(MAX_QUANTITY)
    .refine((v) => hasAtMostDecimals(v, 3), 'must have at most 3 decimals')
    .nullable().optional().describe('Quantity to dispense, in quantityUnit; > 0, at most 3 decimals'),
  quantityUnit: z.string().trim().min(1).max(MAX_QUANTITY_UNIT).nullable().optional()
    .describe('Unit of quantity as written (e.g. "tablet", "mL"); free text, 1–40 characters'),
  daysSupply: z.number().int('must be a whole number').min(1).max(MAX_DAYS_SUPPLY).nullable().optional()
    .describe('Days the quantity lasts: 1–365'),
  refills: z.number().int('must be a whole number').min(0).max(MAX_REFILLS).nullable().optional()
    .describe('Refills authorised after the first fill: 0–99'),
  ndc: Ndc.nullable().optional(),
  rxnormCode: RxNormCode.nullable().optional().describe('RxNorm concept id (RxCUI); may be given with ndc'),
  substitutionAllowed: z.boolean().nullable().optional()
    .describe('false: dispense as written (no generic substitution)'),
};

/**
 * The body of POST and PUT. On PUT an omitted optional field keeps its stored value (send `null` to clear a nullable
 * one), so an edit never resets the prescriber, the dates or the status by leaving them out.
 */
export const PrescriptionInput = z.object({
  fileNumber: FileNumberRef.optional(),
  name: z.string().trim().min(1).max(200),
  initials: z.string().trim().min(1).max(4),
  medication: z.string().trim().min(1).max(200),
  dose: z.string().trim().max(200).optional(),
  frequency: z.string().trim().min(1).max(100),
  prescriber: z.string().trim().min(1).max(200).optional()
    .describe('Defaults to the signed-in user\'s name on create; kept on update when omitted'),
  prescribedAt: IsoDate.optional().describe('YYYY-MM-DD; defaults to today on create'),
  startDate: IsoDate.nullable().optional(),
  endDate: IsoDate.nullable().optional().describe('Not before startDate; drives expiry'),
  status: z.enum(PRESCRIPTION_STATUSES).optional().describe('Default active'),
  duration: z.string().trim().max(100).nullable().optional(),
  notes: z.string().max(5000).nullable().optional(),
  source: z.enum(SOURCES).optional().describe('Default manual'),
  ...codedFields,
});
export type PrescriptionInput = z.infer<typeof PrescriptionInput>;

export const Prescription = z.object({
  id: z.string(),
  fileNumber: z.string(),
  name: z.string(),
  initials: z.string(),
  medication: z.string(),
  dose: z.string(),
  frequency: z.string(),
  prescriber: z.string(),
  prescribedAt: z.string(),
  startDate: z.string().nullable(),
  endDate: z.string().nullable(),
  status: z.enum(PRESCRIPTION_STATUSES),
  duration: z.string().nullable(),
  notes: z.string().nullable(),
  source: z.enum(SOURCES),
  quantity: z.number().nullable(),
  quantityUnit: z.string().nullable(),
  daysSupply: z.number().int().nullable(),
  refills: z.number().int().nullable(),
  ndc: z.string().nullable().describe('11 digits'),
  rxnormCode: z.string().nullable(),
  substitutionAllowed: z.boolean().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
}).meta({ id: 'Prescription' });
export type Prescription = z.infer<typeof Prescription>;

export const PrescriptionListQuery = ListQuery.extend({
  status: z.enum(PRESCRIPTION_STATUSES).optional(),
  fileNumber: FileNumberRef.optional(),
});
export type PrescriptionListQuery = z.infer<typeof PrescriptionListQuery>;

export const IdParams = z.object({ id: z.string().max(100) });
