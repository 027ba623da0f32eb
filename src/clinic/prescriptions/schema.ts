import { z } from 'zod';
import { FileNumber } from '../common/file-number.js';
import { ListQuery } from '../../platform/http/schemas.js';
import { IsoDate } from './dates.js';

export const PRESCRIPTION_STATUSES = ['active', 'completed', 'expired'] as const;
export type PrescriptionStatus = (typeof PRESCRIPTION_STATUSES)[number];
export const SOURCES = ['manual', 'ai'] as const;

/** A patient's file number as other records refer to it: digits only (decisions.md §4), or empty for none. */
/** A reference to a patient's file number: the patients' rule (common/file-number.ts), or empty for none. */
export const FileNumberRef = FileNumber;

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
